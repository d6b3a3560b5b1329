/**
 * Writes checked feed rows (src/shop/catalogue-import/validate.ts) into the catalogue: producers and
 * tread models created when new, tyres upserted by EAN, offers by EAN + DOT week, a price_history
 * row for every new or changed price (the Omnibus rule reads them), and the tyres' offer
 * summaries refreshed. A chunk is read once, planned in memory, and written as ONE D1 batch, so
 * it lands whole or not at all. Rows travel as one JSON parameter per statement (json_each):
 * D1 binds at most 100 parameters, and one statement per table is much faster than one per row.
 */

import type { FeedProblem, FeedRow } from "./validate";
import { dotCode, tyreSlug } from "./validate";
import {
  IMPORT_LEASE_MS,
  IMPORT_MAX_REFUSED_SHARE_TO_RETIRE,
  IMPORT_MAX_WITHDRAWN_SHARE,
  IMPORT_WITHDRAWAL_GUARD_FROM,
  IMPORT_PROBLEMS_KEPT,
  OWN_WAREHOUSE_ID,
} from "../../common/config/back-office";
import { decideOfferPrice, type OfferSource } from "../pricing/offer-price";
import { priceRuleOf, readOfferSources, type RuleRow } from "../pricing/store";
import { repriceOffers } from "../pricing/reprice";
import { PANEL_ROUTES } from "../../common/routes";
import { OFFER_SUMMARY_SET_SQL } from "../db/queries/offers";

export interface ChunkResult {
  /** Offers whose price was held for staff (it would sell below purchase). */
  held: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Tyres (EAN and the row that brought them) that still need a photo from their image URL or label data from EPREL. */
  media: { ean: string; line: number; image: string | null }[];
}

interface ExistingTyre {
  id: number;
  ean: string;
  slug: string;
  model_id: number;
  producer_id: number;
  season: string;
  vehicle_type: string;
  width: number;
  profile: number;
  rim: number;
  load_index: string;
  speed_index: string;
  xl: number;
  cargo: number;
  run_flat: number;
  run_flat_mark: string | null;
  rim_protector: number;
  self_seal: number;
  noise_cancelling: number;
  three_pmsf: number;
  mud_snow: number;
  ice: number;
  homologation: string | null;
  tyre_class: string;
  fuel_class: string;
  wet_class: string;
  noise_class: string;
  noise_db: number;
  eprel_id: string;
  eprel_source: string;
  eprel_label_key: string | null;
  eprel_fetched_at: number | null;
  supplier_code: string | null;
  image_url: string | null;
  image_key: string | null;
}

const json = (value: unknown) => JSON.stringify(value);
const each = "json_each(?1) AS e";
const field = (name: string) => `e.value ->> '${name}'`;

/** The tyre columns a feed sets, as [column, FeedRow field]. */
const TYRE_COLUMNS: [string, keyof TyreValues][] = [
  ["season", "season"],
  ["vehicle_type", "vehicleType"],
  ["width", "width"],
  ["profile", "profile"],
  ["rim", "rim"],
  ["load_index", "loadIndex"],
  ["speed_index", "speedIndex"],
  ["xl", "xl"],
  ["cargo", "cargo"],
  ["run_flat", "runFlat"],
  ["run_flat_mark", "runFlatMark"],
  ["rim_protector", "rimProtector"],
  ["self_seal", "selfSeal"],
  ["noise_cancelling", "noiseCancelling"],
  ["three_pmsf", "threePmsf"],
  ["mud_snow", "mudSnow"],
  ["ice", "ice"],
  ["homologation", "homologation"],
  ["homologation_long", "homologationLong"],
  ["tyre_class", "tyreClass"],
  ["fuel_class", "fuelClass"],
  ["wet_class", "wetClass"],
  ["noise_class", "noiseClass"],
  ["noise_db", "noiseDb"],
  ["eprel_id", "eprelId"],
  ["eprel_source", "eprelSource"],
  ["eprel_label_key", "eprelLabelKey"],
  ["eprel_fetched_at", "eprelFetchedAt"],
  ["supplier_code", "supplierCode"],
  ["image_url", "imageUrl"],
  ["image_key", "imageKey"],
];
/** Columns whose change makes the tyre "updated" (the label key and source follow from others). */
const COMPARED: (keyof TyreValues)[] = TYRE_COLUMNS.map(([, key]) => key).filter(
  (key) => key !== "eprelLabelKey" && key !== "homologationLong" && key !== "eprelFetchedAt",
);

type TyreValues = Omit<
  FeedRow,
  "line" | "price" | "stock" | "productionYear" | "dotWeek" | "producer" | "model" | "producerSlug" | "modelSlug"
> & {
  eprelSource: string;
  eprelLabelKey: string | null;
  eprelFetchedAt: number | null;
  imageKey: string | null;
};

const LABEL_FIELDS = ["tyreClass", "fuelClass", "wetClass", "noiseClass", "noiseDb", "threePmsf", "ice"] as const;

function existingValues(tyre: ExistingTyre): Partial<Record<keyof TyreValues, unknown>> {
  return {
    season: tyre.season,
    vehicleType: tyre.vehicle_type,
    width: tyre.width,
    profile: tyre.profile,
    rim: tyre.rim,
    loadIndex: tyre.load_index,
    speedIndex: tyre.speed_index,
    xl: tyre.xl === 1,
    cargo: tyre.cargo === 1,
    runFlat: tyre.run_flat === 1,
    runFlatMark: tyre.run_flat_mark,
    rimProtector: tyre.rim_protector === 1,
    selfSeal: tyre.self_seal === 1,
    noiseCancelling: tyre.noise_cancelling === 1,
    threePmsf: tyre.three_pmsf === 1,
    mudSnow: tyre.mud_snow === 1,
    ice: tyre.ice === 1,
    homologation: tyre.homologation,
    tyreClass: tyre.tyre_class,
    fuelClass: tyre.fuel_class,
    wetClass: tyre.wet_class,
    noiseClass: tyre.noise_class,
    noiseDb: tyre.noise_db,
    eprelId: tyre.eprel_id,
    eprelSource: tyre.eprel_source,
    supplierCode: tyre.supplier_code,
    imageUrl: tyre.image_url,
    imageKey: tyre.image_key,
  };
}

/**
 * What the tyre becomes: the feed's values, except where the shop knows better. Label data
 * fetched from EPREL stays while the registration number is the same (the law's data, not the
 * supplier's); a photo uploaded in the back office stays; a feed without a photo keeps the old one.
 */
function tyreValues(row: FeedRow, existing: ExistingTyre | undefined): TyreValues {
  const values: TyreValues = {
    ...row,
    eprelSource: "feed",
    eprelLabelKey: null,
    eprelFetchedAt: null,
    imageKey: existing?.image_key ?? null,
    imageUrl: row.imageUrl ?? existing?.image_url ?? null,
  };
  if (!existing) return values;
  // A feed without a registration number keeps the one the shop has; a new number is fetched again.
  if (row.eprelId === "" && existing.eprel_id !== "") values.eprelId = existing.eprel_id;
  if (values.eprelId === existing.eprel_id) {
    values.eprelFetchedAt = existing.eprel_fetched_at;
    if (existing.eprel_source === "eprel") {
      const kept = existingValues(existing);
      for (const key of LABEL_FIELDS) (values as Record<string, unknown>)[key] = kept[key];
      values.eprelSource = "eprel";
      values.eprelLabelKey = existing.eprel_label_key;
    }
  }
  // A photo staff uploaded has no feed address (setTyreImage): it stays, whatever the feed says.
  const handUploaded = existing.image_key !== null && existing.image_url === null;
  if (handUploaded) values.imageUrl = null;
  // A new address replaces a photo that came from the old one.
  else if (row.imageUrl && row.imageUrl !== existing.image_url) values.imageKey = null;
  return values;
}

/** Whether the feed's values differ from the stored tyre's in any of `keys`. */
function differs(values: TyreValues, existing: ExistingTyre, keys: readonly (keyof TyreValues)[]): boolean {
  const before = existingValues(existing);
  return keys.some((key) => (values[key] ?? null) !== (before[key] ?? null));
}

function sameTyre(values: TyreValues, existing: ExistingTyre, modelId: number | undefined): boolean {
  return existing.model_id === modelId && !differs(values, existing, COMPARED);
}

/** What a tyre's address names (tyreSlug): when a feed changes one of these, the tyre takes a new address. */
const ADDRESSED: (keyof TyreValues)[] = ["width", "profile", "rim", "loadIndex", "speedIndex", "xl", "runFlat", "homologation"];

/** A producer named in a feed: its slug, then its name, then a longer slug ("Nokian" → nokian-tyres). */
function findProducer(producers: { id: number; slug: string; name: string }[], row: FeedRow) {
  return (
    producers.find((producer) => producer.slug === row.producerSlug) ??
    producers.find((producer) => producer.name.toLowerCase() === row.producer.toLowerCase()) ??
    (() => {
      const longer = producers.filter((producer) => producer.slug.startsWith(`${row.producerSlug}-`));
      return longer.length === 1 ? longer[0] : undefined;
    })()
  );
}

interface ExistingVariant {
  id: number;
  tyre_id: number;
  production_year: number;
  dot_week: number | null;
  price: number;
  manual_price: number | null;
  held_price: number | null;
}

export async function applyFeedChunk(
  d1: D1Database,
  runId: number,
  chunkIndex: number,
  rows: FeedRow[],
  now: number,
): Promise<ChunkResult> {
  const eans = [...new Set(rows.map((row) => row.ean))];
  const [producerRows, tyreRows, variantRows, runRows, ruleRows] = await d1.batch([
    d1.prepare("SELECT id, slug, name FROM producers"),
    d1.prepare(`SELECT * FROM tyres WHERE ean IN (SELECT value FROM json_each(?1))`).bind(json(eans)),
    d1
      .prepare(
        `SELECT v.id, v.tyre_id, v.production_year, v.dot_week, v.price, v.manual_price, v.held_price FROM variants v JOIN tyres t ON t.id = v.tyre_id
         WHERE t.ean IN (SELECT value FROM json_each(?1))`,
      )
      .bind(json(eans)),
    // The run's supplier with the terms its offers are served on.
    d1
      .prepare(
        "SELECT r.supplier_id, s.own_warehouse, s.active, s.delivery_days FROM import_runs r JOIN suppliers s ON s.id = r.supplier_id WHERE r.id = ?1",
      )
      .bind(runId),
    d1.prepare("SELECT * FROM price_rules ORDER BY id"),
  ]);
  const supplierRow = runRows?.results[0] as
    | { supplier_id: number; own_warehouse: number; active: number; delivery_days: number }
    | undefined;
  const supplierId = supplierRow?.supplier_id ?? OWN_WAREHOUSE_ID;
  const rules = ((ruleRows?.results ?? []) as unknown as RuleRow[]).map(priceRuleOf);
  const producers = (producerRows?.results ?? []) as { id: number; slug: string; name: string }[];
  const existingTyres = new Map(((tyreRows?.results ?? []) as unknown as ExistingTyre[]).map((tyre) => [tyre.ean, tyre]));
  const offerKey = (tyreId: number, year: number, week: number | null) => `${tyreId}/${year}/${week}`;
  const existingVariants = (variantRows?.results ?? []) as unknown as ExistingVariant[];
  const variantByKey = new Map(
    existingVariants.map((variant) => [offerKey(variant.tyre_id, variant.production_year, variant.dot_week), variant]),
  );
  const sourcesOf = await readOfferSources(
    d1,
    existingVariants.map((variant) => variant.id),
  );
  // Producers and models: the feed's names resolved to existing ones, new ones created.
  const newProducers = new Map<string, { slug: string; name: string; line: number }>();
  const producerSlugOf = new Map<FeedRow, string>();
  for (const row of rows) {
    const found = findProducer(producers, row);
    const slug = found?.slug ?? row.producerSlug;
    if (!found && !newProducers.has(slug)) newProducers.set(slug, { slug, name: row.producer, line: row.line });
    producerSlugOf.set(row, slug);
  }
  const producerIdOf = new Map(producers.map((producer) => [producer.slug, producer.id]));
  const modelSlugs = [...new Set(rows.map((row) => `${producerSlugOf.get(row)}-${row.modelSlug.slice(row.producerSlug.length + 1)}`))];
  // A new tyre's address, and the longer ones it falls back to when another tyre has it.
  const slugCandidates = (row: FeedRow) => {
    const base = tyreSlug({ ...row, producerSlug: producerSlugOf.get(row) as string });
    return [base, `${base}-${row.ean.slice(-5)}`, `${base}-${row.ean}`];
  };
  const [modelRows, slugRows] = await d1.batch([
    d1.prepare("SELECT id, slug FROM tread_models WHERE slug IN (SELECT value FROM json_each(?1))").bind(json(modelSlugs)),
    d1.prepare("SELECT slug, ean FROM tyres WHERE slug IN (SELECT value FROM json_each(?1))").bind(json(rows.flatMap(slugCandidates))),
  ]);
  const modelIds = new Map(((modelRows?.results ?? []) as { id: number; slug: string }[]).map((model) => [model.slug, model.id]));
  const takenSlugs = new Map(((slugRows?.results ?? []) as { slug: string; ean: string | null }[]).map((tyre) => [tyre.slug, tyre.ean]));

  const result: ChunkResult = { created: 0, updated: 0, unchanged: 0, held: 0, media: [] };
  const mediaEans = new Set<string>();
  const newModels = new Map<string, { slug: string; producerSlug: string; name: string; season: string; vehicleType: string }>();
  const tyreWrites = new Map<string, Record<string, unknown>>();
  const offerWrites: Record<string, unknown>[] = [];
  const seenNewTyre = new Set<string>();
  for (const row of rows) {
    const producerSlug = producerSlugOf.get(row) as string;
    const modelSlug = `${producerSlug}-${row.modelSlug.slice(row.producerSlug.length + 1)}`;
    if (!modelIds.has(modelSlug) && !newModels.has(modelSlug))
      newModels.set(modelSlug, { slug: modelSlug, producerSlug, name: row.model, season: row.season, vehicleType: row.vehicleType });
    const existing = existingTyres.get(row.ean);
    const values = tyreValues(row, existing);
    const tyreChanged = !existing || !sameTyre(values, existing, modelIds.get(modelSlug));
    if (tyreChanged && !tyreWrites.has(row.ean)) {
      const free = (candidate: string) =>
        (!takenSlugs.has(candidate) || takenSlugs.get(candidate) === row.ean) && !seenNewTyre.has(candidate);
      const candidates = slugCandidates(row);
      // A tyre keeps its address unless what the address names changed (its load index, say): then it
      // takes the new one, and the old answers with a 301 (migration 0031's history).
      const readdressed = existing !== undefined && differs(values, existing, ADDRESSED);
      const slug = existing && !readdressed ? existing.slug : (candidates.find(free) ?? (candidates.at(-1) as string));
      if (!existing || readdressed) seenNewTyre.add(slug);
      tyreWrites.set(row.ean, { ...values, ean: row.ean, slug, modelSlug, producerSlug });
    }
    const finalImageKey = values.imageKey;
    if ((values.imageUrl && !finalImageKey) || (values.eprelId !== "" && values.eprelSource !== "eprel")) {
      if (!mediaEans.has(row.ean)) result.media.push({ ean: row.ean, line: row.line, image: finalImageKey ? null : values.imageUrl });
      mediaEans.add(row.ean);
    }
    const variant = existing ? variantByKey.get(offerKey(existing.id, row.productionYear, row.dotWeek)) : undefined;
    // This supplier's offer as the row states it, among the offer's other sources.
    const others = (variant ? (sourcesOf.get(variant.id) ?? []) : []).filter((source) => source.supplierId !== supplierId);
    const own = variant ? (sourcesOf.get(variant.id) ?? []).find((source) => source.supplierId === supplierId) : undefined;
    const incoming: OfferSource = {
      supplierId,
      ownWarehouse: supplierRow?.own_warehouse === 1,
      active: supplierRow?.active !== 0,
      stock: row.stock,
      purchaseNet: row.purchaseNet,
      deliveryDays: row.deliveryDays ?? supplierRow?.delivery_days ?? 0,
    };
    const decision = decideOfferPrice(
      {
        currentPrice: variant?.price ?? null,
        manualPrice: variant?.manual_price ?? null,
        sources: [...others, incoming],
        feedSellingGross: row.sellingGross,
        feedSupplierId: supplierId,
        producerId: existing?.producer_id ?? producerIdOf.get(producerSlug) ?? 0,
        producerSlug,
        season: row.season,
      },
      rules,
    );
    if (decision.held !== null) result.held++;
    const sourceChanged =
      !own ||
      own.stock !== row.stock ||
      own.purchaseNet !== row.purchaseNet ||
      (row.deliveryDays !== null && own.deliveryDays !== row.deliveryDays);
    if (!variant) result.created++;
    else if (variant.price !== decision.price || variant.held_price !== decision.held || sourceChanged || tyreChanged) result.updated++;
    else result.unchanged++;
    offerWrites.push({
      ean: row.ean,
      sku: `${row.ean}-${dotCode(row)}`,
      // The first offer of a new tyre is its main one (the data page's address without ?sup=).
      isMain: !existing && !offerWrites.some((other) => other.ean === row.ean) ? 1 : 0,
      year: row.productionYear,
      week: row.dotWeek,
      price: decision.price,
      held: decision.held,
      // A new offer whose price is held waits hidden until staff decide.
      hidden: !variant && decision.held !== null ? 1 : 0,
      stock: row.stock,
      purchaseNet: row.purchaseNet,
      deliveryDays: row.deliveryDays,
    });
  }

  const tyreList = [...tyreWrites.values()].map((tyre) =>
    Object.fromEntries(Object.entries(tyre).map(([key, value]) => [key, typeof value === "boolean" ? Number(value) : value])),
  );
  const columns = TYRE_COLUMNS.map(([column]) => column);
  const statements: D1PreparedStatement[] = [];
  if (newProducers.size > 0) {
    // GPSR data of a new producer is not in a feed: the report sends staff to its form in the
    // back office (/panel/producenci), and the producers' list marks it incomplete until then.
    statements.push(
      d1
        .prepare(
          `INSERT INTO producers (slug, name, country, legal_name, street, postal_code, city, address_country, email, popularity)
           SELECT ${field("slug")}, ${field("name")}, '', '', '', '', '', '', NULL, 0 FROM ${each} WHERE true
           ON CONFLICT(slug) DO NOTHING`,
        )
        .bind(json([...newProducers.values()])),
      d1
        .prepare(
          `INSERT INTO import_problems (run_id, kind, line, "column", value, message)
           SELECT ?1, 'warning', ${field("line")}, 'producent', ${field("name")},
                  'Nowy producent: sklep nie zna jego danych do karty produktu (GPSR: nazwa firmy, adres pocztowy i e-mail, a dla producenta spoza UE osoba odpowiedzialna w UE). Uzupełnij je w zapleczu: Producenci (GPSR), ${PANEL_ROUTES.producers}, zanim klienci zobaczą jego opony.'
           FROM json_each(?2) AS e`,
        )
        .bind(runId, json([...newProducers.values()])),
    );
  }
  if (newModels.size > 0) {
    statements.push(
      d1
        .prepare(
          `INSERT INTO tread_models (producer_id, slug, name, season, vehicle_type, description, popular)
           SELECT (SELECT id FROM producers WHERE slug = ${field("producerSlug")}), ${field("slug")}, ${field("name")},
                  ${field("season")}, ${field("vehicleType")}, '', 0
           FROM ${each} WHERE true ON CONFLICT(slug) DO NOTHING`,
        )
        .bind(json([...newModels.values()])),
    );
  }
  if (tyreList.length > 0) {
    statements.push(
      d1
        .prepare(
          // updated_at moves only with a real change: it dates the tyre's pages (site maps' lastmod), not every import.
          `INSERT INTO tyres (ean, slug, model_id, producer_id, popularity, updated_at, ${columns.join(", ")})
           SELECT ${field("ean")}, ${field("slug")},
                  (SELECT id FROM tread_models WHERE slug = ${field("modelSlug")}),
                  (SELECT id FROM producers WHERE slug = ${field("producerSlug")}),
                  (SELECT popularity FROM producers WHERE slug = ${field("producerSlug")}), ?2,
                  ${TYRE_COLUMNS.map(([, key]) => field(key)).join(", ")}
           FROM ${each} WHERE true
           ON CONFLICT(ean) DO UPDATE SET model_id = excluded.model_id, producer_id = excluded.producer_id, slug = excluded.slug,
             updated_at = CASE WHEN tyres.model_id IS NOT excluded.model_id OR tyres.producer_id IS NOT excluded.producer_id OR tyres.slug IS NOT excluded.slug
               ${columns.map((column) => `OR tyres.${column} IS NOT excluded.${column}`).join(" ")}
               THEN excluded.updated_at ELSE tyres.updated_at END,
             ${columns.map((column) => `${column} = excluded.${column}`).join(", ")}`,
        )
        .bind(json(tyreList), now),
    );
  }
  // The offer itself (stock 0 when new: its stock is its sources'), one statement for DOT weeks and
  // one for year-only offers (each has its own unique index); then this supplier's source of it.
  const offerOf = `(SELECT v.id FROM variants v JOIN tyres t ON t.id = v.tyre_id
    WHERE t.ean = ${field("ean")} AND v.production_year = ${field("year")} AND v.dot_week IS ${field("week")})`;
  for (const [target, weekKnown] of [
    ["(tyre_id, production_year, dot_week)", "IS NOT NULL"],
    ["(tyre_id, production_year) WHERE dot_week IS NULL", "IS NULL"],
  ] as const) {
    statements.push(
      d1
        .prepare(
          `INSERT INTO variants (tyre_id, sku, is_main, production_year, dot_week, price, held_price, hidden, stock, last_import_id, updated_at)
           SELECT (SELECT id FROM tyres WHERE ean = ${field("ean")}), ${field("sku")}, ${field("isMain")}, ${field("year")}, ${field("week")},
                  ${field("price")}, ${field("held")}, ${field("hidden")}, 0, ?2, ?3
           FROM ${each} WHERE ${field("week")} ${weekKnown}
           ON CONFLICT${target} DO UPDATE SET
             last_import_id = excluded.last_import_id,
             updated_at = CASE WHEN variants.price <> excluded.price THEN excluded.updated_at ELSE variants.updated_at END,
             price = excluded.price, held_price = excluded.held_price`,
        )
        .bind(json(offerWrites), runId, now),
    );
  }
  statements.push(
    d1
      .prepare(
        `INSERT INTO supplier_offers (supplier_id, variant_id, purchase_net, stock, delivery_days, last_import_id, updated_at)
         SELECT ?2, ${offerOf}, ${field("purchaseNet")}, ${field("stock")}, ${field("deliveryDays")}, ?3, ?4 FROM ${each} WHERE true
         ON CONFLICT(supplier_id, variant_id) DO UPDATE SET
           last_import_id = excluded.last_import_id,
           updated_at = CASE WHEN supplier_offers.stock IS NOT excluded.stock OR supplier_offers.purchase_net IS NOT excluded.purchase_net
             THEN excluded.updated_at ELSE supplier_offers.updated_at END,
           purchase_net = excluded.purchase_net, stock = excluded.stock, delivery_days = excluded.delivery_days`,
      )
      .bind(json(offerWrites), supplierId, runId, now),
    // Every new or changed price starts a price_history row: the Omnibus 30-day rule reads them.
    d1
      .prepare(
        `INSERT INTO price_history (variant_id, price, valid_from)
         SELECT v.id, v.price, ?2 FROM ${each}
         JOIN tyres t ON t.ean = ${field("ean")}
         JOIN variants v ON v.tyre_id = t.id AND v.production_year = ${field("year")} AND v.dot_week IS ${field("week")}
         WHERE v.price IS NOT (SELECT price FROM price_history WHERE variant_id = v.id ORDER BY valid_from DESC, id DESC LIMIT 1)`,
      )
      .bind(json(offerWrites), now),
    d1.prepare(`UPDATE tyres SET ${OFFER_SUMMARY_SET_SQL} WHERE ean IN (SELECT value FROM json_each(?1))`).bind(json(eans)),
    d1
      .prepare(
        // Counted once: a step retried after this batch committed finds chunks_done moved on.
        `UPDATE import_runs SET rows_done = rows_done + ?2, created = created + ?3, updated = updated + ?4, unchanged = unchanged + ?5,
           held = held + ?7, chunks_done = ?6 + 1, lease_until = ?8
         WHERE id = ?1 AND chunks_done = ?6`,
      )
      .bind(runId, rows.length, result.created, result.updated, result.unchanged, chunkIndex, result.held, Date.now() + IMPORT_LEASE_MS),
  );
  await d1.batch(statements);
  return result;
}

/**
 * A full feed is the supplier's whole stock: that supplier's offers it did not list go out of
 * stock (never deleted: orders and price history point at them); other suppliers' offers of the
 * same tyres stay as they are. Skipped when too many rows were refused, so a broken file cannot
 * empty the shop. Returns how many of the supplier's offers went out of stock (null: skipped).
 */
export async function retireUnlistedOffers(d1: D1Database, runId: number, now: number): Promise<number | null> {
  const run = await d1
    .prepare("SELECT rows_total, refused, supplier_id, withdraw_all FROM import_runs WHERE id = ?1")
    .bind(runId)
    .first<{ rows_total: number; refused: number; supplier_id: number; withdraw_all: number }>();
  if (!run || run.rows_total === 0 || run.refused / run.rows_total > IMPORT_MAX_REFUSED_SHARE_TO_RETIRE) return null;
  if (run.withdraw_all !== 1) {
    const offers = await d1
      .prepare(
        `SELECT COUNT(*) AS in_stock, COALESCE(SUM(last_import_id IS NOT ?2), 0) AS unlisted
         FROM supplier_offers WHERE supplier_id = ?1 AND stock > 0`,
      )
      .bind(run.supplier_id, runId)
      .first<{ in_stock: number; unlisted: number }>();
    const inStock = offers?.in_stock ?? 0;
    const unlisted = offers?.unlisted ?? 0;
    if (inStock >= IMPORT_WITHDRAWAL_GUARD_FROM && unlisted > inStock * IMPORT_MAX_WITHDRAWN_SHARE) {
      await d1.prepare("UPDATE import_runs SET withdrawal_held = ?2 WHERE id = ?1").bind(runId, unlisted).run();
      return null;
    }
  }
  const count = await withdrawSupplierOffers(d1, run.supplier_id, now, runId);
  // Added, not set: a retried step finds nothing left to retire and must not erase the count.
  await d1.prepare("UPDATE import_runs SET out_of_stock = out_of_stock + ?2 WHERE id = ?1").bind(runId, count).run();
  return count;
}

/**
 * Puts a supplier's offers out of stock (all of them, or those the import `exceptRunId` did not
 * list): a full feed's retirement, or a feed that has not come for too long. The offers' summed
 * stock follows by trigger; their tyres' summaries are refreshed in the same batch. Returns how many.
 */
export async function withdrawSupplierOffers(d1: D1Database, supplierId: number, now: number, exceptRunId: number | null = null) {
  // Counted before, in the same batch: D1's `changes` would also count what the triggers touch.
  const [withdrawn] = await d1.batch([
    d1
      .prepare("SELECT COUNT(*) AS n FROM supplier_offers WHERE supplier_id = ?1 AND stock > 0 AND last_import_id IS NOT ?2")
      .bind(supplierId, exceptRunId),
    d1
      .prepare("UPDATE supplier_offers SET stock = 0, updated_at = ?3 WHERE supplier_id = ?1 AND stock > 0 AND last_import_id IS NOT ?2")
      .bind(supplierId, exceptRunId, now),
    // Only the tyres whose offers just lost this supplier's stock need a new summary.
    d1
      .prepare(
        `UPDATE tyres SET ${OFFER_SUMMARY_SET_SQL}
         WHERE id IN (SELECT v.tyre_id FROM supplier_offers so JOIN variants v ON v.id = so.variant_id
                      WHERE so.supplier_id = ?1 AND so.updated_at = ?2 AND so.stock = 0)`,
      )
      .bind(supplierId, now),
  ]);
  // The offers that lost this supplier's stock may now be served by another source at another purchase price.
  const { results: touched } = await d1
    .prepare("SELECT variant_id FROM supplier_offers WHERE supplier_id = ?1 AND updated_at = ?2 AND stock = 0")
    .bind(supplierId, now)
    .all<{ variant_id: number }>();
  if (touched.length > 0)
    await repriceOffers(
      d1,
      touched.map((row) => row.variant_id),
      now,
    );
  return (withdrawn?.results[0] as { n: number } | undefined)?.n ?? 0;
}

export interface ImportRunStart {
  fileName: string;
  /** Where the feed is kept in R2, by run id (the CLI keeps none). */
  fileKeyOf: ((runId: number) => string) | null;
  source: "panel" | "cli" | "schedule";
  partial: boolean;
  /** Staff confirmed that this full feed may withdraw most of the supplier's offers. */
  withdrawAll?: boolean;
  staffId: number | null;
  now: number;
  /** Whose feed it is (default: the own warehouse, the shop's own CSV). */
  supplierId?: number;
}

/** A run in progress: queued or running, with its lease (renewed by each step) not yet over. */
const IN_PROGRESS = "status IN ('queued', 'running') AND COALESCE(lease_until, 0) > ";

/** Why a run whose lease ran out was stopped (its Worker died or was killed mid-way). */
const LEASE_EXPIRED =
  "Import przerwany: przestał odpowiadać (np. proces został zatrzymany). Zapisane części zostały, a żadna oferta nie została wycofana; wgraj plik ponownie.";

/**
 * A new run, queued, holding the import lock for IMPORT_LEASE_MS (each step renews it); its id
 * names the Workflow instance and the R2 objects. Null while another run is in progress: one
 * statement checks and inserts, so two uploads at once cannot both start (two imports would race
 * on the same offers). A run whose lease ran out is marked failed first, so it never blocks.
 */
export async function createImportRun(d1: D1Database, start: ImportRunStart): Promise<number | null> {
  const [, inserted] = await d1.batch([
    d1
      .prepare(
        `UPDATE import_runs SET status = 'failed', error = ?2, finished_at = ?1
         WHERE status IN ('queued', 'running') AND COALESCE(lease_until, 0) <= ?1`,
      )
      .bind(start.now, LEASE_EXPIRED),
    d1
      .prepare(
        `INSERT INTO import_runs (file_name, source, partial, staff_id, status, started_at, supplier_id, lease_until, withdraw_all)
         SELECT ?1, ?2, ?3, ?4, 'queued', ?5, ?6, ?7, ?8 WHERE NOT EXISTS (SELECT 1 FROM import_runs WHERE ${IN_PROGRESS} ?5)
         RETURNING id`,
      )
      .bind(
        start.fileName,
        start.source,
        start.partial ? 1 : 0,
        start.staffId,
        start.now,
        start.supplierId ?? OWN_WAREHOUSE_ID,
        start.now + IMPORT_LEASE_MS,
        start.withdrawAll ? 1 : 0,
      ),
  ]);
  const row = inserted?.results[0] as { id: number } | undefined;
  if (!row) return null;
  if (start.fileKeyOf) await d1.prepare("UPDATE import_runs SET file_key = ?2 WHERE id = ?1").bind(row.id, start.fileKeyOf(row.id)).run();
  return row.id;
}

/** Keeps a run's import lock for another IMPORT_LEASE_MS (a Workflow step about to do long work). */
export async function renewImportLease(d1: D1Database, runId: number) {
  await d1
    .prepare("UPDATE import_runs SET lease_until = ?2 WHERE id = ?1 AND status IN ('queued', 'running')")
    .bind(runId, Date.now() + IMPORT_LEASE_MS)
    .run();
}

const RUN_COLUMNS = `r.id, r.file_name, r.source, r.partial, r.status, r.rows_total, r.rows_done, r.created, r.updated, r.unchanged,
  r.out_of_stock, r.withdrawal_held, r.refused, r.error, r.started_at, r.finished_at, s.name AS staff_name`;

export interface ImportRunRow {
  id: number;
  file_name: string;
  source: "panel" | "cli" | "schedule";
  partial: number;
  status: "queued" | "running" | "done" | "failed";
  rows_total: number;
  rows_done: number;
  created: number;
  updated: number;
  unchanged: number;
  out_of_stock: number;
  withdrawal_held: number | null;
  refused: number;
  error: string | null;
  started_at: number;
  finished_at: number | null;
  staff_name: string | null;
}

export async function listImportRuns(d1: D1Database, limit: number) {
  const { results } = await d1
    .prepare(`SELECT ${RUN_COLUMNS} FROM import_runs r LEFT JOIN staff s ON s.id = r.staff_id ORDER BY r.id DESC LIMIT ?1`)
    .bind(limit)
    .all<ImportRunRow>();
  return results.map(importRunOf);
}

/** How many refused rows a report lists; the rest are counted. */
export const IMPORT_PROBLEMS_SHOWN = 500;

/** A run with its refused rows (the first IMPORT_PROBLEMS_SHOWN, in file order). */
export async function readImportRun(d1: D1Database, runId: number) {
  const [runRows, problemRows, countRows] = await d1.batch([
    d1.prepare(`SELECT ${RUN_COLUMNS} FROM import_runs r LEFT JOIN staff s ON s.id = r.staff_id WHERE r.id = ?1`).bind(runId),
    d1
      .prepare(`SELECT kind, line, "column", value, message FROM import_problems WHERE run_id = ?1 ORDER BY line, id LIMIT ?2`)
      .bind(runId, IMPORT_PROBLEMS_SHOWN),
    d1.prepare("SELECT COUNT(*) AS n FROM import_problems WHERE run_id = ?1").bind(runId),
  ]);
  const run = (runRows?.results[0] as ImportRunRow | undefined) ?? null;
  if (!run) return null;
  return {
    run: importRunOf(run),
    problems: (problemRows?.results ?? []) as unknown as FeedProblem[],
    problemCount: ((countRows?.results[0] as { n: number } | undefined)?.n ?? 0) as number,
  };
}

/** The run as the API answers it (camelCase, booleans). */
function importRunOf(row: ImportRunRow) {
  return {
    id: row.id,
    fileName: row.file_name,
    source: row.source,
    partial: row.partial === 1,
    status: row.status,
    rowsTotal: row.rows_total,
    rowsDone: row.rows_done,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    outOfStock: row.out_of_stock,
    /** Offers the full feed would have put out of stock, held as too many (null: none held). */
    withdrawalHeld: row.withdrawal_held,
    refused: row.refused,
    error: row.error,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    staffName: row.staff_name,
  };
}

/** A run still queued or running (one import at a time). */
export async function importRunInProgress(d1: D1Database, now = Date.now()) {
  return d1
    .prepare(`SELECT id, file_name FROM import_runs WHERE ${IN_PROGRESS} ?1 ORDER BY id DESC LIMIT 1`)
    .bind(now)
    .first<{ id: number; file_name: string }>();
}

/** A cell as the report quotes it: a data: URI or a pasted paragraph would not fit D1's limits. */
const shortened = <T extends { value: string | null }>(problem: T): T =>
  problem.value !== null && problem.value.length > 200 ? { ...problem, value: `${problem.value.slice(0, 200)}…` } : problem;

/** The run's checked file: row counts and the refused rows (in batches: D1 binds 100 parameters). */
export async function recordCheckedFeed(d1: D1Database, runId: number, total: number, refused: number, allProblems: FeedProblem[]) {
  // The report keeps the first IMPORT_PROBLEMS_KEPT; the run's counts say how many rows there were
  // (a junk file's 600,000 problems would otherwise write tens of megabytes into D1).
  const problems = allProblems.slice(0, IMPORT_PROBLEMS_KEPT);
  const statements = [
    // A retried check step records the refused rows once.
    d1.prepare("DELETE FROM import_problems WHERE run_id = ?1").bind(runId),
    d1
      .prepare("UPDATE import_runs SET status = 'running', rows_total = ?2, refused = ?3, lease_until = ?4 WHERE id = ?1")
      .bind(runId, total, refused, Date.now() + IMPORT_LEASE_MS),
  ];
  for (let start = 0; start < problems.length; start += 1000) {
    statements.push(
      d1
        .prepare(
          `INSERT INTO import_problems (run_id, kind, line, "column", value, message)
           SELECT ?1, ${field("kind")}, ${field("line")}, ${field("column")}, ${field("value")}, ${field("message")} FROM json_each(?2) AS e`,
        )
        .bind(runId, json(problems.slice(start, start + 1000).map(shortened))),
    );
  }
  await d1.batch(statements);
}

export async function finishImportRun(d1: D1Database, runId: number, now: number, error?: string) {
  await d1
    .prepare("UPDATE import_runs SET status = ?2, error = ?3, finished_at = ?4 WHERE id = ?1")
    .bind(runId, error ? "failed" : "done", error ?? null, now)
    .run();
}

/** Tyre ids of the given EANs (the media step fetches photos and EPREL data by id). */
export async function tyresByEan(d1: D1Database, eans: string[]): Promise<{ id: number; ean: string }[]> {
  const { results } = await d1
    .prepare("SELECT id, ean FROM tyres WHERE ean IN (SELECT value FROM json_each(?1))")
    .bind(json(eans))
    .all<{ id: number; ean: string }>();
  return results;
}

/** Notes on rows that were imported but lack something (a photo that could not be fetched). */
export async function recordImportWarnings(d1: D1Database, runId: number, warnings: Omit<FeedProblem, "kind">[]) {
  if (warnings.length === 0) return;
  await d1
    .prepare(
      `INSERT INTO import_problems (run_id, kind, line, "column", value, message)
       SELECT ?1, 'warning', ${field("line")}, ${field("column")}, ${field("value")}, ${field("message")} FROM json_each(?2) AS e`,
    )
    .bind(runId, json(warnings.map(shortened)))
    .run();
}
