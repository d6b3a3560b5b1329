import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** Car makes, models, generations and their factory tyre sizes (car fit). */

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
    /** Run-flat tyres from the factory: the car has no spare wheel (car fit warns about a standard tyre). */
    runFlat: integer("run_flat", { mode: "boolean" }).notNull().default(false),
  },
  (table) => [
    index("car_fitments_generation_idx").on(table.generationId),
    index("car_fitments_size_idx").on(table.width, table.profile, table.rim),
  ],
);
