ALTER TABLE `exercises` ADD `common_rank` integer;--> statement-breakpoint
ALTER TABLE `exercises` ADD `english_name` text;--> statement-breakpoint
CREATE INDEX `exercises_zh_order_idx` ON `exercises` (`default`,"common_rank" IS NULL,`common_rank`,`search_key`,`exercise_name`);--> statement-breakpoint
CREATE INDEX `exercises_en_order_idx` ON `exercises` (`default`,"english_name" COLLATE NOCASE,`exercise_name`);