DROP INDEX `tyres_size_idx`;--> statement-breakpoint
DROP INDEX `tyres_season_rim_idx`;--> statement-breakpoint
DROP INDEX `tyres_producer_idx`;--> statement-breakpoint
ALTER TABLE `tyres` ADD `min_price` integer;--> statement-breakpoint
ALTER TABLE `tyres` ADD `best_variant_id` integer;--> statement-breakpoint
ALTER TABLE `tyres` ADD `best_production_year` integer;--> statement-breakpoint
ALTER TABLE `tyres` ADD `offer_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `tyres_vehicle_idx` ON `tyres` (`vehicle_type`,`season`,`popularity`);--> statement-breakpoint
CREATE INDEX `tyres_price_idx` ON `tyres` (`min_price`);--> statement-breakpoint
CREATE INDEX `tyres_size_idx` ON `tyres` (`width`,`profile`,`rim`,`popularity`);--> statement-breakpoint
CREATE INDEX `tyres_season_rim_idx` ON `tyres` (`season`,`rim`,`popularity`);--> statement-breakpoint
CREATE INDEX `tyres_producer_idx` ON `tyres` (`producer_id`,`season`,`popularity`);--> statement-breakpoint
-- Fill the offer summary for catalogues seeded before this migration.
UPDATE `tyres` SET
  `min_price` = (SELECT MIN(`price`) FROM `variants` WHERE `tyre_id` = `tyres`.`id` AND `stock` > 0),
  `best_variant_id` = (SELECT `id` FROM `variants` WHERE `tyre_id` = `tyres`.`id` AND `stock` > 0 ORDER BY `price`, `production_year` DESC LIMIT 1),
  `best_production_year` = (SELECT `production_year` FROM `variants` WHERE `tyre_id` = `tyres`.`id` AND `stock` > 0 ORDER BY `price`, `production_year` DESC LIMIT 1),
  `offer_count` = (SELECT COUNT(*) FROM `variants` WHERE `tyre_id` = `tyres`.`id`);
