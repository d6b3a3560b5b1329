/**
 * The back office in tests: Cloudflare Access as the Worker meets it. A test key set (RS256) is
 * served at the team domain's certs URL through a stubbed fetch, and tokens are signed with it,
 * so the Worker's real verification (src/site/panel/staff-access.ts, jose) runs unchanged.
 */
import { env } from "cloudflare:workers";
import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { vi } from "vitest";
import { get, ORIGIN } from "./helpers";

/** As tests/vitest.config.ts configures them (ACCESS_TEAM_DOMAIN, ACCESS_AUD). */
export const ACCESS_ISSUER = `https://${env.ACCESS_TEAM_DOMAIN}`;
export const ACCESS_CERTS_URL = `${ACCESS_ISSUER}/cdn-cgi/access/certs`;

/** The seeded staff (src/common/reference/staff.ts). */
export const OWNER = "anna.nowak@oponykrakow.pl";
export const STAFF = "piotr.wisniewski@oponykrakow.pl";

type KeyPair = { privateKey: CryptoKey; jwk: JWK };
let teamKey: Promise<KeyPair> | undefined;
let otherKey: Promise<KeyPair> | undefined;

async function makeKey(kid: string): Promise<KeyPair> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } };
}

/** The team's signing key (its public half is what the certs URL serves). */
export const accessKey = () => (teamKey ??= makeKey("test-team-key"));
/** A key Access never published, under the same key id: a forged token. */
export const forgedKey = () => (otherKey ??= makeKey("test-team-key"));

/** Serves the team's key set at the certs URL; every other fetch goes where it went. Call in beforeEach (or once per file). */
export async function serveAccessCerts() {
  const { jwk } = await accessKey();
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url === ACCESS_CERTS_URL) return Response.json({ keys: [jwk] });
    return realFetch(input, init);
  });
}

/** A Cloudflare Access token for `email`; each part can be spoiled to test a refusal (`expiresInS: null` leaves out `exp`). */
export async function accessToken(
  email: string,
  options: { audience?: string; issuer?: string; expiresInS?: number | null; key?: KeyPair } = {},
): Promise<string> {
  const key = options.key ?? (await accessKey());
  const now = Math.floor(Date.now() / 1000);
  const token = new SignJWT({ email, type: "app" })
    .setProtectedHeader({ alg: "RS256", kid: key.jwk.kid })
    .setIssuer(options.issuer ?? ACCESS_ISSUER)
    .setAudience(options.audience ?? env.ACCESS_AUD)
    .setSubject(`sub-${email}`)
    .setIssuedAt(now - 60);
  // null: no expiry at all (Access never issues one, so the Worker must refuse it).
  if (options.expiresInS !== null) token.setExpirationTime(now + (options.expiresInS ?? 3600));
  return token.sign(key.privateKey);
}

/** A back-office request as `email` signed in through Access. */
export async function asStaff(path: string, email = OWNER, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("Cf-Access-Jwt-Assertion", await accessToken(email));
  return get(path, { ...init, headers, redirect: "manual" });
}

/** A back-office form post (from the shop's own origin) as `email`. */
export function staffForm(path: string, form: Record<string, string | string[]>, email = OWNER): Promise<Response> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) for (const item of [value].flat()) body.append(name, item);
  return asStaff(path, email, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body,
  });
}

/** The one-time notice a form's redirect carries (src/site/panel/shop-call.ts), decoded: "ok:…" or "error:…". */
export function noticeOf(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("panel-notice="));
  if (!cookie) return null;
  return decodeURIComponent(cookie.split(";")[0]!.slice("panel-notice=".length));
}
