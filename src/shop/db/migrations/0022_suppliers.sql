CREATE TABLE `order_line_sources` (
	`order_id` integer NOT NULL,
	`variant_id` integer NOT NULL,
	`supplier_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	`purchase_net` integer,
	PRIMARY KEY(`order_id`, `variant_id`, `supplier_id`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_id`) REFERENCES `variants`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `order_line_sources_supplier` ON `order_line_sources` (`supplier_id`,`order_id`);--> statement-breakpoint
CREATE TABLE `price_rules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scope` text NOT NULL,
	`scope_value` text,
	`markup_basis_points` integer NOT NULL,
	`min_margin_grosze` integer DEFAULT 0 NOT NULL,
	`rounding` text DEFAULT 'none' NOT NULL,
	`floor_grosze` integer,
	`ceiling_grosze` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `purchase_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`supplier_id` integer NOT NULL,
	`status` text NOT NULL,
	`drop_shipping` integer NOT NULL,
	`sent_at` integer NOT NULL,
	`sent_by` integer,
	`received_at` integer,
	`received_by` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sent_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`received_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `purchase_orders_order_supplier` ON `purchase_orders` (`order_id`,`supplier_id`);--> statement-breakpoint
CREATE TABLE `supplier_offers` (
	`supplier_id` integer NOT NULL,
	`variant_id` integer NOT NULL,
	`purchase_net` integer,
	`stock` integer DEFAULT 0 NOT NULL,
	`delivery_days` integer,
	`last_import_id` integer,
	`updated_at` integer,
	PRIMARY KEY(`supplier_id`, `variant_id`),
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`variant_id`) REFERENCES `variants`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `supplier_offers_variant_idx` ON `supplier_offers` (`variant_id`);--> statement-breakpoint
CREATE TABLE `suppliers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`own_warehouse` integer DEFAULT false NOT NULL,
	`contact_name` text DEFAULT '' NOT NULL,
	`contact_phone` text DEFAULT '' NOT NULL,
	`order_email` text DEFAULT '' NOT NULL,
	`delivery_days` integer DEFAULT 0 NOT NULL,
	`drop_shipping` integer DEFAULT false NOT NULL,
	`cutoff_hour` integer DEFAULT 12 NOT NULL,
	`feed_url` text,
	`feed_profile` text DEFAULT '{}' NOT NULL,
	`feed_full` integer DEFAULT true NOT NULL,
	`feed_every_minutes` integer,
	`feed_stale_hours` integer DEFAULT 48 NOT NULL,
	`feed_checked_at` integer,
	`feed_ok_at` integer,
	`feed_error` text,
	`feed_withdrawn_at` integer,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `suppliers_name_unique` ON `suppliers` (`name`);--> statement-breakpoint
ALTER TABLE `variants` ADD `manual_price` integer;--> statement-breakpoint
ALTER TABLE `variants` ADD `held_price` integer;--> statement-breakpoint
ALTER TABLE `variants` ADD `delivery_days` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `variants_tyre_year_only_idx` ON `variants` (`tyre_id`,`production_year`) WHERE dot_week IS NULL;--> statement-breakpoint
ALTER TABLE `import_runs` ADD `supplier_id` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `import_runs` ADD `lease_until` integer;--> statement-breakpoint
ALTER TABLE `import_runs` ADD `held` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand below (issue 33): the own warehouse, the backfill and the triggers that keep an
-- offer's stock the sum of its sources'.
-- The shop's own warehouse is supplier 1 (OWN_WAREHOUSE_ID in src/common/config/back-office.ts):
-- every offer that existed before suppliers did is its stock.
INSERT INTO `suppliers` (`id`, `name`, `own_warehouse`, `delivery_days`, `feed_full`, `created_at`)
VALUES (1, 'Magazyn własny', 1, 0, 1, CAST(unixepoch('subsec') * 1000 AS INTEGER));
--> statement-breakpoint
INSERT INTO `supplier_offers` (`supplier_id`, `variant_id`, `stock`, `last_import_id`, `updated_at`)
SELECT 1, `id`, `stock`, `last_import_id`, `updated_at` FROM `variants`;
--> statement-breakpoint
-- Lines ordered before: served from the own warehouse (a cancelled order gives its stock back there).
INSERT INTO `order_line_sources` (`order_id`, `variant_id`, `supplier_id`, `quantity`)
SELECT `order_id`, `variant_id`, 1, `quantity` FROM `order_lines`;
--> statement-breakpoint
-- A source never goes below zero: an order's reservation aborts its whole batch here.
CREATE TRIGGER `supplier_offers_stock_never_negative` BEFORE UPDATE OF `stock` ON `supplier_offers`
WHEN NEW.`stock` < 0
BEGIN
  SELECT RAISE(ABORT, 'VARIANT_SOLD_OUT');
END;
--> statement-breakpoint
-- An offer's stock is the sum of its active sources'; its delivery time that of the source that
-- would serve it first (the own warehouse, then the fastest, then the cheapest: src/shop/orders/allocation.ts).
CREATE TRIGGER `supplier_offers_added` AFTER INSERT ON `supplier_offers`
BEGIN
  UPDATE `variants` SET
    `stock` = (SELECT COALESCE(SUM(so.`stock`), 0) FROM `supplier_offers` so JOIN `suppliers` s ON s.`id` = so.`supplier_id`
               WHERE so.`variant_id` = NEW.`variant_id` AND s.`active` = 1),
    `delivery_days` = COALESCE((SELECT COALESCE(so.`delivery_days`, s.`delivery_days`) FROM `supplier_offers` so JOIN `suppliers` s ON s.`id` = so.`supplier_id`
               WHERE so.`variant_id` = NEW.`variant_id` AND s.`active` = 1 AND so.`stock` > 0
               ORDER BY s.`own_warehouse` DESC, COALESCE(so.`delivery_days`, s.`delivery_days`), so.`purchase_net` LIMIT 1), 0)
  WHERE `id` = NEW.`variant_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `supplier_offers_changed` AFTER UPDATE OF `stock`, `delivery_days`, `purchase_net` ON `supplier_offers`
WHEN OLD.`stock` IS NOT NEW.`stock` OR OLD.`delivery_days` IS NOT NEW.`delivery_days` OR OLD.`purchase_net` IS NOT NEW.`purchase_net`
BEGIN
  UPDATE `variants` SET
    `stock` = (SELECT COALESCE(SUM(so.`stock`), 0) FROM `supplier_offers` so JOIN `suppliers` s ON s.`id` = so.`supplier_id`
               WHERE so.`variant_id` = NEW.`variant_id` AND s.`active` = 1),
    `delivery_days` = COALESCE((SELECT COALESCE(so.`delivery_days`, s.`delivery_days`) FROM `supplier_offers` so JOIN `suppliers` s ON s.`id` = so.`supplier_id`
               WHERE so.`variant_id` = NEW.`variant_id` AND s.`active` = 1 AND so.`stock` > 0
               ORDER BY s.`own_warehouse` DESC, COALESCE(so.`delivery_days`, s.`delivery_days`), so.`purchase_net` LIMIT 1), 0)
  WHERE `id` = NEW.`variant_id`;
END;
--> statement-breakpoint
-- A supplier switched off (or its delivery time changed): every offer it sources is summed again.
CREATE TRIGGER `suppliers_changed` AFTER UPDATE OF `active`, `delivery_days` ON `suppliers`
WHEN OLD.`active` IS NOT NEW.`active` OR OLD.`delivery_days` IS NOT NEW.`delivery_days`
BEGIN
  UPDATE `variants` SET
    `stock` = (SELECT COALESCE(SUM(so.`stock`), 0) FROM `supplier_offers` so JOIN `suppliers` s ON s.`id` = so.`supplier_id`
               WHERE so.`variant_id` = `variants`.`id` AND s.`active` = 1),
    `delivery_days` = COALESCE((SELECT COALESCE(so.`delivery_days`, s.`delivery_days`) FROM `supplier_offers` so JOIN `suppliers` s ON s.`id` = so.`supplier_id`
               WHERE so.`variant_id` = `variants`.`id` AND s.`active` = 1 AND so.`stock` > 0
               ORDER BY s.`own_warehouse` DESC, COALESCE(so.`delivery_days`, s.`delivery_days`), so.`purchase_net` LIMIT 1), 0)
  WHERE `id` IN (SELECT `variant_id` FROM `supplier_offers` WHERE `supplier_id` = NEW.`id`);
END;
--> statement-breakpoint
-- Code that writes an offer's stock directly (the seed, staff, a return) changes the own
-- warehouse's stock by the difference; a new offer with stock is own stock.
CREATE TRIGGER `variants_added_own_stock` AFTER INSERT ON `variants`
WHEN NEW.`stock` > 0
BEGIN
  INSERT INTO `supplier_offers` (`supplier_id`, `variant_id`, `stock`, `updated_at`) VALUES (1, NEW.`id`, NEW.`stock`, NEW.`updated_at`);
END;
--> statement-breakpoint
CREATE TRIGGER `variants_stock_set_own_stock` AFTER UPDATE OF `stock` ON `variants`
WHEN NEW.`stock` IS NOT (SELECT COALESCE(SUM(so.`stock`), 0) FROM `supplier_offers` so JOIN `suppliers` s ON s.`id` = so.`supplier_id`
                         WHERE so.`variant_id` = NEW.`id` AND s.`active` = 1)
BEGIN
  INSERT OR IGNORE INTO `supplier_offers` (`supplier_id`, `variant_id`, `stock`) VALUES (1, NEW.`id`, 0);
  UPDATE `supplier_offers` SET `stock` = `stock` + NEW.`stock` - (
      SELECT COALESCE(SUM(so.`stock`), 0) FROM `supplier_offers` so JOIN `suppliers` s ON s.`id` = so.`supplier_id`
      WHERE so.`variant_id` = NEW.`id` AND s.`active` = 1)
  WHERE `supplier_id` = 1 AND `variant_id` = NEW.`id`;
END;
