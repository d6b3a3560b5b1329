import { LABEL_CLASSES } from "../../common/config/storefront";
import { t } from "../../common/i18n/intl";

/** The anchor of the full label on a tyre's data page (src/site/ui/EuLabel.tsx). */
export const LABEL_ANCHOR = "etykieta";

/** The words of the arrow's name before and after its class letter. */
function arrowLabelWords(): { before: string; after: string } {
  const range = `${LABEL_CLASSES[0]}–${LABEL_CLASSES.at(-1)}`;
  return { before: `${t("tyre.euLabel")}: ${t("tyre.label.fuel").toLowerCase()}`, after: `(w skali ${range}) – pokaż etykietę` };
}

/** What the arrow says to screen readers and as its link's name. */
export function arrowLabel(fuelClass: string): string {
  const { before, after } = arrowLabelWords();
  return `${before} ${fuelClass} ${after}`;
}

/** The ids of the page's shared arrow name's parts (ArrowNames): the words before and after, each class letter. Short: 24 cards repeat them. */
const ARROW_NAME_ID = { before: "eu-n", after: "eu-s", letter: (fuelClass: string) => `eu-${fuelClass}` };

/**
 * The arrow's name once per page for a list of cards (issue 37: 24 cards repeated its ~90 bytes):
 * hidden words the cards' arrows name themselves by (aria-labelledby), so each says the same as
 * `arrowLabel` with a few bytes. A page with `sharedName` arrows renders this once.
 */
export function ArrowNames({ classes }: { classes: readonly string[] }) {
  const { before, after } = arrowLabelWords();
  return (
    <div hidden>
      <span id={ARROW_NAME_ID.before}>{before}</span>
      {[...new Set(classes)].sort().map((fuelClass) => (
        <span key={fuelClass} id={ARROW_NAME_ID.letter(fuelClass)}>
          {fuelClass}
        </span>
      ))}
      <span id={ARROW_NAME_ID.after}>{after}</span>
    </div>
  );
}

/**
 * The nested display of the EU tyre label (Regulation (EU) 2020/740 annex VI): an arrow in the
 * fuel efficiency class's colour with the class letter in white, the range of classes (A–E)
 * beside it, leading to the full label. Drawn by the stylesheet (client/styles.css, .eu-arrow):
 * the element's text is the letter, at the price's size inside the price's box (the arrow 1.2 em
 * tall); the range box is its ::before, the coloured arrow its ::after (a clip-path), the colour
 * the class's (.eu-arrow-A … -E, LABEL_CLASS_COLOURS). The white letter gets a thin dark outline,
 * as the label's own letters have, so it stays legible on the yellow classes. No SVG: a listing
 * draws 24 of them.
 *
 * With `href` it is a link to the label (the data page's `#etykieta`: annex VI lets the full label
 * open as a new page; a link works the same under a finger and a mouse and costs no script);
 * without, the picture alone (hidden from screen readers), for a link around it that names it (the
 * data page's summary). `sharedName`: a list of cards' arrow, named by the page's ArrowNames.
 */
export function EuLabelArrow({ fuelClass, href, sharedName = false }: { fuelClass: string; href?: string; sharedName?: boolean }) {
  const className = `eu-arrow eu-arrow-${classOf(fuelClass)}`;
  if (!href)
    return (
      <span className={className} aria-hidden="true">
        {fuelClass}
      </span>
    );
  if (sharedName)
    return (
      <a
        className={className}
        href={href}
        aria-labelledby={`${ARROW_NAME_ID.before} ${ARROW_NAME_ID.letter(fuelClass)} ${ARROW_NAME_ID.after}`}
      >
        {fuelClass}
      </a>
    );
  return (
    <a className={className} href={href} aria-label={arrowLabel(fuelClass)}>
      {fuelClass}
    </a>
  );
}

/** A class the stylesheet colours (A–E), or "X" (grey) for anything else. */
function classOf(value: string): string {
  return (LABEL_CLASSES as readonly string[]).includes(value) ? value : "X";
}

/**
 * A class letter on its colour, a small arrow as on the label's scales (wet grip beside the fuel
 * arrow, the compare and model pages): the stylesheet's (.eu-badge). Decorative unless `spoken`
 * (the text around it names the class for readers); a card's wet grip speaks its letter.
 */
export function EuClassBadge({ value, spoken = false }: { value: string; spoken?: boolean }) {
  return (
    <span className={`eu-badge eu-arrow-${classOf(value)}`} aria-hidden={spoken ? undefined : "true"}>
      {value}
    </span>
  );
}
