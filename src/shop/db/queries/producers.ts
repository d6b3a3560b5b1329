import { asc, eq, sql } from "drizzle-orm";
import { REFUSALS } from "../../../common/i18n/refusals";
import { isEuCountry } from "../../../common/reference/eu-countries";
import type { Database } from "../client";
import { producers, tyres } from "../schema";
import { d1Statements, failedWith } from "./d1-batch";
import { listedTyreSql } from "./search";
import { auditEntry, readAuditTrail, type StaffActor } from "./staff";

/**
 * A producer's GPSR data (Regulation (EU) 2023/988 art. 19): what a tyre's data page shows, what the
 * back office lists as incomplete or unconfirmed, and its audited edit (issue 20).
 */

/** A company a shopper can reach: registered name, postal address, e-mail and/or contact page. */
export interface GpsrContact {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  email: string | null;
  contactUrl: string | null;
}

/** What a tyre's data page shows: the manufacturer, and the EU responsible person where there is one. */
export interface ProducerGpsr {
  manufacturer: GpsrContact;
  euResponsible: GpsrContact | null;
}

export const gpsrColumns = {
  legalName: producers.legalName,
  street: producers.street,
  postalCode: producers.postalCode,
  city: producers.city,
  addressCountry: producers.addressCountry,
  email: producers.email,
  contactUrl: producers.contactUrl,
  euName: producers.euName,
  euStreet: producers.euStreet,
  euPostalCode: producers.euPostalCode,
  euCity: producers.euCity,
  euCountry: producers.euCountry,
  euEmail: producers.euEmail,
  euContactUrl: producers.euContactUrl,
};

type GpsrRow = { [K in keyof typeof gpsrColumns]: (typeof producers.$inferSelect)[K] };

/** The row's GPSR columns as the two parties; no EU responsible person without its name. */
export function producerGpsr(row: GpsrRow): ProducerGpsr {
  return {
    manufacturer: {
      name: row.legalName,
      street: row.street,
      postalCode: row.postalCode,
      city: row.city,
      country: row.addressCountry,
      email: row.email,
      contactUrl: row.contactUrl,
    },
    euResponsible: row.euName
      ? {
          name: row.euName,
          street: row.euStreet ?? "",
          postalCode: row.euPostalCode ?? "",
          city: row.euCity ?? "",
          country: row.euCountry ?? "",
          email: row.euEmail,
          contactUrl: row.euContactUrl,
        }
      : null,
  };
}

/**
 * What shoppers see: an "EU responsible person" established outside the EU is none (art. 4 of
 * Regulation 2019/1020), so such a row (e.g. free text migrated from before staff could edit it)
 * is left out until staff fix it in the back office, where they still see it.
 */
export function shopperGpsr(gpsr: ProducerGpsr): ProducerGpsr {
  const responsible = gpsr.euResponsible;
  return responsible && !isEuCountry(responsible.country) ? { ...gpsr, euResponsible: null } : gpsr;
}

/** A full postal address: street, postal code, city and country are all known. */
function hasAddress(party: GpsrContact): boolean {
  return [party.street, party.postalCode, party.city, party.country].every((part) => part.trim() !== "");
}

/**
 * What the data page still lacks under GPSR, in Polish (empty: complete): the manufacturer's name,
 * postal and electronic address and, for a maker outside the EU, an EU responsible person in the EU
 * with the same. The back office marks such producers "niekompletne".
 */
export function gpsrGaps(gpsr: ProducerGpsr): string[] {
  const { manufacturer: maker, euResponsible: eu } = gpsr;
  const gaps: string[] = [];
  if (!maker.name.trim()) gaps.push(REFUSALS.gpsrGaps.makerName);
  if (!hasAddress(maker)) gaps.push(REFUSALS.gpsrGaps.makerAddress);
  if (!maker.email && !maker.contactUrl) gaps.push(REFUSALS.gpsrGaps.makerElectronic);
  if (maker.country.trim() && !isEuCountry(maker.country)) {
    if (!eu) gaps.push(REFUSALS.gpsrGaps.noEuResponsible);
    else {
      if (!isEuCountry(eu.country)) gaps.push(REFUSALS.gpsrGaps.euResponsibleOutsideEu);
      if (!hasAddress(eu)) gaps.push(REFUSALS.gpsrGaps.euResponsibleAddress);
      if (!eu.email && !eu.contactUrl) gaps.push(REFUSALS.gpsrGaps.euResponsibleElectronic);
    }
  }
  return gaps;
}

/** A producer as the back office's GPSR editor shows it. */
export interface StaffProducerView {
  id: number;
  slug: string;
  name: string;
  gpsr: ProducerGpsr;
  verified: boolean;
  source: string;
  /** When staff last saved this GPSR data (ms); null: never, it is as the reference data loaded it. */
  last_checked_at: number | null;
  gaps: string[];
  /** Listed tyres (with an offer a shopper can see): the data pages showing this producer's data. */
  tyres_on_sale: number;
}

// Qualified by hand: in a one-table select drizzle writes a column without its table, which the
// subquery would read as the tyre's own id.
const onSale = sql<number>`(SELECT COUNT(*) FROM "tyres" t WHERE t.producer_id = "producers"."id" AND ${sql.raw(listedTyreSql())})`;

/** When staff last saved the producer's GPSR data (its newest audit entry, ms); null: as the reference data loaded it. */
const lastChecked = sql<
  number | null
>`(SELECT MAX(a.at) FROM "audit_log" a WHERE a.entity = 'producer' AND a.entity_id = "producers"."id" AND a.action = 'gpsr')`;

const staffColumns = {
  id: producers.id,
  slug: producers.slug,
  name: producers.name,
  gpsrVerified: producers.gpsrVerified,
  gpsrSource: producers.gpsrSource,
  onSale,
  lastChecked,
  ...gpsrColumns,
};

function staffView(
  row: {
    id: number;
    slug: string;
    name: string;
    gpsrVerified: boolean;
    gpsrSource: string;
    onSale: number;
    lastChecked: number | null;
  } & GpsrRow,
) {
  const gpsr = producerGpsr(row);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    gpsr,
    verified: row.gpsrVerified,
    source: row.gpsrSource,
    last_checked_at: row.lastChecked === null ? null : Number(row.lastChecked),
    gaps: gpsrGaps(gpsr),
    tyres_on_sale: Number(row.onSale),
  } satisfies StaffProducerView;
}

/** Every producer by brand name, with its GPSR data, gaps and tyres on sale. */
export async function listStaffProducers(db: Database): Promise<StaffProducerView[]> {
  const rows = await db.select(staffColumns).from(producers).orderBy(asc(producers.name));
  return rows.map(staffView);
}

export async function readStaffProducer(db: Database, id: number): Promise<StaffProducerView | null> {
  const [row] = await db.select(staffColumns).from(producers).where(eq(producers.id, id)).limit(1);
  return row ? staffView(row) : null;
}

/** The GPSR fields staff edit, as the validated form gives them (absent values null). */
export interface ProducerGpsrChange {
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  addressCountry: string;
  email: string | null;
  contactUrl: string | null;
  euName: string | null;
  euStreet: string | null;
  euPostalCode: string | null;
  euCity: string | null;
  euCountry: string | null;
  euEmail: string | null;
  euContactUrl: string | null;
  gpsrVerified: boolean;
  gpsrSource: string;
}

/** Audit field names: the columns as the API names them. */
const AUDIT_NAMES: Record<keyof ProducerGpsrChange, string> = {
  legalName: "legal_name",
  street: "street",
  postalCode: "postal_code",
  city: "city",
  addressCountry: "country",
  email: "email",
  contactUrl: "contact_url",
  euName: "eu_name",
  euStreet: "eu_street",
  euPostalCode: "eu_postal_code",
  euCity: "eu_city",
  euCountry: "eu_country",
  euEmail: "eu_email",
  euContactUrl: "eu_contact_url",
  gpsrVerified: "verified",
  gpsrSource: "source",
};

/**
 * Saves a producer's GPSR data with its audit row (the changed fields before and after) in one
 * batch. `changed`: the row changed since the form read it (compared on every edited column), so a
 * parallel edit is not overwritten; nothing is written then.
 */
export async function updateProducerGpsr(
  db: Database,
  actor: StaffActor,
  input: { id: number; change: ProducerGpsrChange; now: number },
): Promise<{ ok: true; changed: boolean; producer: StaffProducerView } | { ok: false; reason: "not_found" | "changed" }> {
  const row = await db.query.producers.findFirst({ where: eq(producers.id, input.id) });
  if (!row) return { ok: false, reason: "not_found" };
  const keys = Object.keys(AUDIT_NAMES) as (keyof ProducerGpsrChange)[];
  const changedKeys = keys.filter((key) => row[key] !== input.change[key]);
  if (changedKeys.length === 0) {
    const producer = await readStaffProducer(db, row.id);
    if (!producer) return { ok: false, reason: "not_found" };
    return { ok: true, changed: false, producer };
  }
  const before = Object.fromEntries(changedKeys.map((key) => [AUDIT_NAMES[key], row[key]]));
  const after = Object.fromEntries(changedKeys.map((key) => [AUDIT_NAMES[key], input.change[key]]));
  const { d1, statement, raw } = d1Statements(db);
  // The row still holds what was read: `IS` compares NULLs too.
  const columns = changedKeys.map((key) => producers[key].name);
  try {
    await d1.batch([
      raw(
        `INSERT INTO batch_guards (reason) SELECT 'PRODUCER_CHANGED' WHERE NOT EXISTS (SELECT 1 FROM producers WHERE id = ? AND ${columns
          .map((column) => `"${column}" IS ?`)
          .join(" AND ")})`,
        row.id,
        ...changedKeys.map((key) => (typeof row[key] === "boolean" ? Number(row[key]) : row[key])),
      ),
      statement(db.update(producers).set(input.change).where(eq(producers.id, row.id))),
      statement(auditEntry(db, actor, { entity: "producer", entityId: row.id, action: "gpsr", before, after, at: input.now })),
    ]);
  } catch (error) {
    if (failedWith(error, "PRODUCER_CHANGED")) return { ok: false, reason: "changed" };
    throw error;
  }
  const producer = await readStaffProducer(db, row.id);
  if (!producer) return { ok: false, reason: "not_found" };
  return { ok: true, changed: true, producer };
}

/** A producer's audit trail (its GPSR edits), newest first. */
export function readProducerAudit(db: Database, id: number) {
  return readAuditTrail(db, "producer", id);
}

/** The listed tyres' slugs of a producer (their cached data pages to forget after an edit), at most `limit`. */
export async function producerTyreSlugs(db: Database, producerId: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ slug: tyres.slug })
    .from(tyres)
    .where(sql`${tyres.producerId} = ${producerId} AND ${sql.raw(listedTyreSql(""))}`)
    .orderBy(asc(tyres.id))
    .limit(limit);
  return rows.map((row) => row.slug);
}
