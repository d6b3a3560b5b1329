import { encode } from "uqr";

/**
 * A QR code's modules as one SVG path in module units (uqr computes the matrix). Each row's dark
 * runs are one rectangle, so a 33-module code is a few hundred commands, not a thousand squares.
 */
export function qrPath(text: string): { size: number; path: string } {
  const qr = encode(text, { ecc: "M", border: 1 });
  let path = "";
  for (const [y, row] of qr.data.entries()) {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      path += `M${start} ${y}h${x - start}v1h-${x - start}z`;
    }
  }
  return { size: qr.size, path };
}

/**
 * A QR code as SVG (no script, no image request). `x`/`y` place it inside another SVG drawing
 * (the EU label); `label` names it for screen readers, or it is decorative when null.
 */
export function QrCode({ text, size = 96, label, x, y }: { text: string; size?: number; label: string | null; x?: number; y?: number }) {
  const qr = qrPath(text);
  return (
    <svg
      className="qr"
      x={x}
      y={y}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
