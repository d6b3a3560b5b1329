/**
 * Turns a generated catalogue into plain INSERT statements: the same SQL seeds the local D1
 * through `wrangler d1 execute --file` and the test database through `DB.batch()`.
 */

import { PRODUCERS } from "../../../common/reference/producers";
import { PRODUCER_GPSR, type ProducerGpsr } from "../../../common/reference/producer-gpsr";
import { type Catalogue, producerReferenceRow } from "./generate";

/** Table name and column order per catalogue part (snake_case as in the migrations). */
const TABLES: { [K in keyof Catalogue]: { table: string; columns: Record<string, keyof Catalogue[K][number]> } } = {
  producers: {
    table: "producers",
    columns: {
      id: "id",
      slug: "slug",
      name: "name",
      country: "country",
      legal_name: "legalName",
      street: "street",
      postal_code: "postalCode",
      city: "city",
      address_country: "addressCountry",
      email: "email",
      contact_url: "contactUrl",
      eu_name: "euName",
      eu_street: "euStreet",
      eu_postal_code: "euPostalCode",
      eu_city: "euCity",
      eu_country: "euCountry",
      eu_email: "euEmail",
      eu_contact_url: "euContactUrl",
      gpsr_verified: "gpsrVerified",
      gpsr_source: "gpsrSource",
      popularity: "popularity",
    },
  },
  treadModels: {
    table: "tread_models",
    columns: {
      id: "id",
      producer_id: "producerId",
      slug: "slug",
      name: "name",
      season: "season",
      vehicle_type: "vehicleType",
      description: "description",
      popular: "popular",
    },
  },
  tyres: {
    table: "tyres",
    columns: {
      id: "id",
      model_id: "modelId",
      producer_id: "producerId",
      season: "season",
      vehicle_type: "vehicleType",
      slug: "slug",
      width: "width",
      profile: "profile",
      rim: "rim",
      load_index: "loadIndex",
      speed_index: "speedIndex",
      xl: "xl",
      cargo: "cargo",
      tyre_class: "tyreClass",
      run_flat: "runFlat",
      run_flat_mark: "runFlatMark",
      rim_protector: "rimProtector",
      self_seal: "selfSeal",
      noise_cancelling: "noiseCancelling",
      mud_snow: "mudSnow",
      three_pmsf: "threePmsf",
      ice: "ice",
      homologation: "homologation",
      homologation_long: "homologationLong",
      fuel_class: "fuelClass",
      wet_class: "wetClass",
      noise_class: "noiseClass",
      noise_db: "noiseDb",
      eprel_id: "eprelId",
      ean: "ean",
      supplier_code: "supplierCode",
      image_url: "imageUrl",
      popularity: "popularity",
      min_price: "minPrice",
      best_variant_id: "bestVariantId",
      best_production_year: "bestProductionYear",
      offer_count: "offerCount",
    },
  },
  variants: {
    table: "variants",
    columns: {
      id: "id",
      tyre_id: "tyreId",
      sku: "sku",
      is_main: "isMain",
      production_year: "productionYear",
      dot_week: "dotWeek",
      price: "price",
      stock: "stock",
    },
  },
  priceHistory: { table: "price_history", columns: { id: "id", variant_id: "variantId", price: "price", valid_from: "validFrom" } },
  campaigns: {
    table: "campaigns",
    columns: {
      id: "id",
      slug: "slug",
      name: "name",
      description: "description",
      starts_at: "startsAt",
      ends_at: "endsAt",
      link_path: "linkPath",
      producer_id: "producerId",
      season: "season",
      min_quantity: "minQuantity",
      min_rim: "minRim",
      max_rim: "maxRim",
      reward_name: "rewardName",
      reward_details: "rewardDetails",
      reward_value: "rewardValue",
      reward_issuer: "rewardIssuer",
      reward_handover: "rewardHandover",
      reward_brand: "rewardBrand",
    },
  },
  campaignVariants: { table: "campaign_variants", columns: { campaign_id: "campaignId", variant_id: "variantId" } },
  carMakes: { table: "car_makes", columns: { id: "id", slug: "slug", name: "name" } },
  carModels: {
    table: "car_models",
    columns: { id: "id", make_id: "makeId", slug: "slug", name: "name", year_from: "yearFrom", year_to: "yearTo" },
  },
  carGenerations: {
    table: "car_generations",
    columns: { id: "id", model_id: "modelId", slug: "slug", name: "name", year_from: "yearFrom", year_to: "yearTo" },
  },
  carFitments: {
    table: "car_fitments",
    columns: {
      id: "id",
      generation_id: "generationId",
      vehicle_type: "vehicleType",
      width: "width",
      profile: "profile",
      rim: "rim",
      min_load_index: "minLoadIndex",
      min_speed_index: "minSpeedIndex",
      rear_width: "rearWidth",
      rear_profile: "rearProfile",
      rear_rim: "rearRim",
      rear_min_load_index: "rearMinLoadIndex",
      rear_min_speed_index: "rearMinSpeedIndex",
      run_flat: "runFlat",
    },
  },
  companies: {
    table: "companies",
    columns: {
      nip: "nip",
      regon: "regon",
      name: "name",
      street: "street",
      street_number: "streetNumber",
      apartment_number: "apartmentNumber",
      postal_code: "postalCode",
      city: "city",
    },
  },
  staff: { table: "staff", columns: { email: "email", name: "name", role: "role", active: "active", created_at: "createdAt" } },
};

/** Insert order respects foreign keys. */
const ORDER: (keyof Catalogue)[] = [
  "producers",
  "treadModels",
  "tyres",
  "variants",
  "priceHistory",
  "campaigns",
  "campaignVariants",
  "carMakes",
  "carModels",
  "carGenerations",
  "carFitments",
  "companies",
  "staff",
];

function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Cannot seed a non-finite number: ${value}`);
    return String(value);
  }
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** Multi-row INSERTs, `rowsPerStatement` rows each (keeps every statement well under D1's size limit). */
export function catalogueToSql(catalogue: Catalogue, rowsPerStatement = 200): string[] {
  const statements: string[] = [];
  for (const part of ORDER) {
    const { table, columns } = TABLES[part];
    const rows = catalogue[part] as unknown as Record<string, unknown>[];
    const names = Object.keys(columns);
    const keys = Object.values(columns) as string[];
    for (let start = 0; start < rows.length; start += rowsPerStatement) {
      const values = rows
        .slice(start, start + rowsPerStatement)
        .map((row) => `(${keys.map((key) => literal(row[key])).join(",")})`)
        .join(",\n");
      statements.push(`INSERT INTO ${table} (${names.join(",")}) VALUES\n${values};`);
    }
  }
  return statements;
}

/** Baskets, orders and campaign registrations point at offers and campaigns, so a reseed (a development reset) empties them first. */
const DEPENDENT_TABLES = [
  "reviews",
  "review_invites",
  "campaign_registrations",
  "withdrawal_lines",
  "withdrawals",
  "order_refunds",
  "order_payments",
  "order_events",
  "audit_log",
  "invoice_lines",
  "invoices",
  "order_line_sources",
  "purchase_orders",
  "order_lines",
  "orders",
  "checkout_lines",
  "checkouts",
  // The wholesalers' offers point at the offers (the suppliers themselves stay).
  "supplier_offers",
];

/** Empties the catalogue tables (children first), for reseeding. */
export function clearCatalogueSql(): string[] {
  return [...DEPENDENT_TABLES, ...[...ORDER].reverse().map((part) => TABLES[part].table)].map((table) => `DELETE FROM ${table};`);
}

/**
 * Refreshes the query planner's statistics after a bulk load: without them SQLite may walk an
 * index that merely orders a facet's GROUP BY and read thousands of wide rows. A full ANALYZE,
 * not PRAGMA optimize, which skips tables whose size changed less than tenfold.
 */
export const REFRESH_STATISTICS_SQL = "ANALYZE;";

/**
 * The reference producers (src/common/reference/producers.ts) with their GPSR data
 * (producer-gpsr.ts): a producer the database lacks is added (a production database before its
 * first feed: imports then find the brands they name, with their GPSR data), one it has gets the
 * researched data over the old, matched by slug, without a reseed. Data staff confirmed in the
 * back office (gpsr_verified) is left alone. `reference`: the list (tests pass their own).
 */
export function producersGpsrSql(
  reference: { producer: (typeof PRODUCERS)[number]; gpsr: ProducerGpsr }[] = referenceProducers(),
): string[] {
  return reference.map(({ producer, gpsr }) => {
    const row = producerReferenceRow(
      producer,
      PRODUCERS.indexOf(producer) < 0 ? PRODUCERS.length : PRODUCERS.indexOf(producer),
      gpsr,
    ) as Record<string, unknown>;
    const columns = Object.entries(TABLES.producers.columns).filter(([, key]) => key in row);
    const gpsrColumns = columns.filter(([, key]) => key !== "slug" && key !== "name" && key !== "country" && key !== "popularity");
    return `INSERT INTO producers (${columns.map(([column]) => column).join(", ")}) VALUES (${columns.map(([, key]) => literal(row[key])).join(", ")})
  ON CONFLICT(slug) DO UPDATE SET ${gpsrColumns.map(([column]) => `${column} = excluded.${column}`).join(", ")} WHERE producers.gpsr_verified = 0;`;
  });
}

const referenceProducers = () => PRODUCERS.map((producer) => ({ producer, gpsr: PRODUCER_GPSR[producer.slug]! }));

/** The car tables alone (makes, models, generations, fitments), rewritten from the reference data: a catalogue seeded before migration 0020 gets its generations without a reseed. */
export function carsSql(catalogue: Catalogue): string[] {
  const parts = ["carMakes", "carModels", "carGenerations", "carFitments"] as const;
  const clear = [...parts].reverse().map((part) => `DELETE FROM ${TABLES[part].table};`);
  const only = Object.fromEntries(
    Object.keys(TABLES).map((part) => [part, (parts as readonly string[]).includes(part) ? catalogue[part as keyof Catalogue] : []]),
  );
  return [...clear, ...catalogueToSql(only as unknown as Catalogue)];
}

/** What the demo reviews say: marks (overall, dry, wet, snow, noise, comfort, wear) and words, in turn. */
const DEMO_REVIEWS: { marks: (number | null)[]; body: string | null; author: string }[] = [
  {
    marks: [5, 5, 5, 5, 4, 5, 4],
    body: "Bardzo pewne na mokrym, w zakrętach trzymają się świetnie. Po 8 tys. km zużycie ledwo widoczne.",
    author: "Marek",
  },
  {
    marks: [4, 4, 5, 4, 3, 4, null],
    body: "Dobre opony za rozsądną cenę. Na autostradzie trochę słychać szum, w mieście cicho.",
    author: "Kasia",
  },
  { marks: [5, null, null, null, null, null, null], body: null, author: "Tomasz" },
  {
    marks: [3, 4, 3, 3, 3, 3, 3],
    body: "Poprawne, ale na mokrym spodziewałem się więcej. Hamowanie w deszczu wyraźnie dłuższe niż na poprzednich.",
    author: "Paweł z Tarnowa",
  },
  {
    marks: [4, 4, 4, 5, 4, 5, null],
    body: "Komfortowe, dobrze wybierają nierówności. Zima dopiero się zaczyna, na razie bez zastrzeżeń.",
    author: "Ania",
  },
  {
    marks: [2, 3, 2, null, 2, 3, null],
    body: "Głośne od ok. 100 km/h, przy dłuższej trasie męczy. Przyczepność w deszczu przeciętna.",
    author: "Krzysztof",
  },
  {
    marks: [5, 5, 4, 5, 5, 4, 5],
    body: "Trzeci komplet tego modelu i znowu zadowolenie. Szybka dostawa, opony z bieżącego roku.",
    author: "Joanna",
  },
];

/**
 * Example reviews for the development shop (`npm run dev`, the e2e shops): the 40 most popular
 * tyres get one to seven each, marked `demo` (each says on the page it is an example, and none goes
 * into the Product markup). Written only into a local database: the seed CLI never sends them
 * with `--remote`. Tyres are found by slug, so a catalogue of another size skips what it lacks;
 * a summer tyre gets no snow mark. Two wait for moderation and one is rejected, so the back office
 * has something to show.
 */
export function demoReviewsSql(catalogue: Catalogue, now: number): string[] {
  const tyres = [...catalogue.tyres].sort((a, b) => b.popularity - a.popularity || a.id - b.id).slice(0, 40);
  const columns =
    "tyre_id, overall, dry, wet, snow, noise, comfort, wear, body, author, status, reject_reason, moderated_at, created_at, demo";
  const statements: string[] = ["DELETE FROM reviews WHERE demo = 1;"];
  let turn = 0;
  tyres.forEach((tyre, index) => {
    const count = 1 + ((index * 5) % 7);
    for (let n = 0; n < count; n++, turn++) {
      const review = DEMO_REVIEWS[turn % DEMO_REVIEWS.length]!;
      const [overall, dry, wet, snow, noise, comfort, wear] = review.marks;
      const status = turn === 3 || turn === 11 ? "pending" : turn === 8 ? "rejected" : "published";
      const createdAt = now - (turn % 120) * 86_400_000 - (turn % 24) * 3_600_000;
      const values = [
        overall,
        dry,
        wet,
        tyre.season === "letnie" ? null : snow,
        noise,
        comfort,
        wear,
        review.body,
        review.author,
        status,
        status === "rejected" ? "Przykład odrzucenia: opinia dotyczy dostawy, nie opony." : null,
        status === "pending" ? null : createdAt + 86_400_000,
        createdAt,
        true,
      ];
      statements.push(
        `INSERT INTO reviews (${columns}) SELECT id, ${values.map(literal).join(", ")} FROM tyres WHERE slug = ${literal(tyre.slug)};`,
      );
    }
  });
  statements.push(
    `UPDATE tyres SET review_count = (SELECT count(*) FROM reviews r WHERE r.tyre_id = tyres.id AND r.status = 'published'),
       rating_sum = (SELECT coalesce(sum(r.overall), 0) FROM reviews r WHERE r.tyre_id = tyres.id AND r.status = 'published')
     WHERE review_count > 0 OR id IN (SELECT tyre_id FROM reviews);`,
  );
  return statements;
}
