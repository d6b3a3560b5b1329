import { currentSiteSettings } from "../../shop-settings";
import { Hono } from "hono";
import * as v from "valibot";
import { multiLine, validate } from "../../../common/api";
import { database } from "../../db/client";
import {
  COMPLAINT_DECISIONS,
  COMPLAINT_STATUSES,
  type ComplaintChangeResult,
  changeComplaint,
  listComplaints,
  readStaffComplaint,
} from "../../db/queries/staff-complaints";
import type { StaffApiEnv } from "../../env";
import { ShopError } from "../../../common/errors";
import { complaintReplyMail } from "../../mail/complaint-messages";
import { sendLater } from "../../mail/send-later";

export const COMPLAINT_REPLY_MIN = 10;
export const COMPLAINT_REPLY_MAX = 4000;

const listQuery = v.object({
  status: v.optional(v.picklist([...COMPLAINT_STATUSES, "open"], "Nieznany status reklamacji.")),
  due: v.optional(v.picklist(["soon", "overdue"], "Nieznany filtr terminu.")),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "Szukany tekst może mieć najwyżej 100 znaków."))),
  sort: v.optional(v.picklist(["newest", "deadline"], "Nieznana kolejność.")),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, "Numer strony musi być liczbą całkowitą od 1."), v.transform(Number))),
});

/** A textarea's letter to the customer: line breaks allowed. */
const replyField = multiLine(
  v.pipe(
    v.string("Napisz odpowiedź dla klienta."),
    v.trim(),
    v.nonEmpty("Napisz odpowiedź dla klienta."),
    v.minLength(COMPLAINT_REPLY_MIN, `Odpowiedź musi mieć co najmniej ${COMPLAINT_REPLY_MIN} znaków.`),
    v.maxLength(COMPLAINT_REPLY_MAX, `Odpowiedź może mieć najwyżej ${COMPLAINT_REPLY_MAX} znaków.`),
  ),
);

/** The status the member saw on the page: refused with 409 when the complaint moved on meanwhile. */
const expectedStatus = v.optional(v.picklist(COMPLAINT_STATUSES, "Nieznany status reklamacji."));

/**
 * POST /:id/status: take into review (`in_review`, no reply) or decide (`accepted` / `rejected`,
 * always with the reply that tells the customer; the law asks for an answer, not a silent status).
 */
const statusInput = v.variant(
  "status",
  [
    v.object({ status: v.literal("in_review"), expected_status: expectedStatus }),
    v.object({ status: v.picklist(COMPLAINT_DECISIONS), reply: replyField, expected_status: expectedStatus }),
  ],
  "Wybierz status: w rozpatrzeniu, uznana albo odrzucona.",
);

/** POST /:id/reply: a message while the complaint stays open (a question, a request for photos). */
const replyInput = v.object({ reply: replyField, expected_status: expectedStatus });

const idParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) });

const REFUSALS = {
  not_found: () => new ShopError("NOT_FOUND", { message: "Nie ma takiej reklamacji." }),
  final: () =>
    new ShopError("CONFLICT", { message: "Ta reklamacja jest już rozpatrzona (uznana albo odrzucona): jej status się nie zmienia." }),
  changed: () =>
    new ShopError("CONFLICT", { message: "Ktoś inny zmienił tę reklamację w międzyczasie. Odśwież stronę i sprawdź jej stan." }),
  transition: () => new ShopError("CONFLICT", { message: "Tej zmiany statusu nie można wykonać: reklamacja jest już w rozpatrzeniu." }),
};

function changed(result: ComplaintChangeResult) {
  if (!result.ok) throw REFUSALS[result.reason]();
  return result.complaint;
}

/** Back office: complaints filed at /reklamacja, their 14-day deadline, status and reply (mailed to the customer), audited. */
export const staffComplaintsApi = new Hono<StaffApiEnv>()
  .get("/", validate("query", listQuery), async (c) => {
    const query = c.req.valid("query");
    return c.json(await listComplaints(database(c.env.DB), query, Date.now()));
  })
  .get("/:id{[0-9]{1,9}}", validate("param", idParam), async (c) => {
    const complaint = await readStaffComplaint(database(c.env.DB), c.req.valid("param").id, Date.now());
    if (!complaint) throw REFUSALS.not_found();
    return c.json({ complaint });
  })
  .post("/:id{[0-9]{1,9}}/status", validate("param", idParam), validate("json", statusInput), async (c) => {
    const input = c.req.valid("json");
    const reply = "reply" in input ? input.reply : undefined;
    const complaint = changed(
      await changeComplaint(database(c.env.DB), c.var.staff, {
        id: c.req.valid("param").id,
        status: input.status,
        reply,
        expected: input.expected_status,
        now: Date.now(),
      }),
    );
    if (reply !== undefined && input.status !== "in_review") {
      sendLater(
        c,
        shopOf(c.env).then((shop) => complaintReplyMail(complaint, reply, input.status, shop)),
        { byStaff: true },
      );
    }
    return c.json({ ok: true, reference: complaint.reference, status: complaint.status, mailed: reply !== undefined });
  })
  .post("/:id{[0-9]{1,9}}/reply", validate("param", idParam), validate("json", replyInput), async (c) => {
    const input = c.req.valid("json");
    const complaint = changed(
      await changeComplaint(database(c.env.DB), c.var.staff, {
        id: c.req.valid("param").id,
        reply: input.reply,
        expected: input.expected_status,
        now: Date.now(),
      }),
    );
    sendLater(
      c,
      shopOf(c.env).then((shop) => complaintReplyMail(complaint, input.reply, null, shop)),
      { byStaff: true },
    );
    return c.json({ ok: true, reference: complaint.reference, status: complaint.status, mailed: true });
  });

/** The shop's name and contact as its settings say now (/panel/ustawienia). */
const shopOf = async (env: StaffApiEnv["Bindings"]) => {
  const site = await currentSiteSettings(env);
  return { name: site.name, email: site.email, phone: site.phone };
};
