CREATE TABLE `checkout_lines` (
	`checkout_token` text NOT NULL,
	`variant_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	`added_at` integer NOT NULL,
	PRIMARY KEY(`checkout_token`, `variant_id`),
	FOREIGN KEY (`checkout_token`) REFERENCES `checkouts`(`token`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_id`) REFERENCES `variants`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `checkouts` (
	`token` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
