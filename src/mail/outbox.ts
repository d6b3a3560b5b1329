import { desc } from "drizzle-orm";
import { database } from "../db/client";
import { mailOutbox } from "../db/schema";

/** The embedded mailer's latest messages, newest first (the development outbox page). */
export function recentMail(db: D1Database, limit = 50) {
  return database(db).select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
