/**
 * A producer's name set as a wordmark (issue 35): plain text in a typographic style that suits the
 * make – case, weight, letter-spacing, slant and one colour of a small palette – never a copy of
 * its logo and never an image of a trademark. The styles are a few CSS classes (client/styles.css,
 * "Producer wordmarks"), so a card or a filter's row costs a class list, no SVG and no inline style.
 * Every colour reads on white and on the page's light grey (WCAG AA for small text).
 */

export type WordmarkColour = "ink" | "navy" | "blue" | "red" | "orange" | "green";

export interface WordmarkStyle {
  /** Capitals (CSS text-transform: the text itself, and what a screen reader reads, stays as written). */
  upper?: true;
  weight: 600 | 700 | 800 | 900;
  tracking?: "tight" | "wide";
  italic?: true;
  colour: WordmarkColour;
}

/** A producer the table does not know (the catalogue grows with every feed): its name, bold, in the page's ink. */
export const DEFAULT_WORDMARK: WordmarkStyle = { weight: 700, colour: "ink" };

/**
 * The one table of wordmark styles, by producer slug (the seed's producers:
 * src/common/reference/producers.ts); any other producer gets DEFAULT_WORDMARK.
 */
export const PRODUCER_WORDMARKS: Readonly<Record<string, WordmarkStyle>> = {
  michelin: { upper: true, weight: 900, italic: true, colour: "navy" },
  continental: { upper: true, weight: 800, tracking: "wide", colour: "orange" },
  bridgestone: { upper: true, weight: 800, tracking: "tight", colour: "ink" },
  goodyear: { upper: true, weight: 900, italic: true, colour: "blue" },
  pirelli: { upper: true, weight: 900, tracking: "tight", colour: "red" },
  dunlop: { upper: true, weight: 900, colour: "ink" },
  hankook: { weight: 800, tracking: "wide", colour: "orange" },
  "nokian-tyres": { weight: 700, colour: "green" },
  yokohama: { upper: true, weight: 800, italic: true, colour: "red" },
  toyo: { upper: true, weight: 900, tracking: "wide", colour: "blue" },
  falken: { upper: true, weight: 800, tracking: "wide", colour: "navy" },
  kumho: { upper: true, weight: 800, colour: "red" },
  nexen: { upper: true, weight: 800, tracking: "wide", colour: "navy" },
  bfgoodrich: { upper: true, weight: 900, tracking: "tight", colour: "red" },
  uniroyal: { upper: true, weight: 800, italic: true, colour: "blue" },
  debica: { weight: 800, colour: "navy" },
  fulda: { upper: true, weight: 900, tracking: "tight", colour: "ink" },
  barum: { upper: true, weight: 800, colour: "navy" },
  semperit: { upper: true, weight: 800, colour: "red" },
  kleber: { upper: true, weight: 800, italic: true, colour: "navy" },
  firestone: { weight: 900, italic: true, colour: "red" },
  vredestein: { upper: true, weight: 700, tracking: "wide", colour: "ink" },
  apollo: { weight: 800, colour: "navy" },
  "gt-radial": { upper: true, weight: 800, italic: true, colour: "red" },
  kormoran: { upper: true, weight: 800, tracking: "wide", colour: "navy" },
  sava: { upper: true, weight: 900, tracking: "wide", colour: "blue" },
  tigar: { upper: true, weight: 800, tracking: "wide", colour: "ink" },
  riken: { upper: true, weight: 800, italic: true, colour: "red" },
  matador: { upper: true, weight: 900, italic: true, colour: "ink" },
  "general-tire": { upper: true, weight: 800, colour: "navy" },
  gislaved: { upper: true, weight: 700, tracking: "wide", colour: "red" },
  viking: { upper: true, weight: 900, colour: "navy" },
  maxxis: { upper: true, weight: 900, italic: true, colour: "red" },
  cooper: { weight: 800, colour: "ink" },
  nankang: { upper: true, weight: 800, colour: "green" },
  laufenn: { upper: true, weight: 800, tracking: "wide", colour: "ink" },
  sailun: { upper: true, weight: 800, colour: "blue" },
  linglong: { upper: true, weight: 800, italic: true, colour: "blue" },
  triangle: { upper: true, weight: 800, colour: "red" },
  petlas: { upper: true, weight: 800, italic: true, colour: "navy" },
  lassa: { upper: true, weight: 900, tracking: "wide", colour: "blue" },
};

/** The style of a producer's wordmark: its row of the table, or the default. */
export function wordmarkStyle(slug: string): WordmarkStyle {
  return Object.hasOwn(PRODUCER_WORDMARKS, slug) ? PRODUCER_WORDMARKS[slug]! : DEFAULT_WORDMARK;
}

/** The classes that set a style ("wordmark wm-upper wm-900 wm-italic wm-navy"). */
export function wordmarkClasses(slug: string): string {
  const style = wordmarkStyle(slug);
  return [
    "wordmark",
    style.upper ? "wm-upper" : "",
    `wm-${style.weight}`,
    style.tracking ? `wm-${style.tracking}` : "",
    style.italic ? "wm-italic" : "",
    `wm-${style.colour}`,
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * The producer's name as its wordmark, in the surrounding text's size unless `size` asks for the
 * home page's tile ("md") or a banner's ("lg"). Never translated by the browser (a name).
 */
export function ProducerWordmark({ slug, name, size }: { slug: string; name: string; size?: "md" | "lg" }) {
  return (
    <span className={size ? `${wordmarkClasses(slug)} wordmark-${size}` : wordmarkClasses(slug)} translate="no">
      {name}
    </span>
  );
}
