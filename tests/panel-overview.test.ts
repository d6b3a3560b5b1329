/**
 * Issue 17, points 5 and 6: the back office's start page, the accountant's CSV export and the
 * staff's daily summary mail. The test D1 is shared with every other file of the run, so each
 * check compares with what D1 says inside the test (over ranges and addresses only this file
 * uses), never with fixed global counts.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { COMPLAINT_DEADLINE_WARNING_DAYS, LOW_STOCK_THRESHOLD } from "../src/common/config/back-office";
import { CRON_EXPIRE, CRON_PURGE } from "../src/common/config/orders";
import { vatOf } from "../src/shop/db/queries/checkout";
import { ORDER_STATUSES } from "../src/shop/db/schema";
import { awaitingPaymentFlag, warsawDate, warsawDayStart } from "../src/shop/db/queries/staff-overview";
import { formatPrice } from "../src/common/i18n/intl";
import { runScheduled } from "../src/shop/scheduled";
import { basket, COMPANY, offerSku, placedOrder, staffApi } from "./fixtures";
import { asStaff, OWNER, serveAccessCerts, STAFF } from "./staff";

const DAY = 86_400_000;

let placed = 0;
/** A guest order of one tyre (a unique e-mail: the per-address limits never meet another test's). */
const guestOrder = async (options: { payment_method?: string; billing?: Record<string, string> } = {}) =>
  placedOrder(
    await basket({ sku: await offerSku(150 + (placed++ % 40), { minStock: 6, newestFirst: true, visible: true }), quantity: 1 }),
    { ...options, email: `overview-${crypto.randomUUID()}@example.pl` },
  );

/** Sets columns of an order row directly (the staff transitions are another part of issue 17). */
async function setOrder(id: number, fields: Record<string, string | number | null>) {
  const names = Object.keys(fields);
  await env.DB.prepare(`UPDATE orders SET ${names.map((name) => `${name} = ?`).join(", ")} WHERE id = ?`)
    .bind(...names.map((name) => fields[name]!), id)
    .run();
}

/** RFC 4180 with ";" between fields: rows of fields, quotes undone. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[index + 1] === '"') {
        field += '"';
        index++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ";") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      index++;
    } else field += char;
  }
  if (field !== "" || row.length) rows.push([...row, field]);
  return rows;
}

/** "1234,56" → 123456 grosze (the export always writes two decimals after a comma). */
const grosze = (text: string) => {
  expect(text).toMatch(/^\d+,\d\d$/);
  return Number(text.replace(",", ""));
};

const CSV_COLUMNS = [
  "Numer zamówienia",
  "Stan",
  "Data złożenia",
  "Data zapłaty",
  "Data wysyłki",
  "Data doręczenia",
  "Data anulowania",
  "Nabywca",
  "NIP",
  "Płatność",
  "Netto",
  "VAT",
  "Brutto",
  "Zwrócono",
];
const column = (name: string) => CSV_COLUMNS.indexOf(name);

describe("the accountant's CSV export", () => {
  beforeAll(serveAccessCerts);

  // March 2019 in Warsaw: CET until the 31st at 02:00, CEST after. No other test places orders then.
  const FROM = "2019-03-01";
  const TO = "2019-03-31";
  const START = Date.UTC(2019, 1, 28, 23, 0); // 1 March 00:00 CET
  const END = Date.UTC(2019, 2, 31, 22, 0); // 1 April 00:00 CEST

  it("lists every order placed in the Warsaw days of the range, with sums that D1 agrees with", async () => {
    const first = await guestOrder(); // paid, placed in the range's first Warsaw minutes (still February in UTC)
    const company = await guestOrder({ billing: COMPANY }); // delivered, partly refunded, on the range's last evening
    const cancelled = await guestOrder(); // cancelled, with a name Excel would run as a formula
    const after = await guestOrder(); // 1 April 00:30 in Warsaw: outside
    const before = await guestOrder(); // 28 February 23:59 in Warsaw: outside
    await setOrder(first.id, { created_at: START + 15 * 60_000, status: "paid", paid_at: Date.UTC(2019, 2, 2, 10) });
    await setOrder(company.id, {
      created_at: Date.UTC(2019, 2, 31, 21, 30),
      status: "delivered",
      paid_at: Date.UTC(2019, 2, 31, 21, 40),
      shipped_at: Date.UTC(2019, 3, 1, 9),
      delivered_at: Date.UTC(2019, 3, 2, 12),
      billing_company_name: 'Serwis "Opona"; Kraków\nOddział 2',
    });
    await env.DB.prepare(
      "INSERT INTO order_refunds (order_id, amount, method, staff_id, created_at) VALUES (?, 1234, 'bank_transfer', 1, ?)",
    )
      .bind(company.id, Date.UTC(2019, 3, 5))
      .run();
    await setOrder(cancelled.id, {
      created_at: Date.UTC(2019, 2, 15, 12),
      status: "cancelled",
      cancelled_at: Date.UTC(2019, 2, 20, 12),
      cancel_reason: "expired",
      billing_first_name: '=HYPERLINK("http://zly.example")',
    });
    await setOrder(after.id, { created_at: END + 30 * 60_000, status: "cancelled" });
    await setOrder(before.id, { created_at: START - 60_000, status: "cancelled" });

    const response = await asStaff(`/panel/eksport/zamowienia.csv?from=${FROM}&to=${TO}`, STAFF);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="zamowienia-2019-03-01-2019-03-31.csv"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header, ...lines] = parseCsv(text.slice(1));
    expect(header).toEqual(CSV_COLUMNS);
    const blank = lines.findIndex((line) => line.length === 1 && line[0] === "");
    const rows = lines.slice(0, blank);
    const sums = lines.slice(blank + 1);

    // The rows: exactly the orders D1 has in the range, oldest first.
    const stored = (
      await env.DB.prepare(
        "SELECT number, status, total_gross, paid_at FROM orders WHERE created_at >= ? AND created_at < ? ORDER BY created_at, id",
      )
        .bind(START, END)
        .all<{ number: string; status: string; total_gross: number; paid_at: number | null }>()
    ).results;
    expect(rows.map((row) => row[0])).toEqual(stored.map((order) => order.number));
    expect(rows.map((row) => row[0])).toEqual(expect.arrayContaining([first.number, company.number, cancelled.number]));
    expect(rows.map((row) => row[0])).not.toContain(after.number);
    expect(rows.map((row) => row[0])).not.toContain(before.number);
    for (const [index, row] of rows.entries()) {
      expect(row).toHaveLength(CSV_COLUMNS.length);
      const gross = grosze(row[column("Brutto")]!);
      expect(gross).toBe(stored[index]!.total_gross);
      expect(grosze(row[column("VAT")]!)).toBe(vatOf(gross));
      expect(grosze(row[column("Netto")]!) + grosze(row[column("VAT")]!)).toBe(gross);
    }

    const byNumber = (number: string) => rows.find((row) => row[0] === number)!;
    expect(byNumber(first.number)[column("Data złożenia")]).toBe("2019-03-01");
    expect(byNumber(first.number)[column("Data zapłaty")]).toBe("2019-03-02");
    expect(byNumber(first.number)[column("Stan")]).toBe("Opłacone");
    expect(byNumber(first.number)[column("Płatność")]).toBe("Przelew tradycyjny");
    expect(byNumber(first.number)[column("Nabywca")]).toBe("Jan Nowak");
    expect(byNumber(first.number)[column("NIP")]).toBe("");
    const companyRow = byNumber(company.number);
    expect(companyRow[column("Data złożenia")]).toBe("2019-03-31");
    expect(companyRow[column("Data wysyłki")]).toBe("2019-04-01");
    expect(companyRow[column("Data doręczenia")]).toBe("2019-04-02");
    expect(companyRow[column("Nabywca")]).toBe('Serwis "Opona"; Kraków\nOddział 2');
    expect(text).toContain('"Serwis ""Opona""; Kraków\nOddział 2"');
    expect(companyRow[column("NIP")]).toBe(COMPANY.vat_number);
    expect(companyRow[column("Zwrócono")]).toBe("12,34");
    expect(byNumber(cancelled.number)[column("Stan")]).toBe("Anulowane");
    expect(byNumber(cancelled.number)[column("Data anulowania")]).toBe("2019-03-20");
    expect(byNumber(cancelled.number)[column("Nabywca")]).toBe('\'=HYPERLINK("http://zly.example") Nowak');

    // The sums: all, without the cancelled ones, the paid ones; each as D1 sums the same orders.
    const sumOf = (orders: typeof stored) => orders.reduce((sum, order) => sum + order.total_gross, 0);
    const expected = [
      ["Razem wszystkie", stored],
      ["Razem bez anulowanych", stored.filter((order) => order.status !== "cancelled")],
      ["Razem opłacone", stored.filter((order) => order.paid_at !== null)],
    ] as const;
    expect(sums).toHaveLength(expected.length);
    for (const [index, [label, orders]] of expected.entries()) {
      const line = sums[index]!;
      expect(line[0]).toMatch(new RegExp(`^${label} \\(${orders.length} zamówie(nie|nia|ń)\\)$`));
      const [net, vat, gross] = [line[column("Netto")]!, line[column("VAT")]!, line[column("Brutto")]!].map(grosze);
      expect(gross).toBe(sumOf(orders));
      expect(net! + vat!).toBe(gross);
      expect(vat).toBe(orders.reduce((sum, order) => sum + vatOf(order.total_gross), 0));
    }
    const [{ total }] = (
      await env.DB.prepare("SELECT SUM(total_gross) AS total FROM orders WHERE created_at >= ? AND created_at < ?")
        .bind(START, END)
        .all<{ total: number }>()
    ).results as [{ total: number }];
    expect(grosze(sums[0]![column("Brutto")]!)).toBe(total);

    // The API pages it (a cursor after the last row); the pages hold the same orders.
    const numbers: string[] = [];
    let after_: string | null = null;
    do {
      const query = new URLSearchParams({ from: FROM, to: TO, limit: "1", ...(after_ ? { after: after_ } : {}) });
      const page = await staffApi("GET", `/staff/overview/orders-export?${query}`, undefined, STAFF);
      expect(page.status).toBe(200);
      const body = (await page.json()) as { rows: { number: string }[]; next: string | null };
      expect(body.rows.length).toBeLessThanOrEqual(1);
      numbers.push(...body.rows.map((row) => row.number));
      after_ = body.next;
    } while (after_);
    expect(numbers).toEqual(stored.map((order) => order.number));
  });

  it.each([
    ["from after to", "2026-11-30", "2026-11-01", "Data końcowa nie może być wcześniejsza niż początkowa."],
    ["not a date", "wczoraj", "2026-11-30", "Podaj datę w postaci RRRR-MM-DD, np. 2026-11-24."],
    ["a day that does not exist", "2026-02-30", "2026-03-01", "Podaj datę w postaci RRRR-MM-DD, np. 2026-11-24."],
    ["more than 366 days", "2025-01-01", "2026-01-02", "Eksport obejmuje najwyżej 366 dni: wybierz krótszy zakres."],
    ["no end", "2026-11-01", "", "Podaj datę końcową (RRRR-MM-DD)."],
  ])("refuses %s with a Polish 400, and the panel shows the message with the form", async (_, from, to, message) => {
    const query = new URLSearchParams({ from, to });
    const api = await staffApi("GET", `/staff/overview/orders-export?${query}`);
    expect(api.status).toBe(400);
    const body = (await api.json()) as { error_code: string; message: string; fields: { path: string; message: string }[] };
    expect(body.error_code).toBe("VALIDATION_ERROR");
    expect(body.message).toBe("Sprawdź wprowadzone dane.");
    expect(body.fields.map((field) => field.message).join(" ")).toContain(message);

    const page = await asStaff(`/panel/eksport/zamowienia.csv?${query}`);
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain(message.replaceAll('"', "&quot;"));
    expect(html).toContain('action="/panel/eksport/zamowienia.csv"');
    expect(html).not.toContain("Coś poszło nie tak");
  });

  it("accepts a range of exactly 366 days (a leap year)", async () => {
    const response = await asStaff("/panel/eksport/zamowienia.csv?from=2020-01-01&to=2020-12-31");
    expect(response.status).toBe(200);
  });
});

/** Reads the start page's numbers: `data-metric` → the number it shows. */
function metrics(html: string): Record<string, number> {
  return Object.fromEntries([...html.matchAll(/data-metric="([a-z_-]+)">(\d+)/g)].map((match) => [match[1]!, Number(match[2])]));
}

/** What D1 says the start page should show right now (the same definitions, counted here in SQL). */
async function expectedNumbers(now: number) {
  const byStatus = (await env.DB.prepare("SELECT status, COUNT(*) AS n FROM orders GROUP BY status").all<{ status: string; n: number }>())
    .results;
  const one = async (query: string, ...values: unknown[]) =>
    (await env.DB.prepare(query)
      .bind(...values)
      .first<{ n: number }>())!.n;
  const status = (name: string) => byStatus.find((row) => row.status === name)?.n ?? 0;
  const today = warsawDayStart(warsawDate(now));
  return {
    ...Object.fromEntries(ORDER_STATUSES.map((name) => [`status-${name}`, status(name)])),
    "to-confirm": status("to_confirm"),
    "to-pack-paid": status("paid"),
    "to-pack-accepted": status("accepted"),
    "to-ship": status("packed"),
    "awaiting-flagged": await one(
      "SELECT COUNT(*) AS n FROM orders WHERE status = 'awaiting_payment' AND created_at < ?",
      awaitingPaymentFlag(now).placedBefore,
    ),
    "complaints-due": await one(
      "SELECT COUNT(*) AS n FROM complaints WHERE status IN ('new', 'in_review') AND answer_due_at <= ?",
      now + COMPLAINT_DEADLINE_WARNING_DAYS * DAY,
    ),
    "low-stock": await one("SELECT COUNT(*) AS n FROM variants WHERE hidden = 0 AND stock < ?", LOW_STOCK_THRESHOLD),
    "today-count": await one("SELECT COUNT(*) AS n FROM orders WHERE created_at >= ? AND created_at < ?", today, today + 2 * DAY),
  };
}

async function complaint(answerDueAt: number, status = "new") {
  await env.DB.prepare(
    "INSERT INTO complaints (created_at, name, email, order_number, product, description, remedy, status, answer_due_at) VALUES (?, 'Anna Test', 'anna@example.pl', 'OK-2026-000001', 'Opona', 'Pęknięcie', 'wymiana', ?, ?)",
  )
    .bind(answerDueAt - 14 * DAY, status, answerDueAt)
    .run();
}

describe("the start page", () => {
  beforeAll(serveAccessCerts);

  it("shows today's numbers as D1 counts them, linked to the filtered lists, to owners and staff alike", async () => {
    const now = Date.now();
    const waiting = await guestOrder();
    await setOrder(waiting.id, { created_at: now - 5 * DAY });
    const packed = await guestOrder();
    await setOrder(packed.id, { status: "packed", paid_at: now, packed_at: now });
    await guestOrder({ payment_method: "cash_on_delivery" }); // a first cash-on-delivery order: to confirm
    await complaint(now + DAY); // near its deadline
    await complaint(now - 3_600_000, "in_review"); // past it
    await complaint(now + 10 * DAY); // far

    for (const member of [OWNER, STAFF]) {
      // Other files write orders meanwhile: compare with D1 read just before and just after the page.
      let checked = false;
      for (let attempt = 0; attempt < 5 && !checked; attempt++) {
        const before = await expectedNumbers(Date.now());
        const response = await asStaff("/panel", member);
        expect(response.status).toBe(200);
        const html = (await response.text()).replaceAll("<!-- -->", "");
        const after = await expectedNumbers(Date.now());
        if (JSON.stringify(before) !== JSON.stringify(after)) continue;
        expect(metrics(html)).toMatchObject(before);
        expect(before["awaiting-flagged"]).toBeGreaterThan(0);
        expect(before["to-ship"]).toBeGreaterThan(0);
        expect(before["complaints-due"]).toBeGreaterThanOrEqual(2);
        expect(metrics(html)["complaints-overdue"]).toBeGreaterThanOrEqual(1);
        expect(html).toContain('href="/panel/zamowienia?status=to_confirm"');
        expect(html).toContain('href="/panel/zamowienia?status=packed"');
        expect(html).toContain(`href="/panel/zamowienia?status=awaiting_payment&amp;to=${awaitingPaymentFlag(Date.now()).lastFlaggedDay}"`);
        expect(html).toContain('href="/panel/oferty?low_stock=1"');
        expect(html).toContain('href="/panel/reklamacje?termin=soon"');
        expect(html).toContain('<a href="/panel" aria-current="page">Start</a>');
        expect(html).toContain("<h1>Start</h1>");
        const today = warsawDate(Date.now());
        expect(html).toContain(`name="from" value="${today.slice(0, 8)}01"`);
        expect(html).toContain(`name="to" value="${today}"`);
        checked = true;
      }
      expect(checked).toBe(true);
    }
  });
});

describe("the staff's daily summary mail", () => {
  const mails = (to: string) =>
    env.DB.prepare('SELECT subject, text FROM mail_outbox WHERE "to" = ? ORDER BY id').bind(to).all<{ subject: string; text: string }>();

  it("goes out with the nightly run to STAFF_SUMMARY_EMAIL (else CONTACT_EMAIL), with yesterday's orders and links to the panel", async () => {
    // 14 January 2020 in Warsaw (CET): two orders that day, one just after midnight of the next.
    const orders = [await guestOrder(), await guestOrder(), await guestOrder()];
    await setOrder(orders[0]!.id, { created_at: Date.UTC(2020, 0, 13, 23, 30) }); // 14 Jan 00:30
    await setOrder(orders[1]!.id, { created_at: Date.UTC(2020, 0, 14, 22, 30), status: "cancelled" }); // 14 Jan 23:30
    await setOrder(orders[2]!.id, { created_at: Date.UTC(2020, 0, 14, 23, 30) }); // 15 Jan 00:30
    const to = `zespol-${crypto.randomUUID()}@oponykrakow.pl`;
    const nightly = Date.UTC(2020, 0, 15, 2, 30);

    // The five-minute run mails no summary.
    await runScheduled(CRON_EXPIRE, { ...env, STAFF_SUMMARY_EMAIL: to }, nightly);
    expect((await mails(to)).results).toHaveLength(0);

    const summary = await runScheduled(CRON_PURGE, { ...env, STAFF_SUMMARY_EMAIL: to }, nightly);
    expect(summary.staffSummaryTo).toBe(to);
    const sent = (await mails(to)).results;
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`${env.SITE_NAME}: podsumowanie dnia 14 stycznia 2020`);
    const day = (await env.DB.prepare(
      "SELECT COUNT(*) AS n, SUM(total_gross) AS gross FROM orders WHERE created_at >= ? AND created_at < ?",
    )
      .bind(Date.UTC(2020, 0, 13, 23), Date.UTC(2020, 0, 14, 23))
      .first<{ n: number; gross: number }>())!;
    expect(day.n).toBe(2);
    const text = sent[0]!.text;
    expect(text).toContain(`Wczoraj złożono 2 zamówienia na ${formatPrice(day.gross)} (w tym anulowane: 1).`);
    expect(text).toContain(`${env.SITE_URL}/panel/zamowienia?from=2020-01-14&to=2020-01-14`);
    expect(text).toContain(`${env.SITE_URL}/panel/zamowienia?status=to_confirm`);
    expect(text).toContain(`${env.SITE_URL}/panel/zamowienia?status=packed`);
    expect(text).toContain(`${env.SITE_URL}/panel/reklamacje?termin=soon`);
    expect(text).toContain(`${env.SITE_URL}/panel/oferty?low_stock=1`);
    expect(text).toMatch(/do potwierdzenia telefonicznego: \d+ zamówie/);
    expect(text).toMatch(/oferty z niskim stanem \(poniżej 4 szt\.\): \d+/);
    expect(text).not.toContain("Jan Nowak");

    // Without STAFF_SUMMARY_EMAIL it goes to the shop's contact address.
    const before = (await mails(env.CONTACT_EMAIL)).results.filter((mail) => mail.subject.includes("podsumowanie dnia 13 stycznia 2020"));
    await runScheduled(CRON_PURGE, { ...env, STAFF_SUMMARY_EMAIL: "" }, nightly - DAY);
    const after = (await mails(env.CONTACT_EMAIL)).results.filter((mail) => mail.subject.includes("podsumowanie dnia 13 stycznia 2020"));
    expect(after.length).toBe(before.length + 1);
  });
});
