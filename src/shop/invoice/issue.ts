/**
 * When the shop issues invoices and corrections, and what they say (the rules and their articles
 * are listed in src/shop/invoice/README.md). Each function answers the D1 statements that issue
 * the document, for the batch of the change that causes it (dispatch, withdrawal, cancellation),
 * so the change and its document are written together or not at all.
 */
import { warsawDayStart, warsawToday } from "../../common/i18n/calendar";
import { formatAmount } from "../../common/i18n/money";
import type { Bindings } from "../../common/env";
import { ShopError } from "../../common/errors";
import { CONSUMER_INVOICE_REQUEST_MONTHS, INVOICE_SERVICE_INDEX } from "../../common/config/invoices";
import type { Database } from "../db/client";
import { moneyString } from "../db/queries/checkout";
import { d1Statements } from "../db/queries/d1-batch";
import { readOrder } from "../db/queries/orders";
import { orders } from "../db/schema";
import { eq } from "drizzle-orm";
import { type CorrectionDetails, type InvoiceDocument, type InvoiceKind, type InvoiceLine, isCorrection } from "./invoice-document";
import { differenceOf, invoiceLine, isServiceLine, orderDocument, sellerOf, totalsOf } from "./order-document";
import { currentState, invoicesOfOrder, issuedAt, issueStatements, type KsefState, readInvoice, type RegisteredInvoice } from "./register";

/** The shop's invoicing as configured ([vars] INVOICES, KSEF_ENVIRONMENT, KSEF_CONSUMER_INVOICES). */
export function invoicingOf(env: Bindings) {
  return {
    /** False: the shop's accounting issues invoices elsewhere; the shop never makes one. */
    enabled: env.INVOICES !== "off",
    ksef: (env.KSEF_ENVIRONMENT ?? "") !== "",
    consumersToKsef: env.KSEF_CONSUMER_INVOICES === "1",
  };
}

/** Where a new document starts with KSeF: queued for sending, or never sent. */
function ksefStateFor(env: Bindings, buyerNip: string | null): KsefState {
  const invoicing = invoicingOf(env);
  return invoicing.ksef && (buyerNip !== null || invoicing.consumersToKsef) ? "queued" : "none";
}

type OrderRow = typeof orders.$inferSelect;

async function orderAndRow(db: Database, orderId: number) {
  const view = await readOrder(db, { id: orderId });
  const row = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (!view || !row) throw new ShopError("NOT_FOUND", { message: "Nie ma takiego zamówienia." });
  return { view, row };
}

/** A buyer with a NIP: every sale to them is invoiced (art. 106b ust. 1 pkt 1). */
const isCompany = (row: OrderRow) => row.billingType === "company" && Boolean(row.billingVatNumber);

/** The sale documents (VAT, ZAL, ROZ) an order has, by kind. */
async function saleDocuments(db: Database, orderId: number) {
  const rows = await invoicesOfOrder(db, orderId);
  return {
    rows,
    vat: rows.find((row) => row.kind === "VAT" || row.kind === "ROZ") ?? null,
    prepayment: rows.find((row) => row.kind === "ZAL") ?? null,
  };
}

/**
 * On dispatch (the staff's "ship"): the invoice of a company's order, and of a consumer's who asked
 * for one; its sale date is the dispatch date. After a prepayment invoice for the whole price no
 * invoice is issued at dispatch (art. 106f ust. 4); after one for part of it, the final invoice
 * (ROZ) for the rest. `now` is the dispatch.
 */
export async function dispatchInvoiceStatements(env: Bindings, db: Database, orderId: number, now: number) {
  if (!invoicingOf(env).enabled) return [];
  const { view, row } = await orderAndRow(db, orderId);
  if (!isCompany(row) && row.invoiceRequestedAt === null) return [];
  const documents = await saleDocuments(db, orderId);
  if (documents.vat) return [];
  const seller = await sellerOf(env);
  const meta = (document: Omit<InvoiceDocument, "number">) => ({
    orderId,
    ksefState: ksefStateFor(env, document.buyer.nip),
    staffId: null,
    now,
  });
  if (documents.prepayment) {
    if (documents.prepayment.gross >= row.totalGross) return [];
    const prepayment = await readInvoice(db, documents.prepayment.id);
    const document = orderDocument({
      kind: "ROZ",
      order: view,
      seller,
      now,
      saleAt: now,
      paidAt: row.paidAt,
      prepayments: [
        {
          number: prepayment!.document.number,
          issueDate: prepayment!.document.issueDate,
          ksefNumber: prepayment!.row.ksefNumber,
          gross: prepayment!.row.gross,
        },
      ],
    });
    return issueStatements(db, document, meta(document));
  }
  const document = orderDocument({ kind: "VAT", order: view, seller, now, saleAt: now, paidAt: row.paidAt });
  return issueStatements(db, document, meta(document));
}

/**
 * A prepayment invoice (ZAL) for a company's order paid in an earlier month than the one it is
 * still waiting in (art. 106b ust. 1 pkt 4 with art. 106i ust. 2: by the 15th of the month after
 * the payment; the nightly run issues it on the first night of the month). When payment and
 * dispatch fall in the same month, the invoice at dispatch is the only one (art. 106b ust. 1a).
 */
export async function prepaymentInvoiceStatements(env: Bindings, db: Database, orderId: number, now: number) {
  if (!invoicingOf(env).enabled) return [];
  const { view, row } = await orderAndRow(db, orderId);
  if (!isCompany(row) || row.paidAt === null) return [];
  if (!["paid", "packed", "accepted"].includes(row.status)) return [];
  if (warsawToday(row.paidAt).slice(0, 7) >= warsawToday(now).slice(0, 7)) return [];
  const documents = await saleDocuments(db, orderId);
  if (documents.vat || documents.prepayment) return [];
  const document = orderDocument({ kind: "ZAL", order: view, seller: await sellerOf(env), now, saleAt: row.paidAt, paidAt: row.paidAt });
  return issueStatements(db, document, { orderId, ksefState: ksefStateFor(env, document.buyer.nip), staffId: null, now });
}

/** Company orders paid before this month and not yet dispatched: each may need a prepayment invoice. */
export async function ordersAwaitingPrepaymentInvoice(db: Database, now: number): Promise<number[]> {
  const monthStart = warsawDayStart(`${warsawToday(now).slice(0, 7)}-01`)!;
  const rows = await db.$client
    .prepare(
      `SELECT o.id FROM orders o
       WHERE o.billing_type = 'company' AND o.billing_vat_number IS NOT NULL AND o.paid_at IS NOT NULL
         AND o.status IN ('paid', 'packed', 'accepted')
         AND o.paid_at < ?
         AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id AND i.kind IN ('VAT', 'ZAL', 'ROZ'))`,
    )
    .bind(monthStart)
    .all<{ id: number }>();
  return rows.results.map((row) => row.id);
}

const CORRECTION_KIND: Record<string, InvoiceKind> = { VAT: "KOR", ZAL: "KOR_ZAL", ROZ: "KOR_ROZ" };

/**
 * A correction of `original` to the lines `after` (the whole invoice as it now should be): only
 * the lines that change are listed, each before and after (art. 106j ust. 2 pkt 5).
 */
export function correctionDocument(
  original: RegisteredInvoice,
  current: InvoiceLine[],
  after: InvoiceLine[],
  reason: string,
  now: number,
): Omit<InvoiceDocument, "number"> {
  const source = original.document;
  const changed = after.filter((line) => {
    const before = current.find((entry) => entry.position === line.position);
    return !before || before.quantity !== line.quantity || before.unitGross !== line.unitGross;
  });
  if (changed.length === 0) throw new ShopError("VALIDATION_ERROR", { message: "Korekta niczego nie zmienia." });
  const lines = changed.flatMap((line) => {
    const before = current.find((entry) => entry.position === line.position)!;
    return [
      { ...before, state: "before" as const },
      { ...line, state: "after" as const },
    ];
  });
  const beforeTotals = totalsOf(current);
  const afterTotals = totalsOf(after);
  const correction: CorrectionDetails = {
    reason,
    effect: 2,
    corrected: { number: source.number, issueDate: source.issueDate, ksefNumber: original.row.ksefNumber },
    before: beforeTotals,
    after: afterTotals,
  };
  const issueDate = warsawToday(now);
  return {
    ...source,
    kind: CORRECTION_KIND[source.kind]!,
    issueDate,
    saleDate: null,
    lines,
    totals: differenceOf(afterTotals, beforeTotals),
    // A prepayment invoice's correction states the order's value as it now is (FA(3) WartoscZamowienia).
    orderTotal: source.kind === "ZAL" ? afterTotals.gross : null,
    prepayments: [],
    payment: { ...source.payment, paid: false, paidOn: null, dueOn: null, bankAccount: null },
    correction,
  };
}

/** The invoice an order's corrections correct: its sale invoice (VAT or ROZ), else its prepayment invoice. */
async function invoiceToCorrect(db: Database, orderId: number) {
  const { vat, prepayment } = await saleDocuments(db, orderId);
  const row = vat ?? prepayment;
  return row ? readInvoice(db, row.id) : null;
}

/** The correction of a withdrawal (returned tyres, art. 106j ust. 1 pkt 3), for the withdrawal's batch; none without an invoice. */
export async function withdrawalCorrectionStatements(
  env: Bindings,
  db: Database,
  orderId: number,
  returned: { sku: string; quantity: number }[],
  now: number,
) {
  const original = await invoiceToCorrect(db, orderId);
  if (!original) return [];
  const current = await currentState(db, original);
  const tyresAfter = current.map((line) => {
    const back = returned.find((entry) => entry.sku === line.sku)?.quantity ?? 0;
    return back ? invoiceLine({ ...line, quantity: Math.max(0, line.quantity - back) }) : line;
  });
  // Every tyre back: the whole order is withdrawn, and its delivery is refunded up to the cheapest
  // delivery to the door (the order's cheapest_delivery_gross, as registerWithdrawal refunds it);
  // the delivery line keeps only what the buyer paid beyond that, the cash-on-delivery fee stays.
  const whole = tyresAfter.every((line) => isServiceLine(line) || line.quantity === 0);
  const order = whole ? await db.query.orders.findFirst({ where: eq(orders.id, orderId), columns: { cheapestDeliveryGross: true } }) : null;
  const deliveryBack = order?.cheapestDeliveryGross ?? 0;
  const after = tyresAfter.map((line) =>
    line.sku === INVOICE_SERVICE_INDEX.delivery && deliveryBack > 0
      ? invoiceLine({ ...line, unitGross: Math.max(0, line.unitGross - Math.ceil(deliveryBack / line.quantity)) })
      : line,
  );
  const pieces = returned.reduce((sum, entry) => sum + entry.quantity, 0);
  const delivered = after.some(
    (line, index) => line.sku === INVOICE_SERVICE_INDEX.delivery && line.unitGross !== tyresAfter[index]?.unitGross,
  );
  const reason = `Zwrot ${pieces} szt.${delivered ? " i kosztu dostawy" : ""} po odstąpieniu od umowy (zamówienie ${original.document.orderNumber})`;
  const document = correctionDocument(original, current, after, reason, now);
  return issueStatements(db, document, {
    orderId,
    correctsId: original.row.id,
    ksefState: ksefStateFor(env, document.buyer.nip),
    staffId: null,
    now,
  });
}

/** A cancellation after a prepayment invoice: its correction to zero (art. 106j ust. 1 pkt 2), for the cancel batch. */
export async function cancellationCorrectionStatements(env: Bindings, db: Database, orderId: number, now: number) {
  const original = await invoiceToCorrect(db, orderId);
  if (!original) return [];
  const current = await currentState(db, original);
  if (current.every((line) => line.quantity === 0)) return [];
  const after = current.map((line) => invoiceLine({ ...line, quantity: 0 }));
  const document = correctionDocument(
    original,
    current,
    after,
    `Anulowanie zamówienia ${original.document.orderNumber} i zwrot wpłaty`,
    now,
  );
  return issueStatements(db, document, {
    orderId,
    correctsId: original.row.id,
    ksefState: ksefStateFor(env, document.buyer.nip),
    staffId: null,
    now,
  });
}

export interface PriceCorrection {
  /** Each changed line by its position: the new gross unit price and quantity. */
  lines: { position: number; unitGross: number; quantity: number }[];
  reason: string;
  staffId: number;
  now: number;
}

/** Staff's correction (a price reduction after a complaint, a discount granted later, a mistake): one batch of its own. */
export async function correctionByStaffStatements(env: Bindings, db: Database, invoiceId: number, input: PriceCorrection) {
  const original = await readInvoice(db, invoiceId);
  if (!original || isCorrection(original.row.kind as InvoiceKind))
    throw new ShopError("NOT_FOUND", { message: "Nie ma takiej faktury (korektę wystawia się do faktury, nie do korekty)." });
  const current = await currentState(db, original);
  const after = current.map((line) => {
    const change = input.lines.find((entry) => entry.position === line.position);
    if (!change) return line;
    if (change.quantity > line.quantity || change.unitGross > line.unitGross)
      throw new ShopError("VALIDATION_ERROR", {
        message: `Pozycja ${line.position}: korekta może tylko obniżyć cenę albo liczbę sztuk (teraz ${line.quantity} szt. po ${formatAmount(moneyString(line.unitGross))}).`,
      });
    return invoiceLine({ ...line, quantity: change.quantity, unitGross: change.unitGross });
  });
  const document = correctionDocument(original, current, after, input.reason, input.now);
  return issueStatements(db, document, {
    orderId: original.row.orderId,
    correctsId: original.row.id,
    ksefState: ksefStateFor(env, document.buyer.nip),
    staffId: input.staffId,
    now: input.now,
  });
}

/**
 * A consumer's request for an invoice (art. 106b ust. 3): before dispatch it is noted and the
 * invoice comes with the parcel; after it, the invoice is issued now, if the request comes within
 * 3 months from the end of the month of delivery. Answers the statements (empty when only noted).
 */
export async function consumerInvoiceRequest(env: Bindings, db: Database, orderId: number, now: number) {
  if (!invoicingOf(env).enabled) throw new ShopError("NOT_FOUND", { message: "Sklep nie wystawia faktur przez internet." });
  const { view, row } = await orderAndRow(db, orderId);
  if (["cancelled", "awaiting_payment"].includes(row.status))
    throw new ShopError("ORDER_STATE_CONFLICT", { message: "Fakturę wystawiamy do opłaconego zamówienia, które nie zostało anulowane." });
  const documents = await saleDocuments(db, orderId);
  if (documents.vat)
    throw new ShopError("ORDER_STATE_CONFLICT", { message: `Faktura do tego zamówienia już jest (${documents.vat.number}).` });
  const shippedAt = row.shippedAt;
  if (shippedAt === null) {
    const { raw } = d1Statements(db);
    return {
      noted: true as const,
      statements: [raw("UPDATE orders SET invoice_requested_at = ? WHERE id = ? AND invoice_requested_at IS NULL", now, orderId)],
    };
  }
  const deliveredMonth = warsawToday(shippedAt).slice(0, 7);
  const [year, month] = deliveredMonth.split("-").map(Number);
  const lastMonth = new Date(Date.UTC(year!, month! - 1 + CONSUMER_INVOICE_REQUEST_MONTHS, 1)).toISOString().slice(0, 7);
  if (warsawToday(now).slice(0, 7) > lastMonth)
    throw new ShopError("ORDER_STATE_CONFLICT", {
      message: `O fakturę można poprosić do końca ${CONSUMER_INVOICE_REQUEST_MONTHS}. miesiąca po miesiącu dostawy (art. 106b ust. 3 ustawy o VAT).`,
    });
  const document = orderDocument({ kind: "VAT", order: view, seller: await sellerOf(env), now, saleAt: shippedAt, paidAt: row.paidAt });
  return {
    noted: false as const,
    statements: issueStatements(db, document, { orderId, ksefState: ksefStateFor(env, document.buyer.nip), staffId: null, now }),
  };
}

/**
 * Runs a request for an invoice (the buyer's from /konto, or staff's on the order's page) and
 * answers whether it was only noted, and the documents it issued (their files are the caller's
 * next step: startInvoiceDocuments, after the answer).
 */
export async function requestInvoice(env: Bindings, db: Database, orderId: number, now: number) {
  const request = await consumerInvoiceRequest(env, db, orderId, now);
  if (!request.statements.length) return { noted: request.noted, issued: [] };
  await db.$client.batch(request.statements);
  return { noted: request.noted, issued: request.noted ? [] : await issuedAt(db, orderId, now) };
}
