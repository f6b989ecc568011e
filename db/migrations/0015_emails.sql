CREATE TABLE `email_bad_addresses` (
	`address` text PRIMARY KEY NOT NULL,
	`error` text,
	`marked_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`kind` text NOT NULL,
	`organization_id` integer,
	`recipient_id` integer NOT NULL,
	`channel` text NOT NULL,
	`address` text,
	`status` text NOT NULL,
	`reason` text,
	`local_date` text NOT NULL,
	`subject` text,
	`text_body` text,
	`html_body` text,
	`unsubscribe_url` text,
	`through_id` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text,
	`lease_until` text,
	`error` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`sent_at` text,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_outbox_key_unique` ON `email_outbox` (`key`);--> statement-breakpoint
CREATE INDEX `email_outbox_due_idx` ON `email_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_org_idx` ON `email_outbox` (`organization_id`,`local_date`);--> statement-breakpoint
CREATE INDEX `email_outbox_recipient_idx` ON `email_outbox` (`recipient_id`,`kind`,`through_id`);--> statement-breakpoint
CREATE TABLE `email_unsubscribes` (
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `kind`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `organizations` ADD `client_email_defaults` text;--> statement-breakpoint
ALTER TABLE `organizations` ADD `daily_email_hour` integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE `organizations` ADD `sms_reminders` integer DEFAULT false NOT NULL;