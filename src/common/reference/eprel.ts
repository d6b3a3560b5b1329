/** A tyre's record in the EU product database (EPREL): the label's QR code and the invoice link. */
export function eprelUrl(eprelId: string): string {
  return `https://eprel.ec.europa.eu/qr/${encodeURIComponent(eprelId)}`;
}

/** The tyre's public page in EPREL, with its product information sheet (Regulation (EU) 2020/740 art. 6). */
export function eprelProductUrl(eprelId: string): string {
  return `https://eprel.ec.europa.eu/screen/product/tyres/${encodeURIComponent(eprelId)}`;
}
