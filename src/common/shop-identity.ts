/**
 * How the site names the signed-in customer to the shop API (DESIGN "The shop-API seam"): a
 * header `v1.<customer id>.<unix ms>.<HMAC-SHA256>` over the id, the time, the method and the
 * path with its query, keyed with SHOP_API_SECRET. The shop API trusts nothing else: not the URL,
 * not `Host`, not a bare id. The same header works in-process and over HTTP (SHOP_API_URL).
 */
import { SHOP_IDENTITY_MAX_AGE_S } from "./config/security";
import { fromBase64Url, toBase64Url } from "./encoding";

export const SHOP_USER_HEADER = "X-Shop-User";
const VERSION = "v1";

/** The request a signature is bound to: its method and its path (with query) below the API's base. */
export interface SignedRequest {
  method: string;
  path: string;
}

let isolateKey: Promise<CryptoKey> | undefined;
const keys = new Map<string, Promise<CryptoKey>>();

/**
 * The HMAC key: SHOP_API_SECRET, or without it a random key of this isolate, which only an
 * in-process shop API shares (a separate host then refuses every signature: set the secret).
 */
function signingKey(secret: string | undefined): Promise<CryptoKey> {
  if (!secret) {
    isolateKey ??= crypto.subtle.generateKey({ name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]) as Promise<CryptoKey>;
    return isolateKey;
  }
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

/**
 * What is signed: the kind of principal ("" for a customer, the v1 format; "staff" for a staff
 * member), who, when, and the request. A customer's signature never verifies as a staff one.
 */
const message = (kind: "" | "staff", who: string, issuedAt: number, request: SignedRequest) =>
  new TextEncoder().encode(`${VERSION}${kind ? `-${kind}` : ""}\n${who}\n${issuedAt}\n${request.method.toUpperCase()} ${request.path}`);

async function sign(secret: string | undefined, kind: "" | "staff", who: string, request: SignedRequest, now: number) {
  return toBase64Url(await crypto.subtle.sign("HMAC", await signingKey(secret), message(kind, who, now, request)));
}

async function verify(
  secret: string | undefined,
  kind: "" | "staff",
  who: string,
  issuedAt: number,
  signature: string,
  request: SignedRequest,
  now: number,
) {
  if (Math.abs(now - issuedAt) > SHOP_IDENTITY_MAX_AGE_S * 1000) return false;
  return crypto.subtle.verify("HMAC", await signingKey(secret), fromBase64Url(signature), message(kind, who, issuedAt, request));
}

/** The header value that names `customerId` for exactly this request. */
export async function signCustomer(
  secret: string | undefined,
  customerId: number,
  request: SignedRequest,
  now = Date.now(),
): Promise<string> {
  return `${VERSION}.${customerId}.${now}.${await sign(secret, "", String(customerId), request, now)}`;
}

/** The customer a header names, or null when it is malformed, stale, for another request or forged. */
export async function verifyCustomer(
  secret: string | undefined,
  header: string,
  request: SignedRequest,
  now = Date.now(),
): Promise<number | null> {
  const match = /^v1\.([1-9]\d{0,15})\.(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(header);
  if (!match) return null;
  const customerId = Number(match[1]);
  if (!Number.isSafeInteger(customerId)) return null;
  return (await verify(secret, "", match[1]!, Number(match[2]), match[3]!, request, now)) ? customerId : null;
}

/**
 * The staff member the back office names to the shop API: the e-mail Cloudflare Access (or the
 * development sign-in) proved, signed like a customer's id. The shop API maps it to a staff row.
 */
export const SHOP_STAFF_HEADER = "X-Shop-Staff";

export async function signStaff(secret: string | undefined, email: string, request: SignedRequest, now = Date.now()): Promise<string> {
  const who = toBase64Url(new TextEncoder().encode(email.toLowerCase()));
  return `${VERSION}.${who}.${now}.${await sign(secret, "staff", email.toLowerCase(), request, now)}`;
}

/** The e-mail a staff header names, or null when it is malformed, stale, for another request or forged. */
export async function verifyStaff(
  secret: string | undefined,
  header: string,
  request: SignedRequest,
  now = Date.now(),
): Promise<string | null> {
  const match = /^v1\.([A-Za-z0-9_-]{1,400})\.(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(header);
  if (!match) return null;
  let email: string;
  try {
    email = new TextDecoder("utf-8", { fatal: true }).decode(fromBase64Url(match[1]!));
  } catch {
    return null;
  }
  return (await verify(secret, "staff", email, Number(match[2]), match[3]!, request, now)) ? email : null;
}
