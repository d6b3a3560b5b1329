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
  },
  (table) => [
    index("tyres_size_idx").on(table.width, table.profile, table.rim, table.popularity),
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
    stock: integer("stock").notNull().default(0),
    /** Hidden by staff (back office): not offered, not in summaries, not addable to a basket. */
    hidden: integer("hidden", { mode: "boolean" }).notNull().default(false),
    /** Week of production from the DOT code (1–53): "1226" = week 12 of 2026. */
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
  },
  (table) => [index("price_history_variant_idx").on(table.variantId, table.validFrom)],
);

export const campaigns = sqliteTable("campaigns", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  startsAt: integer("starts_at").notNull(),
  endsAt: integer("ends_at").notNull(),
  /** Where the campaign's banner leads (a listing path). */
  linkPath: text("link_path").notNull().default("/"),
  // The reward's conditions: the order holds at least minQuantity tyres of the campaign's offers
  // that also match each condition set here (null: any). Dates are startsAt/endsAt above.
  producerId: integer("producer_id").references(() => producers.id),
  season: text("season", { enum: ["zimowe", "letnie", "caloroczne"] }),
  minQuantity: integer("min_quantity").notNull().default(1),
  minRim: integer("min_rim"),
  maxRim: integer("max_rim"),
});

export const campaignVariants = sqliteTable(
  "campaign_variants",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.variantId] }), index("campaign_variants_variant_idx").on(table.variantId)],
);

export const carMakes = sqliteTable("car_makes", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
});

export const carModels = sqliteTable(
  "car_models",
  {
    id: integer("id").primaryKey(),
    makeId: integer("make_id")
      .notNull()
      .references(() => carMakes.id),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    yearFrom: integer("year_from").notNull(),
    yearTo: integer("year_to"),
  },
  (table) => [uniqueIndex("car_models_make_slug_idx").on(table.makeId, table.slug)],
);

/** A model's generation ("Golf VIII", 2019–): what a car page and a chosen car name. */
export const carGenerations = sqliteTable(
  "car_generations",
  {
    id: integer("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => carModels.id),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    yearFrom: integer("year_from").notNull(),
    yearTo: integer("year_to"),
  },
  (table) => [uniqueIndex("car_generations_model_slug_idx").on(table.modelId, table.slug)],
);

/**
 * A generation's factory fitment: the front axle's size with the car's minimum load index (single
 * load for C tyres) and speed index, and the rear's when it differs (NULL: the same on both axles).
 */
export const carFitments = sqliteTable(
  "car_fitments",
  {
    id: integer("id").primaryKey(),
    generationId: integer("generation_id")
      .notNull()
      .references(() => carGenerations.id),
    /** What the car is, so its page links to tyres of that kind (a van's fitment shows only C tyres). */
    vehicleType: text("vehicle_type", { enum: ["osobowe-suv", "dostawcze", "terenowe-4x4"] })
      .notNull()
      .default("osobowe-suv"),
    width: integer("width").notNull(),
    profile: integer("profile").notNull(),
    rim: integer("rim").notNull(),
    minLoadIndex: integer("min_load_index"),
    minSpeedIndex: text("min_speed_index"),
    rearWidth: integer("rear_width"),
    rearProfile: integer("rear_profile"),
    rearRim: integer("rear_rim"),
    rearMinLoadIndex: integer("rear_min_load_index"),
    rearMinSpeedIndex: text("rear_min_speed_index"),
  },
  (table) => [
    index("car_fitments_generation_idx").on(table.generationId),
    index("car_fitments_size_idx").on(table.width, table.profile, table.rim),
  ],
);

/** A basket (the spec's "checkout"), identified by a random token the browser keeps in a cookie. */
export const checkouts = sqliteTable(
  "checkouts",
  {
    token: text("token").primaryKey(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (table) => [index("checkouts_updated").on(table.updatedAt)],
);

export const checkoutLines = sqliteTable(
  "checkout_lines",
  {
    checkoutToken: text("checkout_token")
      .notNull()
      .references(() => checkouts.token, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    quantity: integer("quantity").notNull(),
    addedAt: integer("added_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.checkoutToken, table.variantId] })],
);

/** Orders: one per checkout (the token is unique, so a repeated submission finds the first). */
/**
 * `to_confirm`: a cash-on-delivery order the shop confirms by phone before packing (high value or a
 * first order from that e-mail). `awaiting_payment` orders expire at `payment_due_at`. The back
 * office moves the rest (src/shop/orders/transitions.ts): accepted/paid → packed → shipped →
 * delivered; cancelled before shipping; returned after a withdrawal of every line.
 */
export const ORDER_STATUSES = [
  "awaiting_payment",
  "to_confirm",
  "accepted",
  "paid",
  "packed",
  "shipped",
  "delivered",
  "cancelled",
  "returned",
] as const;
export const BILLING_TYPES = ["person", "company"] as const;

export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Human-readable number ("OK-2026-000042"), set in the same batch that creates the order. */
    number: text("number").notNull().unique(),
    /** The basket it came from; the buyer's browser proves it may see the order with it. */
    checkoutToken: text("checkout_token").notNull().unique(),
    /** The signed-in customer, when there was one (accounts attach here). */
    userId: integer("user_id"),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    createdAt: integer("created_at").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    shippingFirstName: text("shipping_first_name").notNull(),
    shippingLastName: text("shipping_last_name").notNull(),
    shippingCompanyName: text("shipping_company_name"),
    shippingStreet: text("shipping_street").notNull(),
    shippingStreetNumber: text("shipping_street_number").notNull(),
    shippingApartmentNumber: text("shipping_apartment_number"),
    shippingPostalCode: text("shipping_postal_code").notNull(),
    shippingCity: text("shipping_city").notNull(),
    billingType: text("billing_type", { enum: BILLING_TYPES }).notNull(),
    billingFirstName: text("billing_first_name").notNull(),
    billingLastName: text("billing_last_name").notNull(),
    billingCompanyName: text("billing_company_name"),
    billingVatNumber: text("billing_vat_number"),
    billingStreet: text("billing_street").notNull(),
    billingStreetNumber: text("billing_street_number").notNull(),
    billingApartmentNumber: text("billing_apartment_number"),
    billingPostalCode: text("billing_postal_code").notNull(),
    billingCity: text("billing_city").notNull(),
    deliveryMethod: text("delivery_method").notNull(),
    paymentMethod: text("payment_method").notNull(),
    notes: text("notes"),
    /** Gross total in grosze, VAT included; computed in the creating batch from D1 prices. */
    totalGross: integer("total_gross").notNull().default(0),
    /** When an unpaid order is cancelled and its stock returned (null: nothing is due). */
    paymentDueAt: integer("payment_due_at"),
    /** When the reminder before that deadline was mailed (sent once). */
    remindedAt: integer("reminded_at"),
    /** When and why the order was cancelled ("expired": not paid in time). */
    cancelledAt: integer("cancelled_at"),
    cancelReason: text("cancel_reason"),
    /**
     * SHA-256 of the client network that placed the order (IPv4 address or IPv6 /64), for the
     * limit on open unpaid orders per client; cleared by the clean-up once the order is settled.
     */
    clientKey: text("client_key"),
    /** When the full amount was booked (bank transfer by staff, or the verified online payment). */
    paidAt: integer("paid_at"),
    packedAt: integer("packed_at"),
    shippedAt: integer("shipped_at"),
    deliveredAt: integer("delivered_at"),
    /** The carrier's id from SHIPPING_CARRIERS (config) and its tracking number, set when shipped. */
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
  },
  (table) => [
    index("orders_user").on(table.userId, table.createdAt),
    index("orders_due").on(table.status, table.paymentDueAt),
    index("orders_email").on(table.email, table.status),
    index("orders_client").on(table.clientKey, table.status),
    index("orders_status_created").on(table.status, table.createdAt),
    index("orders_created").on(table.createdAt),
  ],
);

export const orderLines = sqliteTable(
  "order_lines",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    /** What was bought, as it was named and priced at that moment. */
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    productionYear: integer("production_year").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.variantId] })],
);

/** The embedded company register the NIP lookup answers from when no GUS key is configured. */
export const companies = sqliteTable("companies", {
  nip: text("nip").primaryKey(),
  regon: text("regon").notNull(),
  name: text("name").notNull(),
  street: text("street").notNull(),
  streetNumber: text("street_number").notNull(),
  apartmentNumber: text("apartment_number"),
  postalCode: text("postal_code").notNull(),
  city: text("city").notNull(),
});

/** Customer accounts. The e-mail is stored lower-cased: one account per address. */
export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  /** "pbkdf2-sha256$<iterations>$<salt>$<hash>" (base64url); never leaves the server. */
  passwordHash: text("password_hash").notNull(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  phone: text("phone"),
  createdAt: integer("created_at").notNull(),
  termsAcceptedAt: integer("terms_accepted_at").notNull(),
  marketingConsentAt: integer("marketing_consent_at"),
});

/** Signed-in sessions: only a SHA-256 of the cookie's token is kept. */
export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (table) => [index("sessions_user").on(table.userId), index("sessions_expiry").on(table.expiresAt)],
);

/** Fixed-window counters for rate limits (key: action and client address). */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
    /** The latest counted attempt (ms): a growing wait is measured from it. */
    lastAt: integer("last_at"),
  },
  (table) => [index("rate_limits_window").on(table.windowStart)],
);

/** Password reset links: only a hash of the token, single use, short-lived. */
export const passwordResets = sqliteTable("password_resets", {
  tokenHash: text("token_hash").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
});

/**
 * Links that prove a customer owns the e-mail address their guest orders were placed with: only
 * a hash of the token, single use, valid for a day. Confirming one attaches those orders.
 */
export const orderClaims = sqliteTable("order_claims", {
  tokenHash: text("token_hash").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
});

/** Orders registered for a campaign's reward (one registration per order and campaign). */
export const campaignRegistrations = sqliteTable(
  "campaign_registrations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    createdAt: integer("created_at").notNull(),
  },
  (table) => [uniqueIndex("campaign_registrations_once").on(table.campaignId, table.orderId)],
);

/** Complaints sent through the form on /reklamacja: kept here, and mailed to the shop. */
export const complaints = sqliteTable("complaints", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  createdAt: integer("created_at").notNull(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  orderNumber: text("order_number").notNull(),
  product: text("product").notNull(),
  description: text("description").notNull(),
  remedy: text("remedy").notNull(),
  /** new → in_review → accepted | rejected; the answer is due 14 days after `createdAt` (answerDueAt). */
  status: text("status", { enum: ["new", "in_review", "accepted", "rejected"] })
    .notNull()
    .default("new"),
  answerDueAt: integer("answer_due_at"),
  /** The reply mailed to the customer, when and by whom. */
  reply: text("reply"),
  repliedAt: integer("replied_at"),
  staffId: integer("staff_id"),
});

export const STAFF_ROLES = ["owner", "staff"] as const;

/** The shop's staff: Cloudflare Access proves the e-mail, this row gives the access (owners manage staff). */
export const staff = sqliteTable("staff", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** Lower-cased, as Cloudflare Access's identity carries it. */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  role: text("role", { enum: STAFF_ROLES }).notNull(),
  /** A member who left keeps their row (the audit log names them) but no access. */
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  createdAt: integer("created_at").notNull(),
});

/** Every staff action: who, when, what, the values before and after (JSON). Never updated or deleted. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at").notNull(),
    staffId: integer("staff_id").notNull(),
    /** The member's name at that moment, so the log reads the same after a rename. */
    staffName: text("staff_name").notNull(),
    /** "order", "offer", "complaint", "staff". */
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    action: text("action").notNull(),
    before: text("before"),
    after: text("after"),
  },
  (table) => [index("audit_log_entity").on(table.entity, table.entityId, table.at), index("audit_log_at").on(table.at)],
);

/**
 * An order's history as its customer and staff read it: creation, each status change, payments,
 * refunds, withdrawals and the mails sent. `detail` is a short Polish text (a tracking number, an
 * amount, a mail's subject); `public` rows form the customer's timeline in /konto.
 */
export const orderEvents = sqliteTable(
  "order_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    at: integer("at").notNull(),
    /** "created", "status", "payment", "refund", "withdrawal", "mail". */
    kind: text("kind").notNull(),
    /** The status the order entered (kind "created" and "status"). */
    status: text("status", { enum: ORDER_STATUSES }),
    detail: text("detail"),
    public: integer("public", { mode: "boolean" }).notNull().default(true),
  },
  (table) => [index("order_events_order").on(table.orderId, table.at)],
);

/** Money received for an order: booked bank transfers, verified online payments, cash collected. */
export const orderPayments = sqliteTable(
  "order_payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** The day the money arrived (ms), as the bank statement says. */
    receivedAt: integer("received_at").notNull(),
    amount: integer("amount").notNull(),
    method: text("method").notNull(),
    reference: text("reference"),
    /** Null: booked by the shop itself (a verified Przelewy24 notification). */
    staffId: integer("staff_id"),
    createdAt: integer("created_at").notNull(),
  },
  (table) => [index("order_payments_order").on(table.orderId)],
);

/** Money given back: after a cancellation of a paid order or a withdrawal. */
export const orderRefunds = sqliteTable(
  "order_refunds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    amount: integer("amount").notNull(),
    method: text("method").notNull(),
    staffId: integer("staff_id").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (table) => [index("order_refunds_order").on(table.orderId)],
);

/** A consumer's withdrawal from a delivered order (14 days, ustawa o prawach konsumenta art. 27). */
export const withdrawals = sqliteTable(
  "withdrawals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** When the customer declared it; the refund is due 14 days later (art. 32). */
    declaredAt: integer("declared_at").notNull(),
    /** When the tyres came back (null: not yet). */
    receivedAt: integer("received_at"),
    refundDueAt: integer("refund_due_at").notNull(),
    /** What is owed back: the lines' prices and, for the whole order, the cheapest delivery. */
    amount: integer("amount").notNull(),
    staffId: integer("staff_id").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (table) => [index("withdrawals_order").on(table.orderId)],
);

export const withdrawalLines = sqliteTable(
  "withdrawal_lines",
  {
    withdrawalId: integer("withdrawal_id")
      .notNull()
      .references(() => withdrawals.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    quantity: integer("quantity").notNull(),
    /** Tyres fit for sale again go back to stock; damaged ones do not. */
    resaleable: integer("resaleable", { mode: "boolean" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.withdrawalId, table.variantId] })],
);

/** The embedded mailer's outbox: mail the shop would send (development, tests, no provider yet). */
/**
 * One supplier feed import (src/shop/catalogue-import): from the back office (the feed is kept in R2
 * and a Workflow imports it chunk by chunk) or from `npm run import`. The counts are the report's
 * summary; its refused rows are in import_problems.
 */
export const IMPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
export const importRuns = sqliteTable(
  "import_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fileName: text("file_name").notNull(),
    /** R2 key of the uploaded feed (null for the CLI, which reads the file itself). */
    fileKey: text("file_key"),
    source: text("source", { enum: ["panel", "cli"] }).notNull(),
    /** A partial feed touches only its rows; a full one puts offers it does not list out of stock. */
    partial: integer("partial", { mode: "boolean" }).notNull().default(false),
    staffId: integer("staff_id").references(() => staff.id),
    status: text("status", { enum: IMPORT_STATUSES }).notNull(),
    rowsTotal: integer("rows_total").notNull().default(0),
    rowsDone: integer("rows_done").notNull().default(0),
    /** Chunks written: a Workflow step retried after its batch committed must not count its rows twice. */
    chunksDone: integer("chunks_done").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    outOfStock: integer("out_of_stock").notNull().default(0),
    refused: integer("refused").notNull().default(0),
    /** Why a failed run stopped (an unreadable file, a missing column). */
    error: text("error"),
    startedAt: integer("started_at").notNull(),
    finishedAt: integer("finished_at"),
  },
  (table) => [index("import_runs_started_idx").on(table.startedAt)],
);

/** A refused feed row: line number in the file (header = 1), the column and a Polish message. */
export const importProblems = sqliteTable(
  "import_problems",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    runId: integer("run_id")
      .notNull()
      .references(() => importRuns.id),
    line: integer("line").notNull(),
    column: text("column"),
    value: text("value"),
    message: text("message").notNull(),
    /** "refused": the row was not imported; "warning": imported, with something to fix (a photo that could not be fetched). */
    kind: text("kind", { enum: ["refused", "warning"] })
      .notNull()
      .default("refused"),
  },
  (table) => [index("import_problems_run_idx").on(table.runId, table.line)],
);

export const mailOutbox = sqliteTable("mail_outbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  createdAt: integer("created_at").notNull(),
});

export const schema = {
  producers,
  treadModels,
  tyres,
  variants,
  priceHistory,
  campaigns,
  campaignVariants,
  carMakes,
  carModels,
  carGenerations,
  carFitments,
  checkouts,
  checkoutLines,
  orders,
  orderLines,
  companies,
  users,
  sessions,
  rateLimits,
  passwordResets,
  mailOutbox,
  orderClaims,
  complaints,
  campaignRegistrations,
  staff,
  auditLog,
  orderEvents,
  orderPayments,
  orderRefunds,
  withdrawals,
  withdrawalLines,
  importRuns,
  importProblems,
};
