ALTER TABLE `campaigns` ADD `producer_id` integer REFERENCES producers(id);--> statement-breakpoint
ALTER TABLE `campaigns` ADD `season` text;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `min_quantity` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `min_rim` integer;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `max_rim` integer;--> statement-breakpoint
-- Databases seeded before this migration: the demo campaigns get the conditions their descriptions promise (the seed sets them from now on).
UPDATE `campaigns` SET `producer_id` = (SELECT `id` FROM `producers` WHERE `slug` = 'michelin'), `min_quantity` = 4, `min_rim` = 16 WHERE `slug` = 'michelin-karta-podarunkowa';--> statement-breakpoint
UPDATE `campaigns` SET `season` = 'zimowe', `min_quantity` = 4 WHERE `slug` = 'zimowa-wymiana';
