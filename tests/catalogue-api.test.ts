import { SIZE_CARS_LIMIT } from "../src/common/config/storefront";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { reductionOf } from "../src/shop/db/queries/omnibus";
import { listingStatement, searchStatements } from "../src/shop/db/queries/search";
import type { SearchAnswer, TyreDetail } from "../src/site/shop-client";
import { get } from "./helpers";

async function search(query: string): Promise<SearchAnswer> {
  const response = await get(`/api/v1/catalogue/search?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

async function count(where: string, ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM tyres t JOIN producers p ON p.id = t.producer_id WHERE ${where}`)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("catalogue search (/api/v1/catalogue/search)", () => {
  it("lists tyres of one size with correct fields from D1", async () => {
    const answer = await search("width=205&profile=55&rim=16&limit=5");
    expect(answer.total).toBe(await count("t.width = 205 AND t.profile = 55 AND t.rim = 16"));
    expect(answer.total).toBeGreaterThan(5);
    expect(answer.items).toHaveLength(5);
    expect(answer.pages).toBe(Math.ceil(answer.total / 5));
    for (const tyre of answer.items) {
      expect([tyre.width, tyre.profile, tyre.rim]).toEqual([205, 55, 16]);
      expect(tyre.slug).toMatch(/^[a-z0-9-]+-205-55-r16-/);
      expect(tyre.model.slug.startsWith(tyre.producer.slug)).toBe(true);
      expect(["A", "B", "C", "D", "E"]).toContain(tyre.label.wet);
    }
  });

  it("gives the cheapest in-stock offer, its year, and sorts by price with sold-out last", async () => {
    const { items } = await search("sort=price-asc&limit=48&season=zimowe");
    for (const tyre of items.slice(0, 8)) {
      const row = await env.DB.prepare(
        "SELECT v.price, v.production_year FROM variants v JOIN tyres t ON t.id = v.tyre_id WHERE t.slug = ? AND v.stock > 0 ORDER BY v.price, v.production_year DESC LIMIT 1",
      )
        .bind(tyre.slug)
        .first<{ price: number; production_year: number }>();
      expect([tyre.price, tyre.productionYear]).toEqual([row?.price, row?.production_year]);
    }
    const prices = items.filter((tyre) => tyre.price !== null).map((tyre) => tyre.price as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const firstSoldOut = items.findIndex((tyre) => !tyre.inStock);
    if (firstSoldOut >= 0) expect(items.slice(firstSoldOut).every((tyre) => !tyre.inStock)).toBe(true);
  });

  it("sorts by wet grip and by noise", async () => {
    const wet = (await search("sort=wet&limit=48")).items.filter((tyre) => tyre.inStock).map((tyre) => tyre.label.wet);
    expect(wet).toEqual([...wet].sort());
    const noise = (await search("sort=noise&limit=48")).items.filter((tyre) => tyre.inStock).map((tyre) => tyre.label.noiseDb);
    expect(noise).toEqual([...noise].sort((a, b) => a - b));
  });

  it("counts facets exactly as D1 does, each without its own filter", async () => {
    const answer = await search("season=zimowe&rim=16&producer=michelin,continental&fuel=B,C");
    const base = "t.season = 'zimowe' AND t.rim = 16 AND p.slug IN ('michelin','continental') AND t.fuel_class IN ('B','C')";
    expect(answer.total).toBe(await count(base));
    for (const facet of answer.facets.producer) {
      expect(facet.count, facet.value).toBe(
        await count("t.season = 'zimowe' AND t.rim = 16 AND t.fuel_class IN ('B','C') AND p.slug = ?", facet.value),
      );
    }
    for (const facet of answer.facets.fuel) {
      expect(facet.count, facet.value).toBe(
        await count("t.season = 'zimowe' AND t.rim = 16 AND p.slug IN ('michelin','continental') AND t.fuel_class = ?", facet.value),
      );
    }
    for (const facet of answer.facets.width) expect(facet.count).toBe(await count(`${base} AND t.width = ?`, Number(facet.value)));
    expect(answer.facets.xl).toBe(await count(`${base} AND t.xl = 1`));
    expect(answer.facets.threePmsf).toBe(await count(`${base} AND t.three_pmsf = 1`));
    expect(answer.facets.producer.find((facet) => facet.value === "michelin")?.label).toBe("Michelin");
    expect(answer.facets.season.map((facet) => facet.value).sort()).toEqual(["caloroczne", "letnie", "zimowe"]);
  });

  it("narrows by flags, indexes and price as a direct count says", async () => {
    const answer = await search("xl=1&speed=H,V,W&price_min=30000&price_max=60000");
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.total).toBe(await count("t.xl = 1 AND t.speed_index IN ('H','V','W') AND t.min_price BETWEEN 30000 AND 60000"));
    for (const tyre of answer.items) {
      expect(tyre.xl).toBe(true);
      expect(tyre.price).toBeGreaterThanOrEqual(30000);
      expect(tyre.price).toBeLessThanOrEqual(60000);
    }
    expect(answer.facets.price!.min).toBeLessThanOrEqual(30000);
  });

  it("carries the Omnibus reduction of each card's cheapest offer, computed from its price history", async () => {
    const { items } = await search("limit=48&sort=price-asc");
    const reduced = items.filter((tyre) => tyre.reduction);
    for (const tyre of items.slice(0, 20)) {
      const { results } = await env.DB.prepare("SELECT price, valid_from FROM price_history WHERE variant_id = ?")
        .bind(tyre.bestVariantId)
        .all<{ price: number; valid_from: number }>();
      const expected = reductionOf(
        results.map((row) => ({ price: row.price, validFrom: row.valid_from })),
        tyre.price!,
        Date.now(),
      );
      expect(tyre.reduction?.lowest30 ?? null, tyre.slug).toBe(expected?.lowest30 ?? null);
    }
    for (const tyre of reduced) expect(tyre.reduction!.lowest30).toBeGreaterThan(tyre.price!);
  });

  it("skips the facet counts when asked (facets=0)", async () => {
    const plain = await search("season=letnie&limit=4&facets=0");
    expect(plain.items).toHaveLength(4);
    expect(plain.facets.producer).toEqual([]);
    expect(plain.facets.price).toBeNull();
    expect(plain.total).toBe(await count("t.season = 'letnie'"));
  });

  it("pages without overlap", async () => {
    const first = await search("season=letnie&limit=6");
    const second = await search("season=letnie&limit=6&page=2");
    const slugs = new Set(first.items.map((tyre) => tyre.slug));
    expect(second.items.some((tyre) => slugs.has(tyre.slug))).toBe(false);
    expect(second.page).toBe(2);
  });

  it("rejects invalid input with Polish field messages", async () => {
    const response = await get("/api/v1/catalogue/search?page=0&limit=1000&fuel=Z&xl=tak");
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error_code: string; fields: { path: string; message: string }[] };
    expect(body.error_code).toBe("VALIDATION_ERROR");
    expect(body.fields.map((field) => field.path).sort()).toEqual(["fuel.0", "limit", "page", "xl"]);
  });

  it("uses the indexes for a filtered listing, never a full scan of tyres", async () => {
    const shapes = [
      { width: 205, profile: 55, rim: 16 },
      { season: "zimowe" as const, rim: 17 },
      { producers: ["michelin"], season: "zimowe" as const },
      { vehicle: "dostawcze" as const },
    ];
    for (const shape of shapes) {
      const statement = listingStatement({ ...shape, limit: 24, offset: 0 });
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
        .bind(...statement.params)
        .all<{ detail: string }>();
      const plan = results.map((row) => row.detail).join("\n");
      expect(plan, JSON.stringify(shape)).toMatch(/(SEARCH|SCAN) t USING (COVERING )?INDEX tyres_/);
      expect(plan, JSON.stringify(shape)).not.toMatch(/SCAN t(\n|$)/);
    }
  });

  it("counts a size page's narrowed facets from the size index alone, with no row lookups", async () => {
    // A size page with a price bound: season, width, profile, rim and price are each counted
    // without their own clause, from an index alone (tyres_size_idx carries their columns, migration 0034).
    const [, counts] = searchStatements(
      { season: "zimowe", width: 205, profile: 55, rim: 16, priceMax: 300_000, limit: 24, offset: 0 },
      "live",
    );
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${counts!.sql}`)
      .bind(...counts!.params)
      .all<{ detail: string }>();
    const plan = results.map((row) => row.detail);
    // Only the CTE of matching tyres looks rows up (it keeps every facet's column for the others).
    expect(
      plan.filter((detail) => /^SEARCH t USING INDEX /.test(detail)),
      plan.join("\n"),
    ).toHaveLength(1);
    expect(
      plan.filter((detail) => /^SEARCH t USING COVERING INDEX tyres_/.test(detail)),
      plan.join("\n"),
    ).toHaveLength(5);
  });
});

describe("tyre, model and car make reads", () => {
  it("returns a tyre with its producer's GPSR data and every offer", async () => {
    const { items } = await search("limit=1");
    const response = await get(`/api/v1/catalogue/tyres/${items[0]!.slug}`);
    expect(response.status).toBe(200);
    const detail = (await response.json()) as TyreDetail;
    expect(detail.tyre.slug).toBe(items[0]!.slug);
    // The producer's GPSR data as the data page shows it, without the back office's own columns.
    const row = await env.DB.prepare(
      "SELECT p.legal_name, p.email, p.eu_name FROM producers p JOIN tyres t ON t.producer_id = p.id WHERE t.slug = ?",
    )
      .bind(items[0]!.slug)
      .first<{ legal_name: string; email: string | null; eu_name: string | null }>();
    expect(detail.producer.gpsr.manufacturer).toMatchObject({ name: row!.legal_name, email: row!.email });
    expect(detail.producer.gpsr.euResponsible?.name ?? null).toBe(row!.eu_name);
    expect(detail.producer).not.toHaveProperty("gpsrSource");
    // Whether the data is confirmed is the shopper's to know (issue 38): the page says so when it is not.
    expect(typeof (detail.producer as { gpsrVerified?: unknown }).gpsrVerified).toBe("boolean");
    expect(detail.variants.filter((variant) => variant.isMain)).toHaveLength(1);
  });

  it("names the tyre an offer belongs to by the offer's sku; an unknown sku is 404, a malformed one 400, both in Polish", async () => {
    const row = await env.DB.prepare(
      "SELECT v.sku, t.slug FROM variants v JOIN tyres t ON t.id = v.tyre_id ORDER BY v.id DESC LIMIT 1",
    ).first<{
      sku: string;
      slug: string;
    }>();
    const found = await get(`/api/v1/catalogue/offers/${row!.sku}/tyre`);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ slug: row!.slug });
    const unknown = await get("/api/v1/catalogue/offers/OP-NIE-MA-TAKIEJ/tyre");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error_code: "NOT_FOUND", message: "Nie znaleźliśmy takiej oferty." });
    const malformed = await get("/api/v1/catalogue/offers/%3Cx%3E/tyre");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      error_code: "VALIDATION_ERROR",
      fields: [{ path: "sku", message: "Nieprawidłowy kod oferty." }],
    });
  });

  it("returns a model with every size and its cheapest price", async () => {
    const response = await get("/api/v1/catalogue/models/michelin-alpin-6");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { model: { name: string; season: string }; sizes: { slug: string; minPrice: number | null }[] };
    expect(body.model).toMatchObject({ name: "Alpin 6", season: "zimowe" });
    expect(body.sizes.length).toBe(await count("t.model_id = (SELECT id FROM tread_models WHERE slug = 'michelin-alpin-6')"));
  });

  it("returns a car make with its models, their generations and fitting sizes per axle", async () => {
    const response = await get("/api/v1/catalogue/car-makes/skoda");
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      make: { name: string };
      models: { name: string; generations: { name: string; fitments: { front: { width: number }; rear: unknown }[] }[] }[];
    };
    expect(body.make.name).toBe("Škoda");
    expect(body.models.map((model) => model.name)).toContain("Octavia");
    const octavia = body.models.find((model) => model.name === "Octavia")!;
    expect(octavia.generations.map((generation) => generation.name)).toEqual(["Octavia III", "Octavia IV"]);
    expect(body.models.every((model) => model.generations.every((generation) => generation.fitments.length > 0))).toBe(true);
  });

  it("names the cars that take a size from the factory, vans only for a van's size; refuses a question without a whole size (issue 38)", async () => {
    const response = await get("/api/v1/catalogue/size-cars?width=205&profile=55&rim=16");
    expect(response.status).toBe(200);
    const { cars } = (await response.json()) as { cars: { make: string; generation: string; generationSlug: string }[] };
    // At most SIZE_CARS_LIMIT, by make and model.
    expect(cars.map((car) => `${car.make} ${car.generation}`).slice(0, 2)).toEqual(["Audi A3 8V", "Audi A3 8Y"]);
    expect(cars.length).toBeLessThanOrEqual(SIZE_CARS_LIMIT);
    const vans = (await (await get("/api/v1/catalogue/size-cars?width=215&profile=65&rim=16&vehicle=dostawcze")).json()) as {
      cars: { make: string; generation: string }[];
    };
    expect(vans.cars.map((car) => `${car.make} ${car.generation}`)).toContain("Ford Transit Custom I");
    expect(vans.cars.map((car) => `${car.make} ${car.generation}`)).not.toContain("Dacia Duster I");
    for (const query of ["", "?width=205&profile=55", "?width=abc&profile=55&rim=16"]) {
      const refused = await get(`/api/v1/catalogue/size-cars${query}`);
      expect(refused.status, query).toBe(400);
      const body = (await refused.json()) as { error_code: string; message: string };
      expect(body.error_code, query).toBe("VALIDATION_ERROR");
      if (!query.includes("abc")) expect(body.message, query).toBe("Podaj szerokość, profil i średnicę opony.");
      // A value that is no number: the search's own field message, under the general one.
      else expect(body.message, query).toBe("Sprawdź wprowadzone dane.");
    }
  });

  it("answers 404 JSON for unknown slugs", async () => {
    for (const path of ["tyres/nie-ma-takiej-opony", "models/nie-ma", "car-makes/trabant"]) {
      const response = await get(`/api/v1/catalogue/${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error_code: "NOT_FOUND" });
    }
  });

  it("serves catalogue reads with a public cache policy", async () => {
    const response = await get("/api/v1/catalogue/producers");
    expect(response.headers.get("cache-control")).toContain("stale-while-revalidate");
    const body = (await response.json()) as { producers: { slug: string }[] };
    expect(body.producers).toHaveLength(50);
  });
});
