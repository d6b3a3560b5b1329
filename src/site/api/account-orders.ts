import { Hono, type Context } from "hono";
import { and, eq, gt, isNull } from "drizzle-orm";
import * as v from "valibot";
import { limitAttempts, rateLimitKey } from "../../shop/rate-limit";
import { randomToken, sha256Hex } from "../../common/tokens";
import { ORDER_CLAIM_TTL_S } from "../../common/config";
import { database } from "../../shop/db/client";
import { attachGuestOrders, countGuestOrders, type OrderView } from "../../shop/db/queries/orders";
import { orderClaims } from "../../shop/db/schema";
import type { AppEnv } from "../env";
import { ShopError } from "../../common/errors";
import { buildInvoice, INVOICE_FONT_PATHS, invoiceFileName, invoiceNumber, type Seller } from "../../shop/invoice/invoice";
import { siteSettings } from "../../common/site-settings";
import { loadInvoicePdf } from "../../shop/lazy-modules";
import { mailerFor } from "../../shop/mail/mailer";
import { formatNip } from "../../common/reference/nip";
import { validate } from "../../common/api";
import { currentUser } from "../current-user";
import { absoluteUrl, invoicePdfPath, ROUTES } from "../../common/routes";

const ORDER_ID = ":id{[0-9]{1,9}}";

const claimConfirmation = v.object({
  token: v.pipe(
    v.string("Brakuje kodu z linku."),
    v.regex(/^[A-Za-z0-9_-]{20,100}$/, "Ten link jest niepełny. Otwórz go jeszcze raz z wiadomości."),
  ),
});

/** One of the signed-in customer's orders from the shop API; anyone else's answers 404. */
async function ownOrder(c: Context<AppEnv>): Promise<OrderView> {
  const user = await currentUser(c);
  if (!user) throw new ShopError("UNAUTHORIZED");
  const response = await c.var.shopAs(user.id).orders["by-id"][":id"].$get({ param: { id: c.req.param("id")! } });
  if (response.status === 404) throw new ShopError("NOT_FOUND", { message: "Nie znaleźliśmy takiego zamówienia na Twoim koncie." });
  if (!response.ok) throw new Error(`order answered ${response.status}`);
  const order = (await response.json()) as OrderView;
  if (order.status === "cancelled") throw new ShopError("NOT_FOUND", { message: "Anulowane zamówienie nie ma faktury." });
  return order;
}

/** A file of the site's static assets (public/), read through the assets binding. */
async function staticFile(c: Context<AppEnv>, path: string): Promise<ArrayBuffer> {
  const response = await c.env.ASSETS.fetch(new URL(path, c.req.url));
  if (!response.ok) throw new Error(`static asset ${path} answered ${response.status}`);
  return response.arrayBuffer();
}

/** The seller as the site's configuration names it. */
function sellerOf(env: AppEnv["Bindings"]): Seller {
  const { company, bank } = siteSettings(env);
  return { ...company, nip: formatNip(company.nip), bankName: bank.name, bankAccount: bank.account };
}

/**
 * The signed-in customer's orders beyond the list (which the pages ask the shop API for): invoices
 * (SPEC §7 GET /api/account/orders/{id}/invoice) and attaching guest orders placed with the
 * account's e-mail once a mailed link proves the address.
 */
export const accountOrdersApi = new Hono<AppEnv>()
  // Guest orders placed with the account's e-mail: a mailed link proves the address is theirs.
  .post("/claim", async (c) => {
    const user = await currentUser(c);
    if (!user) throw new ShopError("UNAUTHORIZED");
    const db = database(c.env.DB);
    await limitAttempts(db, rateLimitKey("order-claim", c.req.raw, c.env.ENVIRONMENT), Date.now());
    // The same answer whether or not there are such orders: registration does not prove the
    // address, so the answer must not tell anyone what was ordered from it. Only its owner gets mail.
    const count = await countGuestOrders(db, user.email);
    if (count === 0) return c.json({ ok: true });
    const token = randomToken();
    await db
      .insert(orderClaims)
      .values({ tokenHash: await sha256Hex(token), userId: user.id, email: user.email, expiresAt: Date.now() + ORDER_CLAIM_TTL_S * 1000 });
    const link = absoluteUrl(siteSettings(c.env).url, `${ROUTES.claimOrders}?token=${token}`);
    await mailerFor(c.env, db).send({
      to: user.email,
      subject: `${c.env.SITE_NAME}: dołączenie zamówień do konta`,
      text: `Dzień dobry,\n\nz tego adresu e-mail złożono w sklepie ${c.env.SITE_NAME} zamówienia bez logowania (${count}). Aby dołączyć je do konta, otwórz link (działa przez 24 godziny i tylko raz) i potwierdź:\n\n${link}\n\nJeśli to nie Ty, zignoruj tę wiadomość.\n`,
    });
    return c.json({ ok: true });
  })
  .post("/claim/confirm", validate("json", claimConfirmation), async (c) => {
    const user = await currentUser(c);
    if (!user) throw new ShopError("UNAUTHORIZED");
    const db = database(c.env.DB);
    const now = Date.now();
    // Claimed atomically: a link works once, only for the account that asked for it.
    const [claim] = await db
      .update(orderClaims)
      .set({ usedAt: now })
      .where(
        and(
          eq(orderClaims.tokenHash, await sha256Hex(c.req.valid("json").token)),
          eq(orderClaims.userId, user.id),
          isNull(orderClaims.usedAt),
          gt(orderClaims.expiresAt, now),
        ),
      )
      .returning({ email: orderClaims.email });
    if (!claim || claim.email !== user.email)
      throw new ShopError("BAD_REQUEST", {
        message: "Link wygasł, został już użyty albo należy do innego konta. Poproś o nowy na stronie zamówień.",
      });
    // Orders belong to the shop API; written here because both live in this D1 (see account.ts).
    const attached = await attachGuestOrders(db, user.id, claim.email).run();
    return c.json({ ok: true, attached: attached.meta.changes ?? 0 });
  })
  // SPEC §7: the call answers where the invoice is; the PDF itself is drawn on that second URL.
  .get(`/${ORDER_ID}/invoice`, async (c) => {
    const order = await ownOrder(c);
    const number = invoiceNumber(order.number);
    return c.json({ url: invoicePdfPath(order.id), number, file_name: invoiceFileName(number) });
  })
  .get(`/${ORDER_ID}/invoice.pdf`, async (c) => {
    const order = await ownOrder(c);
    const invoice = buildInvoice(order, sellerOf(c.env));
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
