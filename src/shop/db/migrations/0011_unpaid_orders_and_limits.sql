ALTER TABLE `orders` ADD `payment_due_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `reminded_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `cancelled_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `cancel_reason` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `client_key` text;--> statement-breakpoint
CREATE INDEX `orders_due` ON `orders` (`status`,`payment_due_at`);--> statement-breakpoint
CREATE INDEX `orders_email` ON `orders` (`email`,`status`);--> statement-breakpoint
CREATE INDEX `orders_client` ON `orders` (`client_key`,`status`);--> statement-breakpoint
ALTER TABLE `rate_limits` ADD `last_at` integer;--> statement-breakpoint
CREATE INDEX `rate_limits_window` ON `rate_limits` (`window_start`);--> statement-breakpoint
CREATE INDEX `checkouts_updated` ON `checkouts` (`updated_at`);--> statement-breakpoint
CREATE INDEX `sessions_expiry` ON `sessions` (`expires_at`);--> statement-breakpoint
-- Orders already waiting for payment get the deadline the terms give them from now on.
UPDATE `orders` SET `payment_due_at` = `created_at` + CASE `payment_method`
  WHEN 'bank_transfer' THEN 7 * 86400000
  ELSE 30 * 60000 END
WHERE `status` = 'awaiting_payment';--> statement-breakpoint
-- A guard a batch can trip: `INSERT INTO batch_guards (reason) SELECT 'BASKET_CHANGED' WHERE …`
-- inserts nothing while the condition is false, and aborts the whole batch (a transaction) with
-- the reason as its message when it is true. SQLite's RAISE works only inside triggers, hence the
-- table; no row is ever stored in it.
CREATE TABLE `batch_guards` (`reason` text NOT NULL);--> statement-breakpoint
CREATE TRIGGER `batch_guards_abort` BEFORE INSERT ON `batch_guards`
BEGIN
  SELECT RAISE(ABORT, NEW.`reason`);
END;
