/**
 * The editor form's values and the conversions around them: a loaded workout into the form, the
 * form into a save's body. Pure, and without `@/` imports so tests run them under Node
 * (tests/scenarios/workout-editor-values.node.test.ts).
 */
import { parseResultSets, type ResultSet } from "#shared/result-sets";
import { MAX_POSITION } from "#shared/shared-rules";
import type { Ymd } from "../dates";
import { htmlToText } from "../rich-text-plain";

/** An exercise listed with the warm-up or cool-down (copied from its template, editable per workout). */
export type SelectedExercise = { id: number | string; name: string };

export const emptyItem = () => ({
  id: null as number | null,
  name: "",
  info: "",
  result: "",
  is_circuit: false,
  request_video: false,
  exercise_id: null as number | null,
  done: false,
  /** A coach's correction of how the result reads as sets, typed as sets ("100kg x 5, 90kg x 8"); "" = none. */
  sets_override: "",
  /** The item was loaded with a correction: clearing it must be sent (null), not left out. */
  had_override: false,
});

export type ItemValues = ReturnType<typeof emptyItem>;

export type FormValues = {
  title: string;
  due: string;
  /** A program template's day (1-based, as typed); unused for a client's workout. */
  position: string;
  short_description: string;
  rest_day: boolean;
  rest_day_instructions: string;
  warmup: string;
  cooldown: string;
  warmup_selected_exercises: SelectedExercise[];
  cooldown_selected_exercises: SelectedExercise[];
  completed: boolean;
  items: ItemValues[];
};

/**
 * What the form reads of a loaded workout (`workouts.get`). Written out rather than taken from the
 * router's type, which only the web's `@/` alias reaches; the editor passes that type here, so a
 * server change this no longer fits fails to compile there.
 */
export type WorkoutSource = {
  title: string;
  due: Ymd | null;
  position: number | null;
  short_description: string | null;
  rest_day: boolean;
  rest_day_instructions: string | null;
  warmup: string | null;
  cooldown: string | null;
  warmup_selected_exercises: SelectedExercise[] | null;
  cooldown_selected_exercises: SelectedExercise[] | null;
  state: string;
  workout_items: ReadonlyArray<{
    id: number;
    position: number;
    name: string;
    info: string | null;
    result: string | null;
    is_circuit: boolean;
    request_video: boolean;
    exercise_id: number | null;
    state: string;
    result_sets_override?: ReadonlyArray<ResultSet> | null;
  }>;
};

/**
 * Sets written back in the notation the parser reads (shared/result-sets.ts), so a correction
 * loads into its field as text and saves to the same sets: "100kg x 5, 自重 12".
 */
export function setsText(sets: ReadonlyArray<ResultSet>): string {
  return sets
    .map((s) => (s.weight_kg === null ? `自重 ${s.reps}` : `${s.weight_kg}kg x ${s.reps}`))
    .join(", ");
}

/** A correction as typed, read as sets (in kg when no unit is typed); null when there is none. */
export function overrideSets(text: string): ResultSet[] | null {
  return text.trim() ? parseResultSets(text, "metric") : null;
}

/**
 * Whose workouts the editor writes: a client's (dated, with results and completion) or a
 * program's templates (`position` = day, no results, no completion, no comments).
 */
export type Owner = { kind: "client"; clientId: number } | { kind: "program"; programId: number };

/** A template's day as typed: a whole number from 1 to MAX_POSITION (the server's limit). */
export function isPosition(value: string): boolean {
  const n = Number(value);
  return /^\d+$/.test(value.trim()) && n >= 1 && n <= MAX_POSITION;
}

/** The form's values for a workout, or for a new one on `due` (a client's) or day `position` (a template). */
export function toValues(
  workout: WorkoutSource | null,
  due: Ymd,
  position: number | null = null,
): FormValues {
  if (!workout) {
    return {
      title: "",
      due,
      position: position === null ? "" : String(position),
      short_description: "",
      rest_day: false,
      rest_day_instructions: "",
      warmup: "",
      cooldown: "",
      warmup_selected_exercises: [],
      cooldown_selected_exercises: [],
      completed: false,
      items: [],
    };
  }
  return {
    title: workout.title,
    due: workout.due ?? due,
    position: workout.position === null ? "" : String(workout.position),
    short_description: workout.short_description ?? "",
    rest_day: workout.rest_day,
    rest_day_instructions: workout.rest_day_instructions ?? "",
    warmup: workout.warmup ?? "",
    cooldown: workout.cooldown ?? "",
    warmup_selected_exercises: workout.warmup_selected_exercises ?? [],
    cooldown_selected_exercises: workout.cooldown_selected_exercises ?? [],
    completed: workout.state === "completed",
    items: [...workout.workout_items]
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((item) => ({
        id: item.id,
        name: item.name,
        info: item.info ?? "",
        result: item.result ?? "",
        is_circuit: item.is_circuit,
        request_video: item.request_video,
        exercise_id: item.exercise_id,
        done: item.state === "completed",
        sets_override: item.result_sets_override ? setsText(item.result_sets_override) : "",
        had_override: Boolean(item.result_sets_override),
      })),
  };
}

/** The content of a save; a template (`template`) carries no results or item completion. */
export function toPayload(values: FormValues, template: boolean) {
  const blank = (s: string) => (s.trim() ? s : null);
  return {
    title: values.title.trim(),
    // HTML from the rich-text editor; the server sanitises it (worker/domains/workouts/html.ts).
    short_description: htmlToText(values.short_description) ? values.short_description : null,
    rest_day: values.rest_day,
    rest_day_instructions: blank(values.rest_day_instructions),
    warmup: blank(values.warmup),
    cooldown: blank(values.cooldown),
    warmup_selected_exercises: values.warmup_selected_exercises,
    cooldown_selected_exercises: values.cooldown_selected_exercises,
    workout_items: values.items.map((item, i) => ({
      ...(item.id != null ? { id: item.id } : {}),
      name: item.name.trim(),
      info: blank(item.info),
      ...(template
        ? {}
        : {
            result: blank(item.result),
            state: item.done ? ("completed" as const) : ("pending" as const),
            // Sent only when there is or was a correction: every other save leaves the reading alone.
            ...(item.sets_override.trim() || item.had_override
              ? { result_sets_override: overrideSets(item.sets_override) }
              : {}),
          }),
      is_circuit: item.is_circuit,
      request_video: item.request_video,
      exercise_id: item.exercise_id,
      position: i + 1,
    })),
  };
}

/** The request body of a save: `due` + state for a client's workout, `position` for a template. */
export function ownerFields(owner: Owner, values: FormValues) {
  if (owner.kind === "program") return { position: Number(values.position) };
  return { due: values.due, state: values.completed ? ("completed" as const) : ("pending" as const) };
}

/**
 * The form's items for saving over a newer version (仍然覆盖): an item that version no longer has
 * loses its id, so it is written as a new item rather than as an update of one that is gone.
 */
export function itemsForOverwrite(items: ItemValues[], current: Pick<WorkoutSource, "workout_items">) {
  const stillThere = new Set(current.workout_items.map((i) => i.id));
  return items.map((item) => (item.id != null && !stillThere.has(item.id) ? { ...item, id: null } : item));
}
