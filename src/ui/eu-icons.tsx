/** Pictograms of the EU tyre label (fuel, wet grip, noise), simplified, decorative. */
const base = { width: 16, height: 16, viewBox: "0 0 16 16", "aria-hidden": true, focusable: false, fill: "currentColor" } as const;

export const FuelIcon = () => (
  <svg {...base}>
    <path d="M3 2h6v12H3zM4 3v4h4V3zM10 5l2 1v6a1 1 0 0 0 2 0V7l-1.5-3-.9.5L13 7v5h-1V5.5L10.5 4.5z" />
  </svg>
);
export const WetIcon = () => (
  <svg {...base}>
    <path d="M8 1s-5 6-5 9a5 5 0 0 0 10 0c0-3-5-9-5-9z" />
  </svg>
);
export const NoiseIcon = () => (
  <svg {...base}>
    <path d="M2 6h3l4-3v10L5 10H2zM11 5a4 4 0 0 1 0 6l-.8-.6a3 3 0 0 0 0-4.8zM12.5 3a6.5 6.5 0 0 1 0 10l-.7-.7a5.5 5.5 0 0 0 0-8.6z" />
  </svg>
);
