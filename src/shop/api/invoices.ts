import { Hono, type Context } from "hono";
import { ShopError } from "../../common/errors";
import { database } from "../db/client";
import { readUserOrder } from "../db/queries/orders";
import type { ShopApiEnv } from "../env";
import { startInvoiceDocuments } from "../invoice/documents-workflow";
import { invoiceSummary } from "../invoice/summary";
import { invoicingOf, requestInvoice } from "../invoice/issue";
import { invoicesOfOrder } from "../invoice/register";

const ID = "{[0-9]{1,9}}";

/** One of the signed-in customer's orders; anyone else's answers 404. */
async function ownOrder(c: Context<ShopApiEnv>, id: string) {
  const userId = c.var.customerId;
  if (!userId) throw new ShopError("UNAUTHORIZED");
  const order = await readUserOrder(database(c.env.DB), userId, Number(id));
  if (!order) throw new ShopError("NOT_FOUND", { message: "Nie znaleźliśmy takiego zamówienia na Twoim koncie." });
  return order;
}

/**
 * The signed-in customer's invoices: an order's invoices and corrections, each one's PDF (the
 * stored file, never drawn again), and a consumer's request for an invoice (art. 106b ust. 3).
 */
export const invoicesApi = new Hono<ShopApiEnv>()
  .get(`/orders/:id${ID}`, async (c) => {
    const order = await ownOrder(c, c.req.param("id"));
    const rows = await invoicesOfOrder(database(c.env.DB), order.id);
    const invoicing = invoicingOf(c.env);
    const hasSaleInvoice = rows.some((row) => ["VAT", "ROZ", "ZAL"].includes(row.kind));
    return c.json({
      order_id: order.id,
      invoices: rows.map(invoiceSummary),
      /** A consumer may ask for one while the order has none (not for a cancelled or unpaid order). */
      can_request:
        invoicing.enabled &&
        !hasSaleInvoice &&
        order.billing.type !== "company" &&
        !["cancelled", "awaiting_payment"].includes(order.status),
      /** Asked for and coming with the parcel. */
      requested:
        (await database(c.env.DB).query.orders.findFirst({ where: (table, { eq }) => eq(table.id, order.id) }))?.invoiceRequestedAt != null,
    });
  })
  .post(`/orders/:id${ID}/request`, async (c) => {
    const order = await ownOrder(c, c.req.param("id"));
    const { noted, issued } = await requestInvoice(c.env, database(c.env.DB), order.id, Date.now());
    if (issued.length)
      c.executionCtx.waitUntil(
        startInvoiceDocuments(
          c.env,
          issued.map((row) => row.id),
        ),
      );
    return c.json({ noted, invoices: issued.map(invoiceSummary) }, noted ? 202 : 201);
  })
  .get(`/:invoice${ID}/pdf`, async (c) => {
    const userId = c.var.customerId;
    if (!userId) throw new ShopError("UNAUTHORIZED");
    const db = database(c.env.DB);
    const row = await db.query.invoices.findFirst({ where: (table, { eq }) => eq(table.id, Number(c.req.param("invoice"))) });
    const order = row ? await readUserOrder(db, userId, row.orderId) : null;
    if (!row || !order) throw new ShopError("NOT_FOUND", { message: "Nie ma takiej faktury na Twoim koncie." });
    const file = row.pdfKey ? await c.env.FILES.get(row.pdfKey) : null;
    if (!file) throw new ShopError("NOT_FOUND", { message: "Faktura jest jeszcze przygotowywana. Spróbuj za kilka minut." });
    return c.body(file.body, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoiceSummary(row).file_name}"`,
    });
  });
