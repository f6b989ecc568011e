import { and, asc, count, desc, eq, gte, lt, lte, or, type SQL } from "drizzle-orm";
import { fieldMessage } from "#shared/messages";
import { clients, exercises, workouts } from "../../../db/schema";
import { inIds } from "../../data/sql";
import { AppError } from "../../errors";
import { isClientActor } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { LIST_COMMENTS_PER_WORKOUT } from "../comments/schemas";
import { documentsForExport } from "../documents/list";
import { habitsExport } from "../habits/export";
import { nutritionExport } from "../nutrition/export";
import { progressExport } from "../progress/export";
import { pageMeta, pageWindow } from "../shared/paging";
import {
  publicWorkout,
  type WorkoutItemRow,
  type WorkoutListRow,
  workoutListColumns,
  workoutListRows,
} from "../workouts/rows";
import { loadUsers } from "../workouts/side-load";
import { loadCommentIds, loadComments } from "../workouts/workout-comments";
import { loadClientReadable, presentClient } from "./clients";
import type { ClientWorkoutState, TClientWorkoutsInput } from "./schemas";
import { localDate } from "./stats";
import { loadOwnClient, visibleToClientWhere } from "./visibility";

/**
 * A client's workouts as the client app and TrueCoach's integrations read them
 * (GET /clients/{id}/workouts), and the client's data export. Both answer the client itself and
 * coaches who may see the client; the client itself sees only what its coach lets it see
 * (clients/visibility.ts), coaches see everything.
 *
 * `missed` is not stored: a workout is missed when it is pending, not a rest day and due before
 * today in the client's time zone (the rule of missed_sessions_count, clients/stats.ts). `pending`
 * then lists the pending workouts that are not missed. Each listed workout carries that
 * `display_state`; its stored `state` stays pending | completed.
 */

/** Who is reading whose workouts, and the conditions that bound what they may see. */
async function readerScope(deps: ServiceDeps, actor: Actor, clientId: number) {
  const { client, user } = await loadClientReadable(deps, actor, eq(clients.id, clientId));
  const scope: SQL[] = [eq(workouts.client_id, client.id)];
  const own = isClientActor(actor) ? await loadOwnClient(deps, actor) : undefined;
  if (own) scope.push(visibleToClientWhere(own));
  return { client, user, scope, own, today: localDate(user.timezone, deps.clock.now()) };
}

function stateCondition(state: ClientWorkoutState, today: string): SQL {
  const missed = and(eq(workouts.state, "pending"), eq(workouts.rest_day, false), lt(workouts.due, today))!;
  if (state === "completed") return eq(workouts.state, "completed");
  if (state === "missed") return missed;
  return and(eq(workouts.state, "pending"), or(eq(workouts.rest_day, true), gte(workouts.due, today)))!;
}

export function displayState(row: Pick<WorkoutListRow, "state" | "rest_day" | "due">, today: string) {
  if (row.state === "completed") return "completed" as const;
  return !row.rest_day && row.due !== null && row.due < today ? ("missed" as const) : ("pending" as const);
}

/** The exercises the items name (for the video link the client opens): id, name and url only. */
async function itemExercises(deps: ServiceDeps, items: readonly WorkoutItemRow[]) {
  const ids = [...new Set(items.map((i) => i.exercise_id).filter((id): id is number => id !== null))];
  if (ids.length === 0) return [];
  return deps.db
    .select({ id: exercises.id, exercise_name: exercises.exercise_name, url: exercises.url })
    .from(exercises)
    .where(inIds(exercises.id, ids));
}

/** Workouts, their items, comments, the comments' authors (name, picture) and the items' exercises. */
async function withSideloads(
  deps: ServiceDeps,
  rows: WorkoutListRow[],
  today: string,
  commentsPerWorkout: number | undefined,
) {
  const items = rows.flatMap((r) => r.items ?? []);
  // Each workout's newest comments (bounded in lists, all in the export), every id in comment_ids.
  const commented = rows.filter((r) => r.has_comments !== 0).map((r) => r.id);
  const comments = await loadComments(deps, commented, commentsPerWorkout);
  const commentIds = await loadCommentIds(deps, commented);
  const authors = await loadUsers(deps, [
    ...new Set(comments.map((c) => c.user_id).filter((id): id is number => id !== null)),
  ]);
  const itemIds = new Map<number, number[]>();
  for (const item of items) itemIds.set(item.workout_id, [...(itemIds.get(item.workout_id) ?? []), item.id]);
  return {
    workouts: rows.map((r) => ({
      ...publicWorkout(r, itemIds.get(r.id) ?? [], commentIds.get(r.id) ?? []),
      display_state: displayState(r, today),
    })),
    workout_items: items,
    comments,
    users: authors.map((u) => ({ id: u.id, name: u.name, image_id: u.image_id, image_url: u.image_url })),
    exercises: await itemExercises(deps, items),
  };
}

/** GET /clients/{id}/workouts?states=&order=&start_date=&end_date=&page=&per_page= */
export async function listClientWorkouts(deps: ServiceDeps, actor: Actor, input: TClientWorkoutsInput) {
  const { scope, today } = await readerScope(deps, actor, input.id);
  if (input.start_date && input.end_date && input.start_date > input.end_date) {
    throw new AppError("BAD_REQUEST", undefined, [
      { path: "end_date", message: fieldMessage("END_BEFORE_START") },
    ]);
  }
  const where = and(
    ...scope,
    input.start_date ? gte(workouts.due, input.start_date) : undefined,
    input.end_date ? lte(workouts.due, input.end_date) : undefined,
    input.states.length < 3 ? or(...input.states.map((s) => stateCondition(s, today))) : undefined,
  );
  const window = pageWindow(input);
  const dir = input.order === "asc" ? asc : desc;
  const [total] = await deps.db.select({ n: count() }).from(workouts).where(where);
  const rows = workoutListRows(
    await deps.db
      .select(workoutListColumns)
      .from(workouts)
      .where(where)
      .orderBy(dir(workouts.due), dir(workouts.order), dir(workouts.id))
      .limit(window.size)
      .offset(window.offset),
  );
  return {
    meta: pageMeta(window, total?.n ?? 0),
    ...(await withSideloads(deps, rows, today, LIST_COMMENTS_PER_WORKOUT)),
  };
}

/**
 * GET /clients/{id}/export: everything of one client, for a "download my data" file. Bounded by
 * one client's rows; the client itself gets what it may see.
 */
export async function exportClient(deps: ServiceDeps, actor: Actor, clientId: number) {
  const { client, scope, own, today } = await readerScope(deps, actor, clientId);
  const presented = await presentClient(deps, client.id, true, own);
  const rows = workoutListRows(
    await deps.db
      .select(workoutListColumns)
      .from(workouts)
      .where(and(...scope))
      .orderBy(asc(workouts.due), asc(workouts.order), asc(workouts.id)),
  );
  // The export is the client's data in full: every comment (a workout holds at most 500).
  const { workouts: list, workout_items, comments } = await withSideloads(deps, rows, today, undefined);
  return {
    export: {
      user: presented.user,
      client: presented.client,
      workouts: list,
      workout_items,
      comments,
      documents: await documentsForExport(deps, client),
      progress: await progressExport(deps, client.id, client.organization_id),
      nutrition: await nutritionExport(deps, client.id),
      habits: await habitsExport(deps, client.id, today),
      exported_at: deps.clock.now().toISOString(),
    },
  };
}
