-- The shop's settings a retailer edits in /panel/ustawienia (issue 39): company data, contact and
-- hours, bank account, the e-mail footer. One row per section, its values as JSON; a section
-- without a row keeps the configuration's values ([vars] in wrangler.toml).
CREATE TABLE `shop_settings` (
  `section` text PRIMARY KEY NOT NULL,
  `value` text NOT NULL,
  `updated_at` integer NOT NULL,
  `updated_by` integer NOT NULL
);
