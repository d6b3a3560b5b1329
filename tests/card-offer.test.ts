import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { tyrePath } from "../src/common/routes";
import { html } from "./helpers";

/** What a listing card says about its offer: link, price, year, availability. */
interface CardOffer {
  href: string;
  price: string | null;
  year: string | null;
  inStock: boolean;
}

function cardsOf(body: string): CardOffer[] {
  return [...body.matchAll(/<article class="product-card"[\s\S]*?<\/article>/g)].map(([card]) => ({
    href: (/<h3 class="product-card-name"><a href="([^"]+)"/.exec(card)?.[1] ?? "").replaceAll("&amp;", "&"),
    price: /<p class="price-now">(?:<span class="price-prefix">[^<]*<\/span>)?<strong[^>]*>([^<]+)<\/strong>/.exec(card)?.[1] ?? null,
    // "Produkcja: 31. tydz. 2026": the week and year of the offer the card shows.
    year: /<p class="product-card-year">Produkcja: (\d{1,2}\. tydz\. \d{4})<\/p>/.exec(card)?.[1]?.replace("tydz.", "tydzień") ?? null,
    inStock: card.includes('class="availability in-stock"'),
  }));
}

/** The offer a data page preselects: its year, price and stock line. */
function selectedOffer(body: string) {
  const offer = /<li class="offer selected">([\s\S]*?)<\/li>/.exec(body)?.[1] ?? "";
  return {
    // "Produkcja: 47. tydzień 2026 (DOT 4726)": the week and year, then the DOT code they make.
    year: /<span class="offer-year">Produkcja: (\d{1,2}\. tydzień \d{4}) \(DOT \d{4}\)<\/span>/.exec(offer)?.[1] ?? null,
    price: /<span class="offer-price">([^<]+)/.exec(offer)?.[1] ?? null,
    inStock: /class="offer-stock in-stock"/.test(offer),
  };
}

const canonicalOf = (body: string) => /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];

describe("the offer a card shows is the offer its page shows (issue 16, point 1)", () => {
  it("links every card on /opony/zimowe to the offer whose price and year it shows", async () => {
    const { body } = await html("/opony/zimowe");
    const cards = cardsOf(body);
    expect(cards.length).toBe(24);
    for (const card of cards) {
      const slug = decodeURIComponent(card.href.replace(/^\/dane-opony\//, "").replace(/\?.*$/, ""));
      const best = await env.DB.prepare("SELECT v.sku, v.is_main FROM tyres t JOIN variants v ON v.id = t.best_variant_id WHERE t.slug = ?")
        .bind(slug)
        .first<{ sku: string; is_main: number }>();
      // The card's link names its offer (SPEC §2's product link: ?sup= unless it is the main one).
      expect(card.href, slug).toBe(best ? tyrePath(slug, { sku: best.sku, isMain: best.is_main === 1 }) : tyrePath(slug));
      const page = await html(card.href);
      expect(page.status, card.href).toBe(200);
      const selected = selectedOffer(page.body);
      expect(selected.year, card.href).toBe(card.year);
      if (card.inStock) {
        expect(selected.price, card.href).toBe(card.price);
        expect(selected.inStock, card.href).toBe(true);
      }
      expect(canonicalOf(page.body), card.href).toBe(`https://sklep.test${tyrePath(slug)}`);
    }
  }, 60_000);

  it("preselects the cheapest offer in stock without ?sup=, never a sold-out one", async () => {
    // A tyre with several offers: its main offer sold out, another one in stock.
    const tyre = await env.DB.prepare(
      `SELECT t.id, t.slug FROM tyres t WHERE t.offer_count >= 2
         AND EXISTS (SELECT 1 FROM variants v WHERE v.tyre_id = t.id AND v.is_main = 0 AND v.stock > 0)
       ORDER BY t.popularity ASC LIMIT 1`,
    ).first<{ id: number; slug: string }>();
    await env.DB.prepare("UPDATE variants SET stock = 0 WHERE tyre_id = ? AND is_main = 1").bind(tyre!.id).run();
    await env.DB.prepare(
      `UPDATE tyres SET
         min_price = (SELECT MIN(price) FROM variants WHERE tyre_id = tyres.id AND stock > 0),
         best_variant_id = (SELECT id FROM variants WHERE tyre_id = tyres.id AND stock > 0 ORDER BY price, production_year DESC LIMIT 1),
         best_production_year = (SELECT production_year FROM variants WHERE tyre_id = tyres.id AND stock > 0 ORDER BY price, production_year DESC LIMIT 1)
       WHERE id = ?`,
    )
      .bind(tyre!.id)
      .run();
    const cheapest = await env.DB.prepare(
      "SELECT sku, production_year, dot_week FROM variants WHERE tyre_id = ? AND stock > 0 ORDER BY price, production_year DESC LIMIT 1",
    )
      .bind(tyre!.id)
      .first<{ sku: string; production_year: number; dot_week: number }>();
    const page = await html(tyrePath(tyre!.slug));
    const selected = selectedOffer(page.body);
    expect(selected.inStock).toBe(true);
    expect(selected.year).toBe(`${cheapest!.dot_week}. tydzień ${cheapest!.production_year}`);
    expect(page.body).toContain(`"sku":"${cheapest!.sku}"`);
    expect(canonicalOf(page.body)).toBe(`https://sklep.test${tyrePath(tyre!.slug)}`);
    // The attribute table names the season of one tyre (issue 16, point 8): "zimowa", not "zimowe".
    expect(page.body).toMatch(/<th scope="row">Sezon<\/th><td>(zimowa|letnia|całoroczna)<\/td>/);
  });

  it("links each offer on a data page to itself, the main one too", async () => {
    const row = await env.DB.prepare(
      `SELECT t.slug, v.sku FROM variants v JOIN tyres t ON t.id = v.tyre_id
       WHERE v.is_main = 1 AND t.best_variant_id IS NOT NULL AND t.best_variant_id != v.id LIMIT 1`,
    ).first<{ slug: string; sku: string }>();
    const { body } = await html(tyrePath(row!.slug));
    // The plain path shows the cheapest offer, so the main one needs its ?sup= to be reached.
    expect(body).toContain(`href="/dane-opony/${row!.slug}?sup=${row!.sku}"`);
  });
});
