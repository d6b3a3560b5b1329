import type { Context } from "hono";
import type { ReportedEnv } from "../../common/env";
import type { OrderView } from "../db/queries/orders";
import { orderConfirmationMail, shopIdentity } from "./messages";
import { sendLater } from "./send-later";

/** The order confirmation with its two documents (order-documents.ts, loaded only now), sent after the answer (see sendLater). */
export async function sendOrderConfirmation<E extends ReportedEnv>(c: Context<E>, order: OrderView): Promise<void> {
  const message = orderConfirmationMail(order, await shopIdentity(c.env));
  const attachments = async () => {
    try {
      return await (await import("./order-documents")).orderConfirmationDocuments(c.env, order);
    } catch (error) {
      // The confirmation itself matters more than its attachments: it goes without them, reported.
      c.var.reporter.capture(error, { mail: message.subject });
      return [];
    }
  };
  sendLater(c, { ...message, attachments }, { orderId: order.id });
}
