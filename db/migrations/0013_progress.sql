CREATE TABLE `assessment_groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`name` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `assessment_groups_organization_idx` ON `assessment_groups` (`organization_id`);--> statement-breakpoint
CREATE TABLE `assessment_tests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`name` text NOT NULL,
	`unit` text NOT NULL,
	`direction` text NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `assessment_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `assessment_tests_group_idx` ON `assessment_tests` (`group_id`,`position`);--> statement-breakpoint
CREATE TABLE `assessment_values` (
	`assessment_id` integer NOT NULL,
	`test_id` integer NOT NULL,
	`value` real NOT NULL,
	FOREIGN KEY (`assessment_id`) REFERENCES `assessments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`test_id`) REFERENCES `assessment_tests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `assessment_values_unique` ON `assessment_values` (`assessment_id`,`test_id`);--> statement-breakpoint
CREATE TABLE `assessments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_id` integer NOT NULL,
	`assessment_group_id` integer NOT NULL,
	`date` text NOT NULL,
	`author_id` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assessment_group_id`) REFERENCES `assessment_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `assessments_client_idx` ON `assessments` (`client_id`,`date`,`id`);--> statement-breakpoint
CREATE TABLE `metric_targets` (
	`client_id` integer NOT NULL,
	`metric_id` integer NOT NULL,
	`target` real NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`metric_id`) REFERENCES `metrics`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `metric_targets_unique` ON `metric_targets` (`client_id`,`metric_id`);--> statement-breakpoint
CREATE TABLE `metric_values` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_id` integer NOT NULL,
	`metric_id` integer NOT NULL,
	`date` text NOT NULL,
	`value` real NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`metric_id`) REFERENCES `metrics`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `metric_values_unique` ON `metric_values` (`client_id`,`metric_id`,`date`);--> statement-breakpoint
CREATE TABLE `metrics` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`name_zh` text NOT NULL,
	`name_en` text NOT NULL,
	`unit` text NOT NULL,
	`direction` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `metrics_organization_idx` ON `metrics` (`organization_id`);--> statement-breakpoint
CREATE TABLE `photo_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_id` integer NOT NULL,
	`date` text NOT NULL,
	`weight_kg` real,
	`author_id` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `photo_sessions_client_idx` ON `photo_sessions` (`client_id`,`date`,`id`);--> statement-breakpoint
CREATE TABLE `progress_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` integer NOT NULL,
	`upload_id` text NOT NULL,
	`pose` text NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `photo_sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `progress_photos_session_idx` ON `progress_photos` (`session_id`,`position`);--> statement-breakpoint
CREATE TABLE `weight_trackings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_id` integer NOT NULL,
	`date` text NOT NULL,
	`weight_kg` real,
	`body_fat_percent` real,
	`waist_cm` real,
	`hip_cm` real,
	`chest_cm` real,
	`arm_cm` real,
	`thigh_cm` real,
	`note` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `weight_trackings_client_date_unique` ON `weight_trackings` (`client_id`,`date`);