/*
 * The back office's start page and the staff's daily mail say the same numbers with the same words
 * and link the same filtered lists: one definition here for both (src/site/panel/overview.tsx,
 * src/shop/mail/staff-summary.ts).
 */
import { plural } from "./i18n/plural";
import { PANEL_ROUTES } from "./routes";

/** The Polish noun after a count: 1 zamówienie, 2 zamówienia, 5 zamówień (also 12–14 and 22 → "zamówienia"). */
export function counted(count: number, [one, few, many]: readonly [one: string, few: string, many: string]): string {
  return plural(count, { one: `# ${one}`, few: `# ${few}`, many: `# ${many}`, other: `# ${many}` });
}
export const ORDER_FORMS = ["zamówienie", "zamówienia", "zamówień"] as const;
export const OFFER_FORMS = ["oferta", "oferty", "ofert"] as const;
export const COMPLAINT_FORMS = ["reklamacja", "reklamacje", "reklamacji"] as const;

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/**
 * Where each number of the overview leads: the back office's lists with the filters that show
 * exactly those orders, complaints or offers (paths; the mail makes them absolute).
 */
export function overviewLinks(data: { today: string; yesterday: string; awaiting_payment_flagged: { placed_until: string } }) {
  return {
    home: PANEL_ROUTES.home,
    status: (status: string) => withQuery(PANEL_ROUTES.orders, { status }),
    placedToday: withQuery(PANEL_ROUTES.orders, { from: data.today, to: data.today }),
    placedYesterday: withQuery(PANEL_ROUTES.orders, { from: data.yesterday, to: data.yesterday }),
    awaitingFlagged: withQuery(PANEL_ROUTES.orders, { status: "awaiting_payment", to: data.awaiting_payment_flagged.placed_until }),
    order: PANEL_ROUTES.order,
    complaintsDue: withQuery(PANEL_ROUTES.complaints, { termin: "soon" }),
    complaint: PANEL_ROUTES.complaint,
    lowStock: withQuery(PANEL_ROUTES.offers, { low_stock: "1" }),
  };
}
