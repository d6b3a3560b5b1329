/**
 * What every PDF the shop draws shares (the invoice, the terms and the withdrawal form attached to
 * the order confirmation): page size, colours, line wrapping, link annotations and the fonts'
 * glyph coverage. Part of the lazily loaded PDF module only (it imports pdf-lib).
 */
import { PDFString, rgb, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";

export const A4: [number, number] = [595.28, 841.89];
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.38, 0.4, 0.45);
export const RULE = rgb(0.8, 0.82, 0.86);
export const LINK = rgb(0.05, 0.3, 0.65);
export const NOTE_BACKGROUND = rgb(0.95, 0.96, 0.98);

/**
 * How every shop PDF embeds its fonts: without ligatures. A "fi" or "ff" drawn as one glyph was
 * lost when the text was copied or searched ("Zofia" read "Zo a" on an invoice) and left a gap,
 * since widths here are measured per character.
 */
export const FONT_OPTIONS = { features: { liga: false, clig: false, dlig: false } } as const;

/** Each font's advance widths per character at size 1, measured once. */
const advances = new WeakMap<PDFFont, Map<string, number>>();

/**
 * The width of text as pdf-lib draws it (glyph advances, no kerning), from a per-character cache:
 * pdf-lib's own measure shapes the whole string with fontkit every time, which made a multi-page
 * text take over a second to wrap.
 */
export function textWidth(font: PDFFont, text: string, size: number): number {
  let widths = advances.get(font);
  if (!widths) {
    widths = new Map();
    advances.set(font, widths);
  }
  let total = 0;
  for (const char of text) {
    let advance = widths.get(char);
    if (advance === undefined) {
      advance = font.widthOfTextAtSize(char, 1);
      widths.set(char, advance);
    }
    total += advance;
  }
  return total * size;
}

/**
 * Splits text into lines no wider than `width` at this font size (breaking long words too). Only
 * ordinary spaces break a line: a no-break space (as in "50 000,00 zł") keeps its words together.
 */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  const space = textWidth(font, " ", size);
  let line = "";
  let lineWidth = 0;
  for (const word of text.split(/[ \t\r\n]+/)) {
    if (!word) continue;
    const wordWidth = textWidth(font, word, size);
    if (line && lineWidth + space + wordWidth <= width) {
      line = `${line} ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    lineWidth = wordWidth;
    while (lineWidth > width) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(font, line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
      lineWidth = textWidth(font, line, size);
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function addLink(doc: PDFDocument, page: PDFPage, url: string, rect: [number, number, number, number]) {
  const annotation = doc.context.register(
    doc.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
    }),
  );
  page.node.addAnnot(annotation);
}

/**
 * Text the font can draw: the fonts are cut to Latin with every Polish letter, so a character
 * outside them (a new arrow in a legal text, say) becomes its base letter or "?" instead of an
 * invisible glyph.
 */
export function drawable(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  return (text) => {
    let out = "";
    for (const char of text) {
      const code = char.codePointAt(0)!;
      if (supported.has(code)) out += char;
      else if (/\s/.test(char)) out += " ";
      else {
        const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
        out += [...base].every((each) => supported.has(each.codePointAt(0)!)) && base ? base : "?";
      }
    }
    return out;
  };
}
