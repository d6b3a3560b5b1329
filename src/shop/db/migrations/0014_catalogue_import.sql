CREATE TABLE `import_problems` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`run_id` integer NOT NULL,
	`line` integer NOT NULL,
	`column` text,
	`value` text,
	`message` text NOT NULL,
	`kind` text DEFAULT 'refused' NOT NULL,
	FOREIGN KEY (`run_id`) REFERENCES `import_runs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `import_problems_run_idx` ON `import_problems` (`run_id`,`line`);--> statement-breakpoint
CREATE TABLE `import_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`file_name` text NOT NULL,
	`file_key` text,
	`source` text NOT NULL,
	`partial` integer DEFAULT false NOT NULL,
	`staff_id` integer,
	`status` text NOT NULL,
	`rows_total` integer DEFAULT 0 NOT NULL,
	`rows_done` integer DEFAULT 0 NOT NULL,
	`created` integer DEFAULT 0 NOT NULL,
	`updated` integer DEFAULT 0 NOT NULL,
	`unchanged` integer DEFAULT 0 NOT NULL,
	`out_of_stock` integer DEFAULT 0 NOT NULL,
	`refused` integer DEFAULT 0 NOT NULL,
	`error` text,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `import_runs_started_idx` ON `import_runs` (`started_at`);--> statement-breakpoint
ALTER TABLE `fitments` ADD `vehicle_type` text DEFAULT 'osobowe-suv' NOT NULL;--> statement-breakpoint
ALTER TABLE `fitments` ADD `min_load_index` integer;--> statement-breakpoint
ALTER TABLE `fitments` ADD `min_speed_index` text;--> statement-breakpoint
ALTER TABLE `tyres` ADD `eprel_source` text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE `tyres` ADD `eprel_label_key` text;--> statement-breakpoint
ALTER TABLE `tyres` ADD `eprel_fetched_at` integer;--> statement-breakpoint
ALTER TABLE `tyres` ADD `tyre_class` text DEFAULT 'C1' NOT NULL;--> statement-breakpoint
ALTER TABLE `tyres` ADD `mud_snow` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `tyres` ADD `run_flat_mark` text;--> statement-breakpoint
ALTER TABLE `tyres` ADD `ean` text;--> statement-breakpoint
ALTER TABLE `tyres` ADD `supplier_code` text;--> statement-breakpoint
ALTER TABLE `tyres` ADD `image_key` text;--> statement-breakpoint
ALTER TABLE `tyres` ADD `updated_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `tyres_ean_unique` ON `tyres` (`ean`);--> statement-breakpoint
ALTER TABLE `variants` ADD `dot_week` integer;--> statement-breakpoint
ALTER TABLE `variants` ADD `last_import_id` integer;--> statement-breakpoint
ALTER TABLE `variants` ADD `updated_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `variants_tyre_dot_idx` ON `variants` (`tyre_id`,`production_year`,`dot_week`);--> statement-breakpoint
-- Catalogues seeded before this migration: van tyres are label class C2, winter and all-season
-- tyres carry M+S (the seed CLI reseeds a generated catalogue without production weeks anyway).
UPDATE `tyres` SET `tyre_class` = 'C2' WHERE `cargo` = 1;--> statement-breakpoint
UPDATE `tyres` SET `mud_snow` = 1 WHERE `season` <> 'letnie';
