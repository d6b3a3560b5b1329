import { and, asc, desc, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { ShopError } from "../../../common/errors";
import { type ConfirmReason, confirmationNeeded, grossOf, priceBoundsMessage, priceInBounds } from "../../../common/price-guard";
import { REFUSALS } from "../../../common/i18n/refusals";
import type { Database } from "../client";
import { priceHistory, producers, treadModels, tyres, variants } from "../schema";
import { moneyString } from "./checkout";
import { d1Statements, failedWith } from "./d1-batch";
import { lowStockCondition, refreshOfferSummary } from "./offers";
import { reductionOf } from "./omnibus";
import { auditEntry, readAuditTrail, type StaffActor } from "./staff";

/**
 * The back office's "Ceny i stany": find offers, read one with its price history and audit
 * trail, change price, stock and visibility one by one or for a selection. Every change is one
 * D1 batch: a guard that the offers are still as read, the updates, price_history rows (the
 * Omnibus rule reads them), one audit row per offer, and the tyres' offer summaries.
 */

/** The price history an offer's page shows. */
export const OFFER_HISTORY_DAYS = 90;
/** The most offers one bulk change takes (D1 binds at most 100 parameters: the guard binds one per offer). */
export const OFFER_BULK_MAX = 50;
export const OFFER_STOCK_MAX = 100_000;

const DAY_MS = 86_400_000;

export interface TyreSize {
  width: number;
  profile?: number;
  rim?: number;
}

/**
 * A size as staff type it: "205/55 R16", "205/55R16", "205/55/16", "205 55 16", "2055516",
 * or a part of one ("205/55", "205", "R16"). Null when it is no size.
 */
export function parseTyreSize(text: string): TyreSize | null {
  const compact = text.toUpperCase().replace(/[\s,]+/g, "");
  const rimOnly = /^Z?R(\d{2})$/.exec(compact);
  if (rimOnly) return { width: 0, rim: Number(rimOnly[1]) };
  const match = /^(\d{3})(?:[/-]?(\d{2})(?:(?:[/-]|Z?R)?(\d{2})C?)?)?$/.exec(compact);
  if (!match) return null;
  return {
    width: Number(match[1]),
    ...(match[2] ? { profile: Number(match[2]) } : {}),
    ...(match[3] ? { rim: Number(match[3]) } : {}),
  };
}

export interface OfferSearch {
  size?: TyreSize;
  /** Producer name (its beginning) or slug. */
  producer?: string;
  /** Part of the tread model's name. */
  model?: string;
  /** The beginning of the sku. */
  sku?: string;
  hiddenOnly?: boolean;
  lowStock?: boolean;
  page: number;
  pageSize: number;
}

/** A LIKE pattern matching `text` literally (% and _ escaped), with `\` as the escape. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const likeEscaped = (column: SQLWrapper, pattern: string) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;

function searchConditions(query: OfferSearch): SQL[] {
  const list: SQL[] = [];
  const { size } = query;
  if (size) {
    if (size.width) list.push(eq(tyres.width, size.width));
    if (size.profile !== undefined) list.push(eq(tyres.profile, size.profile));
    if (size.rim !== undefined) list.push(eq(tyres.rim, size.rim));
  }
  if (query.producer) {
    const producer = query.producer.trim();
    list.push(sql`(${likeEscaped(producers.name, `${literal(producer)}%`)} OR ${producers.slug} = ${producer.toLowerCase()})`);
  }
  if (query.model) list.push(likeEscaped(treadModels.name, `%${literal(query.model.trim())}%`));
  if (query.sku) list.push(likeEscaped(variants.sku, `${literal(query.sku.trim().toUpperCase())}%`));
  if (query.hiddenOnly) list.push(eq(variants.hidden, true));
  if (query.lowStock) list.push(lowStockCondition());
  return list;
}

const offerColumns = {
  id: variants.id,
  sku: variants.sku,
  price: variants.price,
  stock: variants.stock,
  hidden: variants.hidden,
  isMain: variants.isMain,
  productionYear: variants.productionYear,
  tyreId: tyres.id,
  tyreSlug: tyres.slug,
  width: tyres.width,
  profile: tyres.profile,
  rim: tyres.rim,
  loadIndex: tyres.loadIndex,
  speedIndex: tyres.speedIndex,
  xl: tyres.xl,
  season: tyres.season,
  bestVariantId: tyres.bestVariantId,
  producer: sql<string>`${producers.name}`.as("producer_name"),
  model: sql<string>`${treadModels.name}`.as("model_name"),
  /** The dearest net purchase price among the sources with stock: a price below it waits for an owner. */
  heldPrice: variants.heldPrice,
  purchaseNet: sql<
    number | null
  >`(SELECT MAX(so.purchase_net) FROM supplier_offers so WHERE so.variant_id = ${variants.id} AND so.stock > 0)`.as("purchase_net"),
};

type OfferRow = {
  id: number;
  sku: string;
  price: number;
  stock: number;
  hidden: boolean;
  isMain: boolean;
  productionYear: number;
  tyreId: number;
  tyreSlug: string;
  width: number;
  profile: number;
  rim: number;
  loadIndex: string;
  speedIndex: string;
  xl: boolean;
  season: string;
  bestVariantId: number | null;
  producer: string;
  model: string;
  heldPrice: number | null;
  purchaseNet: number | null;
};

function offersQuery(db: Database) {
  return db
    .select(offerColumns)
    .from(variants)
    .innerJoin(tyres, eq(tyres.id, variants.tyreId))
    .innerJoin(producers, eq(producers.id, tyres.producerId))
    .innerJoin(treadModels, eq(treadModels.id, tyres.modelId));
}

const sizeOf = (row: { width: number; profile: number; rim: number }) => `${row.width}/${row.profile} R${row.rim}`;

/** An offer's name as staff read it: "Michelin Alpin 6 205/55 R16 91H". */
const offerName = (row: OfferRow) => `${row.producer} ${row.model} ${sizeOf(row)} ${row.loadIndex}${row.speedIndex}${row.xl ? " XL" : ""}`;

/** An offer as the staff API answers it (money as "123.45"). */
function offerView(row: OfferRow) {
  return {
    id: row.id,
    sku: row.sku,
    name: offerName(row),
    price: moneyString(row.price),
    stock: row.stock,
    hidden: row.hidden,
    is_main: row.isMain,
    production_year: row.productionYear,
    /** Whether the shop's listings advertise this offer (the tyre's cheapest visible one in stock). */
    is_best: row.bestVariantId === row.id,
    tyre: {
      id: row.tyreId,
      slug: row.tyreSlug,
      producer: row.producer,
      model: row.model,
      size: sizeOf(row),
      load_index: row.loadIndex,
      speed_index: row.speedIndex,
      season: row.season,
    },
  };
}

/** One page of offers matching the search, by producer, model, size and sku. */
export async function searchStaffOffers(db: Database, query: OfferSearch) {
  const where = and(...searchConditions(query));
  const [rows, counted] = await Promise.all([
    offersQuery(db)
      .where(where)
      .orderBy(asc(producers.name), asc(treadModels.name), asc(tyres.width), asc(tyres.profile), asc(tyres.rim), asc(variants.sku))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)` })
      .from(variants)
      .innerJoin(tyres, eq(tyres.id, variants.tyreId))
      .innerJoin(producers, eq(producers.id, tyres.producerId))
      .innerJoin(treadModels, eq(treadModels.id, tyres.modelId))
      .where(where),
  ]);
  const total = counted[0]?.total ?? 0;
  return {
    offers: rows.map(offerView),
    total,
    page: query.page,
    page_size: query.pageSize,
    pages: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}

/** One offer with its tyre's summary, its price history (the last 90 days) and its audit trail. */
export async function readStaffOffer(db: Database, id: number, now: number) {
  const [row] = await offersQuery(db).where(eq(variants.id, id)).limit(1);
  if (!row) return null;
  const [history, summary, audit] = await Promise.all([
    db
      .select({ id: priceHistory.id, price: priceHistory.price, validFrom: priceHistory.validFrom, errorReason: priceHistory.errorReason })
      .from(priceHistory)
      .where(eq(priceHistory.variantId, id))
      .orderBy(desc(priceHistory.validFrom), desc(priceHistory.id)),
    db
      .select({ minPrice: tyres.minPrice, offerCount: tyres.offerCount, bestVariantId: tyres.bestVariantId })
      .from(tyres)
      .where(eq(tyres.id, row.tyreId))
      .limit(1),
    readAuditTrail(db, "offer", id),
  ]);
  const since = now - OFFER_HISTORY_DAYS * DAY_MS;
  // Every price set in the window, and the one in force when the window opened.
  const inWindow = history.filter((point) => point.validFrom >= since);
  const atStart = history.find((point) => point.validFrom < since);
  // The Omnibus figure leaves out what an owner marked as an error, as the storefront does.
  const reduction = reductionOf(
    history.filter((point) => point.errorReason === null),
    row.price,
    now,
  );
  return {
    ...offerView(row),
    tyre_summary: {
      min_price: summary[0]?.minPrice == null ? null : moneyString(summary[0].minPrice),
      offer_count: summary[0]?.offerCount ?? 0,
      best_variant_id: summary[0]?.bestVariantId ?? null,
    },
    /** The Omnibus figure the shop shows beside this price, when it is a reduction. */
    lowest_30_days: reduction ? moneyString(reduction.lowest30) : null,
    price_history: [...inWindow, ...(atStart ? [atStart] : [])].map((point) => ({
      id: point.id,
      price: moneyString(point.price),
      valid_from: new Date(point.validFrom).toISOString(),
      /** Why an owner marked it an error; null for a real price. */
      error_reason: point.errorReason,
      /** The price on sale now: it cannot be marked (change the price first). */
      current: point.id === history[0]?.id,
    })),
    /** A new price waiting for an owner (a deep cut or below purchase), with why. */
    held_price: row.heldPrice === null ? null : moneyString(row.heldPrice),
    audit,
  };
}

export type StaffOffer = NonNullable<Awaited<ReturnType<typeof readStaffOffer>>>;

/** What one offer becomes. */
interface OfferState {
  price: number;
  stock: number;
  hidden: boolean;
}

export type PriceChange = { mode: "percent"; percent: number } | { mode: "amount"; grosze: number } | { mode: "set"; grosze: number };
export type StockChange = { mode: "set" | "add"; value: number };

export interface OfferChanges {
  price?: PriceChange;
  stock?: StockChange;
  hidden?: boolean;
  /** The stock the member saw (one offer's form): if an order changed it since, nothing is written. */
  expectedStock?: number;
  /** An owner confirms a deep cut or a price below purchase (anyone else's waits for an owner). */
  confirmed?: boolean;
}

/**
 * The new price: a percentage change is rounded to whole złoty (−5 % of 449,00 zł is 427,00 zł,
 * a price a shop would print); a fixed change or an exact price keeps the grosze typed.
 */
export function changedPrice(price: number, change: PriceChange): number {
  if (change.mode === "set") return change.grosze;
  if (change.mode === "amount") return price + change.grosze;
  return Math.round((price * (100 + change.percent)) / 100 / 100) * 100;
}

function applyChanges(row: OfferRow, changes: OfferChanges): OfferState {
  const stock = changes.stock ? (changes.stock.mode === "set" ? changes.stock.value : row.stock + changes.stock.value) : row.stock;
  return {
    price: changes.price ? changedPrice(row.price, changes.price) : row.price,
    stock,
    hidden: changes.hidden ?? row.hidden,
  };
}

/** The refusal of a result no offer may have, naming the offer (nothing is written). */
function checkResult(row: OfferRow, after: OfferState) {
  const who = `${row.sku} (${offerName(row)})`;
  // The bounds every price change meets (src/common/price-guard.ts); a price left as it was is not re-judged.
  if (after.price !== row.price && !priceInBounds(after.price)) {
    throw new ShopError("VALIDATION_ERROR", { message: priceBoundsMessage(after.price, who) });
  }
  if (after.stock < 0) {
    throw new ShopError("VALIDATION_ERROR", {
      message: REFUSALS.staffOffers.stockNegative(who, after.stock),
    });
  }
  if (after.stock > OFFER_STOCK_MAX) {
    throw new ShopError("VALIDATION_ERROR", {
      message: REFUSALS.staffOffers.stockAboveMax(who, OFFER_STOCK_MAX),
    });
  }
}

/** Before and after of the fields that changed, as the audit log keeps them (money as "123.45"). */
function auditDiff(before: OfferState, after: OfferState) {
  const was: Record<string, string | number | boolean> = {};
  const now: Record<string, string | number | boolean> = {};
  if (before.price !== after.price) [was.price, now.price] = [moneyString(before.price), moneyString(after.price)];
  if (before.stock !== after.stock) [was.stock, now.stock] = [before.stock, after.stock];
  if (before.hidden !== after.hidden) [was.hidden, now.hidden] = [before.hidden, after.hidden];
  return { auditBefore: was, auditAfter: now, changed: Object.keys(now) };
}

/** price_history rows per statement: D1 binds at most 100 parameters (3 per row). */
const HISTORY_ROWS_PER_INSERT = 30;
const ATTEMPTS = 3;

export interface OfferChangeResult {
  /** The offers that changed, with the fields changed. */
  changed: { id: number; sku: string; slug: string; fields: string[] }[];
  /** New prices not published: they wait for an owner in "Ceny do decyzji" (the offer keeps its price). */
  held: { id: number; sku: string; price: string; reason: ConfirmReason }[];
  /** Offers asked for that were left as they were (the change made no difference). */
  unchanged: number;
}

/**
 * Applies `changes` to the offers `ids` in one batch, all or nothing. Any offer whose result is
 * not allowed (a price outside the bounds, negative stock) refuses the whole change with a message
 * naming it. A new price cut deeper than the set share or below purchase is held for an owner
 * (`held_price`, decided in "Ceny do decyzji") unless an owner confirmed it with the change.
 * The batch's guard aborts when any offer changed since it was read (an order took stock,
 * another member saved): then it is read and computed again, a few times, before a 409.
 */
export async function changeOffers(
  db: Database,
  actor: StaffActor,
  ids: number[],
  changes: OfferChanges,
  input: { action: "update" | "bulk_update"; now: number },
): Promise<OfferChangeResult> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  for (let attempt = 1; ; attempt++) {
    const rows = await offersQuery(db).where(inArray(variants.id, wanted)).orderBy(asc(variants.id));
    if (rows.length !== wanted.length) {
      const missing = wanted.filter((id) => !rows.some((row) => row.id === id));
      throw new ShopError("NOT_FOUND", {
        message: REFUSALS.staffOffers.unknownIds(missing),
      });
    }
    const ownerConfirmed = changes.confirmed === true && actor.role === "owner";
    const planned = rows.map((row) => {
      const after = applyChanges(row, changes);
      if (changes.expectedStock !== undefined && changes.stock && row.stock !== changes.expectedStock) {
        throw new ShopError("CONFLICT", {
          message: REFUSALS.staffOffers.stockChangedMeanwhile(row.sku, row.stock, changes.expectedStock),
        });
      }
      checkResult(row, after);
      const reason =
        after.price === row.price
          ? null
          : confirmationNeeded(row.price, after.price, row.purchaseNet === null ? null : grossOf(row.purchaseNet));
      // Held: the offer keeps its price on sale; the new one waits for an owner.
      const hold = reason !== null && !ownerConfirmed ? { price: after.price, reason } : null;
      const written = hold ? { ...after, price: row.price } : after;
      return { row, after: written, hold, ...auditDiff(row, written) };
    });
    const changed = planned.filter((plan) => plan.changed.length > 0 || plan.hold);
    const result: OfferChangeResult = {
      changed: changed
        .filter((plan) => plan.changed.length > 0)
        .map((plan) => ({ id: plan.row.id, sku: plan.row.sku, slug: plan.row.tyreSlug, fields: plan.changed })),
      held: planned.flatMap(({ row, hold }) =>
        hold ? [{ id: row.id, sku: row.sku, price: moneyString(hold.price), reason: hold.reason }] : [],
      ),
      unchanged: planned.filter((plan) => plan.changed.length === 0 && !plan.hold).length,
    };
    if (changed.length === 0) return result;

    const { d1, statement, raw } = d1Statements(db);
    const asRead = changed.map(({ row }) => `${row.id}:${row.price}:${row.stock}:${row.hidden ? 1 : 0}`).join(",");
    const repriced = changed.filter((plan) => plan.changed.includes("price"));
    try {
      await d1.batch([
        // The guard: the offers are still what was read and computed on (batch_guards raises).
        raw(
          `INSERT INTO batch_guards (reason) SELECT 'OFFER_CHANGED'
           WHERE (SELECT group_concat(id || ':' || price || ':' || stock || ':' || hidden, ',' ORDER BY id)
                  FROM variants WHERE id IN (${changed.map(() => "?").join(",")})) IS NOT ?`,
          ...changed.map(({ row }) => row.id),
          asRead,
        ),
        ...changed.map(({ row, after, hold }) =>
          statement(
            db
              .update(variants)
              // A price decided now replaces one that was waiting for an owner.
              .set({
                price: after.price,
                stock: after.stock,
                hidden: after.hidden,
                ...(hold ? { heldPrice: hold.price } : after.price !== row.price ? { heldPrice: null } : {}),
              })
              .where(eq(variants.id, row.id)),
          ),
        ),
        // Every price change starts a price_history row: the Omnibus 30-day rule reads them.
        ...chunks(repriced, HISTORY_ROWS_PER_INSERT).map((group) =>
          statement(
            db
              .insert(priceHistory)
              .values(group.map(({ row, after }) => ({ variantId: row.id, price: after.price, validFrom: input.now }))),
          ),
        ),
        ...changed.map(({ row, auditBefore, auditAfter, hold }) =>
          statement(
            auditEntry(db, actor, {
              entity: "offer",
              entityId: row.id,
              action: hold ? "price_held" : input.action,
              before: hold ? { ...auditBefore, price: moneyString(row.price) } : auditBefore,
              after: hold ? { ...auditAfter, held_price: moneyString(hold.price), reason: hold.reason } : auditAfter,
              at: input.now,
            }),
          ),
        ),
        statement(refreshOfferSummary(db, [...new Set(changed.map(({ row }) => row.tyreId))])),
      ]);
      return result;
    } catch (error) {
      if (!failedWith(error, "OFFER_CHANGED")) throw error;
      if (attempt >= ATTEMPTS) {
        throw new ShopError("CONFLICT", {
          message: REFUSALS.staffOffers.changedWhileSaving,
        });
      }
    }
  }
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < list.length; start += size) out.push(list.slice(start, start + size));
  return out;
}

/**
 * An owner marks one of an offer's past prices an obvious error (audited, with the reason): the
 * Omnibus 30-day figure and the price chart leave it out from then on, and orders placed while it
 * was on sale are flagged. The price on sale now cannot be marked: change it first.
 */
export async function markPriceError(
  db: Database,
  actor: StaffActor,
  input: { offerId: number; entryId: number; reason: string; now: number },
): Promise<void> {
  if (actor.role !== "owner") throw new ShopError("FORBIDDEN", { message: REFUSALS.staffOffers.priceErrorOwnersOnly });
  const history = await db
    .select({ id: priceHistory.id, price: priceHistory.price, errorReason: priceHistory.errorReason })
    .from(priceHistory)
    .where(eq(priceHistory.variantId, input.offerId))
    .orderBy(desc(priceHistory.validFrom), desc(priceHistory.id));
  const entry = history.find((point) => point.id === input.entryId);
  if (!entry) throw new ShopError("NOT_FOUND", { message: REFUSALS.staffOffers.priceEntryUnknown });
  if (entry.id === history[0]?.id) throw new ShopError("CONFLICT", { message: REFUSALS.staffOffers.priceErrorCurrent });
  if (entry.errorReason !== null) throw new ShopError("CONFLICT", { message: REFUSALS.staffOffers.priceErrorAlready });
  const { d1, statement } = d1Statements(db);
  await d1.batch([
    statement(
      db
        .update(priceHistory)
        .set({ errorReason: input.reason })
        .where(and(eq(priceHistory.id, entry.id), sql`${priceHistory.errorReason} IS NULL`)),
    ),
    statement(
      auditEntry(db, actor, {
        entity: "offer",
        entityId: input.offerId,
        action: "price_error_marked",
        before: { price: moneyString(entry.price) },
        after: { price_error: moneyString(entry.price), reason: input.reason },
        at: input.now,
      }),
    ),
  ]);
}
