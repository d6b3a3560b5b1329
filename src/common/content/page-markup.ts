/**
 * A page's text as an owner edits it in /panel/ustawienia (issue 39): plain lines, the first
 * paragraph the lead, then "## " a heading, "### " a subheading, "- " a list item, "1. " a
 * numbered one, "> " a highlighted note, anything else a paragraph (paragraphs apart by an empty
 * line); inline **bold** and [links](/path) as every content text has them (src/site/ui/RichText.tsx
 * keeps links to the shop's paths and https only). Both ways, so the panel shows the shop's own
 * text to start from.
 */
import { foldLetters } from "../fold-letters";
import type { Block, ContentPage } from "./types";

/** The page's text the way an owner edits it. Blocks the markup has no way to write are left out. */
export function blocksToMarkup(lead: string, blocks: Block[]): string {
  const parts = [lead];
  for (const block of blocks) {
    if (block.type === "h2") parts.push(`## ${block.text}`);
    else if (block.type === "h3") parts.push(`### ${block.text}`);
    else if (block.type === "p") parts.push(block.text);
    else if (block.type === "note") parts.push(`> ${block.text}`);
    else if (block.type === "ul") parts.push(block.items.map((item) => `- ${item}`).join("\n"));
    else if (block.type === "ol") parts.push(block.items.map((item, index) => `${index + 1}. ${item}`).join("\n"));
  }
  return parts.join("\n\n");
}

/** A heading's anchor: its words folded to ASCII, joined by hyphens ("Kim jesteśmy" → "kim-jestesmy"). */
const anchorOf = (text: string) =>
  foldLetters(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);

/** An owner's text as the page's lead and blocks; null when it holds no paragraph to lead with. */
export function markupToPage(text: string): { lead: string; blocks: Block[] } | null {
  const blocks: Block[] = [];
  let lead: string | null = null;
  const chunks = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean);
  for (const chunk of chunks) {
    const lines = chunk.split("\n").map((line) => line.trim());
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index]!;
      if (line.startsWith("### ")) blocks.push({ type: "h3", text: line.slice(4).trim() });
      else if (line.startsWith("## ")) blocks.push({ type: "h2", text: line.slice(3).trim(), id: anchorOf(line.slice(3)) });
      else if (line.startsWith("> ")) blocks.push({ type: "note", text: line.slice(2).trim() });
      else if (/^[-*] /.test(line) || /^\d+\. /.test(line)) {
        const numbered = /^\d+\. /.test(line);
        const items: string[] = [];
        while (index < lines.length && (numbered ? /^\d+\. /.test(lines[index]!) : /^[-*] /.test(lines[index]!)))
          items.push(lines[index++]!.replace(/^([-*]|\d+\.) /, "").trim());
        index--;
        blocks.push(numbered ? { type: "ol", items } : { type: "ul", items });
      } else {
        // A paragraph: this line and the plain lines after it (a line break inside a paragraph is a space).
        const words = [line];
        while (index + 1 < lines.length && !/^(#{2,3} |> |[-*] |\d+\. )/.test(lines[index + 1]!)) words.push(lines[++index]!);
        const paragraph = words.join(" ");
        if (lead === null && blocks.length === 0) lead = paragraph;
        else blocks.push({ type: "p", text: paragraph });
      }
    }
  }
  return lead === null ? null : { lead, blocks };
}

/** The page as the shop shows it: the owner's text in place of the lead and the editable blocks, the shop's data after them. */
export function withOwnerText(page: ContentPage, text: string): ContentPage {
  const owned = text ? markupToPage(text) : null;
  if (!owned) return page;
  return { ...page, lead: owned.lead, blocks: [...owned.blocks, ...page.blocks.slice(page.fixedFrom ?? page.blocks.length)] };
}

/** The part of the shop's own page an owner may reword, as markup (what the panel's field starts from). */
export function editableMarkupOf(page: ContentPage): string {
  return blocksToMarkup(page.lead, page.blocks.slice(0, page.fixedFrom ?? page.blocks.length));
}
