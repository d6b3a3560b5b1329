import { digestHex, toBase64Url } from "./encoding";

/** Random bearer tokens (sessions, password resets) and the SHA-256 under which D1 stores them. */
export function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export function sha256Hex(text: string): Promise<string> {
  return digestHex("SHA-256", text);
}
