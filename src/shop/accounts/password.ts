/**
 * Password hashing with PBKDF2-SHA256 through WebCrypto (DESIGN "Security"): a 16-byte random salt,
 * a versioned string that records the algorithm and iteration count, constant-time comparison.
 */
import { PASSWORD_HASH_ITERATIONS } from "../../common/config/security";
import { constantTimeEqual, fromBase64Url, toBase64Url } from "../../common/encoding";

const SCHEME = "pbkdf2-sha256";
const SALT_BYTES = 16;
const HASH_BYTES = 32;

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password.normalize("NFKC")), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BYTES * 8);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PASSWORD_HASH_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return `${SCHEME}$${iterations}$${toBase64Url(salt)}$${toBase64Url(await derive(password, salt, iterations))}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split("$");
  if (scheme !== SCHEME || !iterations || !salt || !hash) return false;
  const expected = fromBase64Url(hash);
  const actual = await derive(password, fromBase64Url(salt), Number(iterations));
  return constantTimeEqual(actual, expected);
}
