/**
 * Suppliers as the back office edits them: the wholesalers the shop sells from and its own
 * warehouse (supplier 1), each with its terms and its feed (address, mapping profile, schedule).
 * The stock they hold is in supplier_offers (schema/suppliers.ts); the import writes it.
 */

import * as v from "valibot";
import { OWN_WAREHOUSE_ID } from "../../common/config/back-office";
import { DEFAULT_FEED_PROFILE, type FeedProfile, parseFeedProfile } from "../../common/feed-profile";
import { checkFeedUrl } from "../catalogue-import/feed-fetch";

export interface SupplierRow {
  id: number;
  name: string;
  own_warehouse: number;
  contact_name: string;
  contact_phone: string;
  order_email: string;
  delivery_days: number;
  drop_shipping: number;
  cutoff_hour: number;
  feed_url: string | null;
  feed_profile: string;
  feed_full: number;
  feed_every_minutes: number | null;
  feed_stale_hours: number;
  feed_checked_at: number | null;
  feed_ok_at: number | null;
  feed_error: string | null;
  feed_withdrawn_at: number | null;
  active: number;
  created_at: number;
}

/** A supplier's stored profile; an unreadable one (never written by this code) reads as the default. */
export function profileOf(row: Pick<SupplierRow, "feed_profile">): FeedProfile {
  try {
    const parsed = parseFeedProfile(JSON.parse(row.feed_profile));
    return "profile" in parsed ? parsed.profile : DEFAULT_FEED_PROFILE;
  } catch {
    return DEFAULT_FEED_PROFILE;
  }
}

/** The supplier as the API answers it (camelCase, booleans), with its offers' counts when read. */
export function supplierOf(row: SupplierRow, counts?: { offers: number; pieces: number }) {
  return {
    id: row.id,
    name: row.name,
    ownWarehouse: row.own_warehouse === 1,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    orderEmail: row.order_email,
    deliveryDays: row.delivery_days,
    dropShipping: row.drop_shipping === 1,
    cutoffHour: row.cutoff_hour,
    feedUrl: row.feed_url,
    feedProfile: profileOf(row),
    feedFull: row.feed_full === 1,
    feedEveryMinutes: row.feed_every_minutes,
    feedStaleHours: row.feed_stale_hours,
    feedCheckedAt: row.feed_checked_at,
    feedOkAt: row.feed_ok_at,
    feedError: row.feed_error,
    feedWithdrawnAt: row.feed_withdrawn_at,
    active: row.active === 1,
    offers: counts?.offers ?? 0,
    pieces: counts?.pieces ?? 0,
  };
}
export type Supplier = ReturnType<typeof supplierOf>;

export async function listSuppliers(d1: D1Database) {
  const { results } = await d1
    .prepare(
      `SELECT s.*, (SELECT COUNT(*) FROM supplier_offers so WHERE so.supplier_id = s.id AND so.stock > 0) AS offer_count,
              (SELECT COALESCE(SUM(so.stock), 0) FROM supplier_offers so WHERE so.supplier_id = s.id) AS piece_count
       FROM suppliers s ORDER BY s.own_warehouse DESC, s.name`,
    )
    .all<SupplierRow & { offer_count: number; piece_count: number }>();
  return results.map((row) => supplierOf(row, { offers: row.offer_count, pieces: row.piece_count }));
}

export async function readSupplierRow(d1: D1Database, id: number) {
  return d1.prepare("SELECT * FROM suppliers WHERE id = ?1").bind(id).first<SupplierRow>();
}

export async function readSupplier(d1: D1Database, id: number) {
  const row = await d1
    .prepare(
      `SELECT s.*, (SELECT COUNT(*) FROM supplier_offers so WHERE so.supplier_id = s.id AND so.stock > 0) AS offer_count,
              (SELECT COALESCE(SUM(so.stock), 0) FROM supplier_offers so WHERE so.supplier_id = s.id) AS piece_count
       FROM suppliers s WHERE s.id = ?1`,
    )
    .bind(id)
    .first<SupplierRow & { offer_count: number; piece_count: number }>();
  return row ? supplierOf(row, { offers: row.offer_count, pieces: row.piece_count }) : null;
}

const text = (max: number, label: string) =>
  v.pipe(v.optional(v.string(`${label}: wpisz tekst.`), ""), v.trim(), v.maxLength(max, `${label} może mieć najwyżej ${max} znaków.`));
const whole = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** What staff set on a supplier (the API's JSON body). */
export const supplierInput = v.object({
  name: v.pipe(
    v.string("Podaj nazwę dostawcy."),
    v.trim(),
    v.nonEmpty("Podaj nazwę dostawcy."),
    v.maxLength(100, "Nazwa może mieć najwyżej 100 znaków."),
  ),
  contact_name: text(100, "Osoba kontaktowa"),
  contact_phone: text(40, "Telefon"),
  order_email: v.pipe(
    text(254, "Adres e-mail"),
    v.check(
      (value) => value === "" || v.is(v.pipe(v.string(), v.email()), value),
      "Podaj poprawny adres e-mail do zamówień albo zostaw pole puste.",
    ),
    v.transform((value) => value.toLowerCase()),
  ),
  delivery_days: whole(0, 60, "Czas dostawy podaj w dniach roboczych, od 0 do 60."),
  drop_shipping: v.boolean("Wysyłka do klienta: tak albo nie."),
  cutoff_hour: whole(0, 23, "Godzinę graniczną podaj jako pełną godzinę od 0 do 23."),
  feed_url: v.pipe(
    text(2000, "Adres pliku"),
    // The fetch's own check, with its reason (internal network, port, password in the address…).
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value === "") return;
      const checked = checkFeedUrl(dataset.value);
      if ("error" in checked) addIssue({ message: checked.error });
    }),
    v.transform((value) => (value === "" ? null : value)),
  ),
  feed_full: v.boolean("Rodzaj pliku: pełny albo częściowy."),
  feed_every_minutes: v.nullable(whole(15, 10_080, "Pobieraj plik co 15 minut do 7 dni (podaj minuty) albo wcale.")),
  feed_stale_hours: whole(1, 720, "Po ilu godzinach bez pliku wycofać oferty: od 1 do 720."),
  active: v.boolean("Aktywny: tak albo nie."),
});
export type SupplierInput = v.InferOutput<typeof supplierInput>;

/** A supplier's fields as the insert and update bind them, in SUPPLIER_COLUMNS' order. */
const SUPPLIER_COLUMNS = [
  "name",
  "contact_name",
  "contact_phone",
  "order_email",
  "delivery_days",
  "drop_shipping",
  "cutoff_hour",
  "feed_url",
  "feed_full",
  "feed_every_minutes",
  "feed_stale_hours",
  "active",
] as const;
const valuesOf = (input: SupplierInput) =>
  SUPPLIER_COLUMNS.map((column) => (typeof input[column] === "boolean" ? Number(input[column]) : input[column]));

/** A new supplier's id; null when the name is taken. */
export async function createSupplier(d1: D1Database, input: SupplierInput, now: number): Promise<number | null> {
  const row = await d1
    .prepare(
      `INSERT INTO suppliers (${SUPPLIER_COLUMNS.join(", ")}, feed_profile, created_at)
       VALUES (${SUPPLIER_COLUMNS.map((_, index) => `?${index + 1}`).join(", ")}, ?${SUPPLIER_COLUMNS.length + 1}, ?${SUPPLIER_COLUMNS.length + 2})
       ON CONFLICT(name) DO NOTHING RETURNING id`,
    )
    .bind(...valuesOf(input), JSON.stringify(DEFAULT_FEED_PROFILE), now)
    .first<{ id: number }>();
  return row?.id ?? null;
}

/**
 * Changes a supplier's terms; false when the name belongs to another. The own warehouse stays
 * active, with 0 days and no feed schedule of its own kind (its stock is counted by staff).
 */
export async function updateSupplier(d1: D1Database, id: number, input: SupplierInput): Promise<boolean> {
  const own = id === OWN_WAREHOUSE_ID;
  const values = valuesOf(own ? { ...input, active: true, drop_shipping: false } : input);
  try {
    await d1
      .prepare(`UPDATE suppliers SET ${SUPPLIER_COLUMNS.map((column, index) => `${column} = ?${index + 2}`).join(", ")} WHERE id = ?1`)
      .bind(id, ...values)
      .run();
    return true;
  } catch (error) {
    if (String(error).includes("UNIQUE")) return false;
    throw error;
  }
}

export async function saveSupplierProfile(d1: D1Database, id: number, profile: FeedProfile) {
  await d1.prepare("UPDATE suppliers SET feed_profile = ?2 WHERE id = ?1").bind(id, JSON.stringify(profile)).run();
}

/** Where a supplier's sample feed (the one its profile is set up on) is kept in R2. */
export const sampleKey = (supplierId: number) => `dostawcy/${supplierId}/probka`;
