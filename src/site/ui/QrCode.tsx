import { qrRuns } from "../../common/qr";

/**
 * A QR code's modules as one SVG path in module units (uqr computes the matrix). Each row's dark
 * runs are one rectangle, so a 33-module code is a few hundred commands, not a thousand squares.
 */
export function qrPath(text: string): { size: number; path: string } {
  const { size, runs } = qrRuns(text);
  return { size, path: runs.map((run) => `M${run.x} ${run.y}h${run.length}v1h-${run.length}z`).join("") };
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
