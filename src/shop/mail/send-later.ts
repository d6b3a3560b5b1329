import type { Context } from "hono";
import { MAIL_PER_RECIPIENT_LIMIT } from "../../common/config/security";
import { limitAttempts } from "../../common/rate-limit";
import { sha256Hex } from "../../common/tokens";
import type { ReportedEnv } from "../../common/env";
import { database } from "../db/client";
import { ShopError } from "../../common/errors";
import { mailerFor, type MailMessage } from "./mailer";
import { orderEvents } from "../db/schema";
import type { Database } from "../db/client";

/** Notes in an order's history that a mail about it went out (kind "mail", not shown to the customer). */
export function recordOrderMail(db: Database, orderId: number, subject: string) {
  return db.insert(orderEvents).values({ orderId, at: Date.now(), kind: "mail", detail: subject, public: false });
}

/**
 * Sends mail after the answer (waitUntil) so a slow or failing provider never delays or fails the
 * order or registration that caused it; a failure is reported, not thrown.
 *
 * Mail sent this way goes to addresses nobody verified (an order confirmation to any address, a
 * welcome mail), so each recipient gets at most MAIL_PER_RECIPIENT_LIMIT such mails per window:
 * the shop cannot be used to flood someone's inbox. Past it the mail is dropped quietly (the
 * order itself stands; its page shows everything the mail would).
 */
export function sendLater<E extends ReportedEnv>(
  c: Context<E>,
  /** The mail, or the mail still being written (it reads the shop's settings): resolved after the answer. */
  mail: MailMessage | Promise<MailMessage>,
  about: {
    /** Notes the mail in this order's history. */
    orderId?: number;
    /**
     * Written or triggered by staff (a complaint's answer, a shipped order): never dropped by the
     * per-recipient limit. Only staff can send it, to an address of the shop's own records, and a
     * complaint's answer may be the one the law requires.
     */
    byStaff?: boolean;
  } = {},
): void {
  const db = database(c.env.DB);
  let subject = "(mail)";
  const sending = (async () => {
    const message = await mail;
    subject = message.subject;
    // The shop's own inbox (complaints, notices to staff) is never limited, nor is staff's mail.
    const limited = !about.byStaff && message.to.toLowerCase() !== c.env.CONTACT_EMAIL.toLowerCase();
    if (limited) {
      try {
        await limitAttempts(db, `mail:${await sha256Hex(message.to.toLowerCase())}`, Date.now(), MAIL_PER_RECIPIENT_LIMIT);
      } catch (error) {
        if (error instanceof ShopError && error.code === "RATE_LIMITED") return;
        throw error;
      }
    }
    await mailerFor(c.env, db).send(message);
    // The back office lists the mails an order's buyer was sent (staff-only history).
    if (about.orderId !== undefined) await recordOrderMail(db, about.orderId, message.subject);
  })().catch((error: unknown) => c.var.reporter.capture(error, { mail: subject }));
  c.executionCtx.waitUntil(sending);
}
