-- The serving source's order cut-off rides along with its delivery time (the same source row, the
-- same order as migration 0022's triggers: own warehouse, then the fastest, then the cheapest).
ALTER TABLE `variants` ADD `source_cutoff_hour` integer;
--> statement-breakpoint
DROP TRIGGER `supplier_offers_added`;
--> statement-breakpoint
CREATE TRIGGER `supplier_offers_added` AFTER INSERT ON `supplier_offers`
BEGIN
  UPDATE `variants` SET
    `stock` = (SELECT COALESCE(SUM(so.`stock`), 0) FROM `supplier_offers` so JOIN `suppliers` s ON s.`id` = so.`supplier_id`
               WHERE so.`variant_id` = NEW.`variant_id` AND s.`active` = 1),
    `delivery_days` = COALESCE((SELECT COALESCE(so.`delivery_days`, s.`delivery_days`) FROM `supplier_offers` so JOIN `suppliers` s ON s.`id` = so.`supplier_id`
               WHERE so.`variant_id` = NEW.`variant_id` AND s.`active` = 1 AND so.`stock` > 0
               ORDER BY s.`own_warehouse` DESC, COALESCE(so.`delivery_days`, s.`delivery_days`), so.`purchase_net` LIMIT 1), 0),
    `source_cutoff_hour` = (SELECT CASE WHEN s.`own_warehouse` = 1 THEN NULL ELSE s.`cutoff_hour` END FROM `supplier_offers` so JOIN `suppliers` s ON s.`id` = so.`supplier_id`
               WHERE so.`variant_id` = NEW.`variant_id` AND s.`active` = 1 AND so.`stock` > 0
               ORDER BY s.`own_warehouse` DESC, COALESCE(so.`delivery_days`, s.`delivery_days`), so.`purchase_net` LIMIT 1)
  WHERE `id` = NEW.`variant_id`;
END;
--> statement-breakpoint
DROP TRIGGER `supplier_offers_changed`;
--> statement-breakpoint
CREATE TRIGGER `supplier_offers_changed` AFTER UPDATE OF `stock`, `delivery_days`, `purchase_net` ON `supplier_offers`
WHEN OLD.`stock` IS NOT NEW.`stock` OR OLD.`delivery_days` IS NOT NEW.`delivery_days` OR OLD.`purchase_net` IS NOT NEW.`purchase_net`
BEGIN
  UPDATE `variants` SET
    `stock` = (SELECT COALESCE(SUM(so.`stock`), 0) FROM `supplier_offers` so JOIN `suppliers` s ON s.`id` = so.`supplier_id`
               WHERE so.`variant_id` = NEW.`variant_id` AND s.`active` = 1),
    `delivery_days` = COALESCE((SELECT COALESCE(so.`delivery_days`, s.`delivery_days`) FROM `supplier_offers` so JOIN `suppliers` s ON s.`id` = so.`supplier_id`
               WHERE so.`variant_id` = NEW.`variant_id` AND s.`active` = 1 AND so.`stock` > 0
               ORDER BY s.`own_warehouse` DESC, COALESCE(so.`delivery_days`, s.`delivery_days`), so.`purchase_net` LIMIT 1), 0),
    `source_cutoff_hour` = (SELECT CASE WHEN s.`own_warehouse` = 1 THEN NULL ELSE s.`cutoff_hour` END FROM `supplier_offers` so JOIN `suppliers` s ON s.`id` = so.`supplier_id`
               WHERE so.`variant_id` = NEW.`variant_id` AND s.`active` = 1 AND so.`stock` > 0
               ORDER BY s.`own_warehouse` DESC, COALESCE(so.`delivery_days`, s.`delivery_days`), so.`purchase_net` LIMIT 1)
  WHERE `id` = NEW.`variant_id`;
END;
--> statement-breakpoint
DROP TRIGGER `suppliers_changed`;
--> statement-breakpoint
CREATE TRIGGER `suppliers_changed` AFTER UPDATE OF `active`, `delivery_days`, `cutoff_hour` ON `suppliers`
WHEN OLD.`active` IS NOT NEW.`active` OR OLD.`delivery_days` IS NOT NEW.`delivery_days` OR OLD.`cutoff_hour` IS NOT NEW.`cutoff_hour`
BEGIN
  UPDATE `variants` SET
    `stock` = (SELECT COALESCE(SUM(so.`stock`), 0) FROM `supplier_offers` so JOIN `suppliers` s ON s.`id` = so.`supplier_id`
               WHERE so.`variant_id` = `variants`.`id` AND s.`active` = 1),
    `delivery_days` = COALESCE((SELECT COALESCE(so.`delivery_days`, s.`delivery_days`) FROM `supplier_offers` so JOIN `suppliers` s ON s.`id` = so.`supplier_id`
               WHERE so.`variant_id` = `variants`.`id` AND s.`active` = 1 AND so.`stock` > 0
               ORDER BY s.`own_warehouse` DESC, COALESCE(so.`delivery_days`, s.`delivery_days`), so.`purchase_net` LIMIT 1), 0),
    `source_cutoff_hour` = (SELECT CASE WHEN s.`own_warehouse` = 1 THEN NULL ELSE s.`cutoff_hour` END FROM `supplier_offers` so JOIN `suppliers` s ON s.`id` = so.`supplier_id`
               WHERE so.`variant_id` = `variants`.`id` AND s.`active` = 1 AND so.`stock` > 0
               ORDER BY s.`own_warehouse` DESC, COALESCE(so.`delivery_days`, s.`delivery_days`), so.`purchase_net` LIMIT 1)
  WHERE `id` IN (SELECT `variant_id` FROM `supplier_offers` WHERE `supplier_id` = NEW.`id`);
END;
--> statement-breakpoint
UPDATE `variants` SET
    `source_cutoff_hour` = (SELECT CASE WHEN s.`own_warehouse` = 1 THEN NULL ELSE s.`cutoff_hour` END FROM `supplier_offers` so JOIN `suppliers` s ON s.`id` = so.`supplier_id`
               WHERE so.`variant_id` = `variants`.`id` AND s.`active` = 1 AND so.`stock` > 0
               ORDER BY s.`own_warehouse` DESC, COALESCE(so.`delivery_days`, s.`delivery_days`), so.`purchase_net` LIMIT 1)
WHERE `id` IN (SELECT so.`variant_id` FROM `supplier_offers` so JOIN `suppliers` s ON s.`id` = so.`supplier_id` WHERE s.`own_warehouse` = 0);
