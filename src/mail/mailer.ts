/**
 * One way to send mail (SPEC: password reset, welcome, order confirmation). The embedded default
 * writes to the D1 outbox (listed at /dev/poczta under `npm run dev`, loopback only); with MAIL_API_URL and
 * MAIL_API_KEY set, mail goes to an HTTP e-mail provider that takes Resend-style JSON
 * ({ from, to, subject, text } with a Bearer key).
 */
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { Secrets } from "../env";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function outboxMailer(db: Database, now: () => number = Date.now): Mailer {
  return {
    async send(message) {
      await db.insert(mailOutbox).values({ ...message, createdAt: now() });
    },
  };
}

export function httpMailer(options: { url: string; key: string; from: string; fetch?: typeof fetch }): Mailer {
  const send = options.fetch ?? fetch;
  return {
    async send(message) {
      const response = await send(options.url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${options.key}` },
        body: JSON.stringify({ from: options.from, to: [message.to], subject: message.subject, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`mail provider answered HTTP ${response.status}`);
    },
  };
}

/** The mailer the configuration chooses. */
export function mailerFor(env: Secrets & { CONTACT_EMAIL: string; SITE_NAME: string }, db: Database): Mailer {
  if (env.MAIL_API_URL && env.MAIL_API_KEY)
    return httpMailer({ url: env.MAIL_API_URL, key: env.MAIL_API_KEY, from: `${env.SITE_NAME} <${env.CONTACT_EMAIL}>` });
  return outboxMailer(db);
}
