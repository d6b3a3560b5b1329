/** A tyre's record in the EU product database (EPREL): the label's QR code and the invoice link. */
export function eprelUrl(eprelId: string): string {
  return `https://eprel.ec.europa.eu/qr/${encodeURIComponent(eprelId)}`;
}
