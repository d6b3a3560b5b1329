/**
 * The complaint mails (the form on /reklamacja and the back office's reply), in Polish, plain text.
 * The complaint's e-mail address is nobody's verified address: the filing confirmation repeats
 * nothing typed into the form; the reply is the shop's own text, written by staff who read the
 * complaint. Customer-typed text that goes to the shop's inbox passes through `inert`.
 */
import { DISPUTE_RESOLUTION_AFTER_REJECTION } from "../../common/content/dispute-resolution";
import { COMPLAINT_ANSWER_DAYS } from "../../common/config/back-office";
import { formatDate } from "../../common/i18n/intl";
import type { MailMessage } from "./mailer";
import { inert } from "./messages";

export interface ComplaintShop {
  name: string;
  email: string;
  phone: string;
}

/** What the form on /reklamacja took (validated: the order number has the shop's pattern). */
export interface FiledComplaint {
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  orderNumber: string;
  product: string;
  description: string;
  remedy: string;
  answerDueAt: number;
}

/** To the shop's inbox: the whole complaint, with links in the customer's text made inert. */
export function complaintFiledShopMail(complaint: FiledComplaint, shopEmail: string): MailMessage {
  const contact = `${inert(complaint.name)} <${complaint.email}>${complaint.phone ? `, tel. ${complaint.phone}` : ""}`;
  return {
    to: shopEmail,
    subject: `Reklamacja ${complaint.reference} (${complaint.orderNumber})`,
    text: [
      contact,
      "",
      `Zamówienie: ${complaint.orderNumber}`,
      `Opona: ${inert(complaint.product)}`,
      `Oczekiwanie: ${complaint.remedy}`,
      `Termin odpowiedzi: ${formatDate(complaint.answerDueAt)}`,
      "",
      inert(complaint.description),
      "",
    ].join("\n"),
  };
}

/** To the customer: fixed wording only (the form must not become a way to send the shop's mail to anyone). */
export function complaintFiledCustomerMail(complaint: FiledComplaint, shop: ComplaintShop): MailMessage {
  return {
    to: complaint.email,
    subject: `${shop.name}: przyjęliśmy reklamację ${complaint.reference}`,
    text: [
      "Dzień dobry,",
      "",
      `przyjęliśmy reklamację ${complaint.reference} dotyczącą zamówienia ${complaint.orderNumber}. Odpowiemy w ciągu ${COMPLAINT_ANSWER_DAYS} dni (najpóźniej ${formatDate(complaint.answerDueAt)}), zwykle dużo szybciej. Zdjęcia uszkodzenia lub miejsca, którego dotyczy reklamacja, oraz kodu DOT z boku opony możesz wysłać w odpowiedzi na tę wiadomość, podając numer ${complaint.reference}.`,
      "",
      "Pozdrawiamy",
      shop.name,
      "",
    ].join("\n"),
  };
}

/** The back office's answer: a decision (accepted or rejected) or a message while the complaint is still being handled. */
export function complaintReplyMail(
  complaint: { reference: string; email: string; orderNumber: string },
  reply: string,
  decision: "accepted" | "rejected" | null,
  shop: ComplaintShop,
): MailMessage {
  const subject =
    decision === "accepted"
      ? `${shop.name}: reklamacja ${complaint.reference} uznana`
      : decision === "rejected"
        ? `${shop.name}: reklamacja ${complaint.reference} – decyzja`
        : `${shop.name}: reklamacja ${complaint.reference} – wiadomość od nas`;
  const opening =
    decision === "accepted"
      ? `uznajemy Twoją reklamację ${complaint.reference} dotyczącą zamówienia ${complaint.orderNumber}.`
      : decision === "rejected"
        ? `rozpatrzyliśmy Twoją reklamację ${complaint.reference} dotyczącą zamówienia ${complaint.orderNumber}. Niestety nie możemy jej uznać.`
        : `piszemy w sprawie Twojej reklamacji ${complaint.reference} dotyczącej zamówienia ${complaint.orderNumber}.`;
  const closing =
    decision === "rejected"
      ? `Jeśli nie zgadzasz się z naszą decyzją, odpowiedz na tę wiadomość albo zadzwoń: ${shop.phone}.\n\n${DISPUTE_RESOLUTION_AFTER_REJECTION}`
      : `Pytania? Odpowiedz na tę wiadomość, podając numer ${complaint.reference}, albo zadzwoń: ${shop.phone}.`;
  return {
    to: complaint.email,
    subject,
    text: ["Dzień dobry,", "", opening, "", reply, "", closing, "", "Pozdrawiamy", shop.name, ""].join("\n"),
  };
}
