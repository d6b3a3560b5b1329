CREATE TABLE `complaints` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` integer NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`order_number` text NOT NULL,
	`product` text NOT NULL,
	`description` text NOT NULL,
	`remedy` text NOT NULL
);
