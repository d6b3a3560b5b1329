/**
 * Tyre photos and EPREL in tests (issue 18): the fixtures' answers served through a stubbed fetch
 * (as tests/staff.ts serves the Access certs), tyres of a test's own, and sample image bytes.
 */
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import ficheAddress from "./fixtures/eprel/fiches-1234567-pl.json";
import fichePdf from "./fixtures/eprel/fiche-1234567-pl.pdf?inline";
import labelAddress from "./fixtures/eprel/labels-1234567.json";
import labelPng from "./fixtures/eprel/label-1234567.png?inline";
import notFound from "./fixtures/eprel/not-found.json";
import record from "./fixtures/eprel/tyre-1234567.json";

/** The registration number the fixtures are of. */
export const EPREL_NUMBER = "1234567";
export const EPREL_RECORD = record as Record<string, unknown>;

/** A data URI's bytes (Vite's `?inline` import of a binary fixture). */
function dataUriBytes(uri: string): Uint8Array<ArrayBuffer> {
  const base64 = uri.slice(uri.indexOf(",") + 1);
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

export const LABEL_PNG = dataUriBytes(labelPng);
export const FICHE_PDF = dataUriBytes(fichePdf);

/** A tiny valid PNG of the given colour (a photo): different colours, different content hashes. */
export async function samplePng(seed: number): Promise<Uint8Array<ArrayBuffer>> {
  // The label fixture with one byte of its pixel data changed is still a PNG to the magic-number
  // check, and hashes differently: enough for storing and serving.
  const bytes = LABEL_PNG.slice();
  bytes[bytes.length - 20] = (bytes[bytes.length - 20]! + seed) % 256;
  return bytes;
}

export const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
export const WEBP_HEAD = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x24, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20]);

export interface EprelCall {
  url: string;
  apiKey: string | null;
}

/**
 * Serves EPREL's answers for the fixture's number (record, label and sheet addresses, the files)
 * and `answers` for anything to override (an URL's start → a Response maker); everything else goes
 * to the fetch that was in place (the Access certs). Returns the calls made to EPREL.
 */
export function serveEprel(answers: Record<string, () => Response | Promise<Response>> = {}): EprelCall[] {
  const calls: EprelCall[] = [];
  const previous = globalThis.fetch;
  const base = "https://eprel.ec.europa.eu";
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = request.url;
    const override = Object.entries(answers).find(([start]) => url.startsWith(start));
    if (url.startsWith(base) || override) calls.push({ url, apiKey: request.headers.get("x-api-key") });
    if (override) return override[1]();
    if (!url.startsWith(base)) return previous(input, init);
    const api = `${base}/api/products/tyres/${EPREL_NUMBER}`;
    if (url === api) return Response.json(record);
    if (url === `${api}/labels?format=PNG&noRedirect=true`) return Response.json(labelAddress);
    if (url === `${api}/fiches?language=PL&noRedirect=true`) return Response.json(ficheAddress);
    if (url === `${base}${labelAddress.address}`) return new Response(LABEL_PNG, { headers: { "content-type": "image/png" } });
    if (url === `${base}${ficheAddress.address}`) return new Response(FICHE_PDF, { headers: { "content-type": "application/pdf" } });
    return Response.json(notFound, { status: 404 });
  });
  return calls;
}

let made = 0;

/**
 * A tyre of the test's own (205/55 R16 91V, the fixture's size) with one offer in stock, modelled
 * on an existing tyre's producer and tread model. Returns its id, slug and sku.
 */
export async function makeTyre(options: { eprelId?: string; source?: "demo" | "feed" | "eprel"; imageUrl?: string | null } = {}) {
  made += 1;
  const tag = `${Date.now().toString(36)}-${made}-${Math.floor(Math.random() * 1e6).toString(36)}`;
  const slug = `test-media-${tag}`;
  const sku = `TM-${tag}`.toUpperCase().slice(0, 40);
  const base = await env.DB.prepare("SELECT model_id, producer_id, season, vehicle_type FROM tyres ORDER BY id LIMIT 1").first<{
    model_id: number;
    producer_id: number;
    season: string;
    vehicle_type: string;
  }>();
  const inserted = await env.DB.prepare(
    `INSERT INTO tyres (model_id, producer_id, season, vehicle_type, slug, width, profile, rim, load_index, speed_index,
       fuel_class, wet_class, noise_class, noise_db, eprel_id, eprel_source, image_url, popularity, offer_count)
     VALUES (?, ?, ?, ?, ?, 205, 55, 16, '91', 'V', 'C', 'B', 'B', 71, ?, ?, ?, 0, 1) RETURNING id`,
  )
    .bind(
      base!.model_id,
      base!.producer_id,
      base!.season,
      base!.vehicle_type,
      slug,
      options.eprelId ?? EPREL_NUMBER,
      options.source ?? "feed",
      options.imageUrl ?? null,
    )
    .first<{ id: number }>();
  const id = inserted!.id;
  await env.DB.prepare("INSERT INTO variants (tyre_id, sku, is_main, production_year, price, stock) VALUES (?, ?, 1, 2026, 45900, 8)")
    .bind(id, sku)
    .run();
  const variant = await env.DB.prepare("SELECT id FROM variants WHERE sku = ?").bind(sku).first<{ id: number }>();
  await env.DB.prepare("UPDATE tyres SET min_price = 45900, best_variant_id = ?, best_production_year = 2026 WHERE id = ?")
    .bind(variant!.id, id)
    .run();
  return { id, slug, sku, variantId: variant!.id };
}

export const tyreRow = (id: number) =>
  env.DB.prepare("SELECT * FROM tyres WHERE id = ?").bind(id).first<{
    image_key: string | null;
    updated_at: number | null;
    eprel_source: string;
    eprel_label_key: string | null;
    eprel_fetched_at: number | null;
    fuel_class: string;
    wet_class: string;
    noise_class: string;
    noise_db: number;
    tyre_class: string;
  }>();
