CREATE TABLE `daily_nutrition_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_id` integer NOT NULL,
	`date` text NOT NULL,
	`kcal` real,
	`protein_g` real,
	`carbs_g` real,
	`fat_g` real,
	`fiber_g` real,
	`water_ml` real,
	`note` text,
	`coach_comment` text,
	`coach_comment_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`coach_comment_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `daily_nutrition_logs_client_date_unique` ON `daily_nutrition_logs` (`client_id`,`date`);--> statement-breakpoint
CREATE TABLE `foods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`name_zh` text NOT NULL,
	`name_en` text NOT NULL,
	`portion` text NOT NULL,
	`kcal` real NOT NULL,
	`protein_g` real NOT NULL,
	`carbs_g` real NOT NULL,
	`fat_g` real NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `foods_organization_idx` ON `foods` (`organization_id`,`id`);--> statement-breakpoint
CREATE TABLE `nutrition_plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_id` integer NOT NULL,
	`start_date` text NOT NULL,
	`training_kcal` real NOT NULL,
	`training_protein_g` real NOT NULL,
	`training_carbs_g` real,
	`training_fat_g` real,
	`training_fiber_g` real,
	`training_water_ml` real,
	`rest_kcal` real NOT NULL,
	`rest_protein_g` real NOT NULL,
	`rest_carbs_g` real,
	`rest_fat_g` real,
	`rest_fiber_g` real,
	`rest_water_ml` real,
	`guidelines` text,
	`author_id` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `nutrition_plans_client_unique` ON `nutrition_plans` (`client_id`);--> statement-breakpoint
ALTER TABLE `clients` ADD `nutrition_compliance_rate_for_7_days` real;--> statement-breakpoint
ALTER TABLE `clients` ADD `nutrition_compliance_rate_for_30_days` real;--> statement-breakpoint
ALTER TABLE `clients` ADD `nutrition_log_missing` integer DEFAULT false NOT NULL;