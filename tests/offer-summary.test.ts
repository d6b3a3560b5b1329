import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "../src/shop/db/client";
import { refreshOfferSummary } from "../src/shop/db/queries/offers";

interface Summary {
  id: number;
  min_price: number | null;
  best_variant_id: number | null;
  best_production_year: number | null;
  offer_count: number;
}

const summaryOf = (ids: number[]) =>
  env.DB.prepare(
    `SELECT id, min_price, best_variant_id, best_production_year, offer_count FROM tyres WHERE id IN (${ids.join(",")}) ORDER BY id`,
  ).all<Summary>();

describe("offer summary on tyres (what listings filter and sort on)", () => {
  it("recomputed in SQL, it equals what the seed generator wrote", async () => {
    const ids = (await env.DB.prepare("SELECT id FROM tyres ORDER BY id LIMIT 60").all<{ id: number }>()).results.map((row) => row.id);
    const seeded = (await summaryOf(ids)).results;
    await refreshOfferSummary(database(env.DB), ids);
    expect((await summaryOf(ids)).results).toEqual(seeded);
  });

  it("follows a sell-out: the next cheapest offer takes over, or the tyre shows as sold out", async () => {
    const tyre = await env.DB.prepare(
      "SELECT t.id, t.best_variant_id FROM tyres t WHERE (SELECT COUNT(*) FROM variants v WHERE v.tyre_id = t.id AND v.stock > 0) >= 2 LIMIT 1",
    ).first<{ id: number; best_variant_id: number }>();
    await env.DB.prepare("UPDATE variants SET stock = 0 WHERE id = ?").bind(tyre!.best_variant_id).run();
    await refreshOfferSummary(database(env.DB), [tyre!.id]);
    const next = await env.DB.prepare(
      "SELECT id, price FROM variants WHERE tyre_id = ? AND stock > 0 ORDER BY price, production_year DESC LIMIT 1",
    )
      .bind(tyre!.id)
      .first<{ id: number; price: number }>();
    const [after] = (await summaryOf([tyre!.id])).results;
    expect(after).toMatchObject({ min_price: next!.price, best_variant_id: next!.id });

    await env.DB.prepare("UPDATE variants SET stock = 0 WHERE tyre_id = ?").bind(tyre!.id).run();
    await refreshOfferSummary(database(env.DB), [tyre!.id]);
    const [soldOut] = (await summaryOf([tyre!.id])).results;
    expect(soldOut).toMatchObject({ min_price: null, best_variant_id: null, best_production_year: null });
  });
});
