import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { eq } from "drizzle-orm";
import { SESSION_COOKIE } from "../common/config";
import { database } from "../shop/db/client";
import { users } from "../shop/db/schema";
import type { Bindings } from "../common/env";
import { sessionUser } from "../shop/accounts/sessions";

/**
 * The site's own people data (accounts and sessions live with the site, not the shop API): read
 * here by the site's API and by the signed-in pages, so neither reaches into the other.
 */

/** The signed-in user of this request, from the session cookie (null when anonymous). */
export function currentUser<E extends { Bindings: Bindings }>(c: Context<E>) {
  return sessionUser(database(c.env.DB), getCookie(c, SESSION_COOKIE), Date.now());
}

/** An account's profile as the account API answers it (SPEC §7 GET /api/account/user). */
export interface Profile {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
}

export function profileOf(row: typeof users.$inferSelect): Profile {
  return { id: row.id, email: row.email, first_name: row.firstName, last_name: row.lastName, phone: row.phone };
}

export async function readProfile(env: Bindings, userId: number): Promise<Profile | null> {
  const row = await database(env.DB).query.users.findFirst({ where: eq(users.id, userId) });
  return row ? profileOf(row) : null;
}
