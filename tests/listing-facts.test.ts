import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { formatPrice } from "../src/common/i18n/intl";
import { carGenerationPath } from "../src/common/routes";
import { hrefs, html, selectOne } from "./helpers";

/** The stocked tyres of a listing's scope, counted in D1 the way the listing counts them. */
async function stocked(where: string, ...params: unknown[]) {
  return (await env.DB.prepare(
    // Listed tyres (an offer a shopper can see, sold out or not) as the listing counts them; prices of those in stock.
    `SELECT COUNT(*) AS n, COUNT(DISTINCT t.producer_id) AS producers, MIN(t.min_price) AS low, MAX(t.min_price) AS high,
            SUM(t.three_pmsf) AS snow, SUM(t.wet_class = 'A') AS wetA, COUNT(DISTINCT t.width || '/' || t.profile || '/' || t.rim) AS sizes
     FROM tyres t WHERE t.offer_count > 0 AND ${where}`,
  )
    .bind(...params)
    .first<{ n: number; producers: number; low: number; high: number; snow: number; wetA: number; sizes: number }>())!;
}

describe("a landing listing's own words, made from its data (issue 38)", () => {
  it("a size × season page counts its tyres, producers and prices, its 3PMSF tyres and names the cars that take the size", async () => {
    // The winter size most cars of the reference data take.
    const size = (await env.DB.prepare(
      `SELECT f.width, f.profile, f.rim, COUNT(DISTINCT f.generation_id) AS cars FROM car_fitments f WHERE f.vehicle_type <> 'dostawcze'
         AND EXISTS (SELECT 1 FROM tyres t WHERE t.width = f.width AND t.profile = f.profile AND t.rim = f.rim AND t.season = 'zimowe' AND t.min_price IS NOT NULL AND t.offer_count > 0)
       GROUP BY 1, 2, 3 ORDER BY cars DESC LIMIT 1`,
    ).first<{ width: number; profile: number; rim: number; cars: number }>())!;
    const label = `${size.width}/${size.profile} R${size.rim}`;
    const { body } = await html(`/opony/zimowe/${size.width}/${size.profile}/r${size.rim}`);
    const facts = await selectOne(body, "section.listing-facts");
    const counted = await stocked(
      "t.season = 'zimowe' AND t.width = ? AND t.profile = ? AND t.rim = ?",
      size.width,
      size.profile,
      size.rim,
    );
    expect(facts.text).toContain(`Opony zimowe ${label} – w skrócie`);
    expect(facts.text).toContain(`Opony zimowe ${label}: ${counted.n} `);
    expect(facts.text).toContain(`od ${counted.producers === 1 ? "jednego producenta" : `${counted.producers} producentów`}`);
    expect(facts.text).toContain(`w cenach od ${formatPrice(counted.low)} do ${formatPrice(counted.high)} za sztukę`);
    expect(facts.text).toMatch(/Najczęstsze indeksy w tym rozmiarze: nośność \d+ \(\d+ kg na oponę\)/);
    expect(facts.text).toContain("symbol 3PMSF");
    expect(facts.text).toContain("Fabrycznie ten rozmiar mają m.in.:");
    // Each car named links its generation page, which lists the size.
    const { results: cars } = await env.DB.prepare(
      `SELECT DISTINCT k.slug AS make, m.slug AS model, g.slug AS generation FROM car_fitments f JOIN car_generations g ON g.id = f.generation_id
         JOIN car_models m ON m.id = g.model_id JOIN car_makes k ON k.id = m.make_id
       WHERE f.vehicle_type <> 'dostawcze' AND ((f.width = ?1 AND f.profile = ?2 AND f.rim = ?3) OR (f.rear_width = ?1 AND f.rear_profile = ?2 AND f.rear_rim = ?3))`,
    )
      .bind(size.width, size.profile, size.rim)
      .all<{ make: string; model: string; generation: string }>();
    const linked = hrefs(body).filter((href) => href.startsWith("/opony-do/"));
    expect(linked.length).toBe(Math.min(cars.length, 12));
    for (const href of linked) expect(cars.map((car) => carGenerationPath(car.make, car.model, car.generation))).toContain(href);
    expect((await html(linked[0]!)).body).toContain(label);
  });

  it("a producer × season page counts its sizes and rims; a filtered view and a season page carry no such words", async () => {
    const producer = (await env.DB.prepare(
      `SELECT p.slug, p.name FROM producers p JOIN tyres t ON t.producer_id = p.id WHERE t.season = 'letnie' AND t.min_price IS NOT NULL AND t.offer_count > 0
       GROUP BY p.id ORDER BY COUNT(*) DESC LIMIT 1`,
    ).first<{ slug: string; name: string }>())!;
    const { body } = await html(`/opony/letnie/${producer.slug}`);
    const counted = await stocked("t.season = 'letnie' AND t.producer_id = (SELECT id FROM producers WHERE slug = ?)", producer.slug);
    const facts = await selectOne(body, "section.listing-facts");
    expect(facts.text).toMatch(new RegExp(`^Opony letnie ${producer.name} – w skrócie`));
    expect(facts.text).toContain(`w ${counted.sizes} rozmiarach (felgi od R`);
    expect(facts.text).toContain("Opony letnie są na temperatury powyżej ok. 7°C");
    expect(facts.text).not.toContain("Fabrycznie ten rozmiar");
    for (const path of [`/opony/letnie/${producer.slug}?xl=1`, "/opony/letnie"])
      expect((await html(path)).body, path).not.toContain('class="listing-facts"');
  });
});
