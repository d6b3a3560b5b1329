import { sql } from "drizzle-orm";
import { blob, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * The catalogue. A tyre is one product (producer + tread model + size + indexes + flags) with one
 * slug; its variants are the offers a shopper buys (sku, production year, price, stock).
 * Money is integer grosze everywhere.
 */

export const producers = sqliteTable("producers", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  country: text("country").notNull(),
  // GPSR (EU 2023/988 art. 19): the manufacturer's registered name, postal and electronic address,
  // shown on every tyre's data page ("" where not known yet: the back office lists it as incomplete).
  legalName: text("legal_name").notNull(),
  street: text("street").notNull(),
  postalCode: text("postal_code").notNull(),
  city: text("city").notNull(),
  addressCountry: text("address_country").notNull(),
  /** A verified public e-mail, or null: never guessed. */
  email: text("email"),
  /** A verified public contact page (form), or null. */
  contactUrl: text("contact_url"),
  /**
   * The EU responsible person (GPSR art. 16), only for a manufacturer established outside the EU;
   * its country is an EU member state (src/common/reference/eu-countries.ts). Null name: none known.
   */
  euName: text("eu_name"),
  euStreet: text("eu_street"),
  euPostalCode: text("eu_postal_code"),
  euCity: text("eu_city"),
  euCountry: text("eu_country"),
  euEmail: text("eu_email"),
  euContactUrl: text("eu_contact_url"),
  /** Staff (or the reference data) confirmed the GPSR data; false shows "do potwierdzenia" in the back office. */
  gpsrVerified: integer("gpsr_verified", { mode: "boolean" }).notNull().default(false),
  /** Where the GPSR data comes from (a register, the supplier, a document), for the next check. */
  gpsrSource: text("gpsr_source").notNull().default(""),
  popularity: integer("popularity").notNull().default(0),
});

export const treadModels = sqliteTable(
  "tread_models",
  {
    id: integer("id").primaryKey(),
    producerId: integer("producer_id")
      .notNull()
      .references(() => producers.id),
    /** producer-model slug, e.g. "michelin-alpin-6" (the /model-opony/ page). */
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    season: text("season", { enum: ["zimowe", "letnie", "caloroczne"] }).notNull(),
    vehicleType: text("vehicle_type", { enum: ["osobowe-suv", "dostawcze", "terenowe-4x4"] }).notNull(),
    description: text("description").notNull(),
    popular: integer("popular", { mode: "boolean" }).notNull().default(false),
  },
  (table) => [index("tread_models_producer_idx").on(table.producerId)],
);

export const tyres = sqliteTable(
  "tyres",
  {
    id: integer("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => treadModels.id),
    // Copied from the model so the listing filters hit one table and its indexes.
    producerId: integer("producer_id")
      .notNull()
      .references(() => producers.id),
    season: text("season", { enum: ["zimowe", "letnie", "caloroczne"] }).notNull(),
    vehicleType: text("vehicle_type", { enum: ["osobowe-suv", "dostawcze", "terenowe-4x4"] }).notNull(),
    slug: text("slug").notNull().unique(),
    width: integer("width").notNull(),
    profile: integer("profile").notNull(),
    rim: integer("rim").notNull(),
    /** As printed: "91" or, for van tyres, "109/107". */
    loadIndex: text("load_index").notNull(),
    speedIndex: text("speed_index").notNull(),
    xl: integer("xl", { mode: "boolean" }).notNull().default(false),
    cargo: integer("cargo", { mode: "boolean" }).notNull().default(false),
    runFlat: integer("run_flat", { mode: "boolean" }).notNull().default(false),
    rimProtector: integer("rim_protector", { mode: "boolean" }).notNull().default(false),
    selfSeal: integer("self_seal", { mode: "boolean" }).notNull().default(false),
    noiseCancelling: integer("noise_cancelling", { mode: "boolean" }).notNull().default(false),
    threePmsf: integer("three_pmsf", { mode: "boolean" }).notNull().default(false),
    ice: integer("ice", { mode: "boolean" }).notNull().default(false),
    /** Car-maker approval mark ("MO", "*", "AO"…) and its long name; null when none. */
    homologation: text("homologation"),
    homologationLong: text("homologation_long"),
    fuelClass: text("fuel_class", { enum: ["A", "B", "C", "D", "E"] }).notNull(),
    wetClass: text("wet_class", { enum: ["A", "B", "C", "D", "E"] }).notNull(),
    noiseClass: text("noise_class", { enum: ["A", "B", "C"] }).notNull(),
    noiseDb: integer("noise_db").notNull(),
    /** EPREL registration number ("" when the feed had none). */
    eprelId: text("eprel_id").notNull(),
    /**
     * Where the label data comes from: "demo" (the generator's: not a real EPREL record, so no link
     * to it), "feed" (the supplier's values and registration number) or "eprel" (fetched from the EU
     * product database with EPREL_API_KEY; the official label image is in R2 under eprelLabelKey).
     */
    eprelSource: text("eprel_source", { enum: ["demo", "feed", "eprel"] })
      .notNull()
      .default("demo"),
    eprelLabelKey: text("eprel_label_key"),
    eprelFetchedAt: integer("eprel_fetched_at"),
    /** Tyre class of the EU label: C1 passenger, C2 light truck (van), C3 truck. */
    tyreClass: text("tyre_class", { enum: ["C1", "C2", "C3"] })
      .notNull()
      .default("C1"),
    /** M+S marking (mud and snow): winter and all-season tyres; only 3PMSF certifies snow performance. */
    mudSnow: integer("mud_snow", { mode: "boolean" }).notNull().default(false),
    /** The maker's run-flat mark as printed ("ZP", "SSR", "RFT", "ROF", "DSST", "r-f"…); null when not run-flat. */
    runFlatMark: text("run_flat_mark"),
    /** EAN-13 (GTIN): the key a supplier feed upserts by; null for tyres entered by hand. */
    ean: text("ean").unique(),
    /** The supplier's own product code (the markup's mpn). */
    supplierCode: text("supplier_code"),
    /** Source address of the photo (a feed's image URL); the photo itself is in R2 under imageKey. */
    imageUrl: text("image_url"),
    /** R2 key of the tyre photo, named by its content hash ("opony/3f2a….jpg"); null: the default image. */
    imageKey: text("image_key"),
    popularity: integer("popularity").notNull().default(0),
    /** Last change of the tyre's data (ms), by the import or the back office; site maps' lastmod. */
    updatedAt: integer("updated_at"),
    // Offer summary, kept in step with the variants by refreshOfferSummary() (db/queries/offers.ts)
    // so listings filter and sort on one table: cheapest in-stock price (null when sold out),
    // that offer's id and production year, and how many offers there are.
    minPrice: integer("min_price"),
    bestVariantId: integer("best_variant_id"),
    bestProductionYear: integer("best_production_year"),
    offerCount: integer("offer_count").notNull().default(0),
    // Published reviews (schema/reviews.ts), kept in step by the batch that publishes or withdraws
    // one, so cards show the stars and listings sort by rating on this table alone.
    reviewCount: integer("review_count").notNull().default(0),
    /** The sum of their overall marks (the average is rating_sum / review_count). */
    ratingSum: integer("rating_sum").notNull().default(0),
  },
  (table) => [
    // A size's facet counts read the index alone: each facet a size page narrows (season, width,
    // profile, rim, price) counts without its own clause, over this index's columns (migration 0034).
    index("tyres_size_idx").on(table.width, table.profile, table.rim, table.popularity, table.season, table.offerCount, table.minPrice),
    index("tyres_producer_idx").on(table.producerId, table.season, table.popularity),
    index("tyres_model_idx").on(table.modelId),
    index("tyres_vehicle_idx").on(table.vehicleType, table.season, table.popularity),
    index("tyres_popularity_idx").on(table.popularity),
    // Every column a listing filters, counts or sorts on, offer_count last (every search has
    // `offer_count > 0`): facet counts and page ids read this index alone, never the wide rows
    // (without offer_count each counted tyre cost a row lookup: a whole season's facets at
    // 100,000 offers 120 → 12 ms).
    index("tyres_facets_idx").on(
      table.season,
      table.vehicleType,
      table.producerId,
      table.width,
      table.profile,
      table.rim,
      table.loadIndex,
      table.speedIndex,
      table.fuelClass,
      table.wetClass,
      table.noiseClass,
      table.xl,
      table.runFlat,
      table.threePmsf,
      table.minPrice,
      table.popularity,
      table.noiseDb,
      table.offerCount,
    ),
  ],
);

/**
 * Facet counts of the listed tyres per season and vehicle type, kept by triggers on tyres
 * (migration 0019) in the same statement as any change to a tyre or its offer summary, so they
 * never disagree with the list. A listing filtered by season and/or vehicle type alone (the
 * landing pages with the most tyres) reads its counts here instead of counting thousands of
 * tyres; any other filter counts live (db/queries/search.ts). One row per facet value with at
 * least one tyre: flags only when set (value 1), price per distinct cheapest price (min/max).
 */
export const listingFacetCounts = sqliteTable(
  "listing_facet_counts",
  {
    season: text("season").notNull(),
    /** The search's facet key: season, vehicle, producer (value: producer id), width… price. */
    facet: text("facet").notNull(),
    /** The tyres column's value as stored (BLOB affinity: numbers stay numbers, text stays text). */
    value: blob("value", { mode: "json" }).notNull(),
    vehicleType: text("vehicle_type").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.season, table.facet, table.value, table.vehicleType] })],
);

export const variants = sqliteTable(
  "variants",
  {
    id: integer("id").primaryKey(),
    tyreId: integer("tyre_id")
      .notNull()
      .references(() => tyres.id),
    sku: text("sku").notNull().unique(),
    isMain: integer("is_main", { mode: "boolean" }).notNull().default(false),
    productionYear: integer("production_year").notNull(),
    /** Current gross price in grosze. */
    price: integer("price").notNull(),
    /** A price staff set by hand: it wins over the price rules (null: the rules price it). */
    manualPrice: integer("manual_price"),
    /**
     * A price the rules or a feed would publish but that sells below the purchase price: held for
     * staff (/panel/ceny) instead of published; the offer keeps its price meanwhile.
     */
    heldPrice: integer("held_price"),
    /**
     * The sum of its sources' stock (supplier_offers), kept by triggers (migration 0022). Writing
     * it directly changes the shop's own warehouse by the difference.
     */
    stock: integer("stock").notNull().default(0),
    /** Working days until the source that would serve it delivers (0: the shop's own warehouse). */
    deliveryDays: integer("delivery_days").notNull().default(0),
    /**
     * That source's order cut-off hour (Warsaw) when it is a wholesaler: an order after it leaves
     * the wholesaler a working day later (src/common/delivery-date.ts); null: the shop's own stock.
     */
    sourceCutoffHour: integer("source_cutoff_hour"),
    /** Hidden by staff (back office): not offered, not in summaries, not addable to a basket. */
    hidden: integer("hidden", { mode: "boolean" }).notNull().default(false),
    /** Week of production from the DOT code (1–53): "1226" = week 12 of 2026; null: the year only is known. */
    dotWeek: integer("dot_week"),
    /** The feed import that last listed this offer: a full feed puts offers it no longer lists out of stock. */
    lastImportId: integer("last_import_id"),
    /** Last change of price or stock (ms). */
    updatedAt: integer("updated_at"),
  },
  (table) => [
    index("variants_tyre_idx").on(table.tyreId),
    index("variants_price_idx").on(table.price),
    // An offer is a tyre (EAN) from one production week (DOT): the import upserts by this.
    uniqueIndex("variants_tyre_dot_idx").on(table.tyreId, table.productionYear, table.dotWeek),
    // NULLs are distinct in a unique index: a year-only offer needs its own.
    uniqueIndex("variants_tyre_year_only_idx").on(table.tyreId, table.productionYear).where(sql`dot_week IS NULL`),
  ],
);

/** Every price a variant had and since when (ms since epoch): the Omnibus 30-day rule needs it. */
export const priceHistory = sqliteTable(
  "price_history",
  {
    id: integer("id").primaryKey(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    price: integer("price").notNull(),
    validFrom: integer("valid_from").notNull(),
    /**
     * An owner marked this price an obvious error (e.g. 0,01 zł typed for 449,00 zł): the Omnibus
     * 30-day figure and the price chart leave it out, orders placed while it was on sale are
     * flagged. Null: a real price. Who and when: the audit log.
     */
    errorReason: text("error_reason"),
  },
  (table) => [index("price_history_variant_idx").on(table.variantId, table.validFrom)],
);
