CREATE TABLE `shipments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`carrier` text NOT NULL,
	`carrier_shipment_id` text NOT NULL,
	`tracking_numbers` text NOT NULL,
	`parcels` integer NOT NULL,
	`weight_kg` real NOT NULL,
	`cod_gross` integer DEFAULT 0 NOT NULL,
	`label_format` text NOT NULL,
	`label_key` text,
	`created_at` integer NOT NULL,
	`created_by` integer,
	`pickup_id` text,
	`pickup_day` text,
	`state` text DEFAULT 'created' NOT NULL,
	`carrier_status` text,
	`state_at` integer,
	`checked_at` integer,
	`problem_at` integer,
	`resolved_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shipments_order` ON `shipments` (`order_id`);--> statement-breakpoint
CREATE INDEX `shipments_open` ON `shipments` (`state`,`checked_at`);--> statement-breakpoint
CREATE INDEX `shipments_created` ON `shipments` (`created_at`);