import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { producers, variants } from "./catalogue";
import { orders } from "./orders";

/** Producers' campaigns: the offers they cover and the buyers who registered an order for the reward. */

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
