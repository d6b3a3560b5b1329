import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cacheShort } from "../src/common/cache/strategies";
import { consentVariant } from "../src/common/cache/consent-variant";
import { cacheKey, edgeCacheName } from "../src/common/cache/with-cache";
import { CONSENT_COOKIE } from "../src/common/config/security";
import type { VehicleType } from "../src/common/config/storefront";
import { fitmentFilter } from "../src/common/listing-filters";
import { carGenerationPath, listingPath } from "../src/common/routes";
import { get, getFormTargets, hrefs, html, ORIGIN, select, selectOne } from "./helpers";
import { inProduction } from "./production";

/** Where a car page's "W ofercie: N opon" forms lead (the tyres that fit: a filtered view, reached by a form). */
const fittingViews = (body: string) => getFormTargets(body, 'form[class="fitment-offer-form"]');
import { formatPrice } from "../src/common/i18n/intl";
import { unpackCards } from "../src/common/markup/card-data";

/** A tyre of the seeded catalogue with a size, season and producer to build routes from. */
async function sampleTyre() {
  const row = await env.DB.prepare(
    `SELECT t.slug, t.width, t.profile, t.rim, t.season, p.slug AS producer, p.name AS producer_name, m.slug AS model
     FROM tyres t JOIN producers p ON p.id = t.producer_id JOIN tread_models m ON m.id = t.model_id
     WHERE t.min_price IS NOT NULL AND t.season = 'zimowe' AND t.vehicle_type = 'osobowe-suv' ORDER BY t.popularity DESC LIMIT 1`,
  ).first<{
    slug: string;
    width: number;
    profile: number;
    rim: number;
    season: string;
    producer: string;
    producer_name: string;
    model: string;
  }>();
  if (!row) throw new Error("seeded catalogue is empty");
  return row;
}

async function countWhere(where: string, ...params: unknown[]) {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM tyres t JOIN producers p ON p.id = t.producer_id WHERE ${where}`)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

function productLinks(body: string): string[] {
  // A card's label arrow leads to the same page at its label (#etykieta): one product, one link.
  return [
    ...new Set(
      hrefs(body)
        .filter((href) => href.startsWith("/dane-opony/"))
        .map((href) => href.split("#")[0]!),
    ),
  ];
}

describe("listing routes (SPEC §2)", () => {
  it("answers every route shape with real products and the right heading and count", async () => {
    const tyre = await sampleTyre();
    const size = `${tyre.width}/${tyre.profile}/r${tyre.rim}`;
    const shapes: [string, string, string, unknown[]][] = [
      ["/opony/osobowe-suv", "Opony do samochodów osobowych i SUV", "t.vehicle_type = ?", ["osobowe-suv"]],
      ["/opony/dostawcze", "Opony do samochodów dostawczych", "t.vehicle_type = ?", ["dostawcze"]],
      ["/opony/terenowe-4x4", "Opony terenowe 4x4", "t.vehicle_type = ?", ["terenowe-4x4"]],
      ["/opony/zimowe", "Opony zimowe", "t.season = ?", ["zimowe"]],
      ["/opony/letnie", "Opony letnie", "t.season = ?", ["letnie"]],
      ["/opony/caloroczne", "Opony całoroczne", "t.season = ?", ["caloroczne"]],
      [`/opony/${tyre.producer}`, `Opony ${tyre.producer_name}`, "p.slug = ?", [tyre.producer]],
      [`/opony/zimowe/${tyre.producer}`, `Opony zimowe ${tyre.producer_name}`, "t.season = 'zimowe' AND p.slug = ?", [tyre.producer]],
      [
        `/opony/${size}`,
        `Opony ${tyre.width}/${tyre.profile} R${tyre.rim}`,
        "t.width = ? AND t.profile = ? AND t.rim = ?",
        [tyre.width, tyre.profile, tyre.rim],
      ],
      [
        `/opony/zimowe/${size}`,
        `Opony zimowe ${tyre.width}/${tyre.profile} R${tyre.rim}`,
        "t.season = 'zimowe' AND t.width = ? AND t.profile = ? AND t.rim = ?",
        [tyre.width, tyre.profile, tyre.rim],
      ],
      [`/opony/zimowe/r${tyre.rim}`, `Opony zimowe R${tyre.rim}`, "t.season = 'zimowe' AND t.rim = ?", [tyre.rim]],
    ];
    for (const [path, heading, where, params] of shapes) {
      const { status, body } = await html(path);
      expect(status, path).toBe(200);
      // The heading's words (a producer's name is set as its wordmark inside it).
      expect((await select(body, "h1"))[0]?.text, path).toBe(heading);
      const total = await countWhere(where, ...params);
      expect(total, path).toBeGreaterThan(0);
      expect(body, path).toMatch(new RegExp(`<p class="listing-count">${total} opon[ay]?</p>`));
      expect(productLinks(body).length, path).toBe(Math.min(total, 24));
    }
  });

  it("answers unknown or invalid segments with the Polish 404 page", async () => {
    for (const path of [
      "/opony/nie-ma-takiego-producenta",
      "/opony/zima",
      "/opony/zimowe/nie-ma",
      "/opony/205/55/r99",
      "/opony/205/55/16",
      "/opony/a/b/c/d/e",
      "/opony/zimowe/205/55/r16/x",
      "/opony/%E2%9C%93",
    ]) {
      const { status, body } = await html(path);
      expect(status, path).toBe(404);
      expect(body).toContain("Nie znaleźliśmy tej strony");
    }
  });

  it("answers a page past the end with 404 and links the next pages", async () => {
    const total = await countWhere("t.season = 'zimowe'");
    const pages = Math.ceil(total / 24);
    expect(pages).toBeGreaterThan(1);
    const first = await html("/opony/zimowe");
    expect(first.body).toContain('href="/opony/zimowe?strona=2"');
    expect((await html(`/opony/zimowe?strona=${pages}`)).status).toBe(200);
    expect((await html(`/opony/zimowe?strona=${pages + 1}`)).status).toBe(404);
  });

  it("narrows results through the filter form exactly as a D1 count says", async () => {
    const tyre = await sampleTyre();
    const form = await get(`/opony?sezon=zimowe&producent=${tyre.producer}&producent=continental&xl=1&paliwo=B&paliwo=C`, {
      redirect: "manual",
    });
    expect(form.status).toBe(301);
    const location = form.headers.get("location")!;
    expect(location).toBe(`/opony/zimowe?producent=${[tyre.producer, "continental"].sort().join("%2C")}&paliwo=B%2CC&xl=1`);
    const { body } = await html(location);
    const total = await countWhere(
      `t.season = 'zimowe' AND p.slug IN (?, 'continental') AND t.xl = 1 AND t.fuel_class IN ('B','C')`,
      tyre.producer,
    );
    expect(body).toMatch(new RegExp(`<p class="listing-count">(${total} opon[ay]?|Brak opon)</p>`));
    // The form shows the chosen values checked, so the shopper sees what is applied.
    expect(body).toContain(`name="producent" checked="" value="${tyre.producer}"`);
    expect(body).toContain('name="producent" checked="" value="continental"');
    expect(body).toContain('name="xl" checked="" value="1"');
  });

  it("shows facet counts with each facet counted without its own filter", async () => {
    const { body } = await html("/opony/zimowe");
    const letnie = await countWhere("t.season = 'letnie'");
    expect(body).toMatch(
      new RegExp(`<label class="option" data-count="${letnie}"><input type="radio" name="sezon" value="letnie"/> Letnie</label>`),
    );
    const michelin = await countWhere("t.season = 'zimowe' AND p.slug = 'michelin'");
    // The producer filter's row: its checkbox, the name (the top ones as wordmarks) and the count.
    const row = (await select(body, "fieldset.producer-facet label.option")).find((option) => option.text.trim() === "Michelin");
    expect(row?.attributes["data-count"]).toBe(String(michelin));
  });

  it("sorts by price when asked", async () => {
    const { body } = await html("/opony/zimowe?sortuj=cena-rosnaco");
    const prices = [...body.matchAll(/<strong(?: class="price-reduced")?>(\d[\d\u00a0]*,\d{2})\u00a0zł<\/strong>/g)].map((match) =>
      Number(match[1]!.replace(/\u00a0/g, "").replace(",", ".")),
    );
    expect(prices.length).toBeGreaterThan(5);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body).toContain('<option value="cena-rosnaco" selected="">');
  });

  it("sets a canonical URL with normalised filters and breadcrumbs JSON-LD", async () => {
    // Not the canonical form: one permanent redirect to it (issue 19), whose canonical is the clean path.
    const redirect = await get("/opony/zimowe?xl=1&strona=1&sortuj=popularnosc", { redirect: "manual" });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("/opony/zimowe?xl=1");
    const { body } = await html("/opony/zimowe?xl=1");
    expect(body).toContain('<link rel="canonical" href="https://sklep.test/opony/zimowe"/>');
    expect(body).toContain('"@type":"BreadcrumbList"');
  });
});

describe("tyre data page", () => {
  it("shows offers, attributes, the EU label (an example, without an EPREL link), GPSR data and JSON-LD", async () => {
    const tyre = await sampleTyre();
    const { status, body } = await html(`/dane-opony/${tyre.slug}`);
    expect(status).toBe(200);
    const data = await env.DB.prepare(
      "SELECT t.eprel_id, t.load_index, t.speed_index, p.legal_name, p.email FROM tyres t JOIN producers p ON p.id = t.producer_id WHERE t.slug = ?",
    )
      .bind(tyre.slug)
      .first<{ eprel_id: string; load_index: string; speed_index: string; legal_name: string; email: string | null }>();
    // The test catalogue's labels are the generator's examples (eprel_source "demo"): no QR code or
    // link to an EPREL record that does not exist, and the label says so (issue 18, tests/eprel.test.ts).
    expect(data!.eprel_id).not.toBe("");
    expect(body).not.toContain("eprel.ec.europa.eu");
    expect(body).not.toMatch(/<svg class="qr"/);
    expect(body).toContain("Etykieta przykładowa: dane demonstracyjne sklepu.");
    expect(body).toContain(data!.legal_name);
    // An unknown e-mail is not guessed (issue 20): it is being confirmed, and the shop's own address is given as the shop's (issue 38).
    expect(body).toContain(data!.email ? `mailto:${data!.email}` : "Kontakt elektroniczny</dt><dd>w trakcie potwierdzania");
    for (const label of [
      "Bieżnik (model)",
      "Rozmiar",
      "Indeks nośności",
      "Indeks prędkości",
      "Opona dostawcza (C)",
      "Wzmocniona (XL)",
      "Rant ochronny felgi (FR)",
      "Run Flat",
      "Technologia samouszczelniająca",
      "System redukcji hałasu",
      "Homologacja",
      "Data produkcji (DOT)",
    ]) {
      expect(body).toContain(`<th scope="row">${label}</th>`);
    }
    expect(body).toContain('"@type":"Product"');
    expect(body).toContain('"@type":"Offer"');
    expect(body).toContain('"priceCurrency":"PLN"');
    expect(body).toContain('<script type="application/json" id="product-data">');
    const variants = await env.DB.prepare("SELECT COUNT(*) AS n FROM variants v JOIN tyres t ON t.id = v.tyre_id WHERE t.slug = ?")
      .bind(tyre.slug)
      .first<{ n: number }>();
    expect(body.match(/<li class="offer( selected)?"/g)).toHaveLength(variants!.n);
  });

  it("selects a non-main offer with ?sup=<sku> and ignores an unknown one", async () => {
    const row = await env.DB.prepare(
      "SELECT t.slug, v.sku, v.production_year, v.dot_week FROM variants v JOIN tyres t ON t.id = v.tyre_id WHERE v.is_main = 0 AND v.stock > 0 LIMIT 1",
    ).first<{ slug: string; sku: string; production_year: number; dot_week: number }>();
    const { body } = await html(`/dane-opony/${row!.slug}?sup=${row!.sku}`);
    expect(body).toContain(`Rok produkcji ${row!.production_year} · `);
    // The buy box names the price of the set of four the button adds, from the selected offer's price.
    const price = await env.DB.prepare("SELECT price FROM variants WHERE sku = ?").bind(row!.sku).first<{ price: number }>();
    const [set] = await select(body, ".product-buy .price-set");
    expect(set?.text).toBe(`Komplet 4 szt.: ${formatPrice(price!.price * 4)}`);
    expect(body).toContain(`<span class="offer-year">Produkcja: ${row!.dot_week}. tydzień ${row!.production_year} (DOT `);
    expect(body).toMatch(new RegExp(`<li class="offer selected"><a href="/dane-opony/${row!.slug}\\?sup=${row!.sku}"`));
  });

  it("sends an unknown, repeated or over-long ?sup= to one address instead of caching a copy per value", async () => {
    const row = await env.DB.prepare(
      "SELECT t.slug, v.sku FROM variants v JOIN tyres t ON t.id = v.tyre_id WHERE v.is_main = 0 AND v.stock > 0 LIMIT 1 OFFSET 1",
    ).first<{ slug: string; sku: string }>();
    const page = `/dane-opony/${row!.slug}`;
    const cache = await caches.open(edgeCacheName(cacheShort));
    const cases: [query: string, status: number, location: string][] = [
      ["?sup=%3Cscript%3E", 302, page], // no such offer
      [`?sup=NIE-MA-${crypto.randomUUID()}`, 302, page],
      [`?sup=${"x".repeat(6000)}`, 301, page], // longer than any sku: refused before the shop API is asked
      [`?sup=${"A".repeat(65)}&km=20000`, 301, `${page}?km=20000`], // other parameters stay
      [`?sup=${row!.sku}&sup=${crypto.randomUUID()}`, 301, `${page}?sup=${row!.sku}`], // one value, the first
      [`?sup=${crypto.randomUUID()}&sup=${row!.sku}`, 302, page],
    ];
    for (const [query, status, location] of cases) {
      const response = await get(`${page}${query}`, { redirect: "manual" });
      expect(response.status, query.slice(0, 80)).toBe(status);
      expect(response.headers.get("location"), query.slice(0, 80)).toBe(location);
      expect(response.headers.get("x-cache")).toBeNull();
      expect(await cache.match(cacheKey(new URL(`${ORIGIN}${page}${query}`), ["sup", "km"], consentVariant(false)))).toBeUndefined();
    }
    // The address it lands on is the page itself.
    expect((await get(page)).status).toBe(200);
  });

  it("shows the Omnibus lowest 30-day price beside a reduced price", async () => {
    const reduced = await env.DB.prepare(
      `SELECT t.slug, v.sku, v.is_main FROM variants v JOIN tyres t ON t.id = v.tyre_id
       WHERE v.stock > 0 AND (SELECT COUNT(*) FROM price_history h WHERE h.variant_id = v.id) > 1 LIMIT 1`,
    ).first<{ slug: string; sku: string; is_main: number }>();
    const { body } = await html(`/dane-opony/${reduced!.slug}?sup=${reduced!.sku}`);
    expect(body).toMatch(/Najniższa cena z 30\sdni przed obniżką: \d+,\d{2}\u00a0zł \(−\d+%\)/);
  });

  it("answers an unknown tyre with 404", async () => {
    expect((await html("/dane-opony/nie-ma-takiej-opony")).status).toBe(404);
    expect((await html("/dane-opony/ZŁY_SLUG")).status).toBe(404);
  });
});

describe("model and car-make pages", () => {
  it("shows a model with every size linking to its data page", async () => {
    const { status, body } = await html("/model-opony/michelin-alpin-6");
    expect(status).toBe(200);
    expect(body).toContain("<h1>Michelin Alpin 6</h1>");
    const sizes = await countWhere("t.model_id = (SELECT id FROM tread_models WHERE slug = 'michelin-alpin-6')");
    expect(productLinks(body)).toHaveLength(sizes);
    expect((await html("/model-opony/nie-ma-takiego")).status).toBe(404);
  });

  it("shows a car make's models, and a generation's sizes linking to the tyres that fit them, with the season when chosen", async () => {
    const all = await html("/opony-do/skoda");
    expect(all.status).toBe(200);
    expect(all.body).toContain("<h1>Opony do Škody</h1>");
    expect(all.body).toContain("Octavia IV");
    expect((await html("/opony-do/trabant")).status).toBe(404);

    // Each factory size with the car's minimums and how many tyres fit them (the test catalogue is
    // small, so some sizes have none): the size, the car's vehicle type, load and speed at least its.
    const { results: fitted } = await env.DB.prepare(
      `SELECT DISTINCT k.slug AS make, m.slug AS model, g.slug AS generation, f.width, f.profile, f.rim, f.vehicle_type, f.min_load_index, f.min_speed_index,
              (SELECT COUNT(*) FROM tyres t WHERE t.width = f.width AND t.profile = f.profile AND t.rim = f.rim
                 AND t.vehicle_type = f.vehicle_type AND CAST(t.load_index AS INTEGER) >= f.min_load_index
                 AND instr('LMNPQRSTHVWY', t.speed_index) >= instr('LMNPQRSTHVWY', f.min_speed_index)) AS n
       FROM car_fitments f JOIN car_generations g ON g.id = f.generation_id JOIN car_models m ON m.id = g.model_id JOIN car_makes k ON k.id = m.make_id`,
    ).all<{
      make: string;
      model: string;
      generation: string;
      width: number;
      profile: number;
      rim: number;
      vehicle_type: VehicleType;
      min_load_index: number;
      min_speed_index: string;
      n: number;
    }>();
    const fitment = (size: (typeof fitted)[number]) => ({
      ...size,
      vehicleType: size.vehicle_type,
      minLoadIndex: size.min_load_index,
      minSpeedIndex: size.min_speed_index,
    });
    const stocked = fitted.find((size) => size.n > 0)!;
    const generationPath = (size: (typeof fitted)[number]) => carGenerationPath(size.make, size.model, size.generation);
    expect(hrefs((await html(`/opony-do/${stocked.make}`)).body)).toContain(generationPath(stocked));
    const page = await html(generationPath(stocked));
    for (const size of fitted.filter((candidate) => generationPath(candidate) === generationPath(stocked))) {
      const link = listingPath(fitmentFilter(fitment(size)));
      expect(link).toContain(`nosnosc-od=${size.min_load_index}`);
      if (size.n > 0) expect(await fittingViews(page.body)).toContain(link);
      else {
        // A factory size no tyre in the catalogue fits is shown, but leads nowhere empty.
        expect(await fittingViews(page.body)).not.toContain(link);
        expect(page.body).toMatch(
          new RegExp(
            `${size.width}/${size.profile} R${size.rim}C? ${size.min_load_index}(/\\d+)?${size.min_speed_index}</span><span class="fitment-minimums">[^<]*</span><span class="fitment-offer">brak w ofercie</span>`,
          ),
        );
      }
    }
    // A winter tyre may have a lower speed index than the car (with the sticker), but not below Q (UNECE R142).
    const winter = await html(`${generationPath(stocked)}?sezon=zimowe`);
    const winterLink = listingPath(fitmentFilter(fitment(stocked), "zimowe"));
    expect(winterLink.startsWith(`/opony/zimowe/${stocked.width}/${stocked.profile}/r${stocked.rim}?`)).toBe(true);
    expect(new URL(winterLink, "https://sklep.test").searchParams.get("predkosc-od")).toBe(
      "LMNPQ".includes(stocked.min_speed_index) ? stocked.min_speed_index : "Q",
    );
    expect(await fittingViews(winter.body)).toContain(winterLink);
    expect(fitted.some((size) => size.n === 0)).toBe(true);
  });

  it("links a van's factory size to C tyres only, at least the van's load and speed, on a page search engines leave out", async () => {
    const { results: vans } = await env.DB.prepare(
      `SELECT k.slug AS make, f.width, f.profile, f.rim, f.vehicle_type, f.min_load_index, f.min_speed_index
       FROM car_fitments f JOIN car_generations g ON g.id = f.generation_id JOIN car_models m ON m.id = g.model_id JOIN car_makes k ON k.id = m.make_id
       WHERE f.vehicle_type = 'dostawcze' AND EXISTS (SELECT 1 FROM tyres t WHERE t.cargo = 1 AND t.width = f.width AND t.profile = f.profile AND t.rim = f.rim)`,
    ).all<{
      make: string;
      width: number;
      profile: number;
      rim: number;
      vehicle_type: VehicleType;
      min_load_index: number;
      min_speed_index: string;
    }>();
    const van = vans[0]!;
    const link = listingPath(
      fitmentFilter({ ...van, vehicleType: van.vehicle_type, minLoadIndex: van.min_load_index, minSpeedIndex: van.min_speed_index }),
    );
    // The van's size page (C after the rim: van tyres only), narrowed to the van's minimums.
    expect(link).toMatch(/^\/opony\/\d+\/\d+\/r\d+c\?nosnosc-od=/);
    const listing = await html(link);
    expect(listing.status).toBe(200);
    expect(listing.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const slugs = productLinks(listing.body).map((href) => decodeURIComponent(href.slice("/dane-opony/".length).split("?")[0]!));
    // The same size in passenger tyres exists too, but the van's link shows none of them.
    const { results: listed } = await env.DB.prepare(
      `SELECT slug, cargo, load_index, speed_index FROM tyres WHERE slug IN (${slugs.map(() => "?").join(",")})`,
    )
      .bind(...slugs)
      .all<{ slug: string; cargo: number; load_index: string; speed_index: string }>();
    expect(listed.length).toBe(slugs.length);
    for (const tyre of listed) {
      expect(tyre.cargo, tyre.slug).toBe(1);
      expect(Number.parseInt(tyre.load_index, 10), tyre.slug).toBeGreaterThanOrEqual(van.min_load_index);
      expect("LMNPQRSTHVWY".indexOf(tyre.speed_index), tyre.slug).toBeGreaterThanOrEqual("LMNPQRSTHVWY".indexOf(van.min_speed_index));
    }
    // Its chips name the minimums, and removing one leads back to the size's van listing.
    expect(listing.body).toContain(`Nośność od ${van.min_load_index}`);
    expect(listing.body).toContain(`Prędkość od ${van.min_speed_index}`);
  });

  it("gives a van size its own landing page (/opony/215/65/r16c) of van tyres only, in the site maps (issue 38)", async () => {
    // A van size with van tyres to buy in the test catalogue.
    const size = (await env.DB.prepare(
      `SELECT width, profile, rim, season FROM tyres WHERE vehicle_type = 'dostawcze' AND offer_count > 0 AND min_price IS NOT NULL
       GROUP BY width, profile, rim, season ORDER BY COUNT(*) DESC LIMIT 1`,
    ).first<{ width: number; profile: number; rim: number; season: string }>())!;
    const path = `/opony/${size.width}/${size.profile}/r${size.rim}c`;
    const label = `${size.width}/${size.profile} R${size.rim}C`;
    const page = await html(path);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<h1>Opony dostawcze ${label}</h1>`);
    expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}${path}"`);
    // As deployed it is a page for the index.
    expect(await (await inProduction(path)).text()).not.toContain('name="robots"');
    const slugs = productLinks(page.body).map((href) => decodeURIComponent(href.slice("/dane-opony/".length).split("?")[0]!));
    expect(slugs.length).toBeGreaterThan(0);
    const { results } = await env.DB.prepare(`SELECT DISTINCT vehicle_type FROM tyres WHERE slug IN (${slugs.map(() => "?").join(",")})`)
      .bind(...slugs)
      .all<{ vehicle_type: string }>();
    expect(results).toEqual([{ vehicle_type: "dostawcze" }]);
    // The old way to it (the size with ?typ=dostawcze) is the same listing: a 301 to the clean address.
    const old = await get(`/opony/${size.width}/${size.profile}/r${size.rim}?typ=dostawcze`, { redirect: "manual" });
    expect([old.status, old.headers.get("location")]).toEqual([301, path]);
    const seasonal = await html(`/opony/${size.season}/${size.width}/${size.profile}/r${size.rim}c`);
    expect(seasonal.status).toBe(200);
    expect(seasonal.body).toMatch(new RegExp(`<h1>Opony \\S+ dostawcze ${label}</h1>`));
    // Both site maps list it, the XML one with its last change.
    expect(hrefs((await html("/mapa-strony")).body)).toContain(path);
    const xml = await (await get("/sitemap-listy.xml")).text();
    expect(xml).toMatch(new RegExp(`<loc>${ORIGIN}${path}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}`));
    // "r15c" is a size only with a width and profile: elsewhere it names nothing.
    expect((await html("/opony/zimowe/r15c")).status).toBe(404);
  });
});

describe("edge caching", () => {
  it("caches anonymous listing HTML with stale-while-revalidate, keyed by the URL", async () => {
    const first = await get("/opony/letnie?xl=1&sortuj=cena-malejaco");
    const body = await first.text();
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.get("cache-control")).toContain("stale-while-revalidate");
    const again = await get("/opony/letnie?xl=1&sortuj=cena-malejaco");
    expect(await again.text()).toBe(body);
    expect(again.headers.get("x-cache")).toBe("HIT");
    // The browser gets the strategy's own caching, not the longer TTL the edge copy carries.
    expect(again.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
    const other = await get("/opony/letnie?xl=1&runflat=1");
    await other.text();
    expect(other.headers.get("x-cache")).toBe("MISS");
  });

  it("keys by the parameters a page reads, so tracking parameters share one entry", async () => {
    const first = await get("/opony/zimowe?sortuj=cena-rosnaco&xl=1&utm_source=newsletter");
    await first.text();
    expect(first.headers.get("x-cache")).toBe("MISS");
    const reordered = await get("/opony/zimowe?xl=1&gclid=abc123&sortuj=cena-rosnaco");
    await reordered.text();
    expect(reordered.headers.get("x-cache")).toBe("HIT");
    expect(
      cacheKey(
        new URL("https://sklep.test/opony/zimowe?xl=1&fbclid=x&sortuj=halas&producent=a&producent=b"),
        ["xl", "sortuj", "producent"],
        consentVariant(false),
      ),
    ).toBe("https://sklep.test/opony/zimowe?producent=a&producent=b&sortuj=halas&xl=1&zgoda=0");
    // A data page keeps its variant parameter.
    expect(cacheKey(new URL("https://sklep.test/dane-opony/x?sup=OP-1&utm_medium=cpc"), ["sup"], consentVariant(true))).toBe(
      "https://sklep.test/dane-opony/x?sup=OP-1&zgoda=1",
    );
  });

  it("stores the answer in the edge cache under the normalised key, for other isolates", async () => {
    const response = await get("/opony/caloroczne?xl=1&utm_campaign=zima");
    const body = await response.text();
    expect(response.headers.get("x-cache")).toBe("MISS");
    const cache = await caches.open(edgeCacheName(cacheShort));
    let stored: Response | undefined;
    for (let attempt = 0; attempt < 20 && !stored; attempt++) {
      stored = await cache.match(`${ORIGIN}/opony/caloroczne?xl=1&zgoda=0`);
      if (!stored) await new Promise((resolve) => setTimeout(resolve, 25)); // written in waitUntil
    }
    expect(await stored?.text()).toBe(body);
  });

  it("keeps a price-bound listing (a slider's one-off) in the isolate only, never at the edge", async () => {
    const path = "/opony/caloroczne?cena-do=1234";
    const first = await get(path);
    const body = await first.text();
    expect(first.headers.get("x-cache")).toBe("MISS");
    // The isolate answers the same address again (a shopper's way back)…
    const again = await get(path);
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(again.headers.get("x-cache-tier")).toBe("isolate");
    expect(await again.text()).toBe(body);
    // …while the edge never got a copy (and the same listing without the bound does).
    const cache = await caches.open(edgeCacheName(cacheShort));
    await get("/opony/caloroczne?sortuj=cena-malejaco");
    let unbound: Response | undefined;
    for (let attempt = 0; attempt < 20 && !unbound; attempt++) {
      unbound = await cache.match(`${ORIGIN}/opony/caloroczne?sortuj=cena-malejaco&zgoda=0`);
      if (!unbound) await new Promise((resolve) => setTimeout(resolve, 25)); // written in waitUntil
    }
    expect(unbound).toBeDefined();
    expect(await cache.match(`${ORIGIN}/opony/caloroczne?cena-do=1234&zgoda=0`)).toBeUndefined();
  });

  it("keeps one copy per cookie-consent state: the banner for a first visit, none for a returning visitor", async () => {
    const returning = { headers: { cookie: `${CONSENT_COOKIE}=${encodeURIComponent("v2:functional=0,analytics=1,marketing=0")}` } };
    const first = await get("/opony/caloroczne?xl=1&sortuj=cena-rosnaco");
    const firstBody = await first.text();
    expect(first.headers.get("x-cache")).toBe("MISS");
    const firstBanner = await selectOne(firstBody, "section#cookie-banner");
    expect(firstBanner.attributes).toHaveProperty("aria-labelledby");
    expect(firstBanner.attributes).not.toHaveProperty("hidden");
    // A visitor who has chosen gets the page without the banner showing, rendered once for all of them…
    const chosen = await get("/opony/caloroczne?xl=1&sortuj=cena-rosnaco", returning);
    const chosenBody = await chosen.text();
    expect(chosen.headers.get("x-cache")).toBe("MISS");
    expect((await selectOne(chosenBody, "section#cookie-banner")).attributes).toHaveProperty("hidden");
    // …and another visitor who has chosen otherwise shares that copy; a cookie the shop cannot read is no choice.
    const other = await get("/opony/caloroczne?xl=1&sortuj=cena-rosnaco", {
      headers: { cookie: `${CONSENT_COOKIE}=v2%3Afunctional%3D1%2Canalytics%3D0%2Cmarketing%3D1; x=1` },
    });
    await other.text();
    expect(other.headers.get("x-cache")).toBe("HIT");
    const unreadable = await get("/opony/caloroczne?xl=1&sortuj=cena-rosnaco", { headers: { cookie: `${CONSENT_COOKIE}=tak` } });
    expect(unreadable.headers.get("x-cache")).toBe("HIT");
    expect(await unreadable.text()).toBe(firstBody);
  });

  it("never caches a 404", async () => {
    const response = await get("/opony/nie-ma-takiego-producenta");
    await response.text();
    expect(response.headers.get("cache-control")).toBe("no-store");
    const again = await get("/opony/nie-ma-takiego-producenta");
    await again.text();
    expect(again.headers.get("x-cache")).toBeNull();
  });
});

describe("product cards", () => {
  it("offer a set of four, or only what is left when fewer are in stock", async () => {
    const row = await env.DB.prepare(
      `SELECT t.width, t.profile, t.rim, t.season, v.id AS variant_id, v.sku, t.min_price FROM tyres t JOIN variants v ON v.id = t.best_variant_id
       WHERE t.vehicle_type = 'osobowe-suv' ORDER BY t.id DESC LIMIT 1`,
    ).first<{ width: number; profile: number; rim: number; season: string; variant_id: number; sku: string; min_price: number }>();
    await env.DB.prepare("UPDATE variants SET stock = 2 WHERE id = ?").bind(row!.variant_id).run();
    // A price bound no other test uses, so the page is rendered now, not taken from a cache.
    const ceiling = Math.ceil(row!.min_price / 100) + 1;
    const page = await get(`/opony/${row!.season}/${row!.width}/${row!.profile}/r${row!.rim}?cena-do=${ceiling}`);
    // Each card's "Do koszyka" names its offer and quantity in its action (no hidden fields); the
    // offers' data is the page's one JSON block for the delegated island (client/islands/card-actions.tsx).
    const body = await page.text();
    const cards = [...body.matchAll(/<form class="product-card-actions" action="\/koszyk\/dodaj\?([^"]+)"/g)].map((match) => {
      const query = new URLSearchParams(match[1]!.replaceAll("&amp;", "&"));
      return { item: { sku: query.get("sku") }, quantity: Number(query.get("quantity")) };
    });
    const data = unpackCards(/<script type="application\/json" id="karty-dane">([^<]*)<\/script>/.exec(body)![1]!);
    expect(data.get(row!.sku)?.item.sku).toBe(row!.sku);
    expect(body).not.toContain("data-card-item");
    expect(cards.length).toBeGreaterThan(0);
    const card = cards.find((entry) => entry.item.sku === row!.sku);
    expect(card?.quantity).toBe(2);
  });
});
