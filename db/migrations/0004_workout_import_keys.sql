ALTER TABLE `workout_items` ADD `import_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `workout_items_import_unique` ON `workout_items` (`workout_id`,`import_key`) WHERE "workout_items"."import_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `workouts` ADD `import_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `workouts_client_import_unique` ON `workouts` (`client_id`,`import_key`) WHERE "workouts"."import_key" IS NOT NULL;