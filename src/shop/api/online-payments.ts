import { Hono } from "hono";
import * as v from "valibot";
import { database } from "../db/client";
import { reviveExpiredOrder } from "../db/queries/order-expiry";
import { readOrder } from "../db/queries/orders";
import { bookPayment } from "../orders/transitions";
import type { ShopApiEnv } from "../env";
import { errorBody, ShopError } from "../../common/errors";
import { createPrzelewy24Client, przelewy24Config, Przelewy24Error } from "../integrations/przelewy24";
import { notTypedText, validate } from "../../common/api";

/** The order number inside a gateway session id ("OK-2026-000042.1763800000000"). */
export const paymentSessionId = (number: string, now: number) => `${number}.${now}`;
const orderNumberOf = (sessionId: string) => sessionId.split(".")[0] ?? "";

/** The gateway's own signed words, not typed text: a payment is never refused for a character in its bank statement line. */
const notification = notTypedText(
  v.object({
    merchantId: v.number(),
    posId: v.number(),
    sessionId: v.pipe(v.string(), v.maxLength(100)),
    amount: v.pipe(v.number(), v.integer()),
    originAmount: v.pipe(v.number(), v.integer()),
    currency: v.string(),
    orderId: v.pipe(v.number(), v.integer()),
    methodId: v.number(),
    statement: v.string(),
    sign: v.pipe(v.string(), v.regex(/^[a-f0-9]{96}$/)),
  }),
);

/**
 * The gateway's status notifications (urlStatus). A payment counts only when the notification's
 * signature is ours, the amount is the order's and the gateway verifies the transaction.
 */
export const onlinePaymentsApi = new Hono<ShopApiEnv>().post("/przelewy24/notification", validate("json", notification), async (c) => {
  const config = przelewy24Config(c.env);
  if (!config) throw new ShopError("NOT_FOUND");
  const body = c.req.valid("json");
  const gateway = createPrzelewy24Client(config);
  if (!(await gateway.isAuthentic(body))) throw new ShopError("FORBIDDEN", { message: "Nieprawidłowy podpis powiadomienia." });
  const db = database(c.env.DB);
  const order = await readOrder(db, { number: orderNumberOf(body.sessionId) });
  if (order?.payment_method !== "przelewy24") throw new ShopError("ORDER_NOT_EXISTS");
  // An order that expired while its payment was under way still takes the payment (and is revived below).
  const expiredMeanwhile = order.status === "cancelled" && order.cancel_reason === "expired";
  if (order.status === "awaiting_payment" || expiredMeanwhile) {
    const amount = Math.round(Number(order.total_gross_amount) * 100);
    if (body.amount !== amount || body.currency !== "PLN")
      throw new ShopError("BAD_REQUEST", { message: "Kwota płatności nie zgadza się z zamówieniem." });
    try {
      await gateway.verify({ sessionId: body.sessionId, orderId: body.orderId, amount });
    } catch (error) {
      if (!(error instanceof Przelewy24Error)) throw error;
      c.var.reporter.capture(error, { url: c.req.url, order: order.number });
      return c.json(errorBody("INTERNAL_ERROR", "Nie udało się potwierdzić płatności."), 502);
    }
    // The same transition staff use to book a transfer, limited to an order still awaiting this payment.
    const now = Date.now();
    const paid =
      (order.status === "awaiting_payment" &&
        (await bookPayment(db, order.id, {
          amount,
          receivedAt: now,
          method: "przelewy24",
          reference: `P24 ${body.orderId}`,
          actor: null,
          now,
          onlyWhileAwaiting: true,
        }).then(
          (result) => result.paidInFull,
          (error: unknown) => {
            if (error instanceof ShopError && error.code === "ORDER_STATE_CONFLICT") return false;
            throw error;
          },
        ))) ||
      (await reviveExpiredOrder(db, order.id, { amount, now }));
    if (!paid) {
      // Paid, but the order expired and its tyres were sold meanwhile: the money is booked on the
      // cancelled order (once, however often the gateway repeats the notification), so staff see it
      // as refundable in the back office; the report tells them to act.
      await bookPayment(db, order.id, {
        amount,
        receivedAt: now,
        method: "przelewy24",
        reference: `P24 ${body.orderId}`,
        actor: null,
        now,
        once: true,
      });
      c.var.reporter.capture(new Error(`Przelewy24 payment for expired order ${order.number}: stock gone, refund needed`), {
        order: order.number,
        p24OrderId: body.orderId,
      });
    }
  } else {
    // A genuine payment for an order no longer waiting (paid twice?): staff must look at it.
    c.var.reporter.capture(new Error(`Przelewy24 payment for order ${order.number} in status ${order.status}`), {
      order: order.number,
      p24OrderId: body.orderId,
    });
  }
  return c.json({ status: "OK" });
});
