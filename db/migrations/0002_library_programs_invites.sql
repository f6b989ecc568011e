CREATE TABLE `idempotency_keys` (
	`user_id` integer NOT NULL,
	`key` text NOT NULL,
	`request` text NOT NULL,
	`status` integer,
	`body` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `idempotency_keys_user_key_unique` ON `idempotency_keys` (`user_id`,`key`);--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
CREATE TABLE `user_invites` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_by_id` integer,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `user_invites_user_idx` ON `user_invites` (`user_id`);--> statement-breakpoint
ALTER TABLE `exercises` ADD `search_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `exercises` ADD `photo_url` text;--> statement-breakpoint
ALTER TABLE `exercises` ADD `copied_from_id` integer;--> statement-breakpoint
ALTER TABLE `program_assignments` ADD `job_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `program_assignments_job_client_unique` ON `program_assignments` (`job_key`,`client_id`);--> statement-breakpoint
ALTER TABLE `workouts` ADD `program_assignment_id` integer REFERENCES program_assignments(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `workouts_program_assignment_idx` ON `workouts` (`program_assignment_id`);