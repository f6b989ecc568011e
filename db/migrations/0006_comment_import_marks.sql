ALTER TABLE `comments` ADD `imported` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `comments` ADD `imported_author_name` text;