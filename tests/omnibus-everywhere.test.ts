import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { reductionsFor } from "../src/shop/db/queries/omnibus";
import { formatPrice } from "../src/common/i18n/intl";
import { omnibusText } from "../src/common/i18n/omnibus";
import { offerPath, ROUTES } from "../src/common/routes";
import { basket } from "./fixtures";
import { get, html } from "./helpers";

/**
 * Omnibus (ustawa o informowaniu o cenach, art. 4 ust. 2): every place that shows a reduction
 * shows the lowest price of the 30 days before it, for that very offer.
 */

interface Offer {
  id: number;
  sku: string;
  price: number;
  stock: number;
  isMain: number;
  slug: string;
}

/** Every visible offer of the seeded catalogue whose price history may announce a reduction, with its reduction. */
async function reducedOffers() {
  const { results } = await env.DB.prepare(
    `SELECT v.id, v.sku, v.price, v.stock, v.is_main AS isMain, t.slug FROM variants v JOIN tyres t ON t.id = v.tyre_id
     WHERE v.hidden = 0 AND (SELECT COUNT(*) FROM price_history h WHERE h.variant_id = v.id) > 1`,
  ).all<Offer>();
  const reductions = await reductionsFor(env.DB, results, Date.now());
  return results.flatMap((offer) => {
    const reduction = reductions.get(offer.id);
    return reduction ? [{ ...offer, reduction }] : [];
  });
}

const plain = (body: string) => body.replaceAll("<!-- -->", "");

/** The data page's row of one offer (its <li class="offer…">), found by the offer's own link. */
function offerRow(body: string, slug: string, sku: string): string | undefined {
  const href = offerPath(slug, sku).replaceAll("&", "&amp;");
  return body.split(/<li class="offer( selected)?">/).find((row) => row?.startsWith(`<a href="${href}"`));
}

describe("the lowest 30-day price beside every reduction", () => {
  it("walks every reduced offer of the seeded catalogue: its own row on its data page names its own lowest price", async () => {
    const offers = await reducedOffers();
    // The seed reduces a share of its offers (src/shop/db/seed/generate.ts): enough to mean something.
    expect(offers.length).toBeGreaterThan(20);
    const bySlug = Map.groupBy(offers, (offer) => offer.slug);
    for (const [slug, reduced] of bySlug) {
      const { status, body } = await html(`/dane-opony/${slug}`);
      expect(status).toBe(200);
      for (const offer of reduced) {
        const row = offerRow(plain(body), slug, offer.sku);
        expect(row, `${slug} lists ${offer.sku}`).toBeDefined();
        expect(row, `${offer.sku}'s row`).toContain(`−${offer.reduction.percent}%`);
        expect(row, `${offer.sku}'s row`).toContain(omnibusText(formatPrice(offer.reduction.lowest30), offer.reduction.percent));
      }
    }
  });

  it("shows it on the compare page for the compared offer", async () => {
    const offer = (await reducedOffers()).find((entry) => entry.stock > 0)!;
    const item = {
      sku: offer.sku,
      slug: offer.slug,
      isMain: Boolean(offer.isMain),
      tread: "x",
      producer: "x",
      season: "zimowe",
      price: 1,
      productionYear: 2025,
      attributes: {},
    };
    const response = await get(ROUTES.compare, { headers: { cookie: `compare-tyres=${encodeURIComponent(JSON.stringify([item]))}` } });
    const body = plain(await response.text());
    expect(body).toContain(omnibusText(formatPrice(offer.reduction.lowest30), offer.reduction.percent));
  });

  it("carries it in the basket's lines (API) and shows it on /koszyk", async () => {
    const offers = await reducedOffers();
    const reduced = offers.find((entry) => entry.stock > 0)!;
    const token = await basket({ sku: reduced.sku, quantity: 1 });
    const checkout = (await (await get(`/api/v1/checkout/${token}`)).json()) as {
      lines: { sku: string; reduction: { lowest_30_days: string; percent: number } | null }[];
    };
    expect(checkout.lines[0]!.reduction).toEqual({
      lowest_30_days: (reduced.reduction.lowest30 / 100).toFixed(2),
      percent: reduced.reduction.percent,
    });
    const basketPage = plain(await (await get(ROUTES.basket, { headers: { cookie: `checkout-token=${token}` } })).text());
    expect(basketPage).toContain(omnibusText(formatPrice(reduced.reduction.lowest30), reduced.reduction.percent));

    // An offer without a reduction says nothing of the kind.
    const plainOffer = await env.DB.prepare(
      "SELECT v.sku FROM variants v WHERE v.stock > 0 AND v.hidden = 0 AND (SELECT COUNT(*) FROM price_history h WHERE h.variant_id = v.id) = 1 LIMIT 1",
    ).first<{ sku: string }>();
    const other = await basket({ sku: plainOffer!.sku, quantity: 1 });
    const otherLines = (await (await get(`/api/v1/checkout/${other}`)).json()) as { lines: { reduction: unknown }[] };
    expect(otherLines.lines[0]!.reduction).toBeNull();
    const otherPage = plain(await (await get(ROUTES.basket, { headers: { cookie: `checkout-token=${other}` } })).text());
    expect(otherPage).not.toContain("Najniższa cena z 30 dni");
  });
});
