import { describe, expect, it } from "vitest";
import { DELIVERY_DATE_CACHE_MARGIN_MINUTES } from "../src/common/config/orders";
import { deliveryDay, formatDeliveryDay } from "../src/common/delivery-date";
import { basket, offerSku } from "./fixtures";
import { get, html, select } from "./helpers";

/**
 * Issue 35: the delivery date on cards, the data page's offers, the basket's answer and the
 * checkout. The test catalogue's stock is the shop's own (0 days to dispatch).
 */

const OWN_STOCK = { days: 0, cutoffHour: null };

/** The dates a page rendered between `before` and now may show (the cut-off may pass meanwhile). */
function expected(before: number, margin: number): string[] {
  return [...new Set([deliveryDay(before + margin, OWN_STOCK), deliveryDay(Date.now() + margin, OWN_STOCK)])].map(
    (day) => `Dostawa: ${formatDeliveryDay(day)}`,
  );
}
const CACHED = DELIVERY_DATE_CACHE_MARGIN_MINUTES * 60_000;

describe("the delivery date a shopper reads", () => {
  it("stands on every in-stock card of a listing, and on the data page's offers", async () => {
    const before = Date.now();
    const listing = await html("/opony/zimowe");
    expect(listing.status).toBe(200);
    const dates = await select(listing.body, ".product-card .delivery-date");
    expect(dates.length).toBeGreaterThan(5);
    for (const date of dates) expect(expected(before, CACHED)).toContain(date.text);

    const [link] = await select(listing.body, ".product-card-name a");
    const page = await html(link!.attributes.href!);
    const offers = await select(page.body, ".offers .offer-delivery");
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(expected(before, CACHED)).toContain(offer.text);
  });

  it("comes with each basket line's source days, and the checkout states it with the transfer's rule", async () => {
    const token = await basket({ sku: await offerSku(3), quantity: 2 });
    const answer = (await (await get(`/api/v1/checkout/${token}`)).json()) as {
      lines: { variant: { delivery_days: number; source_cutoff_hour: number | null } }[];
    };
    expect(answer.lines.map((line) => line.variant)).toMatchObject([{ delivery_days: 0, source_cutoff_hour: null }]);
    const before = Date.now();
    const form = await get("/zamowienie", { headers: { cookie: `checkout-token=${token}` } });
    const body = await form.text();
    const [date] = await select(body, ".checkout-delivery .delivery-date");
    expect(expected(before, 0)).toContain(date?.text);
    const [transfer] = await select(body, ".checkout-delivery .muted");
    expect(transfer?.text).toBe(
      "Przy przelewie tradycyjnym wysyłamy po zaksięgowaniu wpłaty: dostawa w 1–2 dni robocze od jej zaksięgowania.",
    );
  });
});
