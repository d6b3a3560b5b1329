ALTER TABLE `orders` ADD `email_key` text;--> statement-breakpoint
CREATE INDEX `orders_email_key` ON `orders` (`email_key`,`status`);--> statement-breakpoint
-- Orders from before: the e-mail without case (new orders get the key from src/common/holder-keys.ts).
UPDATE `orders` SET `email_key` = lower(trim(`email`));
