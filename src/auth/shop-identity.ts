/**
 * How the site names the signed-in customer to the shop API (DESIGN "The shop-API seam"): a
 * header `v1.<customer id>.<unix ms>.<HMAC-SHA256>` over the id, the time, the method and the
 * path with its query, keyed with SHOP_API_SECRET. The shop API trusts nothing else: not the URL,
 * not `Host`, not a bare id. The same header works in-process and over HTTP (SHOP_API_URL).
 */
import { SHOP_IDENTITY_MAX_AGE_S } from "../config";
import { fromBase64Url, toBase64Url } from "../encoding";

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

const message = (customerId: number, issuedAt: number, request: SignedRequest) =>
  new TextEncoder().encode(`${VERSION}\n${customerId}\n${issuedAt}\n${request.method.toUpperCase()} ${request.path}`);

/** The header value that names `customerId` for exactly this request. */
export async function signCustomer(
  secret: string | undefined,
  customerId: number,
  request: SignedRequest,
  now = Date.now(),
): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await signingKey(secret), message(customerId, now, request));
  return `${VERSION}.${customerId}.${now}.${toBase64Url(signature)}`;
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
  const issuedAt = Number(match[2]);
  if (!Number.isSafeInteger(customerId) || Math.abs(now - issuedAt) > SHOP_IDENTITY_MAX_AGE_S * 1000) return null;
  const valid = await crypto.subtle.verify(
    "HMAC",
    await signingKey(secret),
    fromBase64Url(match[3]!),
    message(customerId, issuedAt, request),
  );
  return valid ? customerId : null;
}
