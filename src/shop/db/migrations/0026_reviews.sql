CREATE TABLE `review_invites` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`variant_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_id`) REFERENCES `variants`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_invites_line` ON `review_invites` (`order_id`,`variant_id`);--> statement-breakpoint
CREATE INDEX `review_invites_expiry` ON `review_invites` (`expires_at`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tyre_id` integer NOT NULL,
	`order_id` integer,
	`variant_id` integer,
	`overall` integer NOT NULL,
	`dry` integer,
	`wet` integer,
	`snow` integer,
	`noise` integer,
	`comfort` integer,
	`wear` integer,
	`body` text,
	`author` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reject_reason` text,
	`moderated_by` integer,
	`moderated_at` integer,
	`created_at` integer NOT NULL,
	`demo` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`tyre_id`) REFERENCES `tyres`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`variant_id`) REFERENCES `variants`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "reviews_verified" CHECK(demo = 1 OR (order_id IS NOT NULL AND variant_id IS NOT NULL)),
	CONSTRAINT "reviews_marks" CHECK(overall BETWEEN 1 AND 5 AND coalesce(dry, 1) BETWEEN 1 AND 5 AND coalesce(wet, 1) BETWEEN 1 AND 5
      AND coalesce(snow, 1) BETWEEN 1 AND 5 AND coalesce(noise, 1) BETWEEN 1 AND 5 AND coalesce(comfort, 1) BETWEEN 1 AND 5
      AND coalesce(wear, 1) BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_order_line` ON `reviews` (`order_id`,`variant_id`);--> statement-breakpoint
CREATE INDEX `reviews_tyre` ON `reviews` (`tyre_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_status` ON `reviews` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `tyres` ADD `review_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `tyres` ADD `rating_sum` integer DEFAULT 0 NOT NULL;