// Issue 22, parts 1, 2 and 5 in workerd with the seeded D1: the data page's price history, the
// tyre's age (DOT week on offers, the listing's "nie starsze niż" filter, the compare page's row)
// and the EU label in metres, litres and złoty.
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FUEL_PRICE_PLN_PER_LITRE, YEARLY_KM } from "../src/common/config/back-office";
import { historyWindow, lowestOfLast30Days, reductionOf } from "../src/shop/db/queries/omnibus";
import { formatDate, formatPrice } from "../src/common/i18n/intl";
import { classStepsFromA, fuelExtraPerYear, loudnessRatio, wetBrakingExtraMetres, yearlyKm } from "../src/common/reference/label-effects";
import { dotYearWeekSince, isoWeekOf, isoWeekStart, tyreAgeMonths } from "../src/common/reference/tyre-rules";
import { compareCookie, compareItem, get, html, select, selectOne } from "./helpers";

const DAY = 86_400_000;

describe("price history (part 1)", () => {
  it("keeps the price in force when the window opened, moved to its start, and every change since", () => {
    const now = Date.UTC(2026, 10, 27);
    const history = [
      { price: 500_00, validFrom: now - 200 * DAY },
      { price: 520_00, validFrom: now - 100 * DAY },
      { price: 540_00, validFrom: now - 60 * DAY },
      { price: 480_00, validFrom: now - 10 * DAY },
    ];
    expect(historyWindow(history, now, 90)).toEqual([
      { price: 520_00, validFrom: now - 90 * DAY },
      { price: 540_00, validFrom: now - 60 * DAY },
      { price: 480_00, validFrom: now - 10 * DAY },
    ]);
    // A tyre listed 40 days ago starts where it was listed.
    expect(historyWindow([{ price: 300_00, validFrom: now - 40 * DAY }], now, 90)).toEqual([{ price: 300_00, validFrom: now - 40 * DAY }]);
    // The lowest of the last 30 days counts the price in force when they began.
    expect(lowestOfLast30Days(history, now)).toBe(480_00);
    expect(lowestOfLast30Days(history.slice(0, 3), now)).toBe(540_00);
    expect(lowestOfLast30Days([], now)).toBeNull();
  });

  describe("on the data page", () => {
    let offer: { id: number; sku: string; slug: string; price: number };
    let saved: { price: number; valid_from: number }[] = [];
    const now = Date.now();

    beforeAll(async () => {
      offer = (await env.DB.prepare(
        `SELECT v.id, v.sku, t.slug, v.price FROM variants v JOIN tyres t ON t.id = v.tyre_id
         WHERE v.stock > 0 AND t.season = 'letnie' ORDER BY v.id DESC LIMIT 1`,
      ).first())!;
      saved = (
        await env.DB.prepare("SELECT price, valid_from FROM price_history WHERE variant_id = ?")
          .bind(offer.id)
          .all<{ price: number; valid_from: number }>()
      ).results;
      // Listed 100 days ago 40 zł dearer, raised 60 days ago, reduced to today's price 20 days ago.
      await env.DB.batch([
        env.DB.prepare("DELETE FROM price_history WHERE variant_id = ?").bind(offer.id),
        env.DB.prepare("INSERT INTO price_history (variant_id, price, valid_from) VALUES (?, ?, ?), (?, ?, ?), (?, ?, ?)").bind(
          offer.id,
          offer.price + 40_00,
          now - 100 * DAY,
          offer.id,
          offer.price + 60_00,
          now - 60 * DAY,
          offer.id,
          offer.price,
          now - 20 * DAY,
        ),
      ]);
    });

    afterAll(async () => {
      await env.DB.prepare("DELETE FROM price_history WHERE variant_id = ?").bind(offer.id).run();
      for (const row of saved) {
        await env.DB.prepare("INSERT INTO price_history (variant_id, price, valid_from) VALUES (?, ?, ?)")
          .bind(offer.id, row.price, row.valid_from)
          .run();
      }
    });

    it("draws the selected offer's last 90 days with the Omnibus figure marked, and says the same in a table", async () => {
      const { status, body } = await html(`/dane-opony/${offer.slug}?sup=${offer.sku}`);
      expect(status).toBe(200);
      const section = /<section class="price-history"[\s\S]*?<\/section>/.exec(body)?.[0] ?? "";
      const lowest30 = offer.price + 60_00;
      expect(section).toContain(
        `Cena w ostatnich 90 dniach od ${formatPrice(offer.price)} do ${formatPrice(offer.price + 60_00)}, teraz ${formatPrice(offer.price)}.`,
      );
      // The marked figure is the page's Omnibus figure, from the same history.
      const omnibus = reductionOf(
        [
          { price: offer.price + 40_00, validFrom: now - 100 * DAY },
          { price: offer.price + 60_00, validFrom: now - 60 * DAY },
          { price: offer.price, validFrom: now - 20 * DAY },
        ],
        offer.price,
        now,
      );
      expect(omnibus?.lowest30).toBe(lowest30);
      expect(section).toContain(`Najniższa cena z 30\u00a0dni przed obniżką: <strong>${formatPrice(lowest30)}</strong>`);
      expect(body).toContain(`Najniższa cena z 30\u00a0dni przed obniżką: ${formatPrice(lowest30)}`);
      // The drawing: a step line and the dashed Omnibus line; decorative, the table is its text.
      expect((await select(section, "svg")).map((svg) => svg.attributes["aria-hidden"])).toContain("true");
      expect(section).toMatch(/<path class="price-chart-line" d="M0 [\d.]+H[\d.]+V[\d.]+H[\d.]+V[\d.]+H300"/);
      expect(section).toContain('class="price-chart-omnibus"');
      const rows = [...section.matchAll(/<tr><td>([^<]+)<\/td><td>([^<]+)<\/td><\/tr>/g)].map(([, when, price]) => [when, price]);
      expect(rows).toEqual([
        [`przed ${formatDate(now - 90 * DAY)}`, formatPrice(offer.price + 40_00)],
        [formatDate(now - 60 * DAY), formatPrice(offer.price + 60_00)],
        [formatDate(now - 20 * DAY), formatPrice(offer.price)],
      ]);
    });

    it("marks the lowest price of the last 30 days when no reduction is announced, and draws nothing without history", async () => {
      await env.DB.batch([
        env.DB.prepare("DELETE FROM price_history WHERE variant_id = ?").bind(offer.id),
        env.DB.prepare("INSERT INTO price_history (variant_id, price, valid_from) VALUES (?, ?, ?)").bind(
          offer.id,
          offer.price,
          now - 120 * DAY,
        ),
      ]);
      // Another address than the test before: the page cache keeps ?sup= apart.
      const flat = (await html(`/dane-opony/${offer.slug}?sup=${offer.sku}&km=20000`)).body;
      expect(flat).toContain(`Cena przez ostatnie 90 dni bez zmian: ${formatPrice(offer.price)}.`);
      expect(flat).toContain(`Najniższa cena z ostatnich 30\u00a0dni: <strong>${formatPrice(offer.price)}</strong>`);
      await env.DB.prepare("DELETE FROM price_history WHERE variant_id = ?").bind(offer.id).run();
      const none = (await html(`/dane-opony/${offer.slug}?sup=${offer.sku}&km=30000`)).body;
      expect(none).not.toContain('class="price-history"');
    });
  });
});

describe("tyre age (part 2)", () => {
  it("counts whole months from the DOT week's Monday, and the week a number of months back", () => {
    const now = Date.UTC(2026, 10, 27);
    expect(tyreAgeMonths(12, 2026, now)).toBe(8);
    expect(tyreAgeMonths(47, 2026, now)).toBe(0);
    expect(tyreAgeMonths(48, 2025, now)).toBe(12);
    // Without a DOT week the year's first week: the oldest the tyre can be.
    expect(tyreAgeMonths(null, 2025, now)).toBe(22);
    const since = dotYearWeekSince(12, now);
    const { week, year } = isoWeekOf(now - 365.2425 * DAY);
    expect(since).toBe(year * 100 + week);
    // A tyre of that week is at most 12 months old, to the week.
    expect(tyreAgeMonths(since % 100, Math.floor(since / 100), now)).toBeLessThanOrEqual(12);
    expect(isoWeekStart(since % 100, Math.floor(since / 100))).toBeLessThanOrEqual(now - 365 * DAY);
  });

  it("shows each offer's DOT week and year on the data page, with the article that explains the code", async () => {
    const row = (await env.DB.prepare(
      "SELECT t.slug, v.sku, v.dot_week, v.production_year FROM variants v JOIN tyres t ON t.id = v.tyre_id WHERE v.dot_week IS NOT NULL ORDER BY v.id LIMIT 1",
    ).first<{ slug: string; sku: string; dot_week: number; production_year: number }>())!;
    const { body } = await html(`/dane-opony/${row.slug}?sup=${row.sku}`);
    const dot = `${String(row.dot_week).padStart(2, "0")}${String(row.production_year).slice(-2)}`;
    expect(body).toContain(`<span class="offer-year">Produkcja: ${row.dot_week}. tydzień ${row.production_year} (DOT ${dot})</span>`);
    expect(body).toContain('href="/blog/bezpieczenstwo/wiek-opony-kod-dot"');
    expect((await get("/blog/bezpieczenstwo/wiek-opony-kod-dot")).status).toBe(200);
  });

  it("filters a listing to tyres whose shown offer is at most 12, 24 or 36 months old", async () => {
    const now = Date.now();
    const all = await html("/opony/zimowe");
    const young = await html("/opony/zimowe?wiek-do=12");
    expect(young.status).toBe(200);
    const countOf = async (body: string) =>
      Number((await selectOne(body, "p.listing-count")).text.match(/^[\d\s\u00a0]+/)?.[0].replace(/\D/g, "") ?? Number.NaN);
    expect(await countOf(young.body)).toBeGreaterThan(0);
    expect(await countOf(young.body)).toBeLessThan(await countOf(all.body));
    // Every card's offer is young enough, by the database's DOT week.
    const cards = [...young.body.matchAll(/<p class="product-card-year">Produkcja: (\d{1,2})\. tydz\. (\d{4})<\/p>/g)];
    expect(cards.length).toBe(24);
    for (const [, week, year] of cards) expect(tyreAgeMonths(Number(week), Number(year), now)).toBeLessThanOrEqual(12);
    const { count } = (await env.DB.prepare(
      `SELECT COUNT(*) AS count FROM tyres t JOIN variants v ON v.id = t.best_variant_id
       WHERE t.season = 'zimowe' AND t.offer_count > 0 AND v.production_year * 100 + COALESCE(v.dot_week, 1) >= ?`,
    )
      .bind(dotYearWeekSince(12, now))
      .first<{ count: number }>())!;
    expect(await countOf(young.body)).toBe(count);
    // The chip says it and removes it; the form keeps the choice.
    expect(young.body).toContain(
      '<a class="filter-chip icon-close" href="/opony/zimowe"><span class="visually-hidden">Usuń filtr: </span>Nie starsze niż 12 mies.</a>',
    );
    expect(young.body).toContain('<input type="radio" name="wiek-do" checked="" value="12"/>');
    // Each choice in Polish plural: 12 and 36 "miesięcy", 24 "miesiące".
    for (const [months, word] of [
      [12, "miesięcy"],
      [24, "miesiące"],
      [36, "miesięcy"],
    ] as const)
      expect(young.body).toMatch(new RegExp(`value="${months}"/> nie starsze niż ${months} ${word}</label>`));
  });

  it("refuses an age the filter does not offer: the page drops it, the API answers 400 in Polish", async () => {
    const page = await get("/opony/zimowe?wiek-do=13", { redirect: "manual" });
    expect(page.status).toBe(301);
    expect(page.headers.get("location")).toMatch(/\/opony\/zimowe$/);
    const api = await get("/api/v1/catalogue/search?max_age=13");
    expect(api.status).toBe(400);
    const answer = (await api.json()) as { error_code: string; fields: { path: string; message: string }[] };
    expect(answer.error_code).toBe("VALIDATION_ERROR");
    expect(answer.fields).toContainEqual({ path: "max_age", message: "Wiek opony: 12, 24 lub 36 miesięcy." });
  });
});

describe("the label made concrete (part 5)", () => {
  it("turns classes into metres, litres and złoty, and decibels into loudness", () => {
    expect(classStepsFromA("A")).toBe(0);
    expect(classStepsFromA("E")).toBe(4);
    expect(classStepsFromA("F")).toBeNull();
    expect(wetBrakingExtraMetres("A")).toBeNull();
    expect(wetBrakingExtraMetres("C")).toEqual({ min: 6, max: 12 });
    expect(fuelExtraPerYear("A", 15_000)).toBeNull();
    const c = fuelExtraPerYear("C", 15_000)!;
    const e = fuelExtraPerYear("E", 15_000)!;
    // Worse classes cost more, twice the distance twice as much; the złoty follow the price per litre.
    expect(e.litres).toBeGreaterThan(c.litres);
    expect(fuelExtraPerYear("C", 30_000)!.litres).toBeCloseTo(c.litres * 2, -1);
    expect(c.zloty).toBe(Math.round(((8.4 - 5.9) * 0.09 * 15_000 * FUEL_PRICE_PLN_PER_LITRE) / 100));
    expect(loudnessRatio(80, 70)).toBe(2);
    expect(loudnessRatio(70, 70)).toBe(1);
    expect(yearlyKm(null)).toBe(YEARLY_KM.default);
    expect(yearlyKm("20500")).toBe(21_000);
    expect(yearlyKm("abc")).toBe(YEARLY_KM.default);
    expect(yearlyKm("999999")).toBe(YEARLY_KM.max);
    expect(yearlyKm("0")).toBe(YEARLY_KM.min);
  });

  it("shows the data page's label in everyday units, and recomputes the fuel for the shopper's distance without script", async () => {
    const row = (await env.DB.prepare(
      `SELECT t.slug, t.fuel_class, t.wet_class, t.noise_db FROM tyres t WHERE t.fuel_class = 'C' AND t.wet_class = 'B' AND t.offer_count > 0 LIMIT 1`,
    ).first<{ slug: string; fuel_class: string; wet_class: string; noise_db: number }>())!;
    const plain = (await html(`/dane-opony/${row.slug}`)).body.replaceAll("\u00a0", " ");
    const section = /<section class="label-practice"[\s\S]*?<\/section>/.exec(plain)?.[0] ?? "";
    expect(section).toContain("zatrzyma się ok. 3–6 m dalej niż na oponach klasy A");
    const at15 = fuelExtraPerYear("C", 15_000)!;
    expect(section).toContain(`Przy 15 000 km rocznie to ok. ${at15.litres} l paliwa więcej niż na oponach klasy A`);
    expect(section).toContain(`Hałas: ${row.noise_db} dB`);
    expect(section).toContain("Każde 10 dB więcej słychać mniej więcej jako dwa razy głośniej");
    // The form: GET to the same page, back to the section.
    expect(section).toContain('<form class="yearly-km" action="#etykieta-w-praktyce" method="get">');
    expect(section).toContain('name="km"');
    const at30 = fuelExtraPerYear("C", 30_000)!;
    const { body } = await html(`/dane-opony/${row.slug}?km=30000`);
    expect(body.replaceAll("\u00a0", " ")).toContain(`Przy 30 000 km rocznie to ok. ${at30.litres} l paliwa więcej`);
    // A distance the field cannot mean goes to the one it rounds to: few cached copies per page.
    const odd = await get(`/dane-opony/${row.slug}?km=20500`, { redirect: "manual" });
    expect(odd.status).toBe(301);
    expect(odd.headers.get("location")).toBe(`/dane-opony/${row.slug}?km=21000#etykieta-w-praktyce`);
    expect(plain).toMatch(/<link rel="canonical" href="https:\/\/sklep\.test\/dane-opony\/[a-z0-9-]+"/);
  });

  it("adds braking, fuel, loudness and age rows to the compare page, for the shopper's distance", async () => {
    const { results } = await env.DB.prepare(
      `SELECT v.sku, t.slug, t.noise_db, m.name AS tread, p.name AS producer FROM variants v JOIN tyres t ON t.id = v.tyre_id
       JOIN tread_models m ON m.id = t.model_id JOIN producers p ON p.id = t.producer_id
       WHERE v.stock > 0 AND t.season = 'zimowe' GROUP BY t.noise_db ORDER BY t.noise_db LIMIT 2`,
    ).all<{ sku: string; slug: string; noise_db: number; tread: string; producer: string }>();
    expect(results.length).toBe(2);
    const items = results.map((row) => compareItem(row));
    const response = await get("/porownywarka?km=25000", {
      headers: { cookie: compareCookie(items) },
    });
    const body = (await response.text()).replaceAll("<!-- -->", "").replaceAll("\u00a0", " ");
    expect(body).toContain('<th scope="row">Wiek opony</th>');
    expect(body).toMatch(
      /<td[^>]*>(\d+ miesi(ąc|ące|ęcy)|mniej niż miesiąc)<span class="compare-note">\d{1,2}\. tydzień \d{4} \(DOT \d{4}\)<\/span>/,
    );
    expect(body).toContain('<th scope="row">Paliwo przy 25 000 km rocznie</th>');
    expect(body).toContain('<th scope="row">Hamowanie z 80 km/h na mokrym</th>');
    const [quiet, loud] = results;
    const louder = loud!.noise_db - quiet!.noise_db;
    expect(body).toContain(`o ${louder} dB więcej niż najcichsza: brzmi ok. ${Math.round((2 ** (louder / 10) - 1) * 100)}% głośniej`);
    expect((await selectOne(body, 'input[type="number"][name="km"]')).attributes.value).toBe("25000");
  });
});
