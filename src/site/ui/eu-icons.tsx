/**
 * Pictograms of the EU tyre label (Regulation (EU) 2020/740 annex II), simplified, on a 16-unit
 * grid: the small icons beside the classes and, scaled, the drawn label's pictograms.
 */
export const EU_PICTOGRAMS = {
  /** Fuel pump. */
  fuel: "M3 2h6v12H3zM4 3v4h4V3zM10 5l2 1v6a1 1 0 0 0 2 0V7l-1.5-3-.9.5L13 7v5h-1V5.5L10.5 4.5z",
  /** Wet grip: a rain drop (the small icon). */
  wet: "M8 1s-5 6-5 9a5 5 0 0 0 10 0c0-3-5-9-5-9z",
  /** Wet grip on the label: a rain cloud over a wet road. */
  wetRoad:
    "M3.5 7.5a2.5 2.5 0 0 1 .3-5 3.5 3.5 0 0 1 6.6.6 2.2 2.2 0 0 1 2.1 4.4zM4.6 8.6h1l-1 2.6h-1zM7.6 8.6h1l-1 2.6h-1zM10.6 8.6h1l-1 2.6h-1zM1 13h14v1.2H1zM2 15h2.5v.8H2zM6.8 15h2.5v.8H6.8zM11.5 15H14v.8h-2.5z",
  /** External rolling noise: a loudspeaker with sound waves. */
  noise: "M2 6h3l4-3v10L5 10H2zM11 5a4 4 0 0 1 0 6l-.8-.6a3 3 0 0 0 0-4.8zM12.5 3a6.5 6.5 0 0 1 0 10l-.7-.7a5.5 5.5 0 0 0 0-8.6z",
  /** Snow grip: the three-peak mountain with a snowflake (3PMSF). */
  snow: "M1 14.5 5.2 6l2 3.2 2.6-5.7 5.2 11zM8 8.6v5M5.8 9.9l4.4 2.5M10.2 9.9l-4.4 2.5",
  /** Ice grip: an ice crystal over a frozen surface. */
  ice: "M8 1v10M3.7 3.5l8.6 5M12.3 3.5l-8.6 5M6.6 1.6 8 3l1.4-1.4M6.6 10.4 8 9l1.4 1.4M1 13.5h14M1 15.5h14",
} as const;

/** Pictograms drawn as outlines (their paths are strokes, not filled shapes). */
export const STROKED_PICTOGRAMS = new Set<keyof typeof EU_PICTOGRAMS>(["snow", "ice"]);

const base = { width: 16, height: 16, viewBox: "0 0 16 16", "aria-hidden": true, focusable: false, fill: "currentColor" } as const;

export const FuelIcon = () => (
  <svg {...base}>
    <path d={EU_PICTOGRAMS.fuel} />
  </svg>
);
export const WetIcon = () => (
  <svg {...base}>
    <path d={EU_PICTOGRAMS.wet} />
  </svg>
);
export const NoiseIcon = () => (
  <svg {...base}>
    <path d={EU_PICTOGRAMS.noise} />
  </svg>
);
