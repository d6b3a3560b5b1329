import { desc } from "drizzle-orm";
import { database } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { MailAttachment } from "./mailer";

/** The embedded mailer's latest messages, newest first (the development outbox page). */
export function recentMail(db: D1Database, limit = 50) {
  return database(db).select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}

/**
 * A sent mail's attachments live in R2 under "poczta/<message id>/<file name>", not in D1: the
 * outbox's table stays as it is, and the files are the very bytes that were sent (regenerating
 * them from the order would show today's terms, not the ones the buyer received).
 */
const attachmentPrefix = (messageId: number) => `poczta/${messageId}/`;

/** A file name as an attachment may have one: letters, digits, dot, dash, underscore. */
export const ATTACHMENT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export async function saveOutboxAttachments(files: R2Bucket, messageId: number, attachments: MailAttachment[]): Promise<void> {
  await Promise.all(
    attachments.map((file) => {
      if (!ATTACHMENT_NAME.test(file.filename)) throw new Error(`attachment name not allowed: ${file.filename}`);
      return files.put(`${attachmentPrefix(messageId)}${file.filename}`, file.content, { httpMetadata: { contentType: file.contentType } });
    }),
  );
}

/** The names of a sent mail's attachments, in name order. */
export async function outboxAttachmentNames(files: R2Bucket, messageId: number): Promise<string[]> {
  const prefix = attachmentPrefix(messageId);
  const listing = await files.list({ prefix });
  return listing.objects.map((object) => object.key.slice(prefix.length));
}

/** One attachment of a sent mail, or null. */
export function outboxAttachment(files: R2Bucket, messageId: number, name: string): Promise<R2ObjectBody | null> {
  if (!ATTACHMENT_NAME.test(name)) return Promise.resolve(null);
  return files.get(`${attachmentPrefix(messageId)}${name}`);
}
