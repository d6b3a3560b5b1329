/**
 * Draws a text document (src/shop/invoice/document.ts) as an A4 PDF: a title, headings, paragraphs,
 * lists, notes, simple tables and fill-in forms, broken across pages with a numbered footer.
 * Part of the lazily loaded PDF module, like the invoice; the same fonts.
 */
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import type { DocumentBlock, DocumentPdf, FormLine } from "./document";
import type { InvoiceFonts } from "./invoice-pdf";
import { A4, addLink, FONT_OPTIONS, drawable, INK, LINK, MUTED, NOTE_BACKGROUND, RULE, textWidth, wrap } from "./pdf-layout";

const MARGIN_X = 56;
const TOP = A4[1] - 56;
/** Lowest baseline of body text: the footer sits below it. */
const BOTTOM = 64;
const WIDTH = A4[0] - 2 * MARGIN_X;
const BODY = { size: 9.5, leading: 13.5 };
/** Addresses in the text become clickable (trailing punctuation is not part of them). */
const URL_PATTERN = /https?:\/\/[^\s)]+[^\s).,;:]/g;
/** A form's writing space: a line of dots, or dots ending a line. */
const ONLY_DOTS = /^[\s….]+$/;
const TRAILING_DOTS = /\s*[….]{3,}\s*$/;

interface Style {
  font: PDFFont;
  size: number;
  leading: number;
  color?: RGB;
}

export async function renderDocumentPdf(model: DocumentPdf, fonts: InvoiceFonts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(fonts.regular, { ...FONT_OPTIONS, subset: true });
  const bold = await doc.embedFont(fonts.bold, { ...FONT_OPTIONS, subset: true });
  const safe = drawable(regular);
  doc.setTitle(safe(model.title));
  doc.setAuthor(safe(model.author));
  doc.setSubject(safe(model.subject));
  doc.setLanguage("pl-PL");
  doc.setCreator(safe(model.author));
  doc.setProducer("pdf-lib");

  let page: PDFPage = doc.addPage(A4);
  /** The baseline of the last line drawn; the next one goes below it. */
  let y = TOP;
  const newPage = () => {
    page = doc.addPage(A4);
    y = TOP;
  };
  /** Room for `height` more points on this page, or a new page. */
  const ensure = (height: number) => {
    if (y - height < BOTTOM) newPage();
  };

  /** One line at x, its web addresses linked. */
  const drawLine = (line: string, x: number, style: Style) => {
    page.drawText(line, { x, y, size: style.size, font: style.font, color: style.color ?? INK });
    for (const match of line.matchAll(URL_PATTERN)) {
      const start = x + textWidth(style.font, line.slice(0, match.index), style.size);
      const end = start + textWidth(style.font, match[0], style.size);
      addLink(doc, page, match[0], [start, y - 2, end, y + style.size]);
    }
  };

  /** Wrapped text, continued on the next page when it runs out of room. */
  const paragraph = (text: string, style: Style, x = MARGIN_X, width = WIDTH) => {
    for (const line of wrap(safe(text), style.font, style.size, width)) {
      ensure(style.leading);
      y -= style.leading;
      drawLine(line, x, style);
    }
  };

  const body: Style = { font: regular, ...BODY };

  // ── Title ──
  paragraph(model.title, { font: bold, size: 17, leading: 22 });
  y -= 4;
  for (const line of model.subtitle) paragraph(line, { font: regular, size: 8.5, leading: 12, color: MUTED });
  y -= 10;
  page.drawLine({ start: { x: MARGIN_X, y }, end: { x: A4[0] - MARGIN_X, y }, thickness: 0.6, color: RULE });
  y -= 6;

  const list = (items: string[], ordered: boolean) => {
    items.forEach((item, index) => {
      const marker = ordered ? `${index + 1}.` : "•";
      const indent = ordered ? 20 : 14;
      const lines = wrap(safe(item), regular, BODY.size, WIDTH - indent);
      lines.forEach((line, lineIndex) => {
        ensure(BODY.leading);
        y -= BODY.leading;
        if (lineIndex === 0) page.drawText(marker, { x: MARGIN_X + 4, y, size: BODY.size, font: regular, color: MUTED });
        drawLine(line, MARGIN_X + indent, body);
      });
      y -= 3;
    });
  };

  const note = (text: string) => {
    const lines = wrap(safe(text), regular, BODY.size, WIDTH - 20);
    const height = lines.length * BODY.leading + 10;
    ensure(Math.min(height, TOP - BOTTOM));
    // A box as on the page; a note longer than a page (there is none) would simply run on.
    page.drawRectangle({ x: MARGIN_X, y: y - height, width: WIDTH, height, color: NOTE_BACKGROUND });
    page.drawRectangle({ x: MARGIN_X, y: y - height, width: 2.5, height, color: LINK });
    y -= 5;
    for (const line of lines) {
      ensure(BODY.leading);
      y -= BODY.leading;
      drawLine(line, MARGIN_X + 12, body);
    }
    y -= 5;
  };

  const table = (head: string[], rows: string[][]) => {
    const columns = Math.max(head.length, ...rows.map((row) => row.length));
    const columnWidth = WIDTH / columns;
    const row = (cells: string[], font: PDFFont) => {
      const wrapped = cells.map((cell) => wrap(safe(cell), font, 8.5, columnWidth - 8));
      const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * 11.5 + 6;
      ensure(height);
      const top = y;
      wrapped.forEach((lines, column) => {
        y = top - 2;
        for (const line of lines) {
          y -= 11.5;
          drawLine(line, MARGIN_X + column * columnWidth, { font, size: 8.5, leading: 11.5 });
        }
      });
      y = top - height;
      page.drawLine({ start: { x: MARGIN_X, y }, end: { x: A4[0] - MARGIN_X, y }, thickness: 0.5, color: RULE });
    };
    row(head, bold);
    for (const cells of rows) row(cells, regular);
    y -= 6;
  };

  /** A dotted writing line from x to the right margin, on the current baseline. */
  const writingLine = (x: number) =>
    page.drawLine({
      start: { x, y: y - 1 },
      end: { x: A4[0] - MARGIN_X, y: y - 1 },
      thickness: 0.6,
      color: MUTED,
      dashArray: [1, 2],
    });

  const form = (title: string, lines: FormLine[]) => {
    ensure(60);
    if (title) {
      y -= 8;
      paragraph(title, { font: bold, size: 13, leading: 18 });
    }
    y -= 6;
    for (const [index, line] of lines.entries()) {
      if (typeof line !== "string") {
        // Answers written in by the shop: indented, in the colour of ink on a filled-in form.
        for (const part of wrap(safe(line.filled), regular, 10, WIDTH - 16)) {
          ensure(14);
          y -= 14;
          drawLine(part, MARGIN_X + 16, { font: regular, size: 10, leading: 14, color: LINK });
        }
        y -= typeof lines[index + 1] === "string" ? 9 : 2;
        continue;
      }
      if (ONLY_DOTS.test(line)) {
        ensure(24);
        y -= 24;
        writingLine(MARGIN_X);
        continue;
      }
      const fill = TRAILING_DOTS.test(line);
      const wrapped = wrap(safe(line.replace(TRAILING_DOTS, "")), regular, 10, WIDTH);
      wrapped.forEach((part, index) => {
        ensure(15);
        y -= 15;
        drawLine(part, MARGIN_X, { font: regular, size: 10, leading: 15 });
        if (fill && index === wrapped.length - 1) {
          const end = MARGIN_X + textWidth(regular, part, 10) + 6;
          // Too little room left on the line for handwriting: the writing line goes below.
          if (A4[0] - MARGIN_X - end >= 120) writingLine(end);
          else {
            ensure(22);
            y -= 22;
            writingLine(MARGIN_X);
          }
        }
      });
      y -= 9;
    }
  };

  const drawBlock = (block: DocumentBlock, next: DocumentBlock | undefined) => {
    switch (block.type) {
      case "h2":
      case "h3": {
        const style = block.type === "h2" ? { font: bold, size: 12, leading: 16 } : { font: bold, size: 10.5, leading: 14 };
        y -= block.type === "h2" ? 12 : 6;
        // A heading never ends a page: it keeps its first lines of text with it.
        ensure(style.leading * wrap(safe(block.text), bold, style.size, WIDTH).length + (next ? BODY.leading * 3 : 0));
        paragraph(block.text, style);
        y -= 3;
        return;
      }
      case "p":
        paragraph(block.text, body);
        y -= 6;
        return;
      case "note":
        note(block.text);
        y -= 6;
        return;
      case "ul":
      case "ol":
        list(block.items, block.type === "ol");
        y -= 4;
        return;
      case "table":
        table(block.head, block.rows);
        return;
      case "form":
        form(block.title, block.lines);
        return;
    }
  };
  for (const [index, block] of model.blocks.entries()) drawBlock(block, model.blocks[index + 1]);

  // ── Footer on every page ──
  const pages = doc.getPages();
  const footer = safe(model.footer);
  pages.forEach((each, index) => {
    const number = `strona ${index + 1} z ${pages.length}`;
    each.drawLine({ start: { x: MARGIN_X, y: 44 }, end: { x: A4[0] - MARGIN_X, y: 44 }, thickness: 0.5, color: RULE });
    const room = WIDTH - textWidth(regular, number, 7) - 12;
    each.drawText(wrap(footer, regular, 7, room)[0] ?? "", { x: MARGIN_X, y: 32, size: 7, font: regular, color: MUTED });
    each.drawText(number, { x: A4[0] - MARGIN_X - textWidth(regular, number, 7), y: 32, size: 7, font: regular, color: MUTED });
  });
  return doc.save();
}
