import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { SESSION_COOKIE, SESSION_TOKEN_HEADER } from "../common/config/security";
import type { AppEnv } from "./env";

/** The signed-in user as a session names them: enough for the header, the account menu and signed calls. */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string | null;
}

/** What src/common/tokens.ts randomToken() makes: base64url. */
const SESSION_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

const known = new WeakMap<Request, Promise<SessionUser | null>>();

/** The session cookie's token when it has the shape the shop issues (a mangled cookie is anonymous). */
export function sessionToken(c: Context): string | undefined {
  const token = getCookie(c, SESSION_COOKIE);
  return token && SESSION_TOKEN.test(token) ? token : undefined;
}

/**
 * The signed-in user of this request, from the session cookie (null when anonymous). Accounts and
 * sessions are the shop API's (src/shop/api/accounts.ts): the site asks it once per request.
 */
export function currentUser<E extends AppEnv>(c: Context<E>): Promise<SessionUser | null> {
  const token = sessionToken(c);
  if (!token) return Promise.resolve(null);
  const asked = known.get(c.req.raw);
  if (asked) return asked;
  const user = lookUpSession(c, token);
  known.set(c.req.raw, user);
  return user;
}

async function lookUpSession<E extends AppEnv>(c: Context<E>, token: string): Promise<SessionUser | null> {
  const response = await c.var.shop.accounts.sessions.current.$get(undefined, { headers: { [SESSION_TOKEN_HEADER]: token } });
  if (!response.ok) throw new Error(`session lookup answered ${response.status}`);
  return (await response.json()).user;
}

/** The signed-in customer's profile (SPEC §7 GET /api/account/user), or null. */
export async function readProfile<E extends AppEnv>(c: Context<E>, userId: number) {
  const response = await c.var.shopAs(userId).accounts.me.$get();
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`profile answered ${response.status}`);
  return (await response.json()).user;
}
