CREATE TABLE `companies` (
	`nip` text PRIMARY KEY NOT NULL,
	`regon` text NOT NULL,
	`name` text NOT NULL,
	`street` text NOT NULL,
	`street_number` text NOT NULL,
	`apartment_number` text,
	`postal_code` text NOT NULL,
	`city` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `order_lines` (
	`order_id` integer NOT NULL,
	`variant_id` integer NOT NULL,
	`sku` text NOT NULL,
	`name` text NOT NULL,
	`production_year` integer NOT NULL,
	`quantity` integer NOT NULL,
	`unit_price` integer NOT NULL,
	PRIMARY KEY(`order_id`, `variant_id`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_id`) REFERENCES `variants`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`checkout_token` text NOT NULL,
	`user_id` integer,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`shipping_first_name` text NOT NULL,
	`shipping_last_name` text NOT NULL,
	`shipping_company_name` text,
	`shipping_street` text NOT NULL,
	`shipping_street_number` text NOT NULL,
	`shipping_apartment_number` text,
	`shipping_postal_code` text NOT NULL,
	`shipping_city` text NOT NULL,
	`billing_type` text NOT NULL,
	`billing_first_name` text NOT NULL,
	`billing_last_name` text NOT NULL,
	`billing_company_name` text,
	`billing_vat_number` text,
	`billing_street` text NOT NULL,
	`billing_street_number` text NOT NULL,
	`billing_apartment_number` text,
	`billing_postal_code` text NOT NULL,
	`billing_city` text NOT NULL,
	`delivery_method` text NOT NULL,
	`payment_method` text NOT NULL,
	`notes` text,
	`total_gross` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_number_unique` ON `orders` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_checkout_token_unique` ON `orders` (`checkout_token`);--> statement-breakpoint
CREATE INDEX `orders_user` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
-- Stock never goes below zero: an order's conditional stock update aborts its whole batch here,
-- so an order either takes all its stock and is written, or nothing happens.
CREATE TRIGGER `variants_stock_never_negative` BEFORE UPDATE OF `stock` ON `variants`
WHEN NEW.`stock` < 0
BEGIN
  SELECT RAISE(ABORT, 'VARIANT_SOLD_OUT');
END;
