ALTER TABLE `orders` ADD `payment_remind_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `phone_key` text;--> statement-breakpoint
CREATE INDEX `orders_phone_key` ON `orders` (`phone_key`,`status`);--> statement-breakpoint
-- Orders from before (issue 34): the phone number's key of those still holding stock, as
-- src/common/holder-keys.ts makes it (the digits, no international 00, no 48 before a 9-digit
-- number); the clean-up clears it once they settle, as it clears the mailbox's.
UPDATE `orders` SET `phone_key` = replace(replace(replace(replace(replace(replace(`phone`, ' ', ''), '-', ''), '+', ''), char(9), ''), char(160), ''), char(8239), '')
WHERE `status` IN ('awaiting_payment', 'to_confirm', 'accepted') AND `phone` != '';--> statement-breakpoint
UPDATE `orders` SET `phone_key` = substr(`phone_key`, 3) WHERE `phone_key` LIKE '00%';--> statement-breakpoint
UPDATE `orders` SET `phone_key` = substr(`phone_key`, 3) WHERE length(`phone_key`) = 11 AND `phone_key` LIKE '48%';--> statement-breakpoint
-- Unpaid bank transfers placed under the terms' 7 days keep their deadline (the terms in force when
-- they were placed apply) and their reminder a day before it.
UPDATE `orders` SET `payment_remind_at` = `payment_due_at` - 86400000
WHERE `status` = 'awaiting_payment' AND `payment_method` = 'bank_transfer' AND `payment_due_at` IS NOT NULL;
