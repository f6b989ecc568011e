CREATE TABLE `app_state` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `clients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`trainer_id` integer,
	`organization_id` integer,
	`slug` text NOT NULL,
	`settings` text,
	`due` text,
	`due_date_locked` integer DEFAULT false NOT NULL,
	`state` text DEFAULT 'active' NOT NULL,
	`missed_sessions_count` integer DEFAULT 0 NOT NULL,
	`limitations` text,
	`equipment` text,
	`equipment_attachments` text DEFAULT '[]' NOT NULL,
	`goals` text,
	`completed_workouts_count` integer DEFAULT 0 NOT NULL,
	`client_type` text DEFAULT 'remote' NOT NULL,
	`compliance_rate_for_7_days` real,
	`compliance_rate_for_30_days` real,
	`compliance_rate_for_90_days` real,
	`compliance_computed_on` text,
	`hide_from_feed` integer DEFAULT false NOT NULL,
	`stripe_payment_source_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`trainer_id`) REFERENCES `trainers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `clients_slug_unique` ON `clients` (`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `clients_user_unique` ON `clients` (`user_id`);--> statement-breakpoint
CREATE INDEX `clients_trainer_idx` ON `clients` (`trainer_id`);--> statement-breakpoint
CREATE INDEX `clients_organization_idx` ON `clients` (`organization_id`,`state`);--> statement-breakpoint
CREATE TABLE `group_assignments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`client_id` integer NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `group_assignments_unique` ON `group_assignments` (`group_id`,`client_id`);--> statement-breakpoint
CREATE INDEX `group_assignments_client_idx` ON `group_assignments` (`client_id`);--> statement-breakpoint
CREATE TABLE `groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`organization_id` integer NOT NULL,
	`trainer_id` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`trainer_id`) REFERENCES `trainers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `groups_organization_idx` ON `groups` (`organization_id`);--> statement-breakpoint
CREATE TABLE `comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`workout_id` integer NOT NULL,
	`user_id` integer,
	`body` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`workout_id`) REFERENCES `workouts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `comments_workout_idx` ON `comments` (`workout_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `cooldowns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`trainer_id` integer,
	`organization_id` integer NOT NULL,
	`selected_exercises` text DEFAULT '[]' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`trainer_id`) REFERENCES `trainers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cooldowns_organization_idx` ON `cooldowns` (`organization_id`,`name`);--> statement-breakpoint
CREATE TABLE `exercises` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`default` integer DEFAULT false NOT NULL,
	`exercise_name` text NOT NULL,
	`description` text,
	`url` text,
	`attachments` text DEFAULT '[]' NOT NULL,
	`trainer_id` integer,
	`organization_id` integer,
	`tags` text DEFAULT '{"type":[],"primary_muscles":[],"plane":[],"pattern":[]}' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`trainer_id`) REFERENCES `trainers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `exercises_organization_idx` ON `exercises` (`organization_id`,`exercise_name`);--> statement-breakpoint
CREATE INDEX `exercises_default_idx` ON `exercises` (`default`,`exercise_name`);--> statement-breakpoint
CREATE TABLE `warmups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`trainer_id` integer,
	`organization_id` integer NOT NULL,
	`selected_exercises` text DEFAULT '[]' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`trainer_id`) REFERENCES `trainers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `warmups_organization_idx` ON `warmups` (`organization_id`,`name`);--> statement-breakpoint
CREATE TABLE `organizations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`homepage_url` text,
	`can_whitelabel` integer DEFAULT false NOT NULL,
	`theme` text,
	`subdomain` text,
	`owner_id` integer,
	`pending_owner_id` integer,
	`image_id` integer,
	`stripe_account_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`pending_owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `organizations_subdomain_unique` ON `organizations` (`subdomain`);--> statement-breakpoint
CREATE TABLE `program_assignments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`program_id` integer NOT NULL,
	`client_id` integer NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`assigned_by_id` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`program_id`) REFERENCES `programs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assigned_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `program_assignments_program_idx` ON `program_assignments` (`program_id`);--> statement-breakpoint
CREATE INDEX `program_assignments_client_idx` ON `program_assignments` (`client_id`,`start_date`);--> statement-breakpoint
CREATE TABLE `programs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`length` integer DEFAULT 7 NOT NULL,
	`description` text,
	`trainer_id` integer,
	`organization_id` integer NOT NULL,
	`sync_enabled` integer DEFAULT false NOT NULL,
	`shared` integer DEFAULT false NOT NULL,
	`highest_position` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`trainer_id`) REFERENCES `trainers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `programs_organization_idx` ON `programs` (`organization_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `trainers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`organization_id` integer,
	`super_admin` integer DEFAULT false NOT NULL,
	`active_client_subscription_count` integer DEFAULT 0 NOT NULL,
	`billing_id` text,
	`can_add_clients` integer DEFAULT true NOT NULL,
	`clients_trained` text,
	`coupon` text,
	`coupon_rate` real,
	`discount` real,
	`free` integer DEFAULT false NOT NULL,
	`has_access` integer DEFAULT true NOT NULL,
	`has_completed_onboarding` integer DEFAULT false NOT NULL,
	`in_trial_period` integer DEFAULT false NOT NULL,
	`max_clients` integer DEFAULT 75 NOT NULL,
	`notify_every` text DEFAULT 'hour' NOT NULL,
	`offline_overridden` integer DEFAULT false NOT NULL,
	`referral_code` text,
	`tour_step` integer DEFAULT 0 NOT NULL,
	`trial_expires_at` text,
	`was_referred` integer DEFAULT false NOT NULL,
	`invoice_ids` text DEFAULT '[]' NOT NULL,
	`settings` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trainers_user_unique` ON `trainers` (`user_id`);--> statement-breakpoint
CREATE INDEX `trainers_organization_idx` ON `trainers` (`organization_id`);--> statement-breakpoint
CREATE TABLE `images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`image_url` text NOT NULL,
	`mime_type` text NOT NULL,
	`file_size` integer DEFAULT 0 NOT NULL,
	`parent_type` text,
	`parent_id` integer,
	`uploaded_by_id` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`uploaded_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `images_parent_idx` ON `images` (`parent_type`,`parent_id`);--> statement-breakpoint
CREATE TABLE `login_throttles` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`last_failure_at` text NOT NULL,
	`blocked_until` text
);
--> statement-breakpoint
CREATE TABLE `sms_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phone_number` text NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`consumed_at` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sms_codes_phone_idx` ON `sms_codes` (`phone_number`,`created_at`);--> statement-breakpoint
CREATE TABLE `user_credentials` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`password_hash` text,
	`token_version` integer DEFAULT 0 NOT NULL,
	`password_changed_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text,
	`name` text DEFAULT '' NOT NULL,
	`has_trainer` integer DEFAULT false NOT NULL,
	`units` text DEFAULT 'metric' NOT NULL,
	`height` real,
	`weight` real,
	`birthday` text,
	`location` text,
	`gender` text,
	`skype` text,
	`timezone` text DEFAULT 'Asia/Shanghai' NOT NULL,
	`timezone_offset` integer DEFAULT 480 NOT NULL,
	`is_online` integer DEFAULT false NOT NULL,
	`has_pending_invite` integer DEFAULT false NOT NULL,
	`invite_token` text,
	`invite_accepted_at` text,
	`in_person` integer DEFAULT false NOT NULL,
	`feature_flags` text DEFAULT '{}' NOT NULL,
	`demo` integer DEFAULT false NOT NULL,
	`phone_number` text,
	`image_id` integer,
	`image_url` text,
	`trainer_id` integer,
	`super_admin` integer DEFAULT false NOT NULL,
	`disabled_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_phone_unique` ON `users` (`phone_number`);--> statement-breakpoint
CREATE INDEX `users_trainer_idx` ON `users` (`trainer_id`);--> statement-breakpoint
CREATE TABLE `workout_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`workout_id` integer NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`info` text,
	`result` text,
	`is_circuit` integer DEFAULT false NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`selected_exercises` text DEFAULT '[]' NOT NULL,
	`linked` integer DEFAULT false NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`assessment_id` integer,
	`attachments` text DEFAULT '[]' NOT NULL,
	`exercise_id` integer,
	`request_video` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`workout_id`) REFERENCES `workouts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`exercise_id`) REFERENCES `exercises`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `workout_items_workout_idx` ON `workout_items` (`workout_id`,`position`);--> statement-breakpoint
CREATE TABLE `workouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_id` integer,
	`trainer_id` integer,
	`organization_id` integer NOT NULL,
	`due` text,
	`title` text DEFAULT '' NOT NULL,
	`short_description` text,
	`state` text DEFAULT 'pending' NOT NULL,
	`rest_day` integer DEFAULT false NOT NULL,
	`rest_day_instructions` text,
	`warmup` text,
	`warmup_selected_exercises` text DEFAULT '[]' NOT NULL,
	`cooldown` text,
	`cooldown_selected_exercises` text DEFAULT '[]' NOT NULL,
	`position` integer,
	`order` integer DEFAULT 0 NOT NULL,
	`uuid` text NOT NULL,
	`program_name` text,
	`program_id` integer,
	`hidden` integer DEFAULT false NOT NULL,
	`note_id` integer,
	`completed_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`trainer_id`) REFERENCES `trainers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`program_id`) REFERENCES `programs`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `workouts_client_due_idx` ON `workouts` (`client_id`,`due`,`state`,`rest_day`);--> statement-breakpoint
CREATE INDEX `workouts_trainer_feed_idx` ON `workouts` (`trainer_id`,`state`,`updated_at`);--> statement-breakpoint
CREATE INDEX `workouts_organization_feed_idx` ON `workouts` (`organization_id`,`state`,`updated_at`);--> statement-breakpoint
CREATE INDEX `workouts_feed_idx` ON `workouts` (`updated_at`) WHERE "workouts"."state" = 'completed' AND "workouts"."rest_day" = 0 AND "workouts"."hidden" = 0;--> statement-breakpoint
CREATE INDEX `workouts_program_idx` ON `workouts` (`program_id`,`client_id`,`position`);--> statement-breakpoint
CREATE UNIQUE INDEX `workouts_uuid_unique` ON `workouts` (`uuid`);