/**
 * The cryptography KSeF asks of a client, with WebCrypto only (workerd has no Node crypto here):
 * - RSA-OAEP with SHA-256 (MGF1 SHA-256) under the Ministry's public key, for the KSeF token and
 *   the session's AES key (uwierzytelnianie.md §2.2, sesja-interaktywna.md);
 * - AES-256-CBC with PKCS#7 padding for each invoice (WebCrypto's AES-CBC pads PKCS#7);
 * - SHA-256 in base64 (hashes sent to KSeF) and base64url (QR links, kody-qr.md);
 * - RSASSA-PSS or ECDSA P-256 signatures for KOD II.
 * Keys come as certificates (X.509, DER): a small DER walker finds the SubjectPublicKeyInfo and the
 * serial number, which is all that is needed; no library, nothing evaluated at run time.
 */
import { toBase64, toBase64Url } from "../../../common/encoding";

export type Bytes = Uint8Array<ArrayBuffer>;

export const utf8 = (text: string): Bytes => new TextEncoder().encode(text);

export function fromBase64(text: string): Bytes {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

export function randomBytes(length: number): Bytes {
  return crypto.getRandomValues(new Uint8Array(length));
}

export async function sha256(bytes: Bytes): Promise<Bytes> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
}

/** SHA-256 in standard base64: the form of every hash in KSeF's requests and answers (Sha256HashBase64). */
export const sha256Base64 = async (bytes: Bytes) => toBase64(await sha256(bytes));

/** SHA-256 in base64url without padding: the invoice's hash in the QR links (kody-qr.md). */
export const sha256Base64Url = async (bytes: Bytes) => toBase64Url(await sha256(bytes));

// ── DER ───────────────────────────────────────────────────────────────────────────────────────

interface Tlv {
  tag: number;
  /** First byte of the header (tag). */
  start: number;
  /** First byte of the content. */
  contentStart: number;
  /** One past the last byte of the content. */
  end: number;
}

function readTlv(der: Bytes, offset: number): Tlv {
  const tag = der[offset];
  let lengthByte = der[offset + 1];
  if (tag === undefined || lengthByte === undefined) throw new Error("DER: truncated");
  let position = offset + 2;
  let length = lengthByte;
  if (lengthByte & 0x80) {
    // Long form: the low bits count the length's own bytes (certificates need at most 3).
    const count = lengthByte & 0x7f;
    if (count === 0 || count > 3) throw new Error("DER: unsupported length");
    length = 0;
    for (let index = 0; index < count; index++) {
      lengthByte = der[position++];
      if (lengthByte === undefined) throw new Error("DER: truncated");
      length = length * 256 + lengthByte;
    }
  }
  if (position + length > der.length) throw new Error("DER: truncated");
  return { tag, start: offset, contentStart: position, end: position + length };
}

function childrenOf(der: Bytes, parent: Tlv): Tlv[] {
  const children: Tlv[] = [];
  for (let offset = parent.contentStart; offset < parent.end; ) {
    const child = readTlv(der, offset);
    children.push(child);
    offset = child.end;
  }
  return children;
}

const SEQUENCE = 0x30;
const INTEGER = 0x02;
const OBJECT_IDENTIFIER = 0x06;
/** 1.2.840.113549.1.1.1 rsaEncryption */
const OID_RSA = "2a864886f70d010101";
/** 1.2.840.10045.2.1 id-ecPublicKey */
const OID_EC = "2a8648ce3d0201";
/** 1.2.840.10045.3.1.7 prime256v1 (NIST P-256) */
const OID_P256 = "2a8648ce3d030107";

const hex = (bytes: Bytes) => [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");

export interface CertificateInfo {
  der: Bytes;
  /** The serial number as uppercase hex of its DER bytes ("01F20A5D352AE590", kody-qr.md). */
  serialNumber: string;
  /** The SubjectPublicKeyInfo, whole (its SHA-256 is KSeF's publicKeyId). */
  spki: Bytes;
  keyType: "RSA" | "EC-P256" | "other";
}

/** Reads a certificate (DER): Certificate → tbsCertificate → [version] serial sigAlg issuer validity subject SPKI. */
export function parseCertificate(der: Bytes): CertificateInfo {
  const certificate = readTlv(der, 0);
  const tbs = childrenOf(der, certificate)[0];
  if (certificate.tag !== SEQUENCE || tbs?.tag !== SEQUENCE) throw new Error("Not an X.509 certificate");
  const fields = childrenOf(der, tbs);
  const first = fields[0]?.tag === 0xa0 ? 1 : 0; // [0] EXPLICIT version, absent in v1 certificates
  const serial = fields[first];
  const spki = fields[first + 5];
  if (serial?.tag !== INTEGER || spki?.tag !== SEQUENCE) throw new Error("Not an X.509 certificate");
  const algorithm = childrenOf(der, spki)[0];
  const [oid, parameter] = algorithm ? childrenOf(der, algorithm) : [];
  const content = (tlv: Tlv | undefined) => (tlv?.tag === OBJECT_IDENTIFIER ? hex(der.subarray(tlv.contentStart, tlv.end)) : "");
  const keyOid = content(oid);
  return {
    der,
    serialNumber: hex(der.subarray(serial.contentStart, serial.end)).toUpperCase(),
    spki: der.slice(spki.start, spki.end),
    keyType: keyOid === OID_RSA ? "RSA" : keyOid === OID_EC && content(parameter) === OID_P256 ? "EC-P256" : "other",
  };
}

/** The DER inside a PEM block with this label ("CERTIFICATE", "PRIVATE KEY"). */
export function pemToDer(pem: string, label: string): Bytes {
  const match = new RegExp(`-----BEGIN ${label}-----([\\s\\S]*?)-----END ${label}-----`).exec(pem);
  if (!match) throw new Error(`PEM: no "${label}" block`);
  return fromBase64(match[1]!.replace(/\s+/g, ""));
}

/** KSeF's publicKeyId of a certificate: SHA-256 of its SubjectPublicKeyInfo, base64 (klucze-publiczne-do-szyfrowania.md §2). */
export const publicKeyIdOf = (certificate: CertificateInfo) => sha256Base64(certificate.spki);

// ── RSA-OAEP and AES-256-CBC ─────────────────────────────────────────────────────────────────

const OAEP = { name: "RSA-OAEP", hash: "SHA-256" } as const;

export function importOaepPublicKey(certificate: CertificateInfo): Promise<CryptoKey> {
  return crypto.subtle.importKey("spki", certificate.spki, OAEP, false, ["encrypt"]);
}

export function importOaepPrivateKey(privateKeyPem: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("pkcs8", pemToDer(privateKeyPem, "PRIVATE KEY"), OAEP, false, ["decrypt"]);
}

export async function rsaOaepEncrypt(key: CryptoKey, data: Bytes): Promise<Bytes> {
  return new Uint8Array(await crypto.subtle.encrypt(OAEP, key, data));
}

export async function rsaOaepDecrypt(key: CryptoKey, data: Bytes): Promise<Bytes> {
  return new Uint8Array(await crypto.subtle.decrypt(OAEP, key, data));
}

const importAes = (key: Bytes, use: KeyUsage) => crypto.subtle.importKey("raw", key, { name: "AES-CBC" }, false, [use]);

/** AES-256-CBC with PKCS#7 padding; the IV travels separately (in the session's encryption info), not in front of the ciphertext. */
export async function aesCbcEncrypt(key: Bytes, iv: Bytes, data: Bytes): Promise<Bytes> {
  return new Uint8Array(await crypto.subtle.encrypt({ name: "AES-CBC", iv }, await importAes(key, "encrypt"), data));
}

export async function aesCbcDecrypt(key: Bytes, iv: Bytes, data: Bytes): Promise<Bytes> {
  return new Uint8Array(await crypto.subtle.decrypt({ name: "AES-CBC", iv }, await importAes(key, "decrypt"), data));
}

// ── Signatures (KOD II) ───────────────────────────────────────────────────────────────────────

/**
 * The signing algorithm kody-qr.md prescribes for a certificate's key: RSASSA-PSS with SHA-256,
 * MGF1 SHA-256 and a 32-byte salt (keys of at least 2048 bits); or ECDSA P-256 with SHA-256, whose
 * WebCrypto output is already the recommended IEEE P1363 form (R || S, 32 bytes each).
 */
function signingAlgorithm(certificate: CertificateInfo) {
  if (certificate.keyType === "RSA")
    return { importParams: { name: "RSA-PSS", hash: "SHA-256" }, signParams: { name: "RSA-PSS", saltLength: 32 } } as const;
  if (certificate.keyType === "EC-P256")
    return { importParams: { name: "ECDSA", namedCurve: "P-256" }, signParams: { name: "ECDSA", hash: "SHA-256" } } as const;
  throw new Error("KSeF offline certificates carry an RSA or an ECDSA P-256 key (kody-qr.md)");
}

/**
 * Signs with the private key (PKCS#8 PEM) and checks the signature against the certificate's
 * public key: a key that does not belong to the certificate would print a KOD II nobody can verify.
 */
export async function signForCertificate(certificate: CertificateInfo, privateKeyPem: string, data: Bytes): Promise<Bytes> {
  const { importParams, signParams } = signingAlgorithm(certificate);
  const privateKey = await crypto.subtle.importKey("pkcs8", pemToDer(privateKeyPem, "PRIVATE KEY"), importParams, false, ["sign"]);
  const signature = new Uint8Array(await crypto.subtle.sign(signParams, privateKey, data));
  if (!(await verifyForCertificate(certificate, signature, data)))
    throw new Error("The private key does not belong to the KSeF offline certificate");
  return signature;
}

export async function verifyForCertificate(certificate: CertificateInfo, signature: Bytes, data: Bytes): Promise<boolean> {
  const { importParams, signParams } = signingAlgorithm(certificate);
  const publicKey = await crypto.subtle.importKey("spki", certificate.spki, importParams, false, ["verify"]);
  return crypto.subtle.verify(signParams, publicKey, signature, data);
}
