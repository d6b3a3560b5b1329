import { Hono } from "hono";
import * as v from "valibot";
import { emailField, requiredText, validate } from "../../../common/api";
import { database } from "../../db/client";
import { addStaffMember, listStaffMembers, readRecentAudit, updateStaffMember } from "../../db/queries/staff";
import { STAFF_ROLES } from "../../db/schema";
import type { StaffApiEnv } from "../../env";
import { ShopError } from "../../../common/errors";
import { ownersOnly } from "./roles";

const nameField = requiredText(120, "Podaj imię i nazwisko.", "Imię i nazwisko mogą mieć najwyżej 120 znaków.");
const roleField = v.picklist(STAFF_ROLES, "Wybierz rolę: właściciel albo obsługa.");

const addInput = v.object({ email: emailField, name: nameField, role: roleField });

const changeInput = v.pipe(
  v.object({
    name: v.optional(nameField),
    role: v.optional(roleField),
    active: v.optional(v.boolean("Dostęp to tak albo nie.")),
  }),
  v.check((change) => change.name !== undefined || change.role !== undefined || change.active !== undefined, "Nie podano żadnej zmiany."),
);

const idParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) });

const LAST_OWNER_MESSAGE =
  "Sklep musi mieć co najmniej jednego aktywnego właściciela. Najpierw nadaj rolę właściciela innej osobie, potem zmień tę.";

/**
 * Back office: the team (owners only; others get 403). Members are added, renamed, given a role
 * and deactivated or reactivated, never deleted (the audit log names them). Every change is
 * audited, and nothing may leave the shop without an active owner (409, nothing written).
 */
export const staffMembersApi = new Hono<StaffApiEnv>()
  .use(ownersOnly)
  .get("/", async (c) => {
    const db = database(c.env.DB);
    const [members, history] = await Promise.all([listStaffMembers(db), readRecentAudit(db, "staff")]);
    return c.json({ members, history });
  })
  .post("/", validate("json", addInput), async (c) => {
    const input = c.req.valid("json");
    const result = await addStaffMember(database(c.env.DB), c.var.staff, { ...input, now: Date.now() });
    if (!result.ok) {
      throw new ShopError("CONFLICT", {
        message: result.active
          ? "Osoba z tym adresem e-mail już jest w zespole."
          : "Osoba z tym adresem e-mail jest w zespole, ale bez dostępu: przywróć jej dostęp na liście zespołu.",
      });
    }
    return c.json({ member: result.member }, 201);
  })
  .patch("/:id{[0-9]{1,9}}", validate("param", idParam), validate("json", changeInput), async (c) => {
    const result = await updateStaffMember(database(c.env.DB), c.var.staff, {
      id: c.req.valid("param").id,
      change: c.req.valid("json"),
      now: Date.now(),
    });
    if (!result.ok) {
      if (result.reason === "not_found") throw new ShopError("NOT_FOUND", { message: "Nie ma takiej osoby w zespole." });
      if (result.reason === "last_owner") throw new ShopError("CONFLICT", { message: LAST_OWNER_MESSAGE });
      throw new ShopError("CONFLICT", { message: "Ktoś inny zmienił dane tej osoby w międzyczasie. Odśwież stronę i spróbuj ponownie." });
    }
    return c.json({ member: result.member, changed: result.changed });
  });
