import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { basket, placedOrder, post } from "./fixtures";
import { get, html } from "./helpers";

const MICHELIN = "michelin-karta-podarunkowa";

let buyers = 0;
const buyer = () => `warunki.${++buyers}-${Date.now().toString(36)}@example.pl`;

/** Offers of the Michelin campaign (rim 16 and up) with enough stock, and one that is of no campaign. */
async function offers() {
  const inCampaign = await env.DB.prepare(
    `SELECT v.sku FROM variants v JOIN campaign_variants cv ON cv.variant_id = v.id JOIN campaigns c ON c.id = cv.campaign_id
     WHERE c.slug = ? AND v.stock >= 8 ORDER BY v.id`,
  )
    .bind(MICHELIN)
    .all<{ sku: string }>();
  const other = await env.DB.prepare(
    `SELECT v.sku FROM variants v JOIN tyres t ON t.id = v.tyre_id JOIN producers p ON p.id = t.producer_id
     WHERE p.slug <> 'michelin' AND v.stock >= 8 AND NOT EXISTS (SELECT 1 FROM campaign_variants cv WHERE cv.variant_id = v.id)
     ORDER BY v.id LIMIT 1`,
  ).first<{ sku: string }>();
  expect(inCampaign.results.length).toBeGreaterThanOrEqual(2);
  return { michelin: inCampaign.results.map((row) => row.sku), other: other!.sku };
}

/** A guest order of these lines (sku → quantity); answers its number and the e-mail used. */
async function order(lines: [string, number][]) {
  const email = buyer();
  const token = await basket(lines.map(([sku, quantity]) => ({ sku, quantity })));
  return { number: (await placedOrder(token, { email, via: "site" })).number, email };
}

const register = (slug: string, placed: { number: string; email: string }) =>
  post(`/api/v1/campaigns/${slug}/registrations`, { order_number: placed.number, email: placed.email, accept_rules: true });

async function expectIneligible(response: Response) {
  expect(response.status).toBe(409);
  const body = (await response.json()) as { error_code: string; message: string };
  expect(body.error_code).toBe("ORDER_NOT_ELIGIBLE");
  return body.message;
}

describe("campaign conditions (issue 16: producer, minimum quantity, rim and dates are data on the campaign)", () => {
  it("answers the conditions with the campaign, and the page states them", async () => {
    const answer = (await (await get(`/api/v1/campaigns/${MICHELIN}`)).json()) as {
      campaign: { conditions: Record<string, unknown> };
    };
    expect(answer.campaign.conditions).toEqual({
      producer: "Michelin",
      season: null,
      min_quantity: 4,
      min_rim: 16,
      max_rim: null,
      summary: "co najmniej 4 opony marki Michelin o średnicy od 16 cali oznaczone plakietką promocji",
    });
    const { body } = await html(`/promocje/${MICHELIN}`);
    expect(body).toContain("co najmniej 4 opony marki Michelin o średnicy od 16 cali oznaczone plakietką promocji");
    const winter = (await (await get("/api/v1/campaigns/zimowa-wymiana")).json()) as {
      campaign: { conditions: Record<string, unknown> };
    };
    expect(winter.campaign.conditions).toMatchObject({
      producer: null,
      season: "zimowe",
      min_quantity: 4,
      summary: "co najmniej 4 opony zimowe oznaczone plakietką promocji",
    });
  });

  it("refuses 2 Michelin tyres for “4 opon Michelin od 16 cali” with ORDER_NOT_ELIGIBLE, and takes 4", async () => {
    const { michelin, other } = await offers();
    const two = await order([[michelin[0]!, 2]]);
    expect(await expectIneligible(await register(MICHELIN, two))).toBe(
      "Do tej promocji zamówienie musi zawierać co najmniej 4 opony marki Michelin o średnicy od 16 cali oznaczone plakietką promocji. W tym zamówieniu takich opon jest tylko 2.",
    );
    // Other tyres do not make up the set.
    const mixed = await order([
      [michelin[0]!, 2],
      [other, 2],
    ]);
    expect(await expectIneligible(await register(MICHELIN, mixed))).toContain("takich opon jest tylko 2");
    const none = await order([[other, 4]]);
    expect(await expectIneligible(await register(MICHELIN, none))).toContain("W tym zamówieniu nie ma takich opon.");
    // Two offers of the campaign, two of each: a set of four.
    const four = await order([
      [michelin[0]!, 2],
      [michelin[1]!, 2],
    ]);
    expect((await register(MICHELIN, four)).status).toBe(201);
    expect(
      await env.DB.prepare(
        "SELECT count(*) AS n FROM campaign_registrations cr JOIN orders o ON o.id = cr.order_id WHERE o.number IN (?, ?, ?, ?)",
      )
        .bind(two.number, mixed.number, none.number, four.number)
        .first("n"),
    ).toBe(1);
  });

  it("reads the conditions from the campaign's row: changing them changes what is accepted", async () => {
    const { michelin } = await offers();
    const rim = await env.DB.prepare("SELECT t.rim FROM variants v JOIN tyres t ON t.id = v.tyre_id WHERE v.sku = ?")
      .bind(michelin[0])
      .first<number>("rim");
    const original = await env.DB.prepare("SELECT min_quantity, min_rim, max_rim FROM campaigns WHERE slug = ?")
      .bind(MICHELIN)
      .first<{ min_quantity: number; min_rim: number | null; max_rim: number | null }>();
    try {
      // Rims above this tyre's only: the tyre no longer counts.
      await env.DB.prepare("UPDATE campaigns SET min_quantity = 2, min_rim = ? WHERE slug = ?")
        .bind(rim! + 1, MICHELIN)
        .run();
      const small = await order([[michelin[0]!, 2]]);
      expect(await expectIneligible(await register(MICHELIN, small))).toContain(`o średnicy od ${rim! + 1} cali`);
      // Two are enough now, and the rim fits.
      await env.DB.prepare("UPDATE campaigns SET min_rim = ?, max_rim = ? WHERE slug = ?").bind(rim, rim, MICHELIN).run();
      expect((await register(MICHELIN, small)).status).toBe(201);
    } finally {
      await env.DB.prepare("UPDATE campaigns SET min_quantity = ?, min_rim = ?, max_rim = ? WHERE slug = ?")
        .bind(original!.min_quantity, original!.min_rim, original!.max_rim, MICHELIN)
        .run();
    }
  });

  it("takes part only with orders placed while the campaign ran, and says so", async () => {
    const { michelin } = await offers();
    const early = await order([[michelin[0]!, 4]]);
    await env.DB.prepare("UPDATE orders SET created_at = (SELECT starts_at - 86400000 FROM campaigns WHERE slug = ?) WHERE number = ?")
      .bind(MICHELIN, early.number)
      .run();
    expect(await expectIneligible(await register(MICHELIN, early))).toMatch(
      /^To zamówienie złożono poza czasem trwania promocji \(od \d{1,2} \p{L}+ \d{4} do \d{1,2} \p{L}+ \d{4}\)\.$/u,
    );
  });
});
