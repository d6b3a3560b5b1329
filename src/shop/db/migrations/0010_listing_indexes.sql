DROP INDEX `tyres_season_rim_idx`;--> statement-breakpoint
DROP INDEX `tyres_price_idx`;--> statement-breakpoint
CREATE INDEX `tyres_facets_idx` ON `tyres` (`season`,`vehicle_type`,`producer_id`,`width`,`profile`,`rim`,`load_index`,`speed_index`,`fuel_class`,`wet_class`,`noise_class`,`xl`,`run_flat`,`three_pmsf`,`min_price`,`popularity`,`noise_db`);--> statement-breakpoint
-- Statistics for the query planner (D1's advice after creating indexes): without them SQLite
-- walks an index that orders a facet's GROUP BY and reads thousands of wide rows instead.
-- 0x10002: analyse every table now, not only those this connection has queried.
PRAGMA optimize=0x10002;
