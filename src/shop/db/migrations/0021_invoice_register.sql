CREATE TABLE `invoice_lines` (
	`invoice_id` integer NOT NULL,
	`position` integer NOT NULL,
	`state` text DEFAULT '' NOT NULL,
	`name` text NOT NULL,
	`sku` text NOT NULL,
	`gtin` text,
	`eprel_url` text,
	`unit` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_gross` integer NOT NULL,
	`net` integer NOT NULL,
	`vat` integer NOT NULL,
	`gross` integer NOT NULL,
	`vat_rate` integer NOT NULL,
	PRIMARY KEY(`invoice_id`, `state`, `position`),
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `invoice_series` (
	`series` text PRIMARY KEY NOT NULL,
	`last` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`series` text NOT NULL,
	`sequence` integer NOT NULL,
	`kind` text NOT NULL,
	`order_id` integer NOT NULL,
	`corrects_id` integer,
	`issue_date` text NOT NULL,
	`buyer_nip` text,
	`buyer_name` text NOT NULL,
	`net` integer NOT NULL,
	`vat` integer NOT NULL,
	`gross` integer NOT NULL,
	`document` text NOT NULL,
	`ksef_state` text NOT NULL,
	`ksef_number` text,
	`ksef_error` text,
	`ksef_attempts` integer DEFAULT 0 NOT NULL,
	`ksef_tried_at` integer,
	`ksef_reference` text,
	`ksef_accepted_at` integer,
	`offline` integer DEFAULT false NOT NULL,
	`xml_hash` text,
	`xml_key` text,
	`pdf_key` text,
	`upo_key` text,
	`mailed_at` integer,
	`staff_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_unique` ON `invoices` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_series_sequence` ON `invoices` (`series`,`sequence`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_one_per_order` ON `invoices` (`order_id`,`kind`) WHERE "invoices"."kind" IN ('VAT', 'ZAL', 'ROZ');--> statement-breakpoint
CREATE INDEX `invoices_order` ON `invoices` (`order_id`);--> statement-breakpoint
CREATE INDEX `invoices_issue_date` ON `invoices` (`issue_date`);--> statement-breakpoint
CREATE INDEX `invoices_ksef_state` ON `invoices` (`ksef_state`);--> statement-breakpoint
ALTER TABLE `orders` ADD `invoice_requested_at` integer;--> statement-breakpoint
-- An issued invoice is never deleted and never rewritten (art. 112 of the VAT act: kept until the
-- tax period lapses): only its KSeF state, file keys and mail stamp change.
CREATE TRIGGER `invoices_never_deleted` BEFORE DELETE ON `invoices`
BEGIN SELECT RAISE(ABORT, 'INVOICE_IMMUTABLE'); END;--> statement-breakpoint
CREATE TRIGGER `invoices_document_fixed` BEFORE UPDATE OF `number`, `series`, `sequence`, `kind`, `order_id`, `corrects_id`, `issue_date`, `buyer_nip`, `buyer_name`, `net`, `vat`, `gross`, `document` ON `invoices`
BEGIN SELECT RAISE(ABORT, 'INVOICE_IMMUTABLE'); END;--> statement-breakpoint
CREATE TRIGGER `invoice_lines_never_deleted` BEFORE DELETE ON `invoice_lines`
BEGIN SELECT RAISE(ABORT, 'INVOICE_IMMUTABLE'); END;--> statement-breakpoint
CREATE TRIGGER `invoice_lines_never_changed` BEFORE UPDATE ON `invoice_lines`
BEGIN SELECT RAISE(ABORT, 'INVOICE_IMMUTABLE'); END;
