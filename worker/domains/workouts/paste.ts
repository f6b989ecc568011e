import { getTableColumns } from "drizzle-orm";
import { workout_items, workouts } from "../../../db/schema";
import { inIds } from "../../data/sql";
import { AppError } from "../../errors";
import { assertInOrganization } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { deliverPlannedWeeks, weeksPlannedNotice } from "../notifications/causes";
import { loadWorkoutInScope } from "./access";
import { assertExercisesUsable } from "./items";
import type { PublicWorkout, PublicWorkoutItem } from "./rows";
import { publicWorkout, workoutListColumns, workoutListRows } from "./rows";
import type { TPasteWorkoutInput, TPasteWorkoutsInput, TWorkoutContent, TWorkoutItemInput } from "./schemas";
import { loadItems, workoutResponse, workoutsPayload } from "./side-load";
import { createWorkoutAt, newWorkoutStatements, resolveTarget } from "./workouts";
import { writeWorkouts } from "./writes";

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

/**
 * Workout columns a paste does not carry over, and why; every other column of the table is content
 * and is pasted (tests/worker/copies.test.ts: the rest must be fields the editor's schema takes).
 */
export const PASTE_LEAVES_OUT_OF_WORKOUTS = {
  id: "a new row",
  uuid: "a new row",
  client_id: "the target decides",
  trainer_id: "the target decides",
  organization_id: "the target decides",
  due: "the target decides",
  position: "the target decides",
  program_id: "the target decides",
  program_name: "the target decides",
  program_assignment_id: "a pasted workout belongs to no assignment",
  template_workout_id: "a pasted workout is no assignment's copy (program sync leaves it alone)",
  template_hash: "a pasted workout is no assignment's copy",
  import_key: "only imported rows carry their source",
  state: "a pasted workout is pending (SPEC section 4)",
  completed_at: "a pasted workout is pending",
  note_id: "notes belong to the original",
  created_at: "a new row",
  updated_at: "a new row",
} satisfies Partial<Record<keyof typeof workouts.$inferSelect, string>>;

/** Item columns a paste does not carry over; every other column is pasted. */
export const PASTE_LEAVES_OUT_OF_ITEMS = {
  id: "a new row",
  workout_id: "the new workout",
  result: "results are cleared (SPEC section 4)",
  result_sets: "results are cleared, so are the sets read from them",
  result_sets_override: "results are cleared, so is a correction of their reading",
  state: "items are pending (SPEC section 4)",
  assessment_id: "assessments belong to the original",
  import_key: "only imported rows carry their source",
  created_at: "a new row",
  updated_at: "a new row",
} satisfies Partial<Record<keyof typeof workout_items.$inferSelect, string>>;

/** The table's columns minus the ones a paste leaves out. */
export function pastedColumns(table: typeof workouts | typeof workout_items, leftOut: object): string[] {
  return Object.keys(getTableColumns(table)).filter((column) => !(column in leftOut));
}

const PASTED_WORKOUT_COLUMNS = pastedColumns(workouts, PASTE_LEAVES_OUT_OF_WORKOUTS);
const PASTED_ITEM_COLUMNS = pastedColumns(workout_items, PASTE_LEAVES_OUT_OF_ITEMS);

function pick(source: object, columns: readonly string[]): Record<string, unknown> {
  const values = source as Record<string, unknown>;
  return Object.fromEntries(columns.filter((c) => c in values).map((c) => [c, values[c]]));
}

/** The content fields of a clipboard workout, as a create takes them. */
function clipboardContent(clip: ClipboardWorkout): Partial<TWorkoutContent> {
  return pick(clip, PASTED_WORKOUT_COLUMNS) as Partial<TWorkoutContent>;
}

function clipboardItems(clip: ClipboardWorkout): TWorkoutItemInput[] {
  return clip.workout_items.map((item) => ({
    ...(pick(item, PASTED_ITEM_COLUMNS) as TWorkoutItemInput),
    state: item.state,
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
  // Pasted items carry no result (the clipboard clears it), so no units are needed to read one,
  // and no record is set: the answer is the workout alone.
  const { workout: pasted } = await createWorkoutAt(
    deps,
    target,
    { ...clipboardContent(clip), state: "pending" },
    clipboardItems(clip),
    "metric",
    {
      plannedBy: actor.user.id,
    },
  );
  return { workout: pasted };
}

/**
 * POST /workouts/paste: copies of several workouts (through the clipboard reset) onto one client's
 * days, each at its own due date, in one atomic batch with one refresh of the client's figures: a
 * pasted week is all there or not at all. Every source and the client must be within the caller's
 * reach (404 otherwise). Answers the new workouts in the order asked, with their items.
 *
 * What is already on those days is left alone: the calendar asks the coach first and, to replace,
 * deletes the old workouts itself once the paste's undo time has passed (use-pending-delete.ts),
 * so an undo can bring them back unchanged.
 */
export async function pasteWorkouts(deps: ServiceDeps, actor: Actor, input: TPasteWorkoutsInput) {
  const [firstEntry] = input.workouts;
  if (!firstEntry) throw new AppError("BAD_REQUEST");
  const sourceIds = [...new Set(input.workouts.map((w) => w.source_workout_id))];
  const sources = await deps.db.select().from(workouts).where(inIds(workouts.id, sourceIds));
  if (sources.length !== sourceIds.length) throw new AppError("NOT_FOUND");
  for (const source of sources) assertInOrganization(actor, source.organization_id);
  const target = await resolveTarget(deps, actor, { client_id: input.client_id, due: firstEntry.due });
  if (target.kind !== "client") throw new AppError("INTERNAL");

  const items = await loadItems(deps, sourceIds);
  const clips = new Map(
    sources.map((row) => {
      const own = items.filter((i) => i.workout_id === row.id);
      const workout = {
        ...publicWorkout(
          row,
          own.map((i) => i.id),
          [],
        ),
        workout_items: own,
      };
      return [row.id, toClipboard(workout)] as const;
    }),
  );
  const copies = input.workouts.map((entry) => {
    const clip = clips.get(entry.source_workout_id)!;
    return { due: entry.due, content: clipboardContent(clip), items: clipboardItems(clip) };
  });
  await assertExercisesUsable(
    deps,
    target.bundle.client.organization_id!,
    copies.flatMap((copy, i) =>
      copy.items.map((item, j) => ({
        path: `workouts.${i}.workout_items.${j}.exercise_id`,
        exerciseId: item.exercise_id,
      })),
    ),
  );

  const planned = copies.map((copy) =>
    newWorkoutStatements(
      deps,
      { ...target, due: copy.due },
      { ...copy.content, state: "pending" },
      copy.items,
      "metric", // pasted items carry no result
    ),
  );
  // Each copy's INSERT … RETURNING id, then its items: where each INSERT sits in the batch.
  const statements: Parameters<typeof writeWorkouts>[1][number][] = [];
  const insertAt: number[] = [];
  for (const p of planned) {
    insertAt.push(statements.length);
    statements.push(p.insert, ...p.rest);
  }
  // A pasted week into days the client saw nothing of tells it a week was planned.
  const notice = await weeksPlannedNotice(
    deps,
    planned.map((p, i) => ({
      clientId: target.bundle.client.id,
      due: copies[i]!.due,
      uuid: p.uuid,
      hidden: copies[i]!.content.hidden === true,
      title: copies[i]!.content.title,
    })),
    actor.user.id,
    deps.clock.now().toISOString(),
  );
  const noticeAt = statements.length;
  statements.push(...(notice?.statements ?? []));
  const [first, ...rest] = statements;
  if (!first) throw new AppError("INTERNAL");
  const results = (await writeWorkouts(deps, [first, ...rest], planned[0]!.affected)) as unknown[];
  await deliverPlannedWeeks(deps, notice, results.slice(noticeAt));
  const ids = insertAt.map((at) => Number((results[at] as { id: number }[])[0]?.id));
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw new AppError("INTERNAL");

  const created = workoutListRows(
    await deps.db.select(workoutListColumns).from(workouts).where(inIds(workouts.id, ids)),
  );
  const byId = new Map(created.map((row) => [row.id, row]));
  const payload = await workoutsPayload(
    deps,
    ids.map((id) => byId.get(id)!),
    [target.bundle],
  );
  return { workouts: payload.workouts, workout_items: payload.workout_items };
}
