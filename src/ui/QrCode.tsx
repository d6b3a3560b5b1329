import { encode } from "uqr";

/** A QR code as one SVG path (uqr computes the matrix; no script, no image request). */
export function QrCode({ text, size = 96, label }: { text: string; size?: number; label: string }) {
  const qr = encode(text, { ecc: "M", border: 1 });
  let path = "";
  for (const [y, row] of qr.data.entries()) {
    for (const [x, dark] of row.entries()) if (dark) path += `M${x} ${y}h1v1h-1z`;
  }
  return (
    <svg
      className="qr"
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
