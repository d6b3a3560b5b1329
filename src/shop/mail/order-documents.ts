/**
 * The documents attached to the order confirmation (ustawa o prawach konsumenta art. 21 ust. 1
 * with art. 12 ust. 1: after a distance contract the consumer gets everything the shop told them
 * before it on a durable medium): the terms as /regulamin shows them, and the model withdrawal
 * form (załącznik nr 2) filled with the order. Both are drawn from the same content data as the
 * pages, by the lazily loaded PDF module. This module, the texts and the PDF module load when a
 * confirmation is sent (order-confirmation.ts), never at the Worker's startup.
 */
import { TIME_ZONE, LOCALE } from "../../common/config/locale";
import { returnsPage } from "../../common/content/pages/returns";
import { termsPage } from "../../common/content/pages/terms";
import { shopFacts } from "../../common/content/shop-facts";
import type { ShopFacts } from "../../common/content/types";
import type { OrderView } from "../db/queries/orders";
import type { Bindings } from "../../common/env";
import { formatDate } from "../../common/i18n/intl";
import { type DocumentPdf, documentBlocks, type FormLine, plainText } from "../invoice/document";
import { INVOICE_FONT_PATHS } from "../invoice/invoice";
import type { InvoiceFonts } from "../invoice/invoice-pdf";
import { loadInvoicePdf } from "../invoice/load-pdf";
import { absoluteUrl, ROUTES } from "../../common/routes";
import { currentSiteSettings } from "../shop-settings";
import type { MailAttachment } from "./mailer";

/** The attachments' file names, as the buyer sees them in the mail. */
export const ORDER_DOCUMENT_FILES = { terms: "regulamin.pdf", withdrawalForm: "formularz-odstapienia.pdf" } as const;

const PDF = "application/pdf";
const orderDate = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" });

/** The terms as a document: the page's heading, lead and every block, links written out in full. */
export function termsDocument(facts: ShopFacts): DocumentPdf {
  const page = termsPage(facts);
  return {
    title: page.title,
    subtitle: [`${facts.siteName} – ${absoluteUrl(facts.siteUrl, ROUTES.terms)}`, `Aktualizacja: ${formatDate(page.updated)} r.`],
    blocks: [{ type: "p", text: plainText(page.lead, facts.siteUrl) }, ...documentBlocks(page.blocks, facts.siteUrl)],
    footer: `${facts.companyName} – ${page.title} ${facts.siteName}`,
    author: facts.companyName,
    subject: page.title,
  };
}

/** The model withdrawal form exactly as /zwrot-i-wymiana prints it (one definition: that page's form block). */
function withdrawalFormTemplate(facts: ShopFacts): { title: string; lines: string[] } {
  const form = returnsPage(facts).blocks.find((block) => block.type === "form-template");
  if (form?.type !== "form-template") throw new Error("the returns page has no withdrawal form");
  return { title: form.title, lines: form.lines.map((line) => plainText(line, facts.siteUrl)) };
}

/** A form line's writing space: only dots, or dots ending the line. */
const ONLY_DOTS = /^[\s….]+$/;
const TRAILING_DOTS = /[….]{3,}\s*$/;

/**
 * The withdrawal form with this order filled in: the goods line names the order and its tyres
 * (the buyer crosses out what they keep), the date line the day of the order, which is when the
 * contract was made (the confirmation mail makes it). The seller's name and address are already
 * in the form's "Adresat" line. Whatever the form's wording becomes, a line it lacks is added.
 */
export function withdrawalFormDocument(facts: ShopFacts, order: OrderView): DocumentPdf {
  const template = withdrawalFormTemplate(facts);
  const date = orderDate.format(new Date(order.created_at));
  const goods: FormLine[] = [
    { filled: `Zamówienie nr ${order.number} z dnia ${date}:` },
    ...order.lines.map((line) => ({ filled: `${line.name}, rok produkcji ${line.production_year} – ${line.quantity} szt.` })),
  ];
  const lines: FormLine[] = [];
  let goodsPlaced = false;
  let datePlaced = false;
  for (const line of template.lines) {
    if (!goodsPlaced && ONLY_DOTS.test(line)) {
      lines.push(...goods);
      goodsPlaced = true;
    } else if (!datePlaced && /data zawarcia umowy/i.test(line) && TRAILING_DOTS.test(line)) {
      lines.push(line.replace(TRAILING_DOTS, `${date} (zawarcie umowy)`));
      datePlaced = true;
    } else lines.push(line);
  }
  if (!goodsPlaced) lines.splice(Math.min(2, lines.length), 0, ...goods);
  if (!datePlaced) lines.splice(Math.min(2, lines.length) + (goodsPlaced ? 0 : goods.length), 0, `– Data zawarcia umowy: ${date}`);
  return {
    title: template.title,
    subtitle: [
      "Załącznik nr 2 do ustawy z dnia 30 maja 2014 r. o prawach konsumenta",
      `Zamówienie nr ${order.number} z dnia ${date} – ${facts.siteName}`,
    ],
    blocks: [
      // The document's title is the form's: not repeated above it.
      { type: "form", title: "", lines },
      {
        type: "note",
        text: `Formularz nie jest obowiązkowy: wystarczy jednoznaczne oświadczenie, np. e-mail na adres ${facts.email}. Liczy się data wysłania. Zasady zwrotu: ${absoluteUrl(facts.siteUrl, ROUTES.returns)}`,
      },
    ],
    footer: `${facts.companyName}, ${facts.companyAddress} – formularz odstąpienia od umowy, zamówienie ${order.number}`,
    author: facts.companyName,
    subject: `Formularz odstąpienia od umowy – zamówienie ${order.number}`,
  };
}

/** The PDF fonts from the static assets, once per isolate (they never change within a deployment). */
let fonts: Promise<InvoiceFonts> | undefined;
function pdfFonts(env: Bindings, siteUrl: string): Promise<InvoiceFonts> {
  const read = async (path: string) => {
    const response = await env.ASSETS.fetch(new URL(path, `${siteUrl}/`));
    if (!response.ok) throw new Error(`static asset ${path} answered ${response.status}`);
    return response.arrayBuffer();
  };
  if (!fonts) {
    fonts = Promise.all([read(INVOICE_FONT_PATHS.regular), read(INVOICE_FONT_PATHS.bold)]).then(([regular, bold]) => ({ regular, bold }));
    // A failed read is tried again by the next mail, not remembered.
    fonts.catch(() => {
      fonts = undefined;
    });
  }
  return fonts;
}

/** The terms' PDF is the same for every order until the terms change: drawn once per isolate. */
let termsPdf: { key: string; bytes: Promise<Uint8Array> } | undefined;

/** The two PDFs attached to an order's confirmation. */
export async function orderConfirmationDocuments(env: Bindings, order: OrderView): Promise<MailAttachment[]> {
  const facts = shopFacts(await currentSiteSettings(env));
  const [{ renderDocumentPdf }, fontFiles] = await Promise.all([loadInvoicePdf(), pdfFonts(env, facts.siteUrl)]);
  const terms = termsDocument(facts);
  const key = JSON.stringify(terms);
  if (termsPdf?.key !== key) {
    const bytes = renderDocumentPdf(terms, fontFiles);
    termsPdf = { key, bytes };
    bytes.catch(() => {
      if (termsPdf?.bytes === bytes) termsPdf = undefined;
    });
  }
  const [termsBytes, formBytes] = await Promise.all([termsPdf.bytes, renderDocumentPdf(withdrawalFormDocument(facts, order), fontFiles)]);
  return [
    { filename: ORDER_DOCUMENT_FILES.terms, content: termsBytes, contentType: PDF },
    { filename: ORDER_DOCUMENT_FILES.withdrawalForm, content: formBytes, contentType: PDF },
  ];
}
