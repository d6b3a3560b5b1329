-- A tyre's earlier addresses (issue 38): when its data changes its slug (a feed gives it another
-- load index, say), the data page answers the old address with a 301 to the new one, so links,
-- bookmarks and search engines keep finding it.
CREATE TABLE `tyre_slug_history` (
  `old_slug` text PRIMARY KEY NOT NULL,
  `tyre_id` integer NOT NULL REFERENCES `tyres`(`id`) ON DELETE CASCADE,
  `changed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `tyre_slug_history_tyre_idx` ON `tyre_slug_history` (`tyre_id`);
--> statement-breakpoint
-- Every change of a slug, whatever makes it (an import, staff, a script), keeps the old one; an
-- address a tyre takes (back) is no longer a redirect.
CREATE TRIGGER `tyre_slug_moved` AFTER UPDATE OF `slug` ON `tyres`
WHEN OLD.`slug` IS NOT NEW.`slug`
BEGIN
  DELETE FROM `tyre_slug_history` WHERE `old_slug` = NEW.`slug`;
  INSERT OR REPLACE INTO `tyre_slug_history` (`old_slug`, `tyre_id`, `changed_at`)
  VALUES (OLD.`slug`, NEW.`id`, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
