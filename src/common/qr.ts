import { encode } from "uqr";

/** One horizontal run of dark modules of a QR code: row y, columns x…x+length−1. */
export interface QrRun {
  x: number;
  y: number;
  length: number;
}

/**
 * A QR code (ISO/IEC 18004, error correction M) as its dark runs, row by row: what the site's SVG
 * (src/site/ui/QrCode.tsx) and the invoice PDF both draw, one rectangle per run rather than per module.
 */
export function qrRuns(text: string, border = 1): { size: number; runs: QrRun[] } {
  const qr = encode(text, { ecc: "M", border });
  const runs: QrRun[] = [];
  for (const [y, row] of qr.data.entries()) {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      runs.push({ x: start, y, length: x - start });
    }
  }
  return { size: qr.size, runs };
}
