ALTER TABLE `import_runs` ADD `withdraw_all` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `import_runs` ADD `withdrawal_held` integer;