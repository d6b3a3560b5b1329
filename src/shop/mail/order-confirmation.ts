import type { Context } from "hono";
import type { ReportedEnv } from "../../common/env";
import type { OrderView } from "../db/queries/orders";
import { orderConfirmationMail, shopIdentity } from "./messages";
import { sendLater } from "./send-later";

/** The order confirmation with its two documents (order-documents.ts, loaded only now), sent after the answer (see sendLater). */
export function sendOrderConfirmation<E extends ReportedEnv>(c: Context<E>, order: OrderView): void {
  // Written after the answer (the shop's settings are read then): the order stands whatever happens to its mail.
  const mail = shopIdentity(c.env).then((shop) => {
    const message = orderConfirmationMail(order, shop);
    const attachments = async () => {
      try {
        return await (await import("./order-documents")).orderConfirmationDocuments(c.env, order);
      } catch (error) {
        // The confirmation itself matters more than its attachments: it goes without them, reported.
        c.var.reporter.capture(error, { mail: message.subject });
        return [];
      }
    };
    return { ...message, attachments };
  });
  sendLater(c, mail, { orderId: order.id });
}
