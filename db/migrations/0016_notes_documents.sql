CREATE TABLE `document_acknowledgements` (
	`document_id` integer NOT NULL,
	`client_id` integer NOT NULL,
	`acknowledged_at` text NOT NULL,
	PRIMARY KEY(`document_id`, `client_id`),
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `document_shares` (
	`document_id` integer NOT NULL,
	`client_id` integer NOT NULL,
	PRIMARY KEY(`document_id`, `client_id`),
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `document_shares_client_idx` ON `document_shares` (`client_id`);--> statement-breakpoint
CREATE TABLE `documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`author_id` integer,
	`title` text NOT NULL,
	`upload_id` text NOT NULL,
	`shared_all` integer NOT NULL,
	`requires_acknowledgement` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `documents_organization_idx` ON `documents` (`organization_id`,`id`);--> statement-breakpoint
CREATE TABLE `notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_id` integer NOT NULL,
	`author_id` integer,
	`body` text NOT NULL,
	`pinned` integer DEFAULT false NOT NULL,
	`workout_id` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`workout_id`) REFERENCES `workouts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notes_client_idx` ON `notes` (`client_id`,`pinned`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `notes_workout_unique` ON `notes` (`workout_id`) WHERE workout_id IS NOT NULL;