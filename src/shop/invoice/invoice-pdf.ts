/**
 * Draws a stored invoice (InvoiceDocument) as an A4 PDF with pdf-lib: the invoice's visualisation.
 * An invoice sent to KSeF shows its KSeF number and the verification QR code (KOD I; KOD II as
 * well for one issued offline), as shared/ksef/docs/kody-qr.md specifies. This module (with pdf-lib
 * and fontkit, most of the Worker's weight) is loaded lazily (load-pdf.ts); the fonts come
 * from the static assets, fetched when an invoice is drawn.
 */
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { qrRuns } from "../../common/qr";
import type { InvoiceDocument, InvoiceLine, InvoiceTotals } from "./invoice-document";
import { INVOICE_TITLES } from "./invoice-titles";
import type { InvoiceQrCode } from "./ksef/qr-links";
import { formatDay as day } from "../../common/i18n/calendar";
import { formatBankAccount as account } from "../../common/i18n/money";
import { formatNip as nip } from "../../common/reference/nip";
import { A4, addLink, FONT_OPTIONS, INK, LINK, MUTED, RULE, wrap } from "./pdf-layout";

const MARGIN = 40;

export interface InvoiceFonts {
  regular: ArrayBuffer;
  bold: ArrayBuffer;
}

/** What the register adds to the document once KSeF has it (or while it is issued offline). */
export interface InvoiceStamp {
  ksefNumber: string | null;
  /** KOD I (and KOD II offline), in that order; none for an invoice outside KSeF. */
  codes: InvoiceQrCode[];
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

/** Draws a QR code's modules as black squares, `size` points wide, its top left at (x, top). */
function drawQr(page: PDFPage, url: string, x: number, top: number, size: number) {
  const qr = qrRuns(url, 0);
  const cell = size / qr.size;
  for (const run of qr.runs) {
    page.drawRectangle({ x: x + run.x * cell, y: top - (run.y + 1) * cell, width: run.length * cell, height: cell, color: rgb(0, 0, 0) });
  }
}

export async function renderInvoicePdf(invoice: InvoiceDocument, stamp: InvoiceStamp, fonts: InvoiceFonts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // The fonts are already cut to what an invoice prints; pdf-lib's own subsetting is not needed.
  const regular = await doc.embedFont(fonts.regular, FONT_OPTIONS);
  const bold = await doc.embedFont(fonts.bold, FONT_OPTIONS);
  const title = INVOICE_TITLES[invoice.kind];
  const correction = invoice.correction;
  doc.setTitle(`${title} ${invoice.number}`);
  doc.setAuthor(invoice.seller.name);
  doc.setSubject(`${title} ${invoice.number}`);
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
  const paragraph = (value: string, size = 9, font = regular) => {
    for (const part of wrap(value, font, size, right - MARGIN)) {
      text(part, MARGIN, { size, font });
      y -= size + 3;
    }
  };

  // ── Heading, KSeF number and dates ──
  const heading = wrap(`${title} nr ${invoice.number}`, bold, 16, right - MARGIN - 170);
  const dates: [string, string][] = [
    ["Data wystawienia:", day(invoice.issueDate)],
    [invoice.kind === "ZAL" ? "Data otrzymania zapłaty:" : "Data dostawy:", day(invoice.saleDate ?? invoice.issueDate)],
    ["Miejsce wystawienia:", invoice.issuePlace],
  ];
  let dateY = y;
  for (const [label, value] of correction ? dates.filter(([label]) => label !== "Data dostawy:") : dates) {
    const labelWidth = regular.widthOfTextAtSize(label, 8.5);
    page.drawText(label, { x: right - 160, y: dateY, size: 8.5, font: regular, color: MUTED });
    page.drawText(value, { x: right - 160 + labelWidth + 4, y: dateY, size: 8.5, font: bold, color: INK });
    dateY -= 12;
  }
  for (const part of heading) {
    text(part, MARGIN, { size: 16, font: bold });
    y -= 19;
  }
  if (stamp.ksefNumber) {
    text(`Numer KSeF: ${stamp.ksefNumber}`, MARGIN, { size: 9, font: bold });
    y -= 12;
  }
  text(`Zamówienie ${invoice.orderNumber} z dnia ${day(invoice.orderDate)}`, MARGIN, { size: 8.5, color: MUTED });
  y = Math.min(y - 12, dateY) - 8;

  if (correction) {
    const corrected = correction.corrected;
    paragraph(
      `Korygowana faktura: ${corrected.number} z dnia ${day(corrected.issueDate)}${corrected.ksefNumber ? `, numer KSeF ${corrected.ksefNumber}` : ""}`,
      9,
      bold,
    );
    paragraph(`Przyczyna korekty: ${correction.reason}`);
    y -= 6;
  }

  // ── Seller and buyer ──
  const half = (right - MARGIN) / 2;
  const party = (heading: string, lines: string[], x: number, top: number) => {
    let at = top;
    page.drawText(heading, { x, y: at, size: 8, font: bold, color: MUTED });
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
      seller.address.line1,
      seller.address.line2,
      `NIP ${nip(seller.nip)}`,
      ...(seller.regon ? [`REGON ${seller.regon}`] : []),
      ...(seller.krs ? [`KRS ${seller.krs}`] : []),
    ],
    MARGIN,
    y,
  );
  const buyer = invoice.buyer;
  const buyerEnd = party(
    "NABYWCA",
    [buyer.name, buyer.address.line1, buyer.address.line2, ...(buyer.nip ? [`NIP ${nip(buyer.nip)}`] : [])],
    MARGIN + half,
    y,
  );
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
  const note =
    invoice.kind === "ZAL"
      ? "Zamówione towary (zaliczka dotyczy całego zamówienia). Kwoty w złotych (PLN)."
      : correction
        ? "Pozycje korygowane: przed korektą i po korekcie. Kwoty w złotych (PLN)."
        : "Kwoty w złotych (PLN).";
  text(note, MARGIN, { size: 8, color: MUTED });
  y -= 18;
  tableHeader();
  const lineRow = (line: InvoiceLine) => {
    const name = line.state ? `${line.name} – ${line.state === "before" ? "przed korektą" : "po korekcie"}` : line.name;
    const nameLines = wrap(name, line.state === "after" ? bold : regular, 8, COLUMNS[1].width - 6);
    const linkLines = line.eprelUrl && line.state !== "before" ? wrap(`EPREL: ${line.eprelUrl}`, regular, 7, COLUMNS[1].width - 6) : [];
    const height = nameLines.length * 10 + linkLines.length * 9 + 8;
    if (y - height < MARGIN + 150) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
      tableHeader();
    }
    const values = [
      String(line.position),
      "",
      `${line.quantity} ${line.unit}`,
      money(line.unitGross),
      money(line.net),
      `${line.vatRate}%`,
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
      text(part, nameX, { size: 8, font: line.state === "after" ? bold : regular });
      y -= 10;
    }
    for (const part of linkLines) {
      text(part, nameX, { size: 7, color: LINK });
      if (line.eprelUrl) addLink(doc, page, line.eprelUrl, [nameX, y - 2, nameX + COLUMNS[1].width - 6, y + 8]);
      y -= 9;
    }
    y = Math.min(y, top - 10) - 6;
    rule(y + 8);
  };
  for (const line of invoice.lines) lineRow(line);

  // ── Totals ──
  y -= 8;
  const totalsBlock = (heading: string | null, totals: InvoiceTotals, strongLabel: string) => {
    if (heading) {
      text(heading, right - 220, { size: 8, font: bold, color: MUTED });
      y -= 12;
    }
    const rows: [string, string][] = [
      ["Razem netto", money(totals.net)],
      ...totals.byRate.map((rate): [string, string] => [`VAT ${rate.vatRate}%`, money(rate.vat)]),
      [strongLabel, money(totals.gross)],
    ];
    for (const [label, value] of rows) {
      const strong = label === strongLabel;
      text(label, right - 220, { size: 9, font: strong ? bold : regular, color: strong ? INK : MUTED });
      text(`${value} zł`, right - 110, { size: strong ? 11 : 9, font: strong ? bold : regular, align: "right", width: 106 });
      y -= strong ? 16 : 13;
    }
  };
  if (correction) {
    totalsBlock("PRZED KOREKTĄ", correction.before, "Razem brutto");
    totalsBlock("PO KOREKCIE", correction.after, "Razem brutto");
    totalsBlock("RÓŻNICA", invoice.totals, "Różnica brutto");
  } else if (invoice.kind === "ZAL") {
    text(`Wartość zamówienia brutto: ${money(invoice.orderTotal ?? 0)} zł`, right - 220, { size: 9, color: MUTED });
    y -= 14;
    totalsBlock("OTRZYMANA ZALICZKA", invoice.totals, "Zaliczka brutto");
  } else {
    for (const prepayment of invoice.prepayments) {
      paragraph(
        `Rozliczona zaliczka: ${money(prepayment.gross)} zł, faktura ${prepayment.number} z dnia ${day(prepayment.issueDate)}${prepayment.ksefNumber ? `, numer KSeF ${prepayment.ksefNumber}` : ""}`,
        8.5,
      );
    }
    totalsBlock(null, invoice.totals, invoice.kind === "ROZ" ? "Pozostało brutto" : "Razem brutto");
  }
  y -= 8;

  // ── Payment ──
  const payment = invoice.payment;
  if (correction) {
    const difference = invoice.totals.gross;
    text(difference < 0 ? `Do zwrotu: ${money(-difference)} zł` : `Do zapłaty: ${money(difference)} zł`, MARGIN, { size: 11, font: bold });
    y -= 15;
  } else {
    text(payment.paid ? "Zapłacono" : `Do zapłaty: ${money(invoice.totals.gross)} zł`, MARGIN, { size: 11, font: bold });
    y -= 15;
    text(`Sposób płatności: ${payment.label}${payment.paid && payment.paidOn ? `, zapłacono ${day(payment.paidOn)}` : ""}`, MARGIN, {
      size: 9,
    });
    y -= 12;
    if (payment.dueOn) {
      text(`Termin płatności: ${day(payment.dueOn)}`, MARGIN, { size: 9 });
      y -= 12;
    }
    if (payment.bankAccount && !payment.paid) {
      text(`Nr rachunku bankowego: ${account(payment.bankAccount)}${seller.bankName ? ` (${seller.bankName})` : ""}`, MARGIN, { size: 9 });
      y -= 12;
    }
  }
  if (invoice.splitPayment) {
    text("Mechanizm podzielonej płatności", MARGIN, { size: 10, font: bold });
    y -= 14;
  }

  // ── Verification codes (kody-qr.md): KOD I, and KOD II for an invoice issued offline ──
  if (stamp.codes.length) {
    const size = 92;
    if (y - size - 40 < MARGIN + 30) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
    y -= 10;
    text("Sprawdź fakturę w KSeF: zeskanuj kod.", MARGIN, { size: 8, color: MUTED });
    y -= 8;
    const top = y;
    stamp.codes.forEach((code, index) => {
      const x = MARGIN + index * (size + 60);
      drawQr(page, code.url, x, top, size);
      addLink(doc, page, code.url, [x, top - size, x + size, top]);
      const labelWidth = regular.widthOfTextAtSize(code.label, 7);
      page.drawText(code.label, { x: x + Math.max(0, (size - labelWidth) / 2), y: top - size - 10, size: 7, font: regular, color: INK });
    });
    y = top - size - 24;
  }

  // ── Footer on every page: the seller's register entry (KSH art. 206 § 1) and the page number ──
  const registration = wrap(
    `${seller.name}, ${seller.address.line1}, ${seller.address.line2}, ${seller.registration}.`,
    regular,
    6.5,
    right - MARGIN,
  );
  const pages = doc.getPages();
  pages.forEach((each, index) => {
    registration.forEach((line, lineIndex) => {
      each.drawText(line, { x: MARGIN, y: MARGIN - 4 + (registration.length - 1 - lineIndex) * 8, size: 6.5, font: regular, color: MUTED });
    });
    each.drawText(`${title} ${invoice.number} · strona ${index + 1} z ${pages.length}`, {
      x: MARGIN,
      y: MARGIN - 16,
      size: 7,
      font: regular,
      color: MUTED,
    });
  });
  return doc.save();
}
