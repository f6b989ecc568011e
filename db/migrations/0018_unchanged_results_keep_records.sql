-- Saving an item again with the same result (or changing only its note or state) rewrote its
-- logged sets and dropped its record event from the home feed: UPDATE OF fires whenever a column
-- is written, changed or not. The trigger now runs only when what the sets derive from changed.
DROP TRIGGER `logged_sets_item_update`;--> statement-breakpoint
CREATE TRIGGER `logged_sets_item_update` AFTER UPDATE OF `result_sets`, `exercise_id`, `name`, `workout_id` ON `workout_items`
	WHEN OLD.`result_sets` IS NOT NEW.`result_sets` OR OLD.`exercise_id` IS NOT NEW.`exercise_id`
		OR OLD.`name` IS NOT NEW.`name` OR OLD.`workout_id` IS NOT NEW.`workout_id` BEGIN
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
