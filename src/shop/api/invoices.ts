import { Hono, type Context } from "hono";
import { ShopError } from "../../common/errors";
import { formatNip } from "../../common/reference/nip";
import { siteSettings } from "../../common/site-settings";
import { database } from "../db/client";
import { readUserOrder } from "../db/queries/orders";
import type { ShopApiEnv } from "../env";
import { buildInvoice, INVOICE_FONT_PATHS, invoiceFileName, invoiceNumber, type Seller } from "../invoice/invoice";
import { loadInvoicePdf } from "../../lazy-modules";

const ORDER_ID = ":id{[0-9]{1,9}}";

/** One of the signed-in customer's orders; anyone else's answers 404, a cancelled one has no invoice. */
async function ownOrder(c: Context<ShopApiEnv>) {
  const userId = c.var.customerId;
  if (!userId) throw new ShopError("UNAUTHORIZED");
  const order = await readUserOrder(database(c.env.DB), userId, Number(c.req.param("id")));
  if (!order) throw new ShopError("NOT_FOUND", { message: "Nie znaleźliśmy takiego zamówienia na Twoim koncie." });
  if (order.status === "cancelled") throw new ShopError("NOT_FOUND", { message: "Anulowane zamówienie nie ma faktury." });
  return order;
}

/** A file of the site's static assets (public/), read through the assets binding. */
async function staticFile(c: Context<ShopApiEnv>, path: string): Promise<ArrayBuffer> {
  const response = await c.env.ASSETS.fetch(new URL(path, c.req.url));
  if (!response.ok) throw new Error(`static asset ${path} answered ${response.status}`);
  return response.arrayBuffer();
}

/** The seller as the shop's configuration names it. */
function sellerOf(env: ShopApiEnv["Bindings"]): Seller {
  const { company, bank } = siteSettings(env);
  return { ...company, nip: formatNip(company.nip), bankName: bank.name, bankAccount: bank.account };
}

/** The signed-in customer's invoices: the number and file name of one, and its PDF. */
export const invoicesApi = new Hono<ShopApiEnv>()
  .get(`/${ORDER_ID}`, async (c) => {
    const order = await ownOrder(c);
    const number = invoiceNumber(order.number);
    return c.json({ order_id: order.id, number, file_name: invoiceFileName(number) });
  })
  .get(`/${ORDER_ID}/pdf`, async (c) => {
    const invoice = buildInvoice(await ownOrder(c), sellerOf(c.env));
    // pdf-lib and fontkit load only here; the fonts come from the static assets.
    const [{ renderInvoicePdf }, regular, bold] = await Promise.all([
      loadInvoicePdf(),
      staticFile(c, INVOICE_FONT_PATHS.regular),
      staticFile(c, INVOICE_FONT_PATHS.bold),
    ]);
    const pdf = await renderInvoicePdf(invoice, { regular, bold });
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoice.fileName}"`,
    });
  });
