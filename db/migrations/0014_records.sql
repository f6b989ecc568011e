CREATE TABLE `logged_sets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`workout_item_id` integer NOT NULL,
	`client_id` integer NOT NULL,
	`exercise_key` text NOT NULL,
	`date` text NOT NULL,
	`position` integer NOT NULL,
	`weight_kg` real,
	`reps` integer NOT NULL,
	`e1rm_kg` real,
	FOREIGN KEY (`workout_item_id`) REFERENCES `workout_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `logged_sets_client_exercise_idx` ON `logged_sets` (`client_id`,`exercise_key`,`date`,`weight_kg`,`reps`,`e1rm_kg`,`workout_item_id`);--> statement-breakpoint
CREATE INDEX `logged_sets_item_idx` ON `logged_sets` (`workout_item_id`);--> statement-breakpoint
CREATE TABLE `record_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_id` integer NOT NULL,
	`organization_id` integer,
	`workout_id` integer NOT NULL,
	`workout_item_id` integer NOT NULL,
	`exercise_id` integer,
	`exercise_name` text NOT NULL,
	`kind` text NOT NULL,
	`weight_kg` real NOT NULL,
	`reps` integer NOT NULL,
	`e1rm_kg` real,
	`created_at` text NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workout_id`) REFERENCES `workouts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workout_item_id`) REFERENCES `workout_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `record_events_organization_idx` ON `record_events` (`organization_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `record_events_item_idx` ON `record_events` (`workout_item_id`);--> statement-breakpoint
ALTER TABLE `organizations` ADD `plate_step_kg` real DEFAULT 2.5 NOT NULL;--> statement-breakpoint
ALTER TABLE `workout_items` ADD `result_sets` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `workout_items` ADD `result_sets_override` text;--> statement-breakpoint
-- logged_sets follow workout_items.result_sets (db/schema/records.ts; docs/decisions/2026-11-26-records-from-results.md).
CREATE TRIGGER `logged_sets_item_insert` AFTER INSERT ON `workout_items` WHEN NEW.`result_sets` <> '[]' BEGIN
	INSERT INTO `logged_sets` (`workout_item_id`, `client_id`, `exercise_key`, `date`, `position`, `weight_kg`, `reps`, `e1rm_kg`)
	SELECT NEW.`id`, w.`client_id`,
		CASE WHEN NEW.`exercise_id` IS NOT NULL THEN 'e:' || NEW.`exercise_id` ELSE 'n:' || lower(trim(NEW.`name`)) END,
		w.`due`, s.`key`, json_extract(s.`value`, '$.weight_kg'), json_extract(s.`value`, '$.reps'),
		CASE WHEN json_extract(s.`value`, '$.weight_kg') IS NULL THEN NULL
			WHEN json_extract(s.`value`, '$.reps') = 1 THEN json_extract(s.`value`, '$.weight_kg')
			WHEN json_extract(s.`value`, '$.reps') BETWEEN 2 AND 10 THEN json_extract(s.`value`, '$.weight_kg') * (1 + json_extract(s.`value`, '$.reps') / 30.0)
		END
	FROM `workouts` AS w, json_each(NEW.`result_sets`) AS s
	WHERE w.`id` = NEW.`workout_id` AND w.`client_id` IS NOT NULL AND w.`due` IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `logged_sets_item_update` AFTER UPDATE OF `result_sets`, `exercise_id`, `name`, `workout_id` ON `workout_items` BEGIN
	DELETE FROM `logged_sets` WHERE `workout_item_id` = OLD.`id`;
	DELETE FROM `record_events` WHERE `workout_item_id` = OLD.`id`;
	INSERT INTO `logged_sets` (`workout_item_id`, `client_id`, `exercise_key`, `date`, `position`, `weight_kg`, `reps`, `e1rm_kg`)
	SELECT NEW.`id`, w.`client_id`,
		CASE WHEN NEW.`exercise_id` IS NOT NULL THEN 'e:' || NEW.`exercise_id` ELSE 'n:' || lower(trim(NEW.`name`)) END,
		w.`due`, s.`key`, json_extract(s.`value`, '$.weight_kg'), json_extract(s.`value`, '$.reps'),
		CASE WHEN json_extract(s.`value`, '$.weight_kg') IS NULL THEN NULL
			WHEN json_extract(s.`value`, '$.reps') = 1 THEN json_extract(s.`value`, '$.weight_kg')
			WHEN json_extract(s.`value`, '$.reps') BETWEEN 2 AND 10 THEN json_extract(s.`value`, '$.weight_kg') * (1 + json_extract(s.`value`, '$.reps') / 30.0)
		END
	FROM `workouts` AS w, json_each(NEW.`result_sets`) AS s
	WHERE w.`id` = NEW.`workout_id` AND w.`client_id` IS NOT NULL AND w.`due` IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `logged_sets_workout_move` AFTER UPDATE OF `due`, `client_id` ON `workouts` WHEN OLD.`due` IS NOT NEW.`due` OR OLD.`client_id` IS NOT NEW.`client_id` BEGIN
	DELETE FROM `logged_sets` WHERE `workout_item_id` IN (SELECT `id` FROM `workout_items` WHERE `workout_id` = NEW.`id`);
	INSERT INTO `logged_sets` (`workout_item_id`, `client_id`, `exercise_key`, `date`, `position`, `weight_kg`, `reps`, `e1rm_kg`)
	SELECT i.`id`, NEW.`client_id`,
		CASE WHEN i.`exercise_id` IS NOT NULL THEN 'e:' || i.`exercise_id` ELSE 'n:' || lower(trim(i.`name`)) END,
		NEW.`due`, s.`key`, json_extract(s.`value`, '$.weight_kg'), json_extract(s.`value`, '$.reps'),
		CASE WHEN json_extract(s.`value`, '$.weight_kg') IS NULL THEN NULL
			WHEN json_extract(s.`value`, '$.reps') = 1 THEN json_extract(s.`value`, '$.weight_kg')
			WHEN json_extract(s.`value`, '$.reps') BETWEEN 2 AND 10 THEN json_extract(s.`value`, '$.weight_kg') * (1 + json_extract(s.`value`, '$.reps') / 30.0)
		END
	FROM `workout_items` AS i, json_each(i.`result_sets`) AS s
	WHERE i.`workout_id` = NEW.`id` AND i.`result_sets` <> '[]' AND NEW.`client_id` IS NOT NULL AND NEW.`due` IS NOT NULL;
END;
--> statement-breakpoint
-- Results written before this migration are read by the runner's `result-sets` job (worker/domains/records/backfill.ts), newest first, from below this id down.
INSERT INTO `app_state` (`key`, `value`, `updated_at`)
SELECT 'records:backfill_below', CAST(max(`id`) + 1 AS TEXT), strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM `workout_items` WHERE `result` IS NOT NULL HAVING count(*) > 0;
