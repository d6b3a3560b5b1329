-- GPSR producer data (issue 20): the manufacturer's e-mail becomes optional (an unknown address is
-- left empty, never guessed), a contact page may stand beside or instead of it, and the EU
-- responsible person gets structured fields instead of one line of text; gpsr_verified and
-- gpsr_source let the back office show what the shop still has to confirm with its supplier.
-- Column by column rather than drizzle-kit's table rebuild: D1 refuses to drop a table that
-- tread_models and tyres reference, even with deferred foreign keys.
ALTER TABLE `producers` RENAME COLUMN `email` TO `email_before_0017`;--> statement-breakpoint
ALTER TABLE `producers` ADD `email` text;--> statement-breakpoint
ALTER TABLE `producers` ADD `contact_url` text;--> statement-breakpoint
ALTER TABLE `producers` ADD `eu_name` text;--> statement-breakpoint
ALTER TABLE `producers` ADD `eu_street` text;--> statement-breakpoint
ALTER TABLE `producers` ADD `eu_postal_code` text;--> statement-breakpoint
ALTER TABLE `producers` ADD `eu_city` text;--> statement-breakpoint
ALTER TABLE `producers` ADD `eu_country` text;--> statement-breakpoint
ALTER TABLE `producers` ADD `eu_email` text;--> statement-breakpoint
ALTER TABLE `producers` ADD `eu_contact_url` text;--> statement-breakpoint
ALTER TABLE `producers` ADD `gpsr_verified` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `producers` ADD `gpsr_source` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing rows: the demo data's made-up "gpsr@…" addresses and empty ones become NULL; the old
-- free-text EU responsible person moves whole into eu_name, for staff to split into its fields.
-- Nothing is marked verified: staff confirm each producer in /panel/producenci.
UPDATE `producers` SET
  `email` = CASE WHEN trim(`email_before_0017`) = '' OR lower(`email_before_0017`) LIKE 'gpsr@%' THEN NULL ELSE `email_before_0017` END,
  `eu_name` = NULLIF(trim(`eu_responsible`), ''),
  `gpsr_source` = CASE WHEN NULLIF(trim(`eu_responsible`), '') IS NULL THEN ''
    ELSE 'Osoba odpowiedzialna w UE przeniesiona z dawnego pola tekstowego: rozdziel jej adres na pola.' END;--> statement-breakpoint
ALTER TABLE `producers` DROP COLUMN `email_before_0017`;--> statement-breakpoint
ALTER TABLE `producers` DROP COLUMN `eu_responsible`;
