import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { COMPLAINT_ANSWER_DAYS } from "../src/common/config/back-office";
import { complaintDeadline, complaintReference } from "../src/shop/db/queries/staff-complaints";
import { formatDate } from "../src/common/i18n/intl";
import { basket, offerSku, placedOrder, post, staffApi } from "./fixtures";
import { asStaff, noticeOf, OWNER, STAFF, serveAccessCerts, staffForm } from "./staff";

const DAY = 86_400_000;

/** Files a complaint through the form's API with a unique e-mail; its id, reference and e-mail. */
async function fileComplaint(label: string, orderNumber = "OK-2026-999901") {
  const email = `reklamacja-${label}-${crypto.randomUUID().slice(0, 8)}@example.pl`;
  const response = await post("/api/complaints", {
    name: "Marta Zielińska",
    email,
    phone: "600 700 800",
    order_number: orderNumber,
    product: "Dębica Frigo 2 195/65 R15",
    description: "Po 200 km na bieżniku pojawiło się pęknięcie, opona traci powietrze.",
    remedy: "Wymiana na nową oponę",
  });
  expect(response.status).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  const id = Number(reference.slice(2));
  return { id, reference, email };
}

const row = (id: number) =>
  env.DB.prepare("SELECT status, reply, replied_at, created_at, answer_due_at, staff_id FROM complaints WHERE id = ?").bind(id).first<{
    status: string;
    reply: string | null;
    replied_at: number | null;
    created_at: number;
    answer_due_at: number;
    staff_id: number | null;
  }>();

const auditOf = async (id: number) =>
  (
    await env.DB.prepare("SELECT staff_name, action, before, after FROM audit_log WHERE entity = 'complaint' AND entity_id = ? ORDER BY id")
      .bind(id)
      .all<{ staff_name: string; action: string; before: string; after: string }>()
  ).results;

const mailTo = async (to: string) =>
  (
    await env.DB.prepare('SELECT subject, text FROM mail_outbox WHERE "to" = ? ORDER BY id')
      .bind(to)
      .all<{ subject: string; text: string }>()
  ).results;

/** Waits for mail sent after the answer (waitUntil) to reach the outbox. */
async function settle(check: () => Promise<boolean>) {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("back office: complaints", () => {
  beforeAll(serveAccessCerts);

  it("lists a filed complaint with its deadline 14 days on, and finds it by reference, e-mail or order number", async () => {
    const { id, reference, email } = await fileComplaint("lista");
    const saved = await row(id);
    expect(saved!.status).toBe("new");
    expect(saved!.answer_due_at - saved!.created_at).toBe(COMPLAINT_ANSWER_DAYS * DAY);
    expect(complaintReference(id)).toBe(reference);

    for (const q of [reference, email, String(id)]) {
      const list = await asStaff(`/panel/reklamacje?q=${encodeURIComponent(q)}`, STAFF);
      expect(list.status).toBe(200);
      const body = await list.text();
      expect(body).toContain(reference);
      expect(body).toContain(`${COMPLAINT_ANSWER_DAYS} dni do terminu`);
      expect(body).toContain(formatDate(saved!.answer_due_at));
    }
    // The API answers the deadline too, and filters by status and by its nearness.
    const api = await staffApi("GET", `/staff/complaints?q=${encodeURIComponent(email)}&status=new&sort=deadline`, undefined, STAFF);
    expect(api.status).toBe(200);
    const answer = (await api.json()) as { items: { reference: string; deadline: { state: string; days_left: number } }[] };
    expect(answer.items).toEqual([expect.objectContaining({ reference, deadline: { state: "ok", days_left: COMPLAINT_ANSWER_DAYS } })]);
    const soon = (await (await staffApi("GET", `/staff/complaints?q=${encodeURIComponent(email)}&due=soon`, undefined, STAFF)).json()) as {
      items: unknown[];
    };
    expect(soon.items).toEqual([]);

    // The complaint's page: what was filed, the deadline, the forms.
    const page = await asStaff(`/panel/reklamacje/${id}`, STAFF);
    expect(page.status).toBe(200);
    const body = await page.text();
    expect(body).toContain(`Reklamacja ${reference}`);
    expect(body).toContain("pęknięcie");
    expect(body).toContain("OK-2026-999901");
    expect(body).toContain("nie ma takiego zamówienia w sklepie");
    expect(body).toContain("Przyjmij do rozpatrzenia");
    expect((await asStaff("/panel/reklamacje/999999999", STAFF)).status).toBe(404);
  });

  it("links the order the complaint names, when the shop has it", async () => {
    const token = await basket({ sku: await offerSku(311, { minStock: 4 }), quantity: 1 });
    const order = await placedOrder(token, { email: `zamowienie-${crypto.randomUUID().slice(0, 8)}@example.pl` });
    const { id } = await fileComplaint("zamowienie", order.number);
    const page = await (await asStaff(`/panel/reklamacje/${id}`, STAFF)).text();
    expect(page).toContain(`<a href="/panel/zamowienia/${order.id}">${order.number}</a>`);
    const found = (await (await staffApi("GET", `/staff/complaints?q=${order.number}`, undefined, STAFF)).json()) as {
      items: { id: number }[];
    };
    expect(found.items.map((item) => item.id)).toContain(id);
  });

  it("flags a complaint near its deadline and one past it (which counts as accepted)", async () => {
    const near = await fileComplaint("blisko");
    const late = await fileComplaint("po-terminie");
    const now = Date.now();
    await env.DB.prepare("UPDATE complaints SET answer_due_at = ? WHERE id = ?")
      .bind(now + 2 * DAY - 60_000, near.id)
      .run();
    await env.DB.prepare("UPDATE complaints SET answer_due_at = ? WHERE id = ?")
      .bind(now - 3 * DAY - 60_000, late.id)
      .run();
    const nearPage = await (await asStaff(`/panel/reklamacje?q=${encodeURIComponent(near.email)}`, STAFF)).text();
    expect(nearPage).toContain('class="panel-badge panel-badge-warn">2 dni do terminu');
    const latePage = await (await asStaff(`/panel/reklamacje/${late.id}`, STAFF)).text();
    expect(latePage).toContain('class="panel-badge panel-badge-danger">po terminie od 3 dni');
    expect(latePage).toContain("uważa się za uznaną");
    const overdue = (await (
      await staffApi("GET", `/staff/complaints?due=overdue&q=${encodeURIComponent(late.email)}`, undefined, STAFF)
    ).json()) as {
      items: { reference: string }[];
    };
    expect(overdue.items.map((item) => item.reference)).toEqual([late.reference]);
    expect(complaintDeadline("accepted", now - DAY, now).state).toBe("decided");
    expect(complaintDeadline("new", now + 30 * 60_000, now)).toEqual({ state: "soon", days_left: 1 });
  });

  it("takes a complaint into review, replies and decides: audited, mailed to the customer, and final", async () => {
    const { id, reference, email } = await fileComplaint("decyzja");
    const base = `/panel/reklamacje/${id}`;

    const review = await staffForm(`${base}/status`, { status: "in_review", expected_status: "new" }, STAFF);
    expect(review.status).toBe(303);
    expect(review.headers.get("location")).toBe(base);
    expect(noticeOf(review)).toBe("ok:Reklamacja jest w rozpatrzeniu.");
    expect((await row(id))!.status).toBe("in_review");

    // A second click on an old page: refused, the complaint moved on meanwhile.
    const again = await staffForm(`${base}/status`, { status: "in_review", expected_status: "new" }, OWNER);
    expect(noticeOf(again)).toMatch(/^error:Ktoś inny zmienił tę reklamację/);

    // Too short a reply: 400 from the API with a Polish message, shown as the page's notice.
    const short = await staffForm(`${base}/odpowiedz`, { reply: "Krótko", decision: "accepted", expected_status: "in_review" }, STAFF);
    expect(noticeOf(short)).toMatch(/^error:.*co najmniej 10 znaków/);
    const bad = await staffApi("POST", `/staff/complaints/${id}/status`, { status: "accepted" }, STAFF);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error_code: "VALIDATION_ERROR",
      fields: [{ path: "reply", message: "To pole jest wymagane." }],
    });
    const long = await staffApi("POST", `/staff/complaints/${id}/reply`, { reply: "x".repeat(4001) }, STAFF);
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ fields: [{ path: "reply", message: "Odpowiedź może mieć najwyżej 4000 znaków." }] });
    const unknown = await staffApi("POST", `/staff/complaints/${id}/status`, { status: "closed" }, STAFF);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ fields: [{ message: "Wybierz status: w rozpatrzeniu, uznana albo odrzucona." }] });
    expect((await row(id))!.status).toBe("in_review");

    // An interim message: mailed, kept, audited; the complaint stays open.
    const question = "Prosimy o zdjęcie numeru DOT z boku opony.";
    const interim = await staffForm(`${base}/odpowiedz`, { reply: question, decision: "", expected_status: "in_review" }, STAFF);
    expect(noticeOf(interim)).toMatch(/^ok:Odpowiedź wysłana klientowi/);
    expect(await row(id)).toMatchObject({ status: "in_review", reply: question });

    const decision = "Uznajemy reklamację. Nową oponę wyślemy kurierem w ciągu 3 dni roboczych.";
    const accepted = await staffForm(`${base}/odpowiedz`, { reply: decision, decision: "accepted", expected_status: "in_review" }, OWNER);
    expect(noticeOf(accepted)).toBe("ok:Reklamacja uznana, odpowiedź wysłana klientowi.");
    const saved = await row(id);
    expect(saved).toMatchObject({ status: "accepted", reply: decision });
    expect(saved!.replied_at).toBeGreaterThan(saved!.created_at);

    await settle(async () => (await mailTo(email)).length >= 3);
    const mail = await mailTo(email);
    expect(mail.map((message) => message.subject)).toEqual([
      expect.stringContaining(`przyjęliśmy reklamację ${reference}`),
      expect.stringContaining(`reklamacja ${reference} – wiadomość od nas`),
      expect.stringContaining(`reklamacja ${reference} uznana`),
    ]);
    expect(mail[1]!.text).toContain(question);
    expect(mail[2]!.text).toContain(decision);
    expect(mail[2]!.text).toMatch(/^Dzień dobry,/);

    // Audited: who, what, before → after, in the order it happened.
    const audit = await auditOf(id);
    expect(audit.map((entry) => [entry.staff_name, entry.action])).toEqual([
      ["Piotr Wiśniewski", "status"],
      ["Piotr Wiśniewski", "reply"],
      ["Anna Nowak", "decision"],
    ]);
    expect(JSON.parse(audit[0]!.before)).toEqual({ status: "new" });
    expect(JSON.parse(audit[0]!.after)).toEqual({ status: "in_review" });
    expect(JSON.parse(audit[2]!.before)).toEqual({ status: "in_review", reply: question });
    expect(JSON.parse(audit[2]!.after)).toEqual({ status: "accepted", reply: decision });

    // Final: no status change, no decision, no reply (409, nothing written).
    for (const body of [{ status: "rejected", reply: "Jednak odrzucamy tę reklamację." }, { status: "in_review" }]) {
      const refused = await staffApi("POST", `/staff/complaints/${id}/status`, body, STAFF);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error_code: "CONFLICT", message: expect.stringContaining("rozpatrzona") });
    }
    expect((await staffApi("POST", `/staff/complaints/${id}/reply`, { reply: "Jeszcze jedna wiadomość." }, STAFF)).status).toBe(409);
    const late = await staffForm(`${base}/odpowiedz`, { reply: "Jednak odrzucamy tę reklamację.", decision: "rejected" }, STAFF);
    expect(noticeOf(late)).toMatch(/^error:Ta reklamacja jest już rozpatrzona/);
    expect((await row(id))!.status).toBe("accepted");
    expect(await auditOf(id)).toHaveLength(3);

    // The page shows the trail and no forms any more.
    const page = await (await asStaff(base, STAFF)).text();
    const words = page.replace(/<[^>]+>/g, "");
    expect(words).toContain("Historia zmian");
    expect(words).toContain("Anna Nowak: Decyzja wysłana klientowi: W rozpatrzeniu → Uznana");
    expect(words).toContain("Piotr Wiśniewski: Odpowiedź wysłana klientowi (bez decyzji)");
    expect(words).toContain("Piotr Wiśniewski: Zmiana statusu: Nowa → W rozpatrzeniu");
    expect(page).not.toContain('name="reply"');
  });

  it("lets only one of two members deciding at once win", async () => {
    const { id } = await fileComplaint("wyscig");
    const [first, second] = await Promise.all([
      staffApi("POST", `/staff/complaints/${id}/status`, { status: "accepted", reply: "Uznajemy reklamację, wymienimy oponę." }, STAFF),
      staffApi(
        "POST",
        `/staff/complaints/${id}/status`,
        { status: "rejected", reply: "Nie uznajemy reklamacji, opona była uszkodzona mechanicznie." },
        OWNER,
      ),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after).status).toBe((await row(id))!.status);
  });

  it("lets only one of two members answering an open complaint at once send their answer", async () => {
    const { id } = await fileComplaint("dwie-odpowiedzi");
    expect((await staffApi("POST", `/staff/complaints/${id}/status`, { status: "in_review" }, STAFF)).status).toBe(200);
    const [first, second] = await Promise.all([
      staffApi("POST", `/staff/complaints/${id}/reply`, { reply: "Prosimy o zdjęcia bieżnika i numer DOT." }, STAFF),
      staffApi("POST", `/staff/complaints/${id}/reply`, { reply: "Prosimy o dostarczenie opony do sklepu." }, OWNER),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await auditOf(id)).filter((entry) => entry.action === "reply")).toHaveLength(1);
  });

  it("decides straight from new with a rejection, mailed with the consumer's options", async () => {
    const { id, reference, email } = await fileComplaint("odrzucenie");
    const reply = "Opona nosi ślady jazdy bez powietrza, co nie jest wadą produktu.";
    const response = await staffForm(`/panel/reklamacje/${id}/odpowiedz`, { reply, decision: "rejected", expected_status: "new" }, STAFF);
    expect(noticeOf(response)).toBe("ok:Reklamacja odrzucona, odpowiedź wysłana klientowi.");
    expect(await row(id)).toMatchObject({ status: "rejected", reply });
    await settle(async () => (await mailTo(email)).length >= 2);
    const decision = (await mailTo(email)).find((message) => message.subject.includes("decyzja"));
    expect(decision?.subject).toContain(reference);
    expect(decision?.text).toContain(reply);
    expect(decision?.text).toContain("rzecznik konsumentów");
    // A rejection states the shop's consent to out-of-court resolution and the competent body (art. 32).
    expect(decision?.text).toContain("Wyrażamy zgodę na pozasądowe rozwiązanie sporu.");
    expect(decision?.text).toContain("Małopolski Wojewódzki Inspektor Inspekcji Handlowej");
  });
});
