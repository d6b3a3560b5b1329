import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { TyreSummary } from "../src/shop-client";
import { get } from "./helpers";

interface ListAnswer {
  total: number;
  items: TyreSummary[];
  page: number;
  pageSize: number;
}

async function list(query: string): Promise<ListAnswer> {
  const response = await get(`/api/v1/catalogue/tyres?${query}`);
  expect(response.status).toBe(200);
  return response.json();
}

describe("catalogue API (/api/v1/catalogue)", () => {
  it("lists tyres of one size with correct fields from D1", async () => {
    const answer = await list("width=205&profile=55&rim=16&limit=5");
    const expected = await env.DB.prepare("SELECT count(*) AS n FROM tyres WHERE width = 205 AND profile = 55 AND rim = 16").first<{ n: number }>();
    expect(answer.total).toBe(expected?.n);
    expect(answer.total).toBeGreaterThan(5);
    expect(answer.items).toHaveLength(5);
    for (const tyre of answer.items) {
      expect([tyre.width, tyre.profile, tyre.rim]).toEqual([205, 55, 16]);
      expect(tyre.slug).toMatch(/^[a-z0-9-]+-205-55-r16-/);
      expect(tyre.producer.name).not.toBe("");
      expect(tyre.model.slug.startsWith(tyre.producer.slug)).toBe(true);
      expect(["A", "B", "C", "D", "E"]).toContain(tyre.label.wet);
    }
  });

  it("gives the cheapest in-stock offer and null when everything is sold out", async () => {
    const { items } = await list("sort=price-asc&limit=48");
    for (const tyre of items.slice(0, 10)) {
      const row = await env.DB.prepare(
        "SELECT MIN(v.price) AS price FROM variants v JOIN tyres t ON t.id = v.tyre_id WHERE t.slug = ? AND v.stock > 0",
      )
        .bind(tyre.slug)
        .first<{ price: number | null }>();
      expect(tyre.price).toBe(row?.price);
    }
    const prices = items.filter((tyre) => tyre.price !== null).map((tyre) => tyre.price as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const soldOut = await env.DB.prepare(
      "SELECT t.slug FROM tyres t WHERE NOT EXISTS (SELECT 1 FROM variants v WHERE v.tyre_id = t.id AND v.stock > 0) LIMIT 1",
    ).first<{ slug: string }>();
    if (soldOut) {
      const detail = (await (await get(`/api/v1/catalogue/tyres/${soldOut.slug}`)).json()) as { variants: { stock: number }[] };
      expect(detail.variants.every((variant) => variant.stock === 0)).toBe(true);
    }
  });

  it("filters by season and producer, and pages", async () => {
    const first = await list("season=zimowe&producer=michelin&limit=3");
    const second = await list("season=zimowe&producer=michelin&limit=3&page=2");
    expect(first.total).toBeGreaterThan(3);
    for (const tyre of [...first.items, ...second.items]) {
      expect(tyre.season).toBe("zimowe");
      expect(tyre.producer.slug).toBe("michelin");
    }
    expect(second.page).toBe(2);
    const slugs = new Set(first.items.map((tyre) => tyre.slug));
    for (const tyre of second.items) expect(slugs.has(tyre.slug)).toBe(false);
  });

  it("answers 404 JSON for an unknown producer or tyre", async () => {
    const producer = await get("/api/v1/catalogue/tyres?producer=nie-ma-takiego");
    expect(producer.status).toBe(404);
    expect(await producer.json()).toMatchObject({ error_code: "NOT_FOUND" });
    const tyre = await get("/api/v1/catalogue/tyres/nie-ma-takiej-opony");
    expect(tyre.status).toBe(404);
    expect(await tyre.json()).toMatchObject({ error_code: "NOT_FOUND", message: "Nie znaleźliśmy takiej opony." });
  });

  it("rejects out-of-range paging with a Polish message", async () => {
    const response = await get("/api/v1/catalogue/tyres?page=0&limit=1000");
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: { path: string; message: string }[] };
    expect(body.fields.map((field) => field.path).sort()).toEqual(["limit", "page"]);
  });

  it("returns a tyre with its producer's GPSR data and every offer", async () => {
    const { items } = await list("limit=1");
    const response = await get(`/api/v1/catalogue/tyres/${items[0]!.slug}`);
    expect(response.status).toBe(200);
    const detail = (await response.json()) as {
      tyre: { slug: string };
      producer: { legalName: string; street: string; email: string };
      variants: { sku: string; isMain: boolean; productionYear: number }[];
    };
    expect(detail.tyre.slug).toBe(items[0]!.slug);
    expect(detail.producer.legalName).not.toBe("");
    expect(detail.producer.email).toContain("@");
    expect(detail.variants.length).toBeGreaterThanOrEqual(1);
    expect(detail.variants.filter((variant) => variant.isMain)).toHaveLength(1);
  });

  it("serves catalogue reads with a public cache policy", async () => {
    const response = await get("/api/v1/catalogue/producers");
    expect(response.headers.get("cache-control")).toContain("s-maxage=300");
    const body = (await response.json()) as { producers: { slug: string; tyres: number }[] };
    expect(body.producers).toHaveLength(50);
  });
});
