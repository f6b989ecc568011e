/**
 * Side-loaded answers (SPEC's shape: `workouts[]` with `workout_item_ids` and `comment_ids`, beside
 * them `workout_items[]` and `comments[]`) joined back together in one place, for every screen that
 * shows workouts by day: the client calendars (by `due`) and the program grid (by `position`).
 */

type WithId = { readonly id: number };

/** The rows by id. */
export function indexById<T extends WithId>(rows: readonly T[]): Map<number, T> {
  return new Map(rows.map((row) => [row.id, row]));
}

/** The rows `ids` name, in the ids' order; an id the answer did not side-load is skipped. */
export function joinIds<T>(ids: readonly number[], index: ReadonlyMap<number, T>): T[] {
  return ids.flatMap((id) => {
    const row = index.get(id);
    return row === undefined ? [] : [row];
  });
}

/** The rows grouped by `keyOf`, each group in the rows' order; rows without a key are left out. */
export function groupBy<T, K>(rows: Iterable<T>, keyOf: (row: T) => K | null | undefined): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null || key === undefined) continue;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** An answer that side-loads its workouts' items and comments. */
export type SideLoadedWorkouts = {
  workouts: ReadonlyArray<WithId & { workout_item_ids: readonly number[]; comment_ids: readonly number[] }>;
  workout_items: ReadonlyArray<WithId & { position: number }>;
  comments: ReadonlyArray<WithId>;
};

/** A workout with its items (in position order) and its comments, as a day shows it. */
export type JoinedWorkout<A extends SideLoadedWorkouts> = {
  workout: A["workouts"][number];
  items: A["workout_items"][number][];
  comments: A["comments"][number][];
};

/**
 * The answer's workouts per day (`dayOf`: the due date, the program position), in the server's
 * order, with their items and comments; workouts in `hidden` (waiting for their delete) and those
 * without a day are left out.
 */
export function workoutsByDay<A extends SideLoadedWorkouts, K>(
  answer: A,
  dayOf: (workout: A["workouts"][number]) => K | null | undefined,
  hidden: readonly number[] = [],
): Map<K, JoinedWorkout<A>[]> {
  const items = indexById(answer.workout_items);
  const comments = indexById(answer.comments);
  const joined = answer.workouts
    .filter((workout) => !hidden.includes(workout.id))
    .map(
      (workout): JoinedWorkout<A> => ({
        workout,
        items: joinIds(workout.workout_item_ids, items).sort(
          (a, b) => a.position - b.position || a.id - b.id,
        ),
        comments: joinIds(workout.comment_ids, comments),
      }),
    );
  return groupBy(joined, (entry) => dayOf(entry.workout));
}
