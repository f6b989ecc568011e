import type { TPasteWorkoutInput, TWorkoutContent, TWorkoutItemInput } from "../schemas/workouts";
import type { Actor } from "./actor";
import type { ServiceDeps } from "./deps";
import type { PublicWorkout, PublicWorkoutItem } from "./workout-load";
import { loadWorkoutInScope, workoutResponse } from "./workout-load";
import { createWorkoutAt, resolveTarget } from "./workouts";

/** A workout as the clipboard holds it (SPEC section 4): content only, nothing that ties it to a row. */
export type ClipboardItem = Omit<
  PublicWorkoutItem,
  "id" | "workout_id" | "result" | "created_at" | "updated_at" | "state"
> & { state: "pending" };

export type ClipboardWorkout = Omit<
  PublicWorkout,
  | "id"
  | "uuid"
  | "client_id"
  | "due"
  | "state"
  | "created_at"
  | "updated_at"
  | "completed_at"
  | "workout_item_ids"
  | "comment_ids"
> & {
  id: null;
  client_id: null;
  due: null;
  state: "pending";
  workout_items: ClipboardItem[];
};

/**
 * Copying a workout to the clipboard resets it (SPEC section 4): id and client cleared, due
 * cleared, state pending, timestamps cleared (created_at, updated_at, completed_at), workout item
 * ids and the items' workout ids removed, results and item timestamps removed, items pending.
 * Also dropped, because they identify the original row rather than describe the workout: its
 * uuid and its comments. Pure: the input is not modified.
 */
export function toClipboard(
  workout: PublicWorkout & { workout_items: readonly PublicWorkoutItem[]; comments?: unknown },
): ClipboardWorkout {
  const {
    id: _id,
    uuid: _uuid,
    client_id: _client,
    due: _due,
    state: _state,
    created_at: _created,
    updated_at: _updated,
    completed_at: _completed,
    workout_item_ids: _itemIds,
    comment_ids: _commentIds,
    comments: _comments,
    workout_items,
    ...content
  } = workout;
  return {
    ...content,
    id: null,
    client_id: null,
    due: null,
    state: "pending",
    workout_items: workout_items.map((item) => {
      const {
        id: _itemId,
        workout_id: _workoutId,
        result: _result,
        created_at: _itemCreated,
        updated_at: _itemUpdated,
        state: _itemState,
        ...itemContent
      } = item;
      return { ...itemContent, state: "pending" as const };
    }),
  };
}

/** The content fields of a clipboard workout, as a create takes them. */
function clipboardContent(clip: ClipboardWorkout): Partial<TWorkoutContent> {
  return {
    title: clip.title,
    short_description: clip.short_description,
    rest_day: clip.rest_day,
    rest_day_instructions: clip.rest_day_instructions,
    warmup: clip.warmup,
    warmup_selected_exercises: clip.warmup_selected_exercises,
    cooldown: clip.cooldown,
    cooldown_selected_exercises: clip.cooldown_selected_exercises,
    order: clip.order,
    hidden: clip.hidden,
  };
}

function clipboardItems(clip: ClipboardWorkout): TWorkoutItemInput[] {
  return clip.workout_items.map((item) => ({
    name: item.name,
    info: item.info,
    is_circuit: item.is_circuit,
    state: item.state,
    selected_exercises: item.selected_exercises,
    linked: item.linked,
    position: item.position,
    exercise_id: item.exercise_id,
    request_video: item.request_video,
    attachments: item.attachments,
  }));
}

/**
 * Pastes a copy of a workout (through the clipboard reset) at a client's date or a program's day,
 * atomically, with the program-length update when the target is a program. Source and target
 * must both be within the caller's reach (404 otherwise).
 */
export async function pasteWorkout(deps: ServiceDeps, actor: Actor, input: TPasteWorkoutInput) {
  await loadWorkoutInScope(deps, actor, input.source_workout_id);
  const target = await resolveTarget(deps, actor, input);
  const { workout } = await workoutResponse(deps, input.source_workout_id);
  const clip = toClipboard(workout);
  return createWorkoutAt(deps, target, { ...clipboardContent(clip), state: "pending" }, clipboardItems(clip));
}
