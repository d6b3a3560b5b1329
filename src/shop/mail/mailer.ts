/**
 * One way to send mail (SPEC: password reset, welcome, order confirmation). The embedded default
 * writes to the D1 outbox (listed at /dev/poczta under `npm run dev`, loopback only) and keeps
 * attachments in R2 beside it; with MAIL_API_URL and MAIL_API_KEY set, mail goes to an HTTP e-mail
 * provider that takes Resend-style JSON ({ from, to, subject, text, attachments } with a Bearer key).
 */
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import { toBase64 } from "../../common/encoding";
import type { Secrets } from "../../common/env";
import { saveOutboxAttachments } from "./outbox";

/** A file sent with a mail (the order confirmation's terms and withdrawal form). */
export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * Files to attach, made only when the mail is sent: drawing PDFs costs CPU, which a mail dropped
   * by the per-recipient limit (send-later.ts) must not spend.
   */
  attachments?: () => Promise<MailAttachment[]>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function outboxMailer(db: Database, files: R2Bucket, now: () => number = Date.now): Mailer {
  return {
    async send({ to, subject, text, attachments }) {
      // The message is listed at once; its files follow as soon as they are drawn.
      const [row] = await db.insert(mailOutbox).values({ to, subject, text, createdAt: now() }).returning({ id: mailOutbox.id });
      if (attachments) await saveOutboxAttachments(files, row!.id, await attachments());
    },
  };
}

export function httpMailer(options: { url: string; key: string; from: string; fetch?: typeof fetch }): Mailer {
  const send = options.fetch ?? fetch;
  return {
    async send(message) {
      const files = message.attachments ? await message.attachments() : [];
      const attachments = files.length
        ? {
            attachments: files.map((file) => ({
              filename: file.filename,
              content: toBase64(file.content),
              content_type: file.contentType,
            })),
          }
        : {};
      const response = await send(options.url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${options.key}` },
        body: JSON.stringify({ from: options.from, to: [message.to], subject: message.subject, text: message.text, ...attachments }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`mail provider answered HTTP ${response.status}`);
    },
  };
}

/** The mailer the configuration chooses. */
export function mailerFor(env: Secrets & { CONTACT_EMAIL: string; SITE_NAME: string; FILES: R2Bucket }, db: Database): Mailer {
  if (env.MAIL_API_URL && env.MAIL_API_KEY)
    return httpMailer({ url: env.MAIL_API_URL, key: env.MAIL_API_KEY, from: `${env.SITE_NAME} <${env.CONTACT_EMAIL}>` });
  return outboxMailer(db, env.FILES);
}
