/**
 * A text document drawn as a PDF (the terms and the withdrawal form attached to the order
 * confirmation): plain text in blocks, made from the site's content blocks here, in the Worker,
 * so the lazily loaded PDF module only draws. No pdf-lib in this file.
 */
import type { Block } from "../../common/content/types";
import { absoluteUrl } from "../../common/routes";

export type DocumentBlock =
  | { type: "h2" | "h3" | "p" | "note"; text: string }
  | { type: "ul" | "ol"; items: string[] }
  | { type: "table"; head: string[]; rows: string[][] }
  /**
   * A form to print and fill: a line of only dots ("……") is drawn as an empty writing line, a line
   * ending in dots as its text followed by one; a `filled` line is an answer the shop wrote in
   * already, set apart from the form's own words. An empty title draws none.
   */
  | { type: "form"; title: string; lines: FormLine[] };

export type FormLine = string | { filled: string };

export interface DocumentPdf {
  title: string;
  /** Small lines under the title (where the document lives, its date). */
  subtitle: string[];
  blocks: DocumentBlock[];
  /** Left part of every page's footer; "strona n z m" follows it. */
  footer: string;
  /** The PDF's metadata: author and subject. */
  author: string;
  subject: string;
}

/**
 * Content's inline markup as plain text: **bold** loses its stars, a link keeps its text followed
 * by its absolute address ("regulamin (https://…/regulamin)"), an anchor within the page only its
 * text. Mirrors the markup src/site/ui/RichText draws.
 */
export function plainText(text: string, siteUrl: string): string {
  return text
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, href: string) => {
      if (href.startsWith("#")) return label;
      const url = href.startsWith("/") ? absoluteUrl(siteUrl, href) : href;
      return label === href || label === url ? url : `${label} (${url})`;
    })
    .replace(/\*\*(.+?)\*\*/g, "$1");
}

/** The site's content blocks as a document's plain blocks (questions become subheadings). */
export function documentBlocks(blocks: Block[], siteUrl: string): DocumentBlock[] {
  const plain = (text: string) => plainText(text, siteUrl);
  return blocks.flatMap((block): DocumentBlock[] => {
    switch (block.type) {
      case "h2":
      case "h3":
      case "p":
      case "note":
        return [{ type: block.type, text: plain(block.text) }];
      case "ul":
      case "ol":
        return [{ type: block.type, items: block.items.map(plain) }];
      case "table":
        return [
          ...(block.caption ? [{ type: "p" as const, text: plain(block.caption) }] : []),
          { type: "table", head: block.head.map(plain), rows: block.rows.map((row) => row.map(plain)) },
        ];
      case "faq":
        return [{ type: "h3", text: plain(block.question) }, ...block.answer.map((text) => ({ type: "p" as const, text: plain(text) }))];
      case "form-template":
        return [{ type: "form", title: plain(block.title), lines: block.lines.map(plain) }];
      default: {
        // A new kind of block must be given its printed form here (a type error until it is).
        const unknown: never = block;
        throw new Error(`no printed form for block ${JSON.stringify(unknown)}`);
      }
    }
  });
}
