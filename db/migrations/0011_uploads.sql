CREATE TABLE `uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_user_id` integer NOT NULL,
	`organization_id` integer,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`size` integer NOT NULL,
	`storage_key` text NOT NULL,
	`attached_kind` text,
	`attached_id` integer,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `uploads_attached_idx` ON `uploads` (`attached_kind`,`attached_id`);--> statement-breakpoint
CREATE INDEX `uploads_unattached_idx` ON `uploads` (`created_at`) WHERE attached_kind IS NULL;