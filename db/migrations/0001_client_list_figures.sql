ALTER TABLE `clients` ADD `missed_7_days_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `clients` ADD `last_completed_at` text;--> statement-breakpoint
/* Hand-written backfill (worker/domains/clients/workout-dates.ts keeps these from now on): the
   latest completed workout of every client, "programmed until" (due) from the workouts unless the
   coach locked it or there are none, and every cached figure marked stale so the next read
   computes missed_7_days_count with the rates. */
UPDATE `clients` SET
  `last_completed_at` = (SELECT max(coalesce(w.`completed_at`, w.`due` || 'T12:00:00.000Z')) FROM `workouts` AS w WHERE w.`client_id` = `clients`.`id` AND w.`state` = 'completed'),
  `due` = CASE WHEN `due_date_locked` THEN `due` ELSE coalesce((SELECT max(w.`due`) FROM `workouts` AS w WHERE w.`client_id` = `clients`.`id`), `due`) END,
  `compliance_computed_on` = NULL;
