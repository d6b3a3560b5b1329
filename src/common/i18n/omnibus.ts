/**
 * The Omnibus line (ustawa o informowaniu o cenach, art. 4 ust. 2): wherever a reduction is
 * shown, the lowest price of the 30 days before it, with the "−X %" computed from that price.
 * Plain text without the ICU parser, so the basket island can say it the same way.
 */
export function omnibusText(lowestPrice: string, percent: number): string {
  return `Najniższa cena z 30\u00a0dni przed obniżką: ${lowestPrice} (−${percent}%)`;
}
