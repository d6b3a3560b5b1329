CREATE TABLE `campaign_variants` (
	`campaign_id` integer NOT NULL,
	`variant_id` integer NOT NULL,
	PRIMARY KEY(`campaign_id`, `variant_id`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`variant_id`) REFERENCES `variants`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `campaign_variants_variant_idx` ON `campaign_variants` (`variant_id`);--> statement-breakpoint
CREATE TABLE `campaigns` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `campaigns_slug_unique` ON `campaigns` (`slug`);--> statement-breakpoint
CREATE TABLE `car_makes` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `car_makes_slug_unique` ON `car_makes` (`slug`);--> statement-breakpoint
CREATE TABLE `car_models` (
	`id` integer PRIMARY KEY NOT NULL,
	`make_id` integer NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`year_from` integer NOT NULL,
	`year_to` integer,
	FOREIGN KEY (`make_id`) REFERENCES `car_makes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `car_models_make_slug_idx` ON `car_models` (`make_id`,`slug`);--> statement-breakpoint
CREATE TABLE `fitments` (
	`car_model_id` integer NOT NULL,
	`width` integer NOT NULL,
	`profile` integer NOT NULL,
	`rim` integer NOT NULL,
	PRIMARY KEY(`car_model_id`, `width`, `profile`, `rim`),
	FOREIGN KEY (`car_model_id`) REFERENCES `car_models`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `fitments_size_idx` ON `fitments` (`width`,`profile`,`rim`);--> statement-breakpoint
CREATE TABLE `price_history` (
	`id` integer PRIMARY KEY NOT NULL,
	`variant_id` integer NOT NULL,
	`price` integer NOT NULL,
	`valid_from` integer NOT NULL,
	FOREIGN KEY (`variant_id`) REFERENCES `variants`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `price_history_variant_idx` ON `price_history` (`variant_id`,`valid_from`);--> statement-breakpoint
CREATE TABLE `producers` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`country` text NOT NULL,
	`legal_name` text NOT NULL,
	`street` text NOT NULL,
	`postal_code` text NOT NULL,
	`city` text NOT NULL,
	`address_country` text NOT NULL,
	`email` text NOT NULL,
	`eu_responsible` text,
	`popularity` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `producers_slug_unique` ON `producers` (`slug`);--> statement-breakpoint
CREATE TABLE `tread_models` (
	`id` integer PRIMARY KEY NOT NULL,
	`producer_id` integer NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`season` text NOT NULL,
	`vehicle_type` text NOT NULL,
	`description` text NOT NULL,
	`popular` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`producer_id`) REFERENCES `producers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tread_models_slug_unique` ON `tread_models` (`slug`);--> statement-breakpoint
CREATE INDEX `tread_models_producer_idx` ON `tread_models` (`producer_id`);--> statement-breakpoint
CREATE TABLE `tyres` (
	`id` integer PRIMARY KEY NOT NULL,
	`model_id` integer NOT NULL,
	`producer_id` integer NOT NULL,
	`season` text NOT NULL,
	`vehicle_type` text NOT NULL,
	`slug` text NOT NULL,
	`width` integer NOT NULL,
	`profile` integer NOT NULL,
	`rim` integer NOT NULL,
	`load_index` text NOT NULL,
	`speed_index` text NOT NULL,
	`xl` integer DEFAULT false NOT NULL,
	`cargo` integer DEFAULT false NOT NULL,
	`run_flat` integer DEFAULT false NOT NULL,
	`rim_protector` integer DEFAULT false NOT NULL,
	`self_seal` integer DEFAULT false NOT NULL,
	`noise_cancelling` integer DEFAULT false NOT NULL,
	`three_pmsf` integer DEFAULT false NOT NULL,
	`ice` integer DEFAULT false NOT NULL,
	`homologation` text,
	`homologation_long` text,
	`fuel_class` text NOT NULL,
	`wet_class` text NOT NULL,
	`noise_class` text NOT NULL,
	`noise_db` integer NOT NULL,
	`eprel_id` text NOT NULL,
	`image_url` text,
	`popularity` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`model_id`) REFERENCES `tread_models`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`producer_id`) REFERENCES `producers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tyres_slug_unique` ON `tyres` (`slug`);--> statement-breakpoint
CREATE INDEX `tyres_size_idx` ON `tyres` (`width`,`profile`,`rim`);--> statement-breakpoint
CREATE INDEX `tyres_season_rim_idx` ON `tyres` (`season`,`rim`);--> statement-breakpoint
CREATE INDEX `tyres_producer_idx` ON `tyres` (`producer_id`,`season`);--> statement-breakpoint
CREATE INDEX `tyres_model_idx` ON `tyres` (`model_id`);--> statement-breakpoint
CREATE INDEX `tyres_popularity_idx` ON `tyres` (`popularity`);--> statement-breakpoint
CREATE TABLE `variants` (
	`id` integer PRIMARY KEY NOT NULL,
	`tyre_id` integer NOT NULL,
	`sku` text NOT NULL,
	`is_main` integer DEFAULT false NOT NULL,
	`production_year` integer NOT NULL,
	`price` integer NOT NULL,
	`stock` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`tyre_id`) REFERENCES `tyres`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `variants_sku_unique` ON `variants` (`sku`);--> statement-breakpoint
CREATE INDEX `variants_tyre_idx` ON `variants` (`tyre_id`);--> statement-breakpoint
CREATE INDEX `variants_price_idx` ON `variants` (`price`);