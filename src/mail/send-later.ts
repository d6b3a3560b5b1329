import type { Context } from "hono";
import type { ReportedEnv } from "../env";
import { database } from "../db/client";
import { mailerFor, type MailMessage } from "./mailer";

/**
 * Sends mail after the answer (waitUntil) so a slow or failing provider never delays or fails the
 * order or registration that caused it; a failure is reported, not thrown.
 */
export function sendLater<E extends ReportedEnv>(c: Context<E>, message: MailMessage): void {
  const sending = mailerFor(c.env, database(c.env.DB))
    .send(message)
    .catch((error: unknown) => c.var.reporter.capture(error, { mail: message.subject }));
  c.executionCtx.waitUntil(sending);
}
