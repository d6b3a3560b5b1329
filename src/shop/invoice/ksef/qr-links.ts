/**
 * The verification links printed as QR codes on an invoice's visualisation (kody-qr.md):
 * - KOD I on every invoice sent to KSeF: `{qr base}/invoice/{seller NIP}/{P_1 as DD-MM-RRRR}/{SHA-256
 *   of the invoice file, base64url}`, labelled with the KSeF number, or "OFFLINE" while it has none;
 * - KOD II on offline invoices only: `{qr base}/certificate/{context type}/{context value}/{seller NIP}/
 *   {offline certificate's serial}/{hash}/{signature}`, labelled "CERTYFIKAT". The signature covers the
 *   link without "https://" and without the signature (nor a trailing "/"), made with the private key
 *   of a KSeF certificate of type Offline (an Authentication certificate may not sign it).
 * The hash is of the very bytes sent to KSeF: the XML string as UTF-8.
 */
import { toBase64Url } from "../../../common/encoding";
import { type Bytes, parseCertificate, pemToDer, sha256Base64Url, signForCertificate, utf8 } from "./crypto";

/** The label under KOD II (kody-qr.md "Oznaczenie pod kodem QR"). */
export const KOD_II_LABEL = "CERTYFIKAT";
/** The label under KOD I while the invoice has no KSeF number (offline, or online still waiting for one). */
export const KOD_I_OFFLINE_LABEL = "OFFLINE";

/** The login context KOD II names (ContextIdentifier of uwierzytelnianie.md); the shop signs in its own NIP's. */
export type KsefContextType = "Nip" | "InternalId" | "NipVatUe" | "PeppolId";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-02-01" (the shop's dates, P_1) → "01-02-2026" (the link's DD-MM-RRRR). */
export function qrIssueDate(issueDate: string): string {
  const match = ISO_DAY.exec(issueDate);
  if (!match) throw new Error(`Issue date must be YYYY-MM-DD, not "${issueDate}"`);
  return `${match[3]}-${match[2]}-${match[1]}`;
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");

/** The invoice file's hash as the links carry it: SHA-256 of the XML's UTF-8 bytes, base64url. */
export const invoiceHashBase64Url = (invoiceXml: string) => sha256Base64Url(utf8(invoiceXml));

/** KOD I from its parts (the hash already base64url). */
export function invoiceVerificationUrl(qrBaseUrl: string, sellerNip: string, issueDate: string, hashBase64Url: string): string {
  return `${trimSlash(qrBaseUrl)}/invoice/${sellerNip}/${qrIssueDate(issueDate)}/${hashBase64Url}`;
}

/** The label under KOD I: the KSeF number once known, else "OFFLINE". */
export const invoiceVerificationLabel = (ksefNumber: string | null) => ksefNumber ?? KOD_I_OFFLINE_LABEL;

export interface OfflineCertificate {
  /** The KSeF certificate of type Offline, PEM ("-----BEGIN CERTIFICATE-----"). */
  certificatePem: string;
  /** Its private key as unencrypted PKCS#8 PEM ("-----BEGIN PRIVATE KEY-----"; `openssl pkcs8 -topk8 -nocrypt` converts others). */
  privateKeyPem: string;
}

export interface CertificateLinkInput {
  qrBaseUrl: string;
  contextType?: KsefContextType;
  /** The context's identifier (the shop's NIP when it signs in its own context). */
  contextValue: string;
  sellerNip: string;
  hashBase64Url: string;
  certificate: OfflineCertificate;
}

/**
 * KOD II: the link, then its signature (RSASSA-PSS SHA-256 with a 32-byte salt, or ECDSA P-256
 * SHA-256 in IEEE P1363 form, by the certificate's key), base64url, appended as the last segment.
 */
export async function certificateVerificationUrl(input: CertificateLinkInput): Promise<string> {
  const certificate = parseCertificate(pemToDer(input.certificate.certificatePem, "CERTIFICATE"));
  const link = [
    `${trimSlash(input.qrBaseUrl)}/certificate`,
    input.contextType ?? "Nip",
    input.contextValue,
    input.sellerNip,
    certificate.serialNumber,
    input.hashBase64Url,
  ].join("/");
  const signed = certificateLinkSignedPart(link);
  const signature: Bytes = await signForCertificate(certificate, input.certificate.privateKeyPem, utf8(signed));
  return `${link}/${toBase64Url(signature)}`;
}

/** What KOD II's signature covers: the link without its scheme and without a trailing "/". */
export const certificateLinkSignedPart = (link: string) => trimSlash(link.replace(/^https?:\/\//, ""));

export interface InvoiceQrCode {
  url: string;
  label: string;
}

export interface InvoiceQrInput {
  qrBaseUrl: string;
  invoiceXml: string;
  sellerNip: string;
  /** P_1, "YYYY-MM-DD". */
  issueDate: string;
  /** Null until KSeF assigns it. */
  ksefNumber: string | null;
  /** For an invoice issued offline: the certificate that signs KOD II (and the context it was issued in, default the seller's NIP). */
  offline?: { certificate: OfflineCertificate; contextType?: KsefContextType; contextValue?: string } | null;
}

/** The codes an invoice's visualisation carries: KOD I always, KOD II too when it was issued offline. */
export async function invoiceQrCodes(input: InvoiceQrInput): Promise<InvoiceQrCode[]> {
  const hash = await invoiceHashBase64Url(input.invoiceXml);
  const codes: InvoiceQrCode[] = [
    {
      url: invoiceVerificationUrl(input.qrBaseUrl, input.sellerNip, input.issueDate, hash),
      label: invoiceVerificationLabel(input.ksefNumber),
    },
  ];
  if (input.offline) {
    const url = await certificateVerificationUrl({
      qrBaseUrl: input.qrBaseUrl,
      contextType: input.offline.contextType ?? "Nip",
      contextValue: input.offline.contextValue ?? input.sellerNip,
      sellerNip: input.sellerNip,
      hashBase64Url: hash,
      certificate: input.offline.certificate,
    });
    codes.push({ url, label: KOD_II_LABEL });
  }
  return codes;
}
