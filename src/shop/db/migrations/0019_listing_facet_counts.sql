-- Facet counts of the listed tyres (offer_count > 0) per season and vehicle type (issue 21): a
-- whole season's listing reads a few hundred rows here instead of counting every tyre of the
-- season fifteen times. Kept by the database itself, like 0016: triggers on tyres change the
-- counts in the same statement as the tyre or its offer summary (an order, a cancellation, an
-- expiry, a staff edit, a feed import, seeding: whichever code writes it), so there is no moment
-- when a count shown disagrees with the list it filters. WITHOUT ROWID: the key is the lookup.
-- `value` has BLOB affinity: a width stays the integer 205, a load index the text '91', as in tyres.
-- Hand-written after drizzle-kit's CREATE TABLE (it knows neither WITHOUT ROWID nor triggers).
CREATE TABLE `listing_facet_counts` (
	`season` text NOT NULL,
	`facet` text NOT NULL,
	`value` blob NOT NULL,
	`vehicle_type` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`season`, `facet`, `value`, `vehicle_type`)
) WITHOUT ROWID;
--> statement-breakpoint
-- A listed tyre added or removed: one count up or down for each of its facet values.
CREATE TRIGGER `listing_facets_tyre_added` AFTER INSERT ON `tyres` WHEN NEW.`offer_count` > 0
BEGIN
  INSERT INTO `listing_facet_counts` (`season`, `vehicle_type`, `facet`, `value`, `count`)
  SELECT NEW.`season`, NEW.`vehicle_type`, `facet`, `value`, 1 FROM (SELECT n.`column1` AS `facet`, CASE n.`column1`
      WHEN 'season' THEN NEW.`season`
      WHEN 'vehicle' THEN NEW.`vehicle_type`
      WHEN 'producer' THEN NEW.`producer_id`
      WHEN 'width' THEN NEW.`width`
      WHEN 'profile' THEN NEW.`profile`
      WHEN 'rim' THEN NEW.`rim`
      WHEN 'loadIndex' THEN NEW.`load_index`
      WHEN 'speedIndex' THEN NEW.`speed_index`
      WHEN 'fuel' THEN NEW.`fuel_class`
      WHEN 'wet' THEN NEW.`wet_class`
      WHEN 'noise' THEN NEW.`noise_class`
      WHEN 'xl' THEN CASE WHEN NEW.`xl` THEN 1 END
      WHEN 'runFlat' THEN CASE WHEN NEW.`run_flat` THEN 1 END
      WHEN 'threePmsf' THEN CASE WHEN NEW.`three_pmsf` THEN 1 END
    END AS `value`
    FROM (VALUES ('season'), ('vehicle'), ('producer'), ('width'), ('profile'), ('rim'), ('loadIndex'), ('speedIndex'), ('fuel'), ('wet'), ('noise'), ('xl'), ('runFlat'), ('threePmsf')) n)
  WHERE NEW.`offer_count` > 0 AND `value` IS NOT NULL
  ON CONFLICT (`season`, `facet`, `value`, `vehicle_type`) DO UPDATE SET `count` = `count` + 1;
  INSERT INTO `listing_facet_counts` (`season`, `vehicle_type`, `facet`, `value`, `count`)
  SELECT NEW.`season`, NEW.`vehicle_type`, `facet`, `value`, 1 FROM (SELECT 'price' AS `facet`, NEW.`min_price` AS `value`)
  WHERE NEW.`offer_count` > 0 AND `value` IS NOT NULL
  ON CONFLICT (`season`, `facet`, `value`, `vehicle_type`) DO UPDATE SET `count` = `count` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_facets_tyre_removed` AFTER DELETE ON `tyres` WHEN OLD.`offer_count` > 0
BEGIN
  UPDATE `listing_facet_counts` SET `count` = `count` - 1 WHERE OLD.`offer_count` > 0 AND `season` = OLD.`season` AND `vehicle_type` = OLD.`vehicle_type` AND (`facet`, `value`) IN (SELECT n.`column1` AS `facet`, CASE n.`column1`
      WHEN 'season' THEN OLD.`season`
      WHEN 'vehicle' THEN OLD.`vehicle_type`
      WHEN 'producer' THEN OLD.`producer_id`
      WHEN 'width' THEN OLD.`width`
      WHEN 'profile' THEN OLD.`profile`
      WHEN 'rim' THEN OLD.`rim`
      WHEN 'loadIndex' THEN OLD.`load_index`
      WHEN 'speedIndex' THEN OLD.`speed_index`
      WHEN 'fuel' THEN OLD.`fuel_class`
      WHEN 'wet' THEN OLD.`wet_class`
      WHEN 'noise' THEN OLD.`noise_class`
      WHEN 'xl' THEN CASE WHEN OLD.`xl` THEN 1 END
      WHEN 'runFlat' THEN CASE WHEN OLD.`run_flat` THEN 1 END
      WHEN 'threePmsf' THEN CASE WHEN OLD.`three_pmsf` THEN 1 END
    END AS `value`
    FROM (VALUES ('season'), ('vehicle'), ('producer'), ('width'), ('profile'), ('rim'), ('loadIndex'), ('speedIndex'), ('fuel'), ('wet'), ('noise'), ('xl'), ('runFlat'), ('threePmsf')) n);
  DELETE FROM `listing_facet_counts` WHERE `count` = 0 AND OLD.`offer_count` > 0 AND `season` = OLD.`season` AND `vehicle_type` = OLD.`vehicle_type` AND (`facet`, `value`) IN (SELECT n.`column1` AS `facet`, CASE n.`column1`
      WHEN 'season' THEN OLD.`season`
      WHEN 'vehicle' THEN OLD.`vehicle_type`
      WHEN 'producer' THEN OLD.`producer_id`
      WHEN 'width' THEN OLD.`width`
      WHEN 'profile' THEN OLD.`profile`
      WHEN 'rim' THEN OLD.`rim`
      WHEN 'loadIndex' THEN OLD.`load_index`
      WHEN 'speedIndex' THEN OLD.`speed_index`
      WHEN 'fuel' THEN OLD.`fuel_class`
      WHEN 'wet' THEN OLD.`wet_class`
      WHEN 'noise' THEN OLD.`noise_class`
      WHEN 'xl' THEN CASE WHEN OLD.`xl` THEN 1 END
      WHEN 'runFlat' THEN CASE WHEN OLD.`run_flat` THEN 1 END
      WHEN 'threePmsf' THEN CASE WHEN OLD.`three_pmsf` THEN 1 END
    END AS `value`
    FROM (VALUES ('season'), ('vehicle'), ('producer'), ('width'), ('profile'), ('rim'), ('loadIndex'), ('speedIndex'), ('fuel'), ('wet'), ('noise'), ('xl'), ('runFlat'), ('threePmsf')) n);
  UPDATE `listing_facet_counts` SET `count` = `count` - 1 WHERE OLD.`offer_count` > 0 AND `season` = OLD.`season` AND `vehicle_type` = OLD.`vehicle_type` AND (`facet`, `value`) IN (SELECT 'price' AS `facet`, OLD.`min_price` AS `value`);
  DELETE FROM `listing_facet_counts` WHERE `count` = 0 AND OLD.`offer_count` > 0 AND `season` = OLD.`season` AND `vehicle_type` = OLD.`vehicle_type` AND (`facet`, `value`) IN (SELECT 'price' AS `facet`, OLD.`min_price` AS `value`);
END;
--> statement-breakpoint
-- Listed or unlisted (its last offer hidden, a first one shown), or a counted column changed: the
-- old values down, the new ones up. A stock or price change that leaves every counted value as it
-- was fires nothing.
CREATE TRIGGER `listing_facets_tyre_changed` AFTER UPDATE ON `tyres`
WHEN (OLD.`offer_count` > 0) IS NOT (NEW.`offer_count` > 0) OR (NEW.`offer_count` > 0 AND (OLD.`season` IS NOT NEW.`season` OR OLD.`vehicle_type` IS NOT NEW.`vehicle_type` OR OLD.`producer_id` IS NOT NEW.`producer_id` OR OLD.`width` IS NOT NEW.`width` OR OLD.`profile` IS NOT NEW.`profile` OR OLD.`rim` IS NOT NEW.`rim` OR OLD.`load_index` IS NOT NEW.`load_index` OR OLD.`speed_index` IS NOT NEW.`speed_index` OR OLD.`fuel_class` IS NOT NEW.`fuel_class` OR OLD.`wet_class` IS NOT NEW.`wet_class` OR OLD.`noise_class` IS NOT NEW.`noise_class` OR OLD.`xl` IS NOT NEW.`xl` OR OLD.`run_flat` IS NOT NEW.`run_flat` OR OLD.`three_pmsf` IS NOT NEW.`three_pmsf`))
BEGIN
  UPDATE `listing_facet_counts` SET `count` = `count` - 1 WHERE OLD.`offer_count` > 0 AND `season` = OLD.`season` AND `vehicle_type` = OLD.`vehicle_type` AND (`facet`, `value`) IN (SELECT n.`column1` AS `facet`, CASE n.`column1`
      WHEN 'season' THEN OLD.`season`
      WHEN 'vehicle' THEN OLD.`vehicle_type`
      WHEN 'producer' THEN OLD.`producer_id`
      WHEN 'width' THEN OLD.`width`
      WHEN 'profile' THEN OLD.`profile`
      WHEN 'rim' THEN OLD.`rim`
      WHEN 'loadIndex' THEN OLD.`load_index`
      WHEN 'speedIndex' THEN OLD.`speed_index`
      WHEN 'fuel' THEN OLD.`fuel_class`
      WHEN 'wet' THEN OLD.`wet_class`
      WHEN 'noise' THEN OLD.`noise_class`
      WHEN 'xl' THEN CASE WHEN OLD.`xl` THEN 1 END
      WHEN 'runFlat' THEN CASE WHEN OLD.`run_flat` THEN 1 END
      WHEN 'threePmsf' THEN CASE WHEN OLD.`three_pmsf` THEN 1 END
    END AS `value`
    FROM (VALUES ('season'), ('vehicle'), ('producer'), ('width'), ('profile'), ('rim'), ('loadIndex'), ('speedIndex'), ('fuel'), ('wet'), ('noise'), ('xl'), ('runFlat'), ('threePmsf')) n);
  DELETE FROM `listing_facet_counts` WHERE `count` = 0 AND OLD.`offer_count` > 0 AND `season` = OLD.`season` AND `vehicle_type` = OLD.`vehicle_type` AND (`facet`, `value`) IN (SELECT n.`column1` AS `facet`, CASE n.`column1`
      WHEN 'season' THEN OLD.`season`
      WHEN 'vehicle' THEN OLD.`vehicle_type`
      WHEN 'producer' THEN OLD.`producer_id`
      WHEN 'width' THEN OLD.`width`
      WHEN 'profile' THEN OLD.`profile`
      WHEN 'rim' THEN OLD.`rim`
      WHEN 'loadIndex' THEN OLD.`load_index`
      WHEN 'speedIndex' THEN OLD.`speed_index`
      WHEN 'fuel' THEN OLD.`fuel_class`
      WHEN 'wet' THEN OLD.`wet_class`
      WHEN 'noise' THEN OLD.`noise_class`
      WHEN 'xl' THEN CASE WHEN OLD.`xl` THEN 1 END
      WHEN 'runFlat' THEN CASE WHEN OLD.`run_flat` THEN 1 END
      WHEN 'threePmsf' THEN CASE WHEN OLD.`three_pmsf` THEN 1 END
    END AS `value`
    FROM (VALUES ('season'), ('vehicle'), ('producer'), ('width'), ('profile'), ('rim'), ('loadIndex'), ('speedIndex'), ('fuel'), ('wet'), ('noise'), ('xl'), ('runFlat'), ('threePmsf')) n);
  INSERT INTO `listing_facet_counts` (`season`, `vehicle_type`, `facet`, `value`, `count`)
  SELECT NEW.`season`, NEW.`vehicle_type`, `facet`, `value`, 1 FROM (SELECT n.`column1` AS `facet`, CASE n.`column1`
      WHEN 'season' THEN NEW.`season`
      WHEN 'vehicle' THEN NEW.`vehicle_type`
      WHEN 'producer' THEN NEW.`producer_id`
      WHEN 'width' THEN NEW.`width`
      WHEN 'profile' THEN NEW.`profile`
      WHEN 'rim' THEN NEW.`rim`
      WHEN 'loadIndex' THEN NEW.`load_index`
      WHEN 'speedIndex' THEN NEW.`speed_index`
      WHEN 'fuel' THEN NEW.`fuel_class`
      WHEN 'wet' THEN NEW.`wet_class`
      WHEN 'noise' THEN NEW.`noise_class`
      WHEN 'xl' THEN CASE WHEN NEW.`xl` THEN 1 END
      WHEN 'runFlat' THEN CASE WHEN NEW.`run_flat` THEN 1 END
      WHEN 'threePmsf' THEN CASE WHEN NEW.`three_pmsf` THEN 1 END
    END AS `value`
    FROM (VALUES ('season'), ('vehicle'), ('producer'), ('width'), ('profile'), ('rim'), ('loadIndex'), ('speedIndex'), ('fuel'), ('wet'), ('noise'), ('xl'), ('runFlat'), ('threePmsf')) n)
  WHERE NEW.`offer_count` > 0 AND `value` IS NOT NULL
  ON CONFLICT (`season`, `facet`, `value`, `vehicle_type`) DO UPDATE SET `count` = `count` + 1;
END;
--> statement-breakpoint
-- The price range apart: a sale of the cheapest offer moves one price row, not fifteen counts.
CREATE TRIGGER `listing_facets_price_changed` AFTER UPDATE ON `tyres`
WHEN (OLD.`offer_count` > 0) IS NOT (NEW.`offer_count` > 0) OR (NEW.`offer_count` > 0 AND (OLD.`min_price` IS NOT NEW.`min_price` OR OLD.`season` IS NOT NEW.`season` OR OLD.`vehicle_type` IS NOT NEW.`vehicle_type`))
BEGIN
  UPDATE `listing_facet_counts` SET `count` = `count` - 1 WHERE OLD.`offer_count` > 0 AND `season` = OLD.`season` AND `vehicle_type` = OLD.`vehicle_type` AND (`facet`, `value`) IN (SELECT 'price' AS `facet`, OLD.`min_price` AS `value`);
  DELETE FROM `listing_facet_counts` WHERE `count` = 0 AND OLD.`offer_count` > 0 AND `season` = OLD.`season` AND `vehicle_type` = OLD.`vehicle_type` AND (`facet`, `value`) IN (SELECT 'price' AS `facet`, OLD.`min_price` AS `value`);
  INSERT INTO `listing_facet_counts` (`season`, `vehicle_type`, `facet`, `value`, `count`)
  SELECT NEW.`season`, NEW.`vehicle_type`, `facet`, `value`, 1 FROM (SELECT 'price' AS `facet`, NEW.`min_price` AS `value`)
  WHERE NEW.`offer_count` > 0 AND `value` IS NOT NULL
  ON CONFLICT (`season`, `facet`, `value`, `vehicle_type`) DO UPDATE SET `count` = `count` + 1;
END;
--> statement-breakpoint
-- The counts of the catalogue as it is now.
INSERT INTO `listing_facet_counts` (`season`, `vehicle_type`, `facet`, `value`, `count`)
SELECT `season`, `vehicle_type`, `facet`, `value`, COUNT(*) FROM (
  SELECT `season`, `vehicle_type`, f.`column1` AS `facet`, CASE f.`column1`
    WHEN 'season' THEN `season`
    WHEN 'vehicle' THEN `vehicle_type`
    WHEN 'producer' THEN `producer_id`
    WHEN 'width' THEN `width`
    WHEN 'profile' THEN `profile`
    WHEN 'rim' THEN `rim`
    WHEN 'loadIndex' THEN `load_index`
    WHEN 'speedIndex' THEN `speed_index`
    WHEN 'fuel' THEN `fuel_class`
    WHEN 'wet' THEN `wet_class`
    WHEN 'noise' THEN `noise_class`
    WHEN 'xl' THEN CASE WHEN `xl` THEN 1 END
    WHEN 'runFlat' THEN CASE WHEN `run_flat` THEN 1 END
    WHEN 'threePmsf' THEN CASE WHEN `three_pmsf` THEN 1 END
    WHEN 'price' THEN `min_price`
  END AS `value`
  FROM `tyres`, (VALUES ('season'), ('vehicle'), ('producer'), ('width'), ('profile'), ('rim'), ('loadIndex'), ('speedIndex'), ('fuel'), ('wet'), ('noise'), ('xl'), ('runFlat'), ('threePmsf'), ('price')) f
  WHERE `offer_count` > 0
) WHERE `value` IS NOT NULL GROUP BY `season`, `vehicle_type`, `facet`, `value`;
