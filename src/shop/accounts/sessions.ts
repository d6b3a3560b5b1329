import { and, eq, gt } from "drizzle-orm";
import { SESSION_MAX_AGE_S } from "../../common/config/security";
import type { Database } from "../db/client";
import { sessions, users } from "../db/schema";
import { randomToken, sha256Hex } from "../../common/tokens";

export interface SessionUser {
  id: number;
  email: string;
  firstName: string | null;
}

/** A new session's token (for the cookie) and its row (only the hash), to insert in a batch. */
export async function newSession(userId: number, now: number) {
  const token = randomToken();
  return { token, row: { tokenHash: await sha256Hex(token), userId, createdAt: now, expiresAt: now + SESSION_MAX_AGE_S * 1000 } };
}

/** A new session for the user; the cookie gets the token, D1 only its hash. */
export async function createSession(db: Database, userId: number, now: number): Promise<string> {
  const { token, row } = await newSession(userId, now);
  await db.insert(sessions).values(row);
  return token;
}

/** The signed-in user for a cookie's token, or null (unknown, expired or malformed). */
export async function sessionUser(db: Database, token: string | undefined, now: number): Promise<SessionUser | null> {
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, await sha256Hex(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, await sha256Hex(token)));
}
