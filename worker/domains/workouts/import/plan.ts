import { fieldMessage, message } from "#shared/messages";
import { AppError } from "../../../errors";

/**
 * What an import would write, whatever file it came from (truecoach-json.ts, truecoach-csv.ts):
 * workouts with their items, each with its source key, so a second import of the same data finds
 * them (workouts.import_key, workout_items.import_key), and the counts a preview answers.
 */

/** Most workouts and items one request may import (a few years of a client's history). */
export const IMPORT_MAX_WORKOUTS = 2000;
export const IMPORT_MAX_ITEMS = 20_000;

export type PlannedItem = {
  /** `tc:<TrueCoach item id>` or `csv:<order within its workout>`. */
  key: string;
  name: string;
  info: string | null;
  result: string | null;
  state: "pending" | "completed";
  is_circuit: boolean;
};

export type PlannedWorkout = {
  /** `tc:<TrueCoach workout id>` or `csv:<date>|<title>`. */
  key: string;
  due: string;
  title: string;
  /** Sanitized HTML. */
  short_description: string | null;
  state: "pending" | "completed";
  completed_at: string | null;
  rest_day: boolean;
  rest_day_instructions: string | null;
  warmup: string | null;
  cooldown: string | null;
  hidden: boolean;
  order: number;
  /** In the order they are shown (position 1, 2, …). */
  items: PlannedItem[];
  /** Comments of this workout in the data that are not imported (a coach's: see docs/workouts-and-programs.md). */
  comments: number;
  /** The client's own comments, imported as the client's (oldest first as they came). */
  clientComments: PlannedComment[];
};

export type PlannedComment = { body: string; created_at: string | null };

/** The counts of a preview, and of what an import wrote. */
export type ImportCounts = {
  workouts: number;
  rest_days: number;
  items: number;
  results: number;
  completed: number;
  first_date: string | null;
  last_date: string | null;
  already_imported: number;
  /** The client's own comments imported with the workouts. */
  comments: number;
  comments_skipped?: number;
};

export function countsOf(written: readonly PlannedWorkout[], alreadyImported: number): ImportCounts {
  let restDays = 0;
  let items = 0;
  let results = 0;
  let completed = 0;
  let comments = 0;
  let clientComments = 0;
  let first: string | null = null;
  let last: string | null = null;
  for (const w of written) {
    if (w.rest_day) restDays++;
    if (w.state === "completed") completed++;
    items += w.items.length;
    results += w.items.filter((i) => i.result !== null).length;
    comments += w.comments;
    clientComments += w.clientComments.length;
    if (first === null || w.due < first) first = w.due;
    if (last === null || w.due > last) last = w.due;
  }
  return {
    workouts: written.length,
    rest_days: restDays,
    items,
    results,
    completed,
    first_date: first,
    last_date: last,
    already_imported: alreadyImported,
    comments: clientComments,
    ...(comments > 0 ? { comments_skipped: comments } : {}),
  };
}

/** Refuses a request over the bounds before anything is parsed further. */
export function assertWithinBounds(workouts: number, items: number): void {
  if (workouts > IMPORT_MAX_WORKOUTS || items > IMPORT_MAX_ITEMS) {
    throw new AppError(
      "BAD_REQUEST",
      message("IMPORT_TOO_LARGE", { workouts: IMPORT_MAX_WORKOUTS, items: IMPORT_MAX_ITEMS }),
      [
        {
          path: "data",
          message: fieldMessage("IMPORT_LIMITS", { workouts: IMPORT_MAX_WORKOUTS, items: IMPORT_MAX_ITEMS }),
        },
      ],
    );
  }
}

/** The plan's workouts, first occurrence of a key kept (overlapping pages, repeated rows). */
export function uniqueByKey(workouts: readonly PlannedWorkout[]): PlannedWorkout[] {
  const seen = new Set<string>();
  const out: PlannedWorkout[] = [];
  for (const w of workouts) {
    if (seen.has(w.key)) continue;
    seen.add(w.key);
    out.push(w);
  }
  if (out.length === 0) throw new AppError("BAD_REQUEST", message("IMPORT_EMPTY"));
  return out;
}

/** Empty text is no value (TrueCoach sends "" and null alike). */
export function textOrNull(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value.trim() === "" ? null : value;
}

/** TrueCoach's states: missed is a pending workout whose day has passed (we derive it the same way). */
export function stateOf(value: string | null | undefined): "pending" | "completed" {
  return value?.trim().toLowerCase() === "completed" ? "completed" : "pending";
}
