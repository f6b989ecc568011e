ALTER TABLE `workouts` ADD `template_workout_id` integer;--> statement-breakpoint
ALTER TABLE `workouts` ADD `template_hash` text;