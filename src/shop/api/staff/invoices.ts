import { type Context, Hono } from "hono";
import * as v from "valibot";
import { validate } from "../../../common/api";
import { ShopError } from "../../../common/errors";
import { database } from "../../db/client";
import { moneyString } from "../../db/queries/checkout";
import { auditEntry } from "../../db/queries/staff";
import { d1Statements } from "../../db/queries/d1-batch";
import { invoices, KSEF_STATES } from "../../db/schema";
import type { StaffApiEnv } from "../../env";
import { startInvoiceDocuments } from "../../invoice/documents-workflow";
import { correctionByStaffStatements, invoicingOf, requestInvoice } from "../../invoice/issue";
import { INVOICE_TITLES } from "../../invoice/invoice-titles";
import { invoicesOfOrder, issuedAt, listInvoices, readInvoice } from "../../invoice/register";
import { invoiceSummary } from "../../invoice/summary";
import { eq } from "drizzle-orm";

const idParam = v.object({ id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, "Nieprawidłowy numer faktury.")) });

const listQuery = v.object({
  month: v.optional(v.union([v.literal(""), v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Miesiąc podaj jako RRRR-MM."))])),
  kind: v.optional(v.picklist(["", "invoices", "corrections"], "Nieznany rodzaj dokumentu.")),
  ksef: v.optional(v.picklist(["", ...KSEF_STATES], "Nieznany stan KSeF.")),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, "Za długie wyszukiwanie."))),
});

const correction = v.object({
  reason: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(5, "Podaj przyczynę korekty (co najmniej 5 znaków)."),
    v.maxLength(256, "Przyczyna korekty może mieć najwyżej 256 znaków."),
  ),
  lines: v.pipe(
    v.array(
      v.object({
        position: v.pipe(v.number("Brakuje pozycji faktury."), v.integer(), v.minValue(1), v.maxValue(99)),
        quantity: v.pipe(
          v.number("Podaj liczbę sztuk."),
          v.integer("Liczba sztuk musi być całkowita."),
          v.minValue(0, "Liczba sztuk nie może być ujemna."),
        ),
        unit_gross: v.pipe(v.number("Podaj cenę."), v.integer("Cenę podaj w groszach."), v.minValue(0, "Cena nie może być ujemna.")),
      }),
      "Wskaż korygowane pozycje.",
    ),
    v.minLength(1, "Wskaż co najmniej jedną korygowaną pozycję."),
    v.maxLength(50, "Za dużo pozycji."),
  ),
});

/** One invoice as the back office shows it: the document, its KSeF state and which files exist. */
async function staffInvoice(c: Context<StaffApiEnv>, id: number) {
  const db = database(c.env.DB);
  const invoice = await readInvoice(db, id);
  if (!invoice) throw new ShopError("NOT_FOUND", { message: "Nie ma takiej faktury." });
  const { row, document } = invoice;
  const corrections = (await invoicesOfOrder(db, row.orderId)).filter((entry) => entry.correctsId === row.id);
  return {
    ...invoiceSummary(row),
    order_id: row.orderId,
    corrects_id: row.correctsId,
    document,
    net_amount: moneyString(row.net),
    vat_amount: moneyString(row.vat),
    ksef_state: row.ksefState,
    ksef_error: row.ksefError,
    ksef_attempts: row.ksefAttempts,
    ksef_accepted_at: row.ksefAcceptedAt === null ? null : new Date(row.ksefAcceptedAt).toISOString(),
    offline: row.offline,
    files: { pdf: row.pdfKey !== null, xml: row.xmlKey !== null, upo: row.upoKey !== null },
    mailed_at: row.mailedAt === null ? null : new Date(row.mailedAt).toISOString(),
    corrections: corrections.map(invoiceSummary),
  };
}

const FILES = {
  pdf: { column: "pdfKey", type: "application/pdf", extension: "pdf" },
  xml: { column: "xmlKey", type: "application/xml; charset=utf-8", extension: "xml" },
  upo: { column: "upoKey", type: "application/xml; charset=utf-8", extension: "upo.xml" },
} as const;

/** Back office: the invoice register — the list, one invoice, its files, sending it again, corrections, issuing on request. */
export const staffInvoicesApi = new Hono<StaffApiEnv>()
  .get("/", validate("query", listQuery), async (c) => {
    const query = c.req.valid("query");
    const rows = await listInvoices(database(c.env.DB), {
      month: query.month || undefined,
      kind: query.kind || undefined,
      ksef: query.ksef || undefined,
      query: query.q || undefined,
    });
    const invoicing = invoicingOf(c.env);
    return c.json({
      invoices: rows.map((row) => ({
        ...invoiceSummary(row),
        order_id: row.orderId,
        buyer_name: row.buyerName,
        buyer_nip: row.buyerNip,
        net_amount: moneyString(row.net),
        vat_amount: moneyString(row.vat),
        ksef_state: row.ksefState,
        offline: row.offline,
      })),
      settings: {
        enabled: invoicing.enabled,
        ksef_environment: c.env.KSEF_ENVIRONMENT ?? "",
        consumers_to_ksef: invoicing.consumersToKsef,
      },
      titles: INVOICE_TITLES,
    });
  })
  // The accountant's register of a month: one row per invoice line (a correction's before and
  // after lines each), amounts in grosze, with the rate, the KSeF number and what a correction corrects.
  .get(
    "/export",
    validate("query", v.object({ month: v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Miesiąc podaj jako RRRR-MM.")) })),
    async (c) => {
      const { month } = c.req.valid("query");
      const rows = await c.env.DB.prepare(
        `SELECT i.number, i.kind, i.issue_date, i.document, i.buyer_name, i.buyer_nip, i.ksef_number, i.ksef_state,
              k.number AS corrects, l.position, l.state, l.name, l.quantity, l.unit_gross, l.net, l.vat, l.gross, l.vat_rate
       FROM invoices i JOIN invoice_lines l ON l.invoice_id = i.id LEFT JOIN invoices k ON k.id = i.corrects_id
       WHERE i.issue_date BETWEEN ?1 || '-01' AND ?1 || '-31'
       ORDER BY i.series, i.sequence, l.position, l.state DESC`,
      )
        .bind(month)
        .all<Record<string, string | number | null>>();
      return c.json({
        month,
        rows: rows.results.map((row) => {
          const document = JSON.parse(String(row.document)) as { saleDate: string | null; orderNumber: string };
          return {
            number: String(row.number),
            title: INVOICE_TITLES[row.kind as keyof typeof INVOICE_TITLES],
            issue_date: String(row.issue_date),
            sale_date: document.saleDate ?? String(row.issue_date),
            order_number: document.orderNumber,
            buyer: String(row.buyer_name),
            nip: row.buyer_nip === null ? "" : String(row.buyer_nip),
            corrects: row.corrects === null ? "" : String(row.corrects),
            position: Number(row.position),
            state: row.state === "before" ? "przed korektą" : row.state === "after" ? "po korekcie" : "",
            name: String(row.name),
            quantity: Number(row.quantity),
            unit_gross: Number(row.unit_gross),
            net: Number(row.net),
            vat: Number(row.vat),
            gross: Number(row.gross),
            vat_rate: Number(row.vat_rate),
            ksef_number: row.ksef_number === null ? "" : String(row.ksef_number),
          };
        }),
      });
    },
  )
  .get("/orders/:id", validate("param", idParam), async (c) => {
    const rows = await invoicesOfOrder(database(c.env.DB), Number(c.req.valid("param").id));
    return c.json({ invoices: rows.map((row) => ({ ...invoiceSummary(row), ksef_state: row.ksefState, corrects_id: row.correctsId })) });
  })
  .post("/orders/:id", validate("param", idParam), async (c) => {
    const orderId = Number(c.req.valid("param").id);
    const { noted, issued } = await requestInvoice(c.env, database(c.env.DB), orderId, Date.now());
    if (issued.length)
      c.executionCtx.waitUntil(
        startInvoiceDocuments(
          c.env,
          issued.map((row) => row.id),
        ),
      );
    return c.json({ noted, invoices: issued.map(invoiceSummary) }, noted ? 202 : 201);
  })
  .get("/:id", validate("param", idParam), async (c) => c.json({ invoice: await staffInvoice(c, Number(c.req.valid("param").id)) }))
  .get(
    "/:id/files/:file{pdf|xml|upo}",
    validate("param", v.object({ ...idParam.entries, file: v.picklist(["pdf", "xml", "upo"]) })),
    async (c) => {
      const { id, file } = c.req.valid("param");
      const row = await database(c.env.DB).query.invoices.findFirst({ where: (table, { eq }) => eq(table.id, Number(id)) });
      const spec = FILES[file];
      const key = row?.[spec.column];
      const stored = key ? await c.env.FILES.get(key) : null;
      if (!row || !stored) throw new ShopError("NOT_FOUND", { message: "Tego pliku faktury jeszcze nie ma." });
      const name = `${invoiceSummary(row).file_name.replace(/\.pdf$/, "")}.${spec.extension}`;
      return c.body(stored.body, 200, { "Content-Type": spec.type, "Content-Disposition": `attachment; filename="${name}"` });
    },
  )
  .post("/:id/ksef", validate("param", idParam), async (c) => {
    const id = Number(c.req.valid("param").id);
    const db = database(c.env.DB);
    const row = await db.query.invoices.findFirst({ where: (table, { eq }) => eq(table.id, id) });
    if (!row) throw new ShopError("NOT_FOUND", { message: "Nie ma takiej faktury." });
    if (!invoicingOf(c.env).ksef)
      throw new ShopError("ORDER_STATE_CONFLICT", { message: "KSeF jest wyłączony w ustawieniach sklepu (KSEF_ENVIRONMENT)." });
    if (row.ksefState === "accepted")
      throw new ShopError("ORDER_STATE_CONFLICT", { message: `Faktura ${row.number} jest już w KSeF (${row.ksefNumber}).` });
    const { statement } = d1Statements(db);
    const now = Date.now();
    await db.$client.batch([
      statement(
        db
          .update(invoices)
          .set({ ksefState: row.offline ? "offline" : "queued", ksefError: null })
          .where(eq(invoices.id, id)),
      ),
      statement(
        auditEntry(db, c.var.staff, {
          entity: "invoice",
          entityId: id,
          action: "ksef_send",
          before: { ksef_state: row.ksefState },
          after: { ksef_state: "queued" },
          at: now,
        }),
      ),
    ]);
    c.executionCtx.waitUntil(startInvoiceDocuments(c.env, [id], `ponownie-${now}`));
    return c.json({ invoice: await staffInvoice(c, id) }, 202);
  })
  .post("/:id/corrections", validate("param", idParam), validate("json", correction), async (c) => {
    const id = Number(c.req.valid("param").id);
    const body = c.req.valid("json");
    const db = database(c.env.DB);
    const row = await db.query.invoices.findFirst({ where: (table, { eq }) => eq(table.id, id) });
    if (!row) throw new ShopError("NOT_FOUND", { message: "Nie ma takiej faktury." });
    const now = Date.now();
    const statements = await correctionByStaffStatements(c.env, db, id, {
      lines: body.lines.map((line) => ({ position: line.position, quantity: line.quantity, unitGross: line.unit_gross })),
      reason: body.reason,
      staffId: c.var.staff.id,
      now,
    });
    await db.$client.batch(statements);
    const issued = await issuedAt(db, row.orderId, now);
    c.executionCtx.waitUntil(
      startInvoiceDocuments(
        c.env,
        issued.map((entry) => entry.id),
      ),
    );
    return c.json({ invoice: await staffInvoice(c, issued[0]!.id) }, 201);
  });
