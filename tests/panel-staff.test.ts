import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { SHOP_STAFF_HEADER, signStaff } from "../src/common/shop-identity";
import worker from "../src/index";
import { staffApi } from "./fixtures";
import { ORIGIN } from "./helpers";
import { accessToken, asStaff, noticeOf, OWNER, STAFF, serveAccessCerts, staffForm } from "./staff";

const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@oponykrakow.pl`;

type StaffRow = { id: number; email: string; name: string; role: string; active: number };
const member = (email: string) =>
  env.DB.prepare("SELECT id, email, name, role, active FROM staff WHERE email = ?").bind(email).first<StaffRow>();
const auditOf = async (id: number) =>
  (
    await env.DB.prepare("SELECT staff_name, action, before, after FROM audit_log WHERE entity = 'staff' AND entity_id = ? ORDER BY id")
      .bind(id)
      .all<{ staff_name: string; action: string; before: string | null; after: string }>()
  ).results;

/** Adds a member through the owners' form, as `by`. */
async function add(email: string, name: string, role: "owner" | "staff", by = OWNER) {
  const response = await staffForm("/panel/zespol", { email, name, role }, by);
  expect(response.status).toBe(303);
  expect(noticeOf(response)).toMatch(/^ok:Dodano do zespołu/);
  return (await member(email.toLowerCase()))!;
}

/**
 * The real Worker on the test D1 with its `staff` table swapped for a table of its own (a D1 binding
 * that rewrites the table's name in every statement): a team of this test's own, whose owners can
 * be the only ones without touching the seeded staff other test files rely on. Ids start high, so
 * the audit rows written meanwhile name no real member.
 */
async function teamOfItsOwn() {
  const table = `staff_test_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;
  await env.DB.batch([
    env.DB.prepare(
      `CREATE TABLE ${table} (id integer PRIMARY KEY AUTOINCREMENT NOT NULL, email text NOT NULL UNIQUE, name text NOT NULL, role text NOT NULL, active integer DEFAULT true NOT NULL, created_at integer NOT NULL)`,
    ),
    env.DB.prepare(`INSERT INTO ${table} (id, email, name, role, active, created_at) VALUES (?, ?, 'Założyciel', 'owner', 1, 0)`).bind(
      900_000_000 + Math.floor(Math.random() * 90_000_000),
      `zalozyciel-${table}@oponykrakow.pl`,
    ),
  ]);
  // The table's name, never a quoted value ('staff' the role) or a longer name (staff_id).
  const rewrite = (query: string) => query.replace(/(?<![\w'])staff(?![\w'])/g, table);
  const swapped = <T extends D1Database | D1DatabaseSession>(target: T): T =>
    new Proxy(target, {
      get(inner, property) {
        if (property === "prepare") return (query: string) => inner.prepare(rewrite(query));
        if (property === "withSession") return (...args: unknown[]) => swapped((inner as D1Database).withSession(...(args as [string])));
        const value = Reflect.get(inner, property);
        return typeof value === "function" ? value.bind(inner) : value;
      },
    });
  const db = swapped(env.DB);
  const call = async (request: Request) => {
    const context = createExecutionContext();
    const response = await worker.fetch(request, { ...env, DB: db }, context);
    await waitOnExecutionContext(context);
    return response;
  };
  const withAccess = async (email: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("Cf-Access-Jwt-Assertion", await accessToken(email));
    return { ...init, headers, redirect: "manual" as const };
  };
  const read = (id: number) => env.DB.prepare(`SELECT email, name, role, active FROM ${table} WHERE id = ?`).bind(id).first<StaffRow>();
  // The founder (the owner a new shop adds by hand) adds the test's owners, then steps down.
  const founder = (await env.DB.prepare(`SELECT email FROM ${table}`).first<string>("email"))!;
  const team = {
    get: async (path: string, email: string) => call(new Request(`${ORIGIN}${path}`, await withAccess(email))),
    form: async (path: string, form: Record<string, string>, email: string) =>
      call(
        new Request(
          `${ORIGIN}${path}`,
          await withAccess(email, {
            method: "POST",
            headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams(form),
          }),
        ),
      ),
    api: async (method: string, path: string, body: unknown, email: string) =>
      call(
        new Request(`${ORIGIN}/api/v1${path}`, {
          method,
          headers: {
            [SHOP_STAFF_HEADER]: await signStaff(env.SHOP_API_SECRET, email, { method, path }),
            "content-type": "application/json",
            origin: ORIGIN,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
    member: read,
    async add(label: string, name: string) {
      const email = `${label}-${table}@oponykrakow.pl`;
      const response = await team.form("/panel/zespol", { email, name, role: "owner" }, founder);
      expect(noticeOf(response)).toMatch(/^ok:Dodano do zespołu/);
      return (await env.DB.prepare(`SELECT id, email, name, role, active FROM ${table} WHERE email = ?`).bind(email).first<StaffRow>())!;
    },
    /** The founder leaves: the owners the test added are the only ones. */
    founderStepsDown: () => env.DB.prepare(`UPDATE ${table} SET active = 0 WHERE email = ?`).bind(founder).run(),
    async drop() {
      await env.DB.prepare(`DROP TABLE ${table}`).run();
    },
  };
  return team;
}

describe("back office: staff management", () => {
  beforeAll(serveAccessCerts);

  it("refuses non-owners: no page, no form, 403 from the API, and no menu entry", async () => {
    const page = await asStaff("/panel/zespol", STAFF);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("Zespołem zarządza tylko właściciel sklepu.");
    const email = unique("intruz");
    const form = await staffForm("/panel/zespol", { email, name: "Ktoś Obcy", role: "owner" }, STAFF);
    expect(form.status).toBe(403);
    for (const [method, path, body] of [
      ["GET", "/staff/members", undefined],
      ["POST", "/staff/members", { email, name: "Ktoś Obcy", role: "owner" }],
      ["PATCH", `/staff/members/1`, { role: "staff" }],
    ] as const) {
      const response = await staffApi(method, path, body, STAFF);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toMatchObject({ error_code: "FORBIDDEN", message: "Tylko właściciel sklepu może zarządzać zespołem." });
    }
    expect(await member(email)).toBeNull();
    expect(await (await asStaff("/panel", STAFF)).text()).not.toContain('href="/panel/zespol"');
    expect(await (await asStaff("/panel", OWNER)).text()).toContain('href="/panel/zespol"');
  });

  it("lets the owner add, rename, change the role, deactivate and reactivate a member, each audited", async () => {
    const email = unique("nowy");
    const added = await add(email.toUpperCase(), "Jan Nowy", "staff");
    expect(added).toMatchObject({ email, name: "Jan Nowy", role: "staff", active: 1 });
    // The new member gets in at once (Access proves the e-mail, the row gives the access).
    expect((await asStaff("/panel", email)).status).toBe(200);

    const page = (await (await asStaff("/panel/zespol", OWNER)).text()).replace(/<[^>]+>/g, "");
    expect(page).toContain(email);
    expect(page).toContain("Jan Nowy");

    const again = await staffForm("/panel/zespol", { email, name: "Jan Nowy", role: "staff" }, OWNER);
    expect(noticeOf(again)).toBe("error:Osoba z tym adresem e-mail już jest w zespole.");

    const renamed = await staffForm(`/panel/zespol/${added.id}`, { name: "Jan Nowak-Nowy", role: "owner" }, OWNER);
    expect(noticeOf(renamed)).toBe("ok:Zapisano zmiany: Jan Nowak-Nowy (właściciel).");
    expect(await member(email)).toMatchObject({ name: "Jan Nowak-Nowy", role: "owner", active: 1 });

    const demoted = await staffForm(`/panel/zespol/${added.id}`, { name: "Jan Nowak-Nowy", role: "staff" }, OWNER);
    expect(noticeOf(demoted)).toMatch(/^ok:/);

    const off = await staffForm(`/panel/zespol/${added.id}/dostep`, { active: "0" }, OWNER);
    expect(noticeOf(off)).toBe("ok:Odebrano dostęp: Jan Nowak-Nowy.");
    expect((await member(email))!.active).toBe(0);
    // A deactivated member is refused by the back office, the row stays.
    expect((await asStaff("/panel", email)).status).toBe(403);
    expect((await asStaff("/panel/reklamacje", email)).status).toBe(403);

    const readd = await staffForm("/panel/zespol", { email, name: "Jan Nowy", role: "staff" }, OWNER);
    expect(noticeOf(readd)).toMatch(/^error:.*bez dostępu/);

    const on = await staffForm(`/panel/zespol/${added.id}/dostep`, { active: "1" }, OWNER);
    expect(noticeOf(on)).toBe("ok:Przywrócono dostęp: Jan Nowak-Nowy.");
    expect((await asStaff("/panel", email)).status).toBe(200);

    const audit = await auditOf(added.id);
    expect(audit.map((entry) => [entry.staff_name, entry.action])).toEqual([
      ["Anna Nowak", "add"],
      ["Anna Nowak", "update"],
      ["Anna Nowak", "update"],
      ["Anna Nowak", "deactivate"],
      ["Anna Nowak", "activate"],
    ]);
    expect(JSON.parse(audit[1]!.before!)).toEqual({ name: "Jan Nowy", role: "staff" });
    expect(JSON.parse(audit[1]!.after)).toEqual({ name: "Jan Nowak-Nowy", role: "owner" });
    expect(JSON.parse(audit[3]!.after)).toEqual({ active: false });

    const history = (await (await asStaff("/panel/zespol", OWNER)).text()).replace(/<[^>]+>/g, "");
    expect(history).toContain("Anna Nowak: odebranie dostępu (Jan Nowak-Nowy) – dostęp: ma dostęp → bez dostępu");
    expect(history).toContain("rola: obsługa → właściciel");
  });

  it("refuses bad input with Polish messages (400) and writes nothing", async () => {
    const response = await staffApi("POST", "/staff/members", { email: "nie-email", name: "", role: "admin" }, OWNER);
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: { path: string; message: string }[] };
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: "email", message: "Podaj poprawny adres e-mail, np. jan.kowalski@example.pl." },
        { path: "name", message: "Podaj imię i nazwisko." },
        { path: "role", message: "Wybierz rolę: właściciel albo obsługa." },
      ]),
    );
    expect(await member("nie-email")).toBeNull();
    const form = await staffForm("/panel/zespol", { email: "nie-email", name: "Ktoś", role: "staff" }, OWNER);
    expect(noticeOf(form)).toMatch(/^error:Sprawdź wprowadzone dane\. Podaj poprawny adres e-mail/);
    const nothing = await staffApi("PATCH", "/staff/members/1", {}, OWNER);
    expect(nothing.status).toBe(400);
    expect((await staffApi("PATCH", "/staff/members/999999999", { name: "Nikt" }, OWNER)).status).toBe(404);
  });

  it("never leaves the shop without an active owner: the last one cannot be demoted or deactivated (409, nothing written)", async () => {
    // The seeded owner must stay an owner (other files share this D1), so this test runs the real
    // Worker on a team of its own: the same D1 with the staff table swapped for a copy holding
    // just two owners made here. Everything else (audit log, guards) is the real database.
    const team = await teamOfItsOwn();
    try {
      const first = await team.add("pierwsza", "Olga Właścicielka");
      const second = await team.add("druga", "Oskar Współwłaściciel");
      await team.founderStepsDown();
      // Second demotes first: allowed, one owner left.
      const demote = await team.form(`/panel/zespol/${first.id}`, { name: first.name, role: "staff" }, second.email);
      expect(noticeOf(demote)).toMatch(/^ok:/);
      expect(await team.member(first.id)).toMatchObject({ role: "staff", active: 1 });
      const auditBefore = await auditOf(second.id);
      // The last owner demotes or deactivates themselves: refused, nothing written.
      for (const [path, form] of [
        [`/panel/zespol/${second.id}`, { name: "Oskar Inny", role: "staff" }],
        [`/panel/zespol/${second.id}/dostep`, { active: "0" }],
      ] as const) {
        const refused = await team.form(path, form, second.email);
        expect(noticeOf(refused)).toMatch(/^error:Sklep musi mieć co najmniej jednego aktywnego właściciela/);
      }
      for (const body of [{ role: "staff" }, { active: false }, { name: "Oskar Inny", role: "staff" }]) {
        const response = await team.api("PATCH", `/staff/members/${second.id}`, body, second.email);
        expect(response.status).toBe(409);
        expect(await response.json()).toMatchObject({ error_code: "CONFLICT", message: expect.stringContaining("aktywnego właściciela") });
      }
      expect(await team.member(second.id)).toMatchObject({ name: "Oskar Współwłaściciel", role: "owner", active: 1 });
      expect(await auditOf(second.id)).toEqual(auditBefore);
      // A rename alone keeps the owner: allowed. With another owner back, leaving oneself is fine.
      expect((await team.api("PATCH", `/staff/members/${second.id}`, { name: "Oskar Główny" }, second.email)).status).toBe(200);
      expect((await team.api("PATCH", `/staff/members/${first.id}`, { role: "owner" }, second.email)).status).toBe(200);
      expect((await team.api("PATCH", `/staff/members/${second.id}`, { active: false }, second.email)).status).toBe(200);
      expect((await team.get("/panel", second.email)).status).toBe(403);
      expect((await team.get("/panel/zespol", first.email)).status).toBe(200);
    } finally {
      await team.drop();
    }
    expect(await member(OWNER)).toMatchObject({ role: "owner", active: 1 });
  });
});
