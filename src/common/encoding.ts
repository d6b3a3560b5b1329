/** Byte encodings and digests the Worker uses, defined once (WebCrypto, no library). */

export function toHex(bytes: Uint8Array | ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Standard base64 (mail attachments), in chunks: spreading a whole file into one call would overflow the stack. */
export function toBase64(bytes: Uint8Array | ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let binary = "";
  for (let start = 0; start < view.length; start += 0x8000) binary += String.fromCharCode(...view.subarray(start, start + 0x8000));
  return btoa(binary);
}

export function toBase64Url(bytes: Uint8Array | ArrayBuffer): string {
  return toBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0));
}

/** A text's digest as lowercase hex. */
export async function digestHex(algorithm: "SHA-256" | "SHA-384", text: string): Promise<string> {
  return toHex(await crypto.subtle.digest(algorithm, new TextEncoder().encode(text)));
}

/** Compares two strings in time that does not depend on where they differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a[index]! ^ b[index]!;
  return difference === 0;
}

/** Text safe inside XML element content and attribute values (site maps, SOAP envelopes). */
export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}
