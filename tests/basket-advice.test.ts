import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type AdviceLine, LIKELY_ONE_CAR_TOTALS, sameAxleAdvice, TYRES_PER_AXLE, TYRES_PER_CAR } from "../client/islands/basket/advice";
import { basket } from "./fixtures";
import { get, ORIGIN, select } from "./helpers";

let skus = 0;
/** A basket line as the checkout answers it, with only what the rules read; a summer Michelin 205/55 R16 unless told. */
function line(quantity: number, product: Partial<AdviceLine["variant"]["product"]> = {}, sku = `SKU-${++skus}`): AdviceLine {
  const base = {
    producer: "Michelin",
    tread: "Primacy 4",
    season: "letnie",
    size: "205/55 R16",
    load_index: "91",
    speed_index: "V",
    xl: false,
    cargo: false,
    run_flat: false,
  };
  return { sku, quantity, variant: { product: { ...base, ...product } } };
}

const codes = (lines: AdviceLine[]) => sameAxleAdvice(lines).map((warning) => warning.code);
const continental = { producer: "Continental", tread: "PremiumContact 6" };

describe("same-axle advice: quantities (tyres go on in pairs)", () => {
  it("advises a single tyre and three of one, never two or four", () => {
    expect(TYRES_PER_AXLE).toBe(2);
    expect(TYRES_PER_CAR).toBe(4);
    const one = line(1);
    expect(sameAxleAdvice([one])).toEqual([
      {
        code: "axle.odd_quantity",
        message:
          "Opony montuje się parami na osi – w koszyku jest 1 szt. Michelin Primacy 4 205/55 R16 91V. Na jedną oś potrzeba 2 sztuk, na cały samochód 4.",
        skus: [one.sku],
      },
    ]);
    expect(sameAxleAdvice([line(3)])[0]!.message).toContain("w koszyku są 3 szt. Michelin Primacy 4 205/55 R16 91V");
    expect(sameAxleAdvice([line(5)])[0]!.message).toContain("w koszyku jest 5 szt.");
    expect(codes([line(2)])).toEqual([]);
    expect(codes([line(4)])).toEqual([]);
    expect(codes([line(6)])).toEqual([]);
  });

  it("adds up one build's offers (other production years, another approval mark): 1 + 1 of the same build is a pair", () => {
    expect(codes([line(1), line(1)])).toEqual([]);
    const odd = sameAxleAdvice([line(2, {}, "A-2024"), line(1, {}, "A-2025")]);
    expect(odd.map((warning) => [warning.code, warning.skus])).toEqual([["axle.odd_quantity", ["A-2024", "A-2025"]]]);
    expect(odd[0]!.message).toContain("są 3 szt.");
  });

  it("names each odd tyre once, and leaves a line removed (quantity 0) out", () => {
    const warnings = sameAxleAdvice([line(1, { size: "195/65 R15" }), line(3, { size: "225/45 R17" }), line(0)]);
    expect(warnings.map((warning) => warning.code)).toEqual(["axle.odd_quantity", "axle.odd_quantity"]);
    expect(warnings[1]!.message).toContain("225/45 R17");
  });
});

describe("same-axle advice: mixed models and constructions in one season and size", () => {
  it("advises two models making up one axle (1 + 1), once and without the odd-quantity advice", () => {
    const michelin = line(1);
    const conti = line(1, continental);
    const warnings = sameAxleAdvice([michelin, conti]);
    expect(warnings).toEqual([
      {
        code: "axle.mixed_tread",
        message:
          "Na jednej osi montuje się opony tego samego modelu. W koszyku są opony letnie 205/55 R16 różnych modeli: " +
          "Michelin Primacy 4 91V (1 szt.), Continental PremiumContact 6 91V (1 szt.). Jeśli są do jednego samochodu, wybierz jeden model.",
        skus: [michelin.sku, conti.sku],
      },
    ]);
  });

  it("advises mixed models making up a car (2 + 2, 3 + 1), asking for all four alike", () => {
    expect(codes([line(2), line(2, continental)])).toEqual(["axle.mixed_tread"]);
    const threeAndOne = sameAxleAdvice([line(3), line(1, continental)]);
    expect(threeAndOne.map((warning) => warning.code)).toEqual(["axle.mixed_tread"]);
    expect(threeAndOne[0]!.message).toMatch(
      /^Na jednej osi – a najlepiej na wszystkich czterech kołach – montuje się opony tego samego modelu\./,
    );
  });

  it("leaves mixed models alone when the season's tyres of a size do not add up to an axle or a car", () => {
    expect(LIKELY_ONE_CAR_TOTALS).toEqual([2, 4]);
    // 4 + 4: two cars, or a fleet.
    expect(codes([line(4), line(4, continental)])).toEqual([]);
    // 1 + 2 = 3: the single one is still odd.
    expect(codes([line(1), line(2, continental)])).toEqual(["axle.odd_quantity"]);
    // Other sizes or seasons are other sets: a Michelin pair and a Continental pair in another size.
    expect(codes([line(2), line(2, { ...continental, size: "225/45 R17" })])).toEqual([]);
    expect(codes([line(2), line(2, { ...continental, season: "całoroczne" })])).toEqual([]);
  });

  it("advises one model in XL and standard load, or van (C) and passenger versions, at an axle or a car", () => {
    const standard = line(1);
    const reinforced = line(1, { xl: true, load_index: "94" });
    const warnings = sameAxleAdvice([standard, reinforced]);
    expect(warnings.map((warning) => warning.code)).toEqual(["axle.mixed_construction"]);
    expect(warnings[0]!.message).toBe(
      "Na jednej osi montuje się opony tej samej konstrukcji. W koszyku są opony letnie 205/55 R16 w różnych wersjach: " +
        "Michelin Primacy 4 91V (1 szt.), Michelin Primacy 4 94V XL (1 szt.). Jeśli są do jednego samochodu, wybierz jedną wersję.",
    );
    expect(codes([line(2, { cargo: true }), line(2)])).toEqual(["axle.mixed_construction"]);
    expect(codes([line(2, { xl: true }), line(2, { xl: true })])).toEqual([]);
    expect(codes([line(4, { xl: true }), line(2)])).toEqual([]);
  });

  it("advises one model in different load or speed ratings at an axle, one piece of each not twice as odd", () => {
    const h = line(1, { speed_index: "H" });
    const v = line(1);
    const warnings = sameAxleAdvice([h, v]);
    expect(warnings.map((warning) => [warning.code, warning.skus])).toEqual([["axle.mixed_construction", [h.sku, v.sku]]]);
    expect(warnings[0]!.message).toContain("Michelin Primacy 4 91H (1 szt.), Michelin Primacy 4 91V (1 szt.)");
    expect(codes([line(2, { load_index: "94" }), line(2)])).toEqual(["axle.mixed_construction"]);
  });
});

describe("same-axle advice: run-flat and standard", () => {
  it("advises run-flat mixed with standard tyres of one size, at any total, naming both kinds", () => {
    const runFlat = line(2, { producer: "Bridgestone", tread: "Turanza T005", run_flat: true });
    const standard = line(2);
    const warnings = sameAxleAdvice([runFlat, standard]);
    expect(warnings).toEqual([
      {
        code: "axle.run_flat_mixed",
        message:
          "Opon run-flat nie łączy się ze zwykłymi: samochód jeździ na nich na wszystkich kołach albo na żadnym. W koszyku są opony letnie " +
          "205/55 R16 obu rodzajów – run-flat: Bridgestone Turanza T005 91V run-flat (2 szt.); zwykłe: Michelin Primacy 4 91V (2 szt.). Wybierz jeden rodzaj.",
        skus: [runFlat.sku, standard.sku],
      },
    ]);
    // Six tyres: still never mixed, and the odd ones are named too (not one axle or one car).
    expect(codes([line(3, { run_flat: true }), line(3)])).toEqual(["axle.run_flat_mixed", "axle.odd_quantity", "axle.odd_quantity"]);
    // 1 + 1: the run-flat advice explains the odd pieces.
    expect(codes([line(1, { run_flat: true }), line(1)])).toEqual(["axle.run_flat_mixed"]);
  });

  it("leaves run-flats alone when all of a set are run-flat, or the standard ones are another season", () => {
    expect(codes([line(2, { run_flat: true }), line(2, { run_flat: true }, "RF-2025")])).toEqual([]);
    expect(codes([line(4, { run_flat: true }), line(4, { season: "zimowe" })])).toEqual([]);
  });
});

describe("same-axle advice: summer and winter at one axle each", () => {
  it("advises 2 summer + 2 winter tyres of one size, once", () => {
    const summer = line(2);
    const winter = line(2, { ...continental, tread: "WinterContact TS 870", season: "zimowe" });
    expect(sameAxleAdvice([summer, winter])).toEqual([
      {
        code: "axle.two_seasons",
        message:
          "W koszyku są 2 opony letnie i 2 opony zimowe 205/55 R16 – po jednej osi na każdy sezon. " +
          "Jeśli chodziło o komplet na jeden sezon, zamów 4 szt. jednych i usuń drugie.",
        skus: [summer.sku, winter.sku],
      },
    ]);
    // Counted per season: two summer lines of 1 are two summer tyres (and their own mixed-model advice).
    expect(codes([line(1), line(1, continental), line(2, { season: "zimowe" })])).toEqual(["axle.mixed_tread", "axle.two_seasons"]);
  });

  it("leaves full sets and other sizes alone: 4 + 4, 4 + 2, 2 + 2 in different sizes, 2 all-season + 2 winter", () => {
    expect(codes([line(4), line(4, { season: "zimowe" })])).toEqual([]);
    expect(codes([line(4), line(2, { season: "zimowe" })])).toEqual([]);
    expect(codes([line(2), line(2, { season: "zimowe", size: "195/65 R15" })])).toEqual([]);
    expect(codes([line(2, { season: "całoroczne" }), line(2, { season: "zimowe" })])).toEqual([]);
  });

  it("gives an empty list for an empty basket", () => {
    expect(sameAxleAdvice([])).toEqual([]);
  });
});

const post = (path: string, body: unknown) =>
  get(path, { method: "POST", headers: { "content-type": "application/json", origin: ORIGIN }, body: JSON.stringify(body) });

/** An offer in stock of a tyre with the given season and size, skipping the tyres named. */
async function offerOf(where: { season: string; width: number; profile: number; rim: number }, exceptModels: number[] = []) {
  const row = await env.DB.prepare(
    `SELECT v.sku, t.model_id FROM variants v JOIN tyres t ON t.id = v.tyre_id
     WHERE v.stock >= 8 AND v.hidden = 0 AND t.run_flat = 0 AND t.season = ? AND t.width = ? AND t.profile = ? AND t.rim = ?
       AND t.model_id NOT IN (SELECT value FROM json_each(?))
     ORDER BY v.id LIMIT 1`,
  )
    .bind(where.season, where.width, where.profile, where.rim, JSON.stringify(exceptModels))
    .first<{ sku: string; model_id: number }>();
  if (!row) throw new Error(`no ${where.season} offer in ${where.width}/${where.profile} R${where.rim}`);
  return row;
}

async function basketPage(token: string): Promise<string> {
  const response = await get("/koszyk", { headers: { cookie: `checkout-token=${token}` } });
  expect(response.status).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
}

/** The advice the page's box lists: [code, text] per item. */
async function adviceItems(body: string): Promise<[string, string][]> {
  return (await select(body, "div.basket-advice li[data-advice]")).map((item) => [item.attributes["data-advice"]!, item.text]);
}

describe("the basket page (/koszyk) carries the advice in its HTML", () => {
  const size = { width: 205, profile: 55, rim: 16 };

  it("advises a single tyre, and none once the line holds four", async () => {
    const { sku } = await offerOf({ season: "letnie", ...size });
    const created = (await (await post("/api/v1/checkout", { sku, quantity: 1 })).json()) as {
      token: string;
      lines: { variant: { product: { xl: boolean; cargo: boolean; run_flat: boolean } } }[];
    };
    // The checkout answer carries the construction the rules compare.
    expect(created.lines[0]!.variant.product).toMatchObject({ cargo: false, run_flat: false, xl: expect.any(Boolean) });
    const single = await adviceItems(await basketPage(created.token));
    expect(single).toEqual([
      [
        "axle.odd_quantity",
        expect.stringMatching(/^Opony montuje się parami na osi – w koszyku jest 1 szt\. .+ 205\/55 R16 \d+[A-Z][^.]*\. Na jedną oś/),
      ],
    ]);
    expect(await basketPage(created.token)).toContain("Sprawdź przed zamówieniem");

    expect((await post(`/api/v1/checkout?token=${created.token}`, { sku, quantity: 4 })).status).toBe(200);
    const full = await basketPage(created.token);
    expect(await adviceItems(full)).toEqual([]);
    expect(full).not.toContain("Sprawdź przed zamówieniem");
    // Advice never blocks: the way to checkout is a plain link either way.
    expect(full).toMatch(/<a class="button button-primary button-block" href="\/zamowienie">Przejdź do kasy<\/a>/);
  });

  it("advises two models on one axle, and summer with winter at two each", async () => {
    const first = await offerOf({ season: "letnie", ...size });
    const second = await offerOf({ season: "letnie", ...size }, [first.model_id]);
    const winter = await offerOf({ season: "zimowe", ...size });
    const token = await basket({ sku: first.sku, quantity: 1 });
    await post(`/api/v1/checkout?token=${token}`, { sku: second.sku, quantity: 1 });
    expect((await adviceItems(await basketPage(token))).map(([code]) => code)).toEqual(["axle.mixed_tread"]);

    await post(`/api/v1/checkout?token=${token}`, { sku: second.sku, quantity: 0 });
    await post(`/api/v1/checkout?token=${token}`, { sku: first.sku, quantity: 2 });
    await post(`/api/v1/checkout?token=${token}`, { sku: winter.sku, quantity: 2 });
    const items = await adviceItems(await basketPage(token));
    expect(items).toEqual([["axle.two_seasons", expect.stringContaining("W koszyku są 2 opony letnie i 2 opony zimowe 205/55 R16")]]);
  });
});
