import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LABEL_CLASS_COLOURS, LABEL_CLASSES } from "../src/common/config/storefront";
import { sizeLabel } from "../src/common/reference/sizes";
import { tyreClassOf } from "../src/common/reference/tyre-rules";
import { html } from "./helpers";
import { makeTyre } from "./media";

/**
 * The EU tyre label as Regulation (EU) 2020/740 prescribes it (issue 20 point 6): the nested
 * display (an arrow in the fuel class's colour with its letter and the range A–E) beside every
 * price on listings and the model page, leading to the full label; the model page's noise class;
 * the data page's label with every field of annex II.
 */

const ARROW = /<a class="eu-arrow eu-arrow-([A-E])" href="([^"]+)" aria-label="([^"]+)">([\s\S]*?)<\/a>/;
/** A listing card's arrow: named by the page's shared words (aria-labelledby, ArrowNames). */
const CARD_ARROW = /<a class="eu-arrow eu-arrow-([A-E])" href="([^"]+)" aria-labelledby="([^"]+)">([\s\S]*?)<\/a>/;

/** The name aria-labelledby gives: the referenced elements' texts, joined by spaces (accname). */
function labelledBy(body: string, ids: string): string {
  return ids
    .split(" ")
    .map((id) => new RegExp(`<span id="${id}">([^<]*)</span>`).exec(body)?.[1] ?? `(no #${id})`)
    .join(" ");
}

interface TyreLabelRow {
  slug: string;
  fuel_class: string;
  wet_class: string;
  noise_class: string;
  noise_db: number;
}

async function labelsBySlug(slugs: string[]): Promise<Map<string, TyreLabelRow>> {
  const rows = await env.DB.prepare(
    `SELECT slug, fuel_class, wet_class, noise_class, noise_db FROM tyres WHERE slug IN (${slugs.map(() => "?").join(",")})`,
  )
    .bind(...slugs)
    .all<TyreLabelRow>();
  return new Map(rows.results.map((row) => [row.slug, row]));
}

const slugOf = (href: string) => /\/dane-opony\/([a-z0-9-]+)/.exec(href)?.[1] ?? "";

describe("the label's class colours", () => {
  it("are the regulation's (2020/740 annex II: A X-00-X-00 … E 00-X-X-00, as sRGB), pinned here so a wrong edit fails", () => {
    expect(LABEL_CLASS_COLOURS).toEqual({ A: "#009036", B: "#52ae32", C: "#c8d400", D: "#fbba00", E: "#e2001a" });
  });
});

describe("the nested display beside listing prices", () => {
  it("every card of a seeded listing has its tyre's fuel class arrow right before its price, linking to the full label", async () => {
    const { status, body } = await html("/opony/zimowe");
    expect(status).toBe(200);
    const cards = [...body.matchAll(/<article class="product-card"[\s\S]*?<\/article>/g)].map(([card]) => card);
    expect(cards.length).toBeGreaterThanOrEqual(12);
    const names = cards.map((card) => /<h3 class="product-card-name"><a href="([^"]+)"/.exec(card)?.[1] ?? "");
    const labels = await labelsBySlug(names.map(slugOf));
    for (const [index, card] of cards.entries()) {
      const tyre = labels.get(slugOf(names[index]!))!;
      expect(tyre, names[index]).toBeDefined();
      // The price box opens with the arrow, then the price (or the sold-out note).
      const price = /<div class="product-card-price">([\s\S]*)$/.exec(card)?.[1] ?? "";
      const arrow = CARD_ARROW.exec(price);
      expect(arrow, names[index]).not.toBeNull();
      expect(price.startsWith(arrow![0])).toBe(true);
      expect(price.slice(arrow![0].length)).toMatch(/^<p class="price-now">|^<p class="availability sold-out">/);
      const [, classOfClass, href, labelIds, drawing] = arrow!;
      expect(classOfClass).toBe(tyre.fuel_class);
      expect(labelledBy(body, labelIds!)).toBe(
        `Etykieta UE: klasa efektywności paliwowej ${tyre.fuel_class} (w skali A–E) – pokaż etykietę`,
      );
      // The same data page as the card's name, at its label.
      expect(href).toBe(`${names[index]!.replaceAll("&amp;", "&")}#etykieta`);
      // The letter is the link's text; the stylesheet draws the arrow in the class's colour and the range A–E (tests/node/eu-arrow-css.test.ts).
      expect(drawing).toBe(tyre.fuel_class);
      // The card's other label facts: wet grip, noise in dB and its class.
      expect(card).toContain(`${tyre.noise_db} dB <span class="eu-noise-class">${tyre.noise_class}</span>`);
    }
  });
});

describe("the model page's sizes", () => {
  it("each row shows the noise class beside the dB and the fuel class arrow beside the price, linking to that size's label", async () => {
    const model = await env.DB.prepare(
      "SELECT m.slug FROM tread_models m JOIN tyres t ON t.model_id = m.id GROUP BY m.id ORDER BY COUNT(*) DESC, m.id LIMIT 1",
    ).first<{ slug: string }>();
    const { status, body } = await html(`/model-opony/${model!.slug}`);
    expect(status).toBe(200);
    const rows = [...body.matchAll(/<tr><th scope="row">[\s\S]*?<\/tr>/g)].map(([row]) => row);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const slugs = rows.map((row) => slugOf(/<a href="(\/dane-opony\/[^"]+)" aria-label=/.exec(row)?.[1] ?? ""));
    const labels = await labelsBySlug(slugs);
    for (const [index, row] of rows.entries()) {
      const tyre = labels.get(slugs[index]!)!;
      expect(tyre, slugs[index]).toBeDefined();
      expect(row).toContain(`${tyre.noise_db} dB <span class="eu-noise-class">${tyre.noise_class}</span>`);
      expect(row).toContain(`<span class="visually-hidden">Klasa i poziom hałasu zewnętrznego toczenia: </span>`);
      const price = /<span class="sizes-price">([\s\S]*?)<\/span><\/td>/.exec(row)?.[1] ?? "";
      const arrow = ARROW.exec(price);
      expect(arrow, slugs[index]).not.toBeNull();
      expect(arrow![4]).toBe(tyre.fuel_class);
      expect(arrow![2]).toBe(`/dane-opony/${tyre.slug}#etykieta`);
      // The price follows the arrow in the same cell.
      expect(price.slice(price.indexOf(arrow![0]) + arrow![0].length)).toMatch(/^\d[\d\u00a0]*,\d\d\u00a0zł$|^<span class="sold-out">/);
    }
  });
});

/** The label figure of a data page. */
async function labelOf(slug: string): Promise<{ figure: string; body: string }> {
  const { status, body } = await html(`/dane-opony/${slug}`);
  expect(status).toBe(200);
  const figure = /<figure class="eu-label[^"]*" id="etykieta"[\s\S]*?<\/figure>/.exec(body)?.[0] ?? "";
  expect(figure).not.toBe("");
  return { figure, body };
}

/** The drawn label: its SVG, up to the QR code's link or the drawing's end. */
const drawingOf = (figure: string) => /<svg class="eu-label-svg"[\s\S]*?<\/svg>(?=<\/div>|<a class="eu-label-qr-link")/.exec(figure);

const field = (figure: string, name: string) => new RegExp(`<dt>${name}</dt><dd>([^<]*)</dd>`).exec(figure)?.[1];

interface TyreRow extends TyreLabelRow {
  width: number;
  profile: number;
  rim: number;
  cargo: number;
  load_index: string;
  speed_index: string;
  supplier_code: string | null;
  producer: string;
  model: string;
  tyre_class: string;
}

async function seededTyre(cargo: boolean): Promise<TyreRow> {
  const row = await env.DB.prepare(
    `SELECT t.slug, t.width, t.profile, t.rim, t.cargo, t.load_index, t.speed_index, t.supplier_code, t.tyre_class,
       t.fuel_class, t.wet_class, t.noise_class, t.noise_db, p.name AS producer, m.name AS model
     FROM tyres t JOIN producers p ON p.id = t.producer_id JOIN tread_models m ON m.id = t.model_id
     WHERE t.cargo = ? AND t.min_price IS NOT NULL ORDER BY t.id LIMIT 1`,
  )
    .bind(cargo ? 1 : 0)
    .first<TyreRow>();
  return row!;
}

describe("the data page's label (annex II)", () => {
  for (const [kind, cargo, tyreClass] of [
    ["a passenger tyre", false, "C1"],
    ["a van (C) tyre", true, "C2"],
  ] as const) {
    it(`${kind}: tyre class ${tyreClass}, supplier, type identifier, size with indexes, both scales, noise, 2020/740`, async () => {
      const tyre = await seededTyre(cargo);
      expect(tyreClassOf({ cargo: tyre.cargo === 1 })).toBe(tyreClass);
      const { figure } = await labelOf(tyre.slug);
      const drawing = drawingOf(figure)?.[0] ?? "";
      expect(drawing).not.toBe("");

      const size = `${sizeLabel({ ...tyre, cargo: tyre.cargo === 1 })} ${tyre.load_index}${tyre.speed_index}`;
      expect(size).toMatch(cargo ? /^\d{3}\/\d{2} R\d{2}C \d+\/\d+[A-Z]$/ : /^\d{3}\/\d{2} R\d{2} \d+[A-Z]$/);
      // In words under the drawing…
      expect(field(figure, "Klasa opony")).toBe(tyreClass);
      expect(field(figure, "Nazwa lub znak towarowy dostawcy")).toBe(tyre.producer);
      expect(field(figure, "Identyfikator typu opony")).toBe(tyre.supplier_code ?? tyre.model);
      expect(field(figure, "Rozmiar, indeks nośności i symbol prędkości")).toBe(size);
      expect(field(figure, "Klasa efektywności paliwowej")).toBe(tyre.fuel_class);
      expect(field(figure, "Klasa przyczepności na mokrej nawierzchni")).toBe(tyre.wet_class);
      expect(field(figure, "Klasa i poziom hałasu zewnętrznego toczenia")).toBe(`${tyre.noise_class}, ${tyre.noise_db} dB`);
      // …and on the drawing.
      for (const text of [tyre.producer, tyre.supplier_code ?? tyre.model, size, tyreClass, `${tyre.noise_db} dB`, "2020/740"]) {
        expect(drawing).toContain(`>${text}</text>`);
      }
      // Two scales A–E: each class's bar in its colour twice, the tyre's classes marked by black arrows.
      for (const labelClass of LABEL_CLASSES) {
        expect(drawing.split(`fill="${LABEL_CLASS_COLOURS[labelClass]}"`)).toHaveLength(3);
      }
      const marked = [...drawing.matchAll(/fill="#000"><\/path><text[^>]*fill="#fff">([A-E])<\/text>/g)].map((match) => match[1]);
      expect(marked).toEqual([tyre.fuel_class, tyre.wet_class]);
      // The noise classes A–C, the tyre's in bold.
      expect(drawing).toMatch(new RegExp(`font-weight="700" text-anchor="middle" fill="#000">${tyre.noise_class}</text>`));
    });
  }

  it("a tyre with an EPREL record: the QR code to it on the label, its link, and the product information sheet on EPREL", async () => {
    const tyre = await makeTyre({ source: "feed" });
    const { figure } = await labelOf(tyre.slug);
    const drawing = drawingOf(figure)?.[0] ?? "";
    expect(drawing).toMatch(/<svg class="qr" x="556" y="26" width="168" height="168"/);
    expect(figure).toContain('<a class="eu-label-qr-link" href="https://eprel.ec.europa.eu/qr/1234567"');
    expect(figure).toContain(
      '<a href="https://eprel.ec.europa.eu/screen/product/tyres/1234567" rel="noopener" target="_blank">Karta informacyjna produktu (EPREL 1234567)</a>',
    );
    expect(field(figure, "Klasa opony")).toBe("C1");
    expect(drawing).toContain(">2020/740</text>");
  });

  it("a demo tyre: no QR code, no EPREL link, the example-data note kept", async () => {
    const tyre = await seededTyre(false);
    const { figure, body } = await labelOf(tyre.slug);
    expect(figure).not.toContain('class="qr"');
    expect(body).not.toContain("eprel.ec.europa.eu");
    expect(figure).toContain("Etykieta przykładowa: dane demonstracyjne sklepu.");
  });

  it("the summary beside the data page's price: the fuel arrow, wet grip, noise and a link to the label", async () => {
    const tyre = await seededTyre(false);
    const { body } = await labelOf(tyre.slug);
    const summary = /<a class="eu-summary" href="#etykieta">[\s\S]*?<\/a>/.exec(body)?.[0] ?? "";
    expect(summary).toContain(`<span class="eu-arrow eu-arrow-${tyre.fuel_class}" aria-hidden="true">${tyre.fuel_class}</span>`);
    expect(summary).toContain(`Klasa efektywności paliwowej: ${tyre.fuel_class}.`);
    expect(summary).toContain(`Klasa przyczepności na mokrej nawierzchni: ${tyre.wet_class}.`);
    expect(summary).toContain(`<b>${tyre.noise_db} dB</b>`);
    expect(summary).toContain("Pokaż etykietę UE");
  });
});
