import { LABEL_CLASS_COLOURS, LABEL_CLASSES, type LabelClass } from "../../common/config/storefront";
import { t } from "../../common/i18n/intl";

/** The anchor of the full label on a tyre's data page (src/site/ui/EuLabel.tsx). */
export const LABEL_ANCHOR = "etykieta";

/** What the arrow says to screen readers and as its link's name. */
export function arrowLabel(fuelClass: string): string {
  const range = `${LABEL_CLASSES[0]}–${LABEL_CLASSES.at(-1)}`;
  return `${t("tyre.euLabel")}: ${t("tyre.label.fuel").toLowerCase()} ${fuelClass} (w skali ${range}) – pokaż etykietę`;
}

/**
 * The nested display of the EU tyre label (Regulation (EU) 2020/740 annex VI): an arrow in the
 * fuel efficiency class's colour with the class letter in white, the range of classes (A–E)
 * beside it, leading to the full label. Drawn in SVG so the letter's size follows the price's:
 * the drawing is 1.2 em tall and its letter 1 em (client/styles.css, .eu-arrow), inside the
 * price's box. The white letter gets a thin dark outline, as the label's own letters have, so it
 * stays legible on the yellow classes.
 *
 * With `href` it is a link to the label (the data page's `#etykieta`: annex VI lets the full label
 * open as a new page; a link works the same under a finger and a mouse and costs no script);
 * without, the picture alone, for a link around it that names it (the data page's summary).
 */
export function EuLabelArrow({ fuelClass, href }: { fuelClass: string; href?: string }) {
  const colour = LABEL_CLASS_COLOURS[fuelClass as LabelClass] ?? "#6b7280";
  const drawing = (
    <svg className="eu-arrow-drawing" width="62" height="24" viewBox="0 0 62 24" aria-hidden="true" focusable="false">
      {/* The range: the best class above, the worst below, an arrow between. */}
      <rect x="0.5" y="0.5" width="14" height="23" fill="#fff" stroke="#000" />
      <text x="7.5" y="8.6" fontSize="8.5" fontWeight="700" textAnchor="middle" fill="#000">
        {LABEL_CLASSES[0]}
      </text>
      <path d="M7.5 9.9v4.2M6.1 11.3l1.4-1.4 1.4 1.4M6.1 12.7l1.4 1.4 1.4-1.4" fill="none" stroke="#000" strokeWidth="0.9" />
      <text x="7.5" y="22.1" fontSize="8.5" fontWeight="700" textAnchor="middle" fill="#000">
        {LABEL_CLASSES.at(-1)}
      </text>
      <path d="M15 0h35l12 12-12 12H15z" fill={colour} />
      <text
        x="32"
        y="19.2"
        fontSize="20"
        fontWeight="700"
        textAnchor="middle"
        fill="#fff"
        stroke="#000"
        strokeWidth="1.2"
        paintOrder="stroke"
        strokeLinejoin="round"
      >
        {fuelClass}
      </text>
    </svg>
  );
  if (!href) return <span className={`eu-arrow eu-arrow-${fuelClass}`}>{drawing}</span>;
  return (
    <a className={`eu-arrow eu-arrow-${fuelClass}`} href={href} aria-label={arrowLabel(fuelClass)} data-fuel-class={fuelClass}>
      {drawing}
    </a>
  );
}

/**
 * A class letter on its colour, a small arrow as on the label's scales (wet grip beside the fuel
 * arrow, the model page's table). Decorative: the text around it names the class for readers.
 */
export function EuClassBadge({ value }: { value: string }) {
  const colour = LABEL_CLASS_COLOURS[value as LabelClass] ?? "#6b7280";
  return (
    <svg className="eu-badge" width="28" height="20" viewBox="0 0 28 20" aria-hidden="true" focusable="false">
      <path d="M0 0h20l8 10-8 10H0z" fill={colour} />
      <text
        x="10.5"
        y="15.5"
        fontSize="15"
        fontWeight="700"
        textAnchor="middle"
        fill="#fff"
        stroke="#000"
        strokeWidth="1"
        paintOrder="stroke"
        strokeLinejoin="round"
      >
        {value}
      </text>
    </svg>
  );
}
