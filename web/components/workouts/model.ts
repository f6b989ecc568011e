import { workoutsByDay as joinWorkoutsByDay } from "@/lib/sideload";
import type { RouterOutputs } from "@/lib/trpc";
import type { Ymd } from "./dates";

export type WorkoutList = RouterOutputs["workouts"]["list"];
export type Workout = WorkoutList["workouts"][number];
export type WorkoutItem = WorkoutList["workout_items"][number];
export type WorkoutComment = WorkoutList["comments"][number];

/** A workout with its items (in position order) and its comments, as the calendar shows it. */
export type CalendarWorkout = {
  workout: Workout;
  items: WorkoutItem[];
  comments: WorkoutComment[];
};

export type WorkoutStatus = "completed" | "missed" | "pending" | "rest";

/**
 * Completed, rest day, or pending; a pending workout whose day has passed in the client's
 * timezone is missed (shown, never stored: it turns back into pending if moved ahead).
 */
export function workoutStatus(
  workout: Pick<Workout, "state" | "rest_day" | "due">,
  today: Ymd,
): WorkoutStatus {
  if (workout.state === "completed") return "completed";
  if (workout.rest_day) return "rest";
  if (workout.due && workout.due < today) return "missed";
  return "pending";
}

/**
 * Item letters: each item is a letter (A, B, C …); consecutive circuit items share one letter and
 * are numbered within it (C1, C2), as coaches write supersets.
 */
export function itemLabels(items: ReadonlyArray<Pick<WorkoutItem, "is_circuit">>): string[] {
  const labels: string[] = [];
  let letter = -1;
  let inGroup = 0;
  for (const [i, item] of items.entries()) {
    const prev = i > 0 ? items[i - 1] : undefined;
    if (item.is_circuit && prev?.is_circuit) {
      inGroup += 1;
    } else {
      letter += 1;
      inGroup = item.is_circuit ? 1 : 0;
    }
    const next = items[i + 1];
    const grouped = item.is_circuit && (inGroup > 1 || next?.is_circuit === true);
    labels.push(`${letterName(letter)}${grouped ? inGroup : ""}`);
  }
  return labels;
}

function letterName(n: number): string {
  let s = "";
  let k = n;
  do {
    s = String.fromCharCode(65 + (k % 26)) + s;
    k = Math.floor(k / 26) - 1;
  } while (k >= 0);
  return s;
}

/** The side-loaded list as workouts per day (`due`), in the server's order, without `hidden`. */
export function workoutsByDay(
  list: WorkoutList,
  hidden: readonly number[] = [],
): Map<Ymd, CalendarWorkout[]> {
  return joinWorkoutsByDay(list, (workout) => workout.due, hidden);
}
