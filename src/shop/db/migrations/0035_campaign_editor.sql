ALTER TABLE `campaigns` ADD `reward_name` text;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `reward_details` text;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `reward_value` integer;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `reward_issuer` text;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `reward_handover` text;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `reward_brand` text;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `on_home` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `position` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `offers_by_conditions` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- The example shop's two campaigns had their rewards in code (src/common/content/campaign-rules.ts
-- until issue 39): a local database migrated in place keeps its rules. No other shop has them.
UPDATE `campaigns` SET
  `reward_name` = '4 pokrowce na koła z logo sklepu',
  `reward_details` = 'Pokrowce z wodoodpornej tkaniny poliestrowej, z uchwytem, na koła samochodu osobowego, SUV lub dostawczego – same opony albo opony na felgach – o średnicy do 19 cali i szerokości do 255 mm.',
  `reward_value` = 12000,
  `reward_handover` = 'courier'
WHERE `slug` = 'zimowa-wymiana' AND `reward_name` IS NULL;--> statement-breakpoint
UPDATE `campaigns` SET
  `reward_name` = 'elektroniczną kartę podarunkową Edenred',
  `reward_details` = 'Kartą zapłacisz w sklepach i serwisach z sieci akceptacji jej wydawcy. Termin ważności karty i miejsca, w których ją zrealizujesz, określa regulamin wydawcy, który dostaniesz razem z kartą. Karty nie można wymienić na gotówkę.',
  `reward_value` = 20000,
  `reward_issuer` = 'Edenred Polska sp. z o.o. z siedzibą w Warszawie',
  `reward_handover` = 'email',
  `reward_brand` = 'Michelin'
WHERE `slug` = 'michelin-karta-podarunkowa' AND `reward_name` IS NULL;
