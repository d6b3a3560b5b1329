-- Run-flat tyres from the factory, per fitment (issue 38): such a car has no spare wheel, so car fit
-- tells a shopper choosing a standard tyre what that means. The reference data (src/common/reference/
-- cars.ts, "RF") marks BMW's fitments; a database seeded before this migration gets the same here
-- (`npm run db:seed -- --cars` rewrites the car tables from the reference data at any time).
ALTER TABLE `car_fitments` ADD `run_flat` integer DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE `car_fitments` SET `run_flat` = 1 WHERE `generation_id` IN (
  SELECT g.`id` FROM `car_generations` g JOIN `car_models` m ON m.`id` = g.`model_id` JOIN `car_makes` k ON k.`id` = m.`make_id`
  WHERE k.`slug` = 'bmw'
);
