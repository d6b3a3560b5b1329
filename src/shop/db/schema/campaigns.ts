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
  // The reward, as the rules, the banner and the order confirmation name it (issue 39: edited in
  // /panel/promocje). rewardName is what the buyer receives, in the accusative ("otrzymasz …").
  rewardName: text("reward_name"),
  rewardDetails: text("reward_details"),
  /** Its value in grosze (for a thing given, its retail price). */
  rewardValue: integer("reward_value"),
  /** Who issues it when not the shop itself (a gift card's issuer); null: the shop (organiser). */
  rewardIssuer: text("reward_issuer"),
  rewardHandover: text("reward_handover", { enum: ["email", "courier"] }),
  /** A brand the campaign names only to point at the tyres, which neither runs nor sponsors it. */
  rewardBrand: text("reward_brand"),
  /** Shown as a banner on the home page while it runs, in `position` order (then by end date). */
  onHome: integer("on_home", { mode: "boolean" }).notNull().default(true),
  position: integer("position").notNull().default(0),
  /** Its offers are every offer meeting its conditions, marked again nightly (saved in the panel). */
  offersByConditions: integer("offers_by_conditions", { mode: "boolean" }).notNull().default(false),
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
