import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { WITHDRAWAL_DAYS } from "../src/common/config/back-office";
import { OFFER_SUMMARY_SET_SQL } from "../src/shop/db/queries/offers";
import { storeTyreImage } from "../src/shop/images/tyre-images";
import app from "../src/index";
import { clipAtWord, DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from "../src/site/ui/Layout";
import { get, select } from "./helpers";
import { type Json, list, merchantListingProblems } from "./merchant-listing-rules";
import { EPREL_NUMBER, makeTyre, samplePng } from "./media";

/**
 * Tyre data pages as Google's merchant listings read them (issue 19, points 3 and 5): the
 * Product's JSON-LD checked against Google's documented fields, the headline price against the
 * markup, and the titles, descriptions and link-preview images of data and model pages.
 */

const ORIGIN = "https://sklep.test";
const DAY = 86_400_000;

/** The Worker as deployed (ENVIRONMENT production), on a host of its own so no test-environment copy is served from the page cache. */
async function inProduction(path: string): Promise<string> {
  const context = createExecutionContext();
  const response = await app.fetch(new Request(`https://produkcja.sklep.test${path}`), { ...env, ENVIRONMENT: "production" }, context);
  await waitOnExecutionContext(context);
  expect(response.status, path).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
}

/** Every JSON-LD block of a page, parsed. */
async function jsonLd(body: string): Promise<Json[]> {
  return (await select(body, 'script[type="application/ld+json"]')).map((script) => JSON.parse(script.text));
}

async function productOf(body: string): Promise<Json> {
  const products = (await jsonLd(body)).filter((data) => data["@type"] === "Product");
  expect(products).toHaveLength(1);
  return products[0]!;
}

/** An HTML attribute's text as a reader gets it. */
const attributeText = (text: string) =>
  text.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

function meta(body: string, attribute: "name" | "property", key: string): string | undefined {
  const found = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(body)?.[1];
  return found === undefined ? undefined : attributeText(found);
}

const title = (body: string) => attributeText(/<title>([^<]*)<\/title>/.exec(body)![1]!);

/** "1 234,50 zł" (the headline) → grosze. */
function grosze(text: string): number {
  return Math.round(Number(text.replace(/[^\d,]/g, "").replace(",", ".")) * 100);
}

/** The markup's "459.00" → grosze. */
const markupGrosze = (price: unknown) => Math.round(Number(price) * 100);

/** The price the page shows at the top: the selected offer's. */
async function headlinePrice(body: string): Promise<number> {
  return grosze((await select(body, "p.price-now > strong"))[0]!.text);
}

// ── The tyres ────────────────────────────────────────────────────────────────────────────────

/** A valid EAN-13 no other tyre has: a prefix of the test's own and the tyre's id. */
function testEan(id: number): string {
  const twelve = `20099${String(id).padStart(7, "0")}`;
  const sum = [...twelve].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

const setEan = (tyreId: number) => env.DB.prepare("UPDATE tyres SET ean = ? WHERE id = ?").bind(testEan(tyreId), tyreId).run();

/** DOT weeks for the offers added here: a tyre has one offer per production date (one year-only per year). */
let nextWeek = 1;

async function addOffer(
  tyreId: number,
  offer: { sku: string; price: number; stock: number; isMain?: boolean; hidden?: boolean; year?: number },
) {
  await env.DB.prepare(
    "INSERT INTO variants (tyre_id, sku, is_main, production_year, dot_week, price, stock, hidden) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(
      tyreId,
      offer.sku,
      offer.isMain ? 1 : 0,
      offer.year ?? 2025,
      (nextWeek++ % 52) + 1,
      offer.price,
      offer.stock,
      offer.hidden ? 1 : 0,
    )
    .run();
}

const refreshSummary = (tyreId: number) => env.DB.prepare(`UPDATE tyres SET ${OFFER_SUMMARY_SET_SQL} WHERE id = ?`).bind(tyreId).run();

type TestTyre = Awaited<ReturnType<typeof makeTyre>>;
let photo: TestTyre & { imageKey: string };
let reduced: TestTyre;
let soldOutBeside: TestTyre;
let allSoldOut: TestTyre;

beforeAll(async () => {
  // 1. A photo, an EAN, the producer's code and a real EPREL registration (from a feed).
  const withPhoto = await makeTyre({ source: "feed" });
  const imageKey = await storeTyreImage(env, withPhoto.id, await samplePng(41));
  await env.DB.prepare("UPDATE tyres SET ean = ?, supplier_code = ? WHERE id = ?")
    .bind(testEan(withPhoto.id), "CAI 123456", withPhoto.id)
    .run();
  photo = { ...withPhoto, imageKey };

  // 2. A reduced price: 529.00 for two months, 459.00 since five days ago; beside it a dearer offer of 2025.
  reduced = await makeTyre({ source: "demo" });
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO price_history (variant_id, price, valid_from) VALUES (?, 52900, ?), (?, 45900, ?)").bind(
      reduced.variantId,
      now - 60 * DAY,
      reduced.variantId,
      now - 5 * DAY,
    ),
  ]);
  await addOffer(reduced.id, { sku: `${reduced.sku}-B`, price: 47900, stock: 12 });
  await refreshSummary(reduced.id);
  await setEan(reduced.id);

  // 3. The main offer sold out (and cheaper), an offer in stock, and a cheaper one staff have hidden.
  soldOutBeside = await makeTyre({ source: "demo" });
  await env.DB.prepare("UPDATE variants SET stock = 0, price = 39900 WHERE id = ?").bind(soldOutBeside.variantId).run();
  await addOffer(soldOutBeside.id, { sku: `${soldOutBeside.sku}-B`, price: 45900, stock: 6 });
  await addOffer(soldOutBeside.id, { sku: `${soldOutBeside.sku}-H`, price: 29900, stock: 20, hidden: true });
  await refreshSummary(soldOutBeside.id);
  await setEan(soldOutBeside.id);

  // 4. Every offer sold out.
  allSoldOut = await makeTyre({ source: "demo" });
  await env.DB.prepare("UPDATE variants SET stock = 0 WHERE id = ?").bind(allSoldOut.variantId).run();
  await addOffer(allSoldOut.id, { sku: `${allSoldOut.sku}-B`, price: 42900, stock: 0 });
  await refreshSummary(allSoldOut.id);
  await setEan(allSoldOut.id);
});

// ── Merchant listings ─────────────────────────────────────────────────────────────────────────

describe("tyre data page markup (merchant listings)", () => {
  it("gives a tyre with a photo every required and recommended field: photo, GTIN, MPN, EPREL certification, offers with delivery and returns", async () => {
    const body = await inProduction(`/dane-opony/${photo.slug}`);
    const product = await productOf(body);
    expect(merchantListingProblems(product)).toEqual([]);
    expect(product.image).toBe(`${ORIGIN}/pliki/${photo.imageKey}`);
    expect(product.gtin13).toBe(testEan(photo.id));
    expect(product.mpn).toBe("CAI 123456");
    expect(product.hasCertification).toMatchObject({
      "@type": "Certification",
      name: "EPREL",
      issuedBy: { name: "European_Commission" },
      certificationIdentification: EPREL_NUMBER,
    });
    const [offer] = list(product.offers);
    expect(offer).toMatchObject({ sku: photo.sku, price: "459.00", priceCurrency: "PLN", availability: "https://schema.org/InStock" });
    expect(offer!.shippingDetails).toMatchObject({
      shippingRate: { value: 0, currency: "PLN" },
      shippingDestination: { addressCountry: "PL" },
      deliveryTime: { handlingTime: { minValue: 1, maxValue: 2 }, transitTime: { minValue: 1, maxValue: 2 } },
    });
    expect(offer!.hasMerchantReturnPolicy).toMatchObject({
      applicableCountry: "PL",
      merchantReturnDays: WITHDRAWAL_DAYS,
      returnMethod: "https://schema.org/ReturnByMail",
      returnFees: "https://schema.org/ReturnFeesCustomerResponsibility",
    });
    // The photo is really there, as a PNG.
    const served = await get(`/pliki/${photo.imageKey}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  it("names no picture for a tyre without a photo (the default drawing is an SVG placeholder), and no certification for a demo label", async () => {
    const product = await productOf(await inProduction(`/dane-opony/${reduced.slug}`));
    expect(product.image).toBeUndefined();
    expect(JSON.stringify(product)).not.toContain(".svg");
    expect(product.hasCertification).toBeUndefined();
    // Only the photo is missing for a merchant listing.
    expect(merchantListingProblems(product)).toEqual(["image"]);
  });

  it("marks a reduced price with its 30-day lowest as the struck-through price, the headline's offer first", async () => {
    const body = await inProduction(`/dane-opony/${reduced.slug}`);
    expect(body).toContain("Najniższa cena z 30\u00a0dni przed obniżką: 529,00\u00a0zł (−13%)");
    const offers = list((await productOf(body)).offers);
    expect(offers.map((offer) => [offer.sku, offer.price])).toEqual([
      [reduced.sku, "459.00"],
      [`${reduced.sku}-B`, "479.00"],
    ]);
    expect(offers[0]!.priceSpecification).toEqual({
      "@type": "UnitPriceSpecification",
      priceType: "https://schema.org/StrikethroughPrice",
      price: "529.00",
      priceCurrency: "PLN",
    });
    expect(offers[1]!.priceSpecification).toBeUndefined();
    expect(await headlinePrice(body)).toBe(45900);
  });

  it("lists a sold-out offer as out of stock beside the one in stock, whose price is the headline and the lowest in stock; hidden offers nowhere", async () => {
    const body = await inProduction(`/dane-opony/${soldOutBeside.slug}`);
    const product = await productOf(body);
    expect(merchantListingProblems(product)).toEqual(["image"]);
    const offers = list(product.offers);
    expect(offers.map((offer) => [offer.sku, offer.availability])).toEqual([
      [`${soldOutBeside.sku}-B`, "https://schema.org/InStock"],
      [soldOutBeside.sku, "https://schema.org/OutOfStock"],
    ]);
    const inStock = offers.filter((offer) => offer.availability === "https://schema.org/InStock").map((offer) => markupGrosze(offer.price));
    expect(await headlinePrice(body)).toBe(45900);
    expect(Math.min(...inStock)).toBe(await headlinePrice(body));
    expect(offers[0]!.price).toBe("459.00");
    // The hidden offer is not in the tyre API's answer, so neither on the page nor in the markup.
    expect(body).not.toContain(`${soldOutBeside.sku}-H`);
    const api = (await (await get(`/api/v1/catalogue/tyres/${soldOutBeside.slug}`)).json()) as { variants: { sku: string }[] };
    expect(api.variants.map((variant) => variant.sku).sort()).toEqual([soldOutBeside.sku, `${soldOutBeside.sku}-B`].sort());
  });

  it("marks every offer out of stock when all are sold out, the headline showing the first", async () => {
    const body = await inProduction(`/dane-opony/${allSoldOut.slug}`);
    const product = await productOf(body);
    expect(merchantListingProblems(product)).toEqual(["image"]);
    const offers = list(product.offers);
    expect(offers).toHaveLength(2);
    expect(offers.every((offer) => offer.availability === "https://schema.org/OutOfStock")).toBe(true);
    expect(await headlinePrice(body)).toBe(markupGrosze(offers[0]!.price));
    expect(body).toContain("Ta oferta jest wyprzedana");
  });

  it("describes the shop as an OnlineStore with a PNG logo of at least 112 px and its return policy", async () => {
    const store = (await jsonLd(await inProduction("/")))
      .flatMap((data) => list(data["@graph"]))
      .find((node) => node["@type"] === "OnlineStore");
    expect(store).toMatchObject({ name: "OponyKraków.pl", logo: `${ORIGIN}/img/logo.png`, address: { addressCountry: "PL" } });
    expect(store!.hasMerchantReturnPolicy).toMatchObject({
      applicableCountry: "PL",
      returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
      merchantReturnDays: WITHDRAWAL_DAYS,
      merchantReturnLink: `${ORIGIN}/zwrot-i-wymiana`,
    });
    // Static files are served before the Worker runs: ask the assets binding, as the edge does.
    const logo = await env.ASSETS.fetch(`${ORIGIN}/img/logo.png`);
    expect(logo.status).toBe(200);
    const bytes = new Uint8Array(await logo.arrayBuffer());
    // PNG signature, then the IHDR chunk's width and height (big-endian).
    expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(16)).toBeGreaterThanOrEqual(112);
    expect(view.getUint32(20)).toBe(view.getUint32(16));
  });
});

// ── Titles, descriptions, link previews ──────────────────────────────────────────────────────

/** A title's own part: without the " | OponyKraków.pl" suffix when it has one. */
const ownTitle = (text: string) => text.replace(/ \| OponyKraków\.pl$/, "");

describe("titles and descriptions", () => {
  it("cuts a description after a whole word, within the limit", () => {
    const text = "Opona zimowa zaprojektowana z myślą o śniegu, błocie pośniegowym i mokrej nawierzchni przy temperaturach poniżej 7 °C.";
    expect(clipAtWord(text, 200)).toBe(text);
    expect(clipAtWord(text, 50)).toBe("Opona zimowa zaprojektowana z myślą o śniegu…");
    expect(clipAtWord("Krótkie zdanie. A potem dłuższe", 17)).toBe("Krótkie zdanie.");
    expect(clipAtWord("Bezspacjowegosłowa", 10)).toBe("Bezspacjo…");
    expect(clipAtWord(text, 50).length).toBeLessThanOrEqual(50);
  });

  it("keeps the longest-named tyre's title within the limit, the brand dropped when it does not fit", async () => {
    const longest = await env.DB.prepare(
      `SELECT t.slug, p.name || ' ' || m.name AS tread FROM tyres t JOIN producers p ON p.id = t.producer_id JOIN tread_models m ON m.id = t.model_id
       WHERE t.slug NOT LIKE 'test-%' ORDER BY length(p.name) + length(m.name) + length(t.load_index) + t.xl * 3 DESC LIMIT 1`,
    ).first<{ slug: string; tread: string }>();
    const body = await inProduction(`/dane-opony/${longest!.slug}`);
    const text = title(body);
    expect(text).toContain(longest!.tread);
    expect(ownTitle(text).length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    // The brand goes on only while the whole stays short enough to be read in the results.
    if (text !== ownTitle(text)) expect(text.length).toBeLessThanOrEqual(70);
    const description = meta(body, "name", "description")!;
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(description.startsWith(longest!.tread)).toBe(true);
    expect(meta(body, "property", "og:description")).toBe(description);
  });

  it("names a run-flat car maker's (OE) variant apart from the standard tyre: title, heading and product name (issue 38)", async () => {
    // The same tread and size twice: a standard tyre, and its run-flat version with BMW's star.
    const standardTyre = await makeTyre();
    const oeTyre = await makeTyre();
    await env.DB.prepare(
      "UPDATE tyres SET run_flat = 1, run_flat_mark = 'SSR', homologation = '*', homologation_long = 'BMW / MINI (gwiazdka)' WHERE id = ?",
    )
      .bind(oeTyre.id)
      .run();
    const pair = { oe: oeTyre.slug, standard: standardTyre.slug };
    const oe = await inProduction(`/dane-opony/${pair.oe}`);
    const standard = await inProduction(`/dane-opony/${pair.standard}`);
    const heading = (body: string) => /<h1>([^<]+)<\/h1>/.exec(body)![1]!;
    expect(heading(oe)).toMatch(/ Run Flat BMW ★$/);
    expect(heading(standard)).not.toContain("Run Flat");
    expect(heading(oe).replace(" Run Flat BMW ★", "")).toBe(heading(standard));
    expect(title(oe)).not.toBe(title(standard));
    expect(title(oe)).toContain("Run Flat BMW ★");
    expect((await productOf(oe)).name).toBe(heading(oe));
  });

  it("describes a tread model page as a product with its brand and its sizes' prices as one aggregate offer (issue 38)", async () => {
    const model = (await env.DB.prepare(
      `SELECT m.slug, p.name AS brand, MIN(t.min_price) AS low, MAX(t.min_price) AS high, COUNT(t.min_price) AS priced
       FROM tread_models m JOIN producers p ON p.id = m.producer_id JOIN tyres t ON t.model_id = m.id
       GROUP BY m.id HAVING priced > 1 ORDER BY m.id LIMIT 1`,
    ).first<{ slug: string; brand: string; low: number; high: number; priced: number }>())!;
    const product = await productOf(await inProduction(`/model-opony/${model.slug}`));
    expect(product).toMatchObject({
      brand: { "@type": "Brand", name: model.brand },
      url: `${ORIGIN}/model-opony/${model.slug}`,
      offers: {
        "@type": "AggregateOffer",
        priceCurrency: "PLN",
        lowPrice: (model.low / 100).toFixed(2),
        highPrice: (model.high / 100).toFixed(2),
        offerCount: model.priced,
      },
    });
  });

  it("gives a model page a title within the limit and a description cut at a word within 155 characters", async () => {
    const model = await env.DB.prepare(
      `SELECT m.slug, p.name || ' ' || m.name AS name, m.description FROM tread_models m JOIN producers p ON p.id = m.producer_id
       WHERE EXISTS (SELECT 1 FROM tyres t WHERE t.model_id = m.id) ORDER BY length(p.name) + length(m.name) DESC LIMIT 1`,
    ).first<{ slug: string; name: string; description: string }>();
    const body = await inProduction(`/model-opony/${model!.slug}`);
    expect(ownTitle(title(body)).length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(title(body)).toContain(model!.name);
    const description = meta(body, "name", "description")!;
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(description.startsWith(`${model!.name} – opona `)).toBe(true);
    // Cut after a whole word of the model's text: what precedes the ellipsis is followed there by a space.
    expect(description.endsWith("…")).toBe(true);
    const kept = description.slice(0, -1);
    const full = description.slice(0, description.indexOf(". ") + 2) + model!.description;
    expect(full.startsWith(kept)).toBe(true);
    expect(full[kept.length]).toMatch(/[\s,.;:]/);
  });

  it("shows a tyre's photo in link previews, with the tyre's name as its alt text; the default picture without one", async () => {
    const body = await inProduction(`/dane-opony/${photo.slug}`);
    expect(meta(body, "property", "og:image")).toBe(`${ORIGIN}/pliki/${photo.imageKey}`);
    const name = /<h1>([^<]+)<\/h1>/.exec(body)![1]!;
    expect(meta(body, "property", "og:image:alt")).toBe(attributeText(name));
    expect(meta(body, "property", "og:type")).toBe("product");
    const without = await inProduction(`/dane-opony/${reduced.slug}`);
    expect(meta(without, "property", "og:image")).toBe(`${ORIGIN}/img/og-default.png`);
    expect(meta(without, "property", "og:image:alt")).toBeUndefined();
  });
});
