/**
 * The staff's daily summary (issue 17, point 6): mailed by the nightly Cron Trigger (CRON_PURGE,
 * before the staff's morning) to STAFF_SUMMARY_EMAIL or, when that is empty, CONTACT_EMAIL. Its
 * numbers are the start page's (src/shop/db/queries/staff-overview.ts), and its links open the same
 * filtered lists the start page links (`overviewLinks`, one definition for both).
 *
 * Plain text like every mail of the shop. Nothing a shopper typed (names, a complaint's order
 * number) goes in: only counts, the shop's own order numbers and links to the back office.
 */
import type { StaffOverviewData } from "../db/queries/staff-overview";
import { formatDate, formatDateTime, formatPrice } from "../../common/i18n/intl";
import { orderStatusLabel } from "../../common/i18n/order-labels";
import { absoluteUrl } from "../../common/routes";
import { counted, ORDER_FORMS, overviewLinks } from "../../common/staff-overview";
import type { MailMessage } from "./mailer";

/** States an order ends in: their all-time counts say nothing about the day. */
const FINAL_STATUSES: string[] = ["delivered", "cancelled", "returned"];

/** "2026-11-09" as the mail says it: "9 listopada 2026" (noon UTC is that day in Warsaw). */
const dayText = (date: string) => formatDate(`${date}T12:00:00Z`);
const grosze = (amount: string) => Math.round(Number(amount) * 100);

export function staffSummaryMail(data: StaffOverviewData, shop: { name: string; url: string; to: string }): MailMessage {
  const links = overviewLinks(data);
  const url = (path: string) => absoluteUrl(shop.url, path);
  const item = (text: string, path: string) => [`- ${text}`, `  ${url(path)}`];
  const yesterday = data.placed_yesterday;
  const flagged = data.awaiting_payment_flagged;
  const complaints = data.complaints_due;
  const statusCount = (status: string) => data.by_status.find((entry) => entry.status === status)?.count ?? 0;

  const todo = [
    ...item(`do potwierdzenia telefonicznego: ${counted(data.to_confirm, ORDER_FORMS)}`, links.status("to_confirm")),
    ...item(`czekają na wpłatę dłużej niż ${flagged.days} dni: ${counted(flagged.count, ORDER_FORMS)}`, links.awaitingFlagged),
    ...flagged.orders.map((order) => `    ${order.number} z ${formatDateTime(order.created_at)}: ${url(links.order(order.id))}`),
    ...item(`opłacone, do spakowania: ${counted(statusCount("paid"), ORDER_FORMS)}`, links.status("paid")),
    ...item(`przyjęte za pobraniem, do spakowania: ${counted(statusCount("accepted"), ORDER_FORMS)}`, links.status("accepted")),
    ...item(`spakowane, do wysłania: ${counted(data.to_ship, ORDER_FORMS)}`, links.status("packed")),
    ...item(
      `reklamacje z terminem odpowiedzi w ciągu ${complaints.warning_days} dni: ${complaints.count}${complaints.overdue ? `, w tym po terminie: ${complaints.overdue}` : ""}`,
      links.complaintsDue,
    ),
    ...complaints.complaints.map(
      (complaint) =>
        `    ${complaint.reference}, termin ${formatDateTime(complaint.answer_due_at)}${complaint.overdue ? " (minął)" : ""}: ${url(links.complaint(complaint.id))}`,
    ),
    ...item(
      `oferty z niskim stanem (poniżej ${data.low_stock.threshold} szt.): ${data.low_stock.count}${data.low_stock.sold_out ? `, w tym wyprzedane: ${data.low_stock.sold_out}` : ""}`,
      links.lowStock,
    ),
  ];

  return {
    to: shop.to,
    subject: `${shop.name}: podsumowanie dnia ${dayText(data.yesterday)}`,
    text: [
      "Dzień dobry,",
      "",
      `oto podsumowanie sklepu ${shop.name} za ${dayText(data.yesterday)} (stan na ${formatDateTime(data.generated_at)}).`,
      "",
      `Wczoraj złożono ${counted(yesterday.count, ORDER_FORMS)} na ${formatPrice(grosze(yesterday.gross_amount))}${yesterday.cancelled ? ` (w tym anulowane: ${yesterday.cancelled})` : ""}.`,
      `  ${url(links.placedYesterday)}`,
      "",
      "Do zrobienia:",
      ...todo,
      "",
      "Zamówienia w toku według stanu:",
      ...data.by_status
        .filter((entry) => !FINAL_STATUSES.includes(entry.status))
        .map((entry) => `- ${orderStatusLabel(entry.status)}: ${entry.count}`),
      "",
      `Zaplecze sklepu: ${url(links.home)}`,
      "",
      "Ta wiadomość jest wysyłana automatycznie każdej nocy.",
    ].join("\n"),
  };
}
