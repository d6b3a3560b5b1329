-- Car generations (issue 22): a model ("Golf") has generations ("Golf VIII", 2019–), each with its
-- factory fitments, a size per axle (the rear's columns NULL when both axles take the same).
-- Created before car_fitments, which points at it (D1 checks foreign keys).
CREATE TABLE `car_generations` (
	`id` integer PRIMARY KEY NOT NULL,
	`model_id` integer NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`year_from` integer NOT NULL,
	`year_to` integer,
	FOREIGN KEY (`model_id`) REFERENCES `car_models`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `car_generations_model_slug_idx` ON `car_generations` (`model_id`,`slug`);--> statement-breakpoint
CREATE TABLE `car_fitments` (
	`id` integer PRIMARY KEY NOT NULL,
	`generation_id` integer NOT NULL,
	`vehicle_type` text DEFAULT 'osobowe-suv' NOT NULL,
	`width` integer NOT NULL,
	`profile` integer NOT NULL,
	`rim` integer NOT NULL,
	`min_load_index` integer,
	`min_speed_index` text,
	`rear_width` integer,
	`rear_profile` integer,
	`rear_rim` integer,
	`rear_min_load_index` integer,
	`rear_min_speed_index` text,
	FOREIGN KEY (`generation_id`) REFERENCES `car_generations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `car_fitments_generation_idx` ON `car_fitments` (`generation_id`);--> statement-breakpoint
CREATE INDEX `car_fitments_size_idx` ON `car_fitments` (`width`,`profile`,`rim`);--> statement-breakpoint
--> statement-breakpoint
-- A catalogue of the old shape keeps its car pages until the seed CLI rewrites the car tables from
-- the reference data (`--if-empty` does so by itself; `--cars` for a deployed database): each old
-- model, which named one generation, becomes its own only generation; its sizes fit both axles.
INSERT INTO `car_generations` (`id`, `model_id`, `slug`, `name`, `year_from`, `year_to`)
  SELECT `id`, `id`, `slug`, `name`, `year_from`, `year_to` FROM `car_models`;--> statement-breakpoint
INSERT INTO `car_fitments` (`generation_id`, `vehicle_type`, `width`, `profile`, `rim`, `min_load_index`, `min_speed_index`)
  SELECT `car_model_id`, `vehicle_type`, `width`, `profile`, `rim`, `min_load_index`, `min_speed_index` FROM `fitments`
  ORDER BY `car_model_id`, `rim`, `width`, `profile`;--> statement-breakpoint
DROP TABLE `fitments`;