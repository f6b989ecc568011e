CREATE TABLE `job_runs` (
	`key` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`state` text NOT NULL,
	`lease_until` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`claimed_at` text NOT NULL,
	`done_at` text
);
--> statement-breakpoint
CREATE INDEX `job_runs_done_idx` ON `job_runs` (`done_at`);