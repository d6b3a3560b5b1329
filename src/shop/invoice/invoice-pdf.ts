/**
 * Draws an Invoice as an A4 PDF with pdf-lib. This module (with pdf-lib and fontkit, most of the
 * Worker's weight) is imported lazily by the invoice route only; the fonts come from the static
 * assets (public/fonts/invoice, DejaVu Sans cut to Latin with every Polish letter), fetched when
 * an invoice is drawn, so they are not part of the Worker script at all.
 */
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type rgb, type PDFFont } from "pdf-lib";
import { A4, addLink, FONT_OPTIONS, INK, LINK, MUTED, RULE, wrap } from "./pdf-layout";
import type { Invoice } from "./invoice";

const MARGIN = 40;

export interface InvoiceFonts {
  regular: ArrayBuffer;
  bold: ArrayBuffer;
}

const amount = new Intl.NumberFormat("pl-PL", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Grosze as "1234,50" (no currency: the table's heading says "zł"). */
const money = (grosze: number) => amount.format(grosze / 100);

/** Table columns: width and alignment; together they fill the page between the margins. */
const COLUMNS = [
  { title: ["Lp."], width: 20, align: "left" },
  { title: ["Nazwa towaru"], width: 175, align: "left" },
  { title: ["Ilość"], width: 34, align: "right" },
  { title: ["Cena", "brutto"], width: 60, align: "right" },
  { title: ["Wartość", "netto"], width: 62, align: "right" },
  { title: ["Stawka", "VAT"], width: 42, align: "right" },
  { title: ["Kwota", "VAT"], width: 54, align: "right" },
  { title: ["Wartość", "brutto"], width: 68, align: "right" },
] as const;

export async function renderInvoicePdf(invoice: Invoice, fonts: InvoiceFonts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // The fonts are already cut to what an invoice prints; pdf-lib's own subsetting is not needed.
  const regular = await doc.embedFont(fonts.regular, FONT_OPTIONS);
  const bold = await doc.embedFont(fonts.bold, FONT_OPTIONS);
  doc.setTitle(`Faktura VAT ${invoice.number}`);
  doc.setAuthor(invoice.seller.name);
  doc.setSubject(`Faktura VAT ${invoice.number}`);
  doc.setLanguage("pl-PL");
  doc.setCreator(invoice.seller.name);
  doc.setProducer("pdf-lib");

  let page = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const right = A4[0] - MARGIN;

  const text = (
    value: string,
    x: number,
    options: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb>; align?: "left" | "right"; width?: number } = {},
  ) => {
    const size = options.size ?? 9;
    const font = options.font ?? regular;
    const drawX = options.align === "right" ? x + (options.width ?? 0) - font.widthOfTextAtSize(value, size) : x;
    page.drawText(value, { x: drawX, y, size, font, color: options.color ?? INK });
  };
  const rule = (at: number) => page.drawLine({ start: { x: MARGIN, y: at }, end: { x: right, y: at }, thickness: 0.6, color: RULE });

  // ── Heading and dates ──
  text(`Faktura VAT nr ${invoice.number}`, MARGIN, { size: 18, font: bold });
  const dates = [
    ["Data wystawienia:", invoice.issueDate],
    ["Data sprzedaży:", invoice.saleDate],
    ["Miejsce wystawienia:", invoice.place],
  ];
  let dateY = y;
  for (const [label, value] of dates) {
    const labelWidth = regular.widthOfTextAtSize(label!, 9);
    page.drawText(label!, { x: right - 150, y: dateY, size: 9, font: regular, color: MUTED });
    page.drawText(value!, { x: right - 150 + labelWidth + 4, y: dateY, size: 9, font: bold, color: INK });
    dateY -= 13;
  }
  y = Math.min(y - 24, dateY) - 16;

  // ── Seller and buyer ──
  const half = (right - MARGIN) / 2;
  const party = (title: string, lines: string[], x: number, top: number) => {
    let at = top;
    page.drawText(title, { x, y: at, size: 8, font: bold, color: MUTED });
    at -= 14;
    lines.forEach((line, index) => {
      for (const part of wrap(line, index === 0 ? bold : regular, 10, half - 16)) {
        page.drawText(part, { x, y: at, size: 10, font: index === 0 ? bold : regular, color: INK });
        at -= 13;
      }
    });
    return at;
  };
  const seller = invoice.seller;
  const sellerEnd = party(
    "SPRZEDAWCA",
    [
      seller.name,
      seller.street,
      `${seller.postalCode} ${seller.city}`,
      `NIP ${seller.nip}`,
      ...(seller.regon ? [`REGON ${seller.regon}`] : []),
      ...(seller.krs ? [`KRS ${seller.krs}`] : []),
    ],
    MARGIN,
    y,
  );
  const buyerEnd = party("NABYWCA", [...invoice.buyer.lines, ...(invoice.buyer.nip ? [`NIP ${invoice.buyer.nip}`] : [])], MARGIN + half, y);
  y = Math.min(sellerEnd, buyerEnd) - 14;

  // ── Lines ──
  const tableHeader = () => {
    rule(y + 10);
    const top = y;
    let x = MARGIN;
    for (const column of COLUMNS) {
      y = top;
      for (const part of column.title) {
        text(part, x, { size: 7.5, font: bold, color: MUTED, align: column.align, width: column.width - 4 });
        y -= 9;
      }
      x += column.width;
    }
    y = top - 9 - 6;
    rule(y);
    y -= 12;
  };
  text("Kwoty w złotych (PLN).", MARGIN, { size: 8, color: MUTED });
  y -= 18;
  tableHeader();
  invoice.lines.forEach((line, index) => {
    const nameLines = wrap(line.name, regular, 8, COLUMNS[1].width - 6);
    const linkLines = line.eprelUrl ? wrap(`EPREL: ${line.eprelUrl}`, regular, 7, COLUMNS[1].width - 6) : [];
    const height = nameLines.length * 10 + linkLines.length * 9 + 8;
    if (y - height < MARGIN + 140) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
      tableHeader();
    }
    const values = [
      String(index + 1),
      "",
      `${line.quantity} szt.`,
      money(line.unitGross),
      money(line.net),
      `${invoice.vatRate}%`,
      money(line.vat),
      money(line.gross),
    ];
    let x = MARGIN;
    COLUMNS.forEach((column, columnIndex) => {
      if (values[columnIndex]) text(values[columnIndex]!, x, { size: 8, align: column.align, width: column.width - 4 });
      x += column.width;
    });
    const nameX = MARGIN + COLUMNS[0].width;
    const top = y;
    for (const part of nameLines) {
      text(part, nameX, { size: 8 });
      y -= 10;
    }
    for (const part of linkLines) {
      text(part, nameX, { size: 7, color: LINK });
      if (line.eprelUrl) addLink(doc, page, line.eprelUrl, [nameX, y - 2, nameX + COLUMNS[1].width - 6, y + 8]);
      y -= 9;
    }
    y = Math.min(y, top - 10) - 6;
    rule(y + 8);
  });

  // ── Totals ──
  y -= 8;
  const totals: [string, string][] = [
    ["Razem netto", money(invoice.totals.net)],
    [`VAT ${invoice.vatRate}%`, money(invoice.totals.vat)],
    ["Razem brutto", money(invoice.totals.gross)],
  ];
  for (const [label, value] of totals) {
    const strong = label === "Razem brutto";
    text(label, right - 220, { size: 9, font: strong ? bold : regular, color: strong ? INK : MUTED });
    text(`${value} zł`, right - 110, { size: strong ? 11 : 9, font: strong ? bold : regular, align: "right", width: 106 });
    y -= strong ? 16 : 13;
  }
  y -= 8;
  const due = invoice.payment.paid ? "Zapłacono" : `Do zapłaty: ${money(invoice.totals.gross)} zł`;
  text(due, MARGIN, { size: 11, font: bold });
  y -= 15;
  text(`Sposób płatności: ${invoice.payment.method}`, MARGIN, { size: 9 });
  y -= 12;
  if (invoice.payment.dueDate) {
    text(`Termin płatności: ${invoice.payment.dueDate}`, MARGIN, { size: 9 });
    y -= 12;
  }
  if (invoice.payment.bankAccount && !invoice.payment.paid) {
    text(`Nr rachunku bankowego: ${invoice.payment.bankAccount} (${seller.bankName})`, MARGIN, { size: 9 });
    y -= 12;
  }

  // ── Footer on every page: the seller's register entry (KSH art. 206 § 1) and the page number ──
  const registration = wrap(
    `${seller.name}, ${seller.street}, ${seller.postalCode} ${seller.city}, ${invoice.sellerRegistration}.`,
    regular,
    6.5,
    right - MARGIN,
  );
  const pages = doc.getPages();
  pages.forEach((each, index) => {
    registration.forEach((line, lineIndex) => {
      each.drawText(line, {
        x: MARGIN,
        y: MARGIN - 4 + (registration.length - 1 - lineIndex) * 8,
        size: 6.5,
        font: regular,
        color: MUTED,
      });
    });
    each.drawText(`Faktura ${invoice.number} · strona ${index + 1} z ${pages.length}`, {
      x: MARGIN,
      y: MARGIN - 16,
      size: 7,
      font: regular,
      color: MUTED,
    });
  });
  return doc.save();
}
