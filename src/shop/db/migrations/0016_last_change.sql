-- When a tyre's pages last changed, kept by the database itself (issue 19: the site maps' lastmod):
-- an offer added, repriced, sold, restocked, hidden or shown touches its tyre's updated_at,
-- whichever code wrote it (checkout, back office, feed import, a future writer). Writers that
-- change the tyre itself (photo, label data, import) set updated_at as before.
CREATE TRIGGER `variants_changed_touch_tyre` AFTER UPDATE OF `price`, `stock`, `hidden` ON `variants`
WHEN OLD.`price` IS NOT NEW.`price` OR OLD.`stock` IS NOT NEW.`stock` OR OLD.`hidden` IS NOT NEW.`hidden`
BEGIN
  UPDATE `tyres` SET `updated_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE `id` = NEW.`tyre_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `variants_added_touch_tyre` AFTER INSERT ON `variants`
BEGIN
  UPDATE `tyres` SET `updated_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE `id` = NEW.`tyre_id`;
END;
--> statement-breakpoint
-- Rows from before this migration: their offers' last known change, or now.
UPDATE `tyres` SET `updated_at` = COALESCE(
  (SELECT MAX(v.`updated_at`) FROM `variants` v WHERE v.`tyre_id` = `tyres`.`id`),
  CAST(unixepoch('subsec') * 1000 AS INTEGER)
) WHERE `updated_at` IS NULL;
