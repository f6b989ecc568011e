import { asc, eq } from "drizzle-orm";
import { trainers, users, workout_items, workouts } from "../../../db/schema";
import { inIds } from "../../data/sql";
import { AppError } from "../../errors";
import type { ServiceDeps } from "../../services/deps";
import { LIST_COMMENTS_PER_WORKOUT } from "../comments/schemas";
import {
  type ClientBundle,
  type GroupAssignment,
  type SideloadedClient,
  type SideloadedTrainer,
  type SideloadedUser,
  sideloadedClient,
  sideloadedTrainer,
  sideloadedUser,
  type TrainerRow,
  trainerColumns,
  type UserRow,
  userColumns,
} from "./client-bundles";
import { loadClientBundles } from "./fresh-stats";
import { groupIds } from "./group-ids";
import {
  type PublicWorkout,
  type PublicWorkoutItem,
  publicWorkout,
  type WorkoutItemRow,
  type WorkoutListRow,
} from "./rows";
import { loadCommentIds, loadComments, type PublicComment } from "./workout-comments";

/**
 * Everything a screen shows beside workouts, in a fixed, small number of queries however many
 * workouts a list holds (items, comments, clients with their users, trainers and group
 * assignments).
 */

/** The side-loaded collections of GET /workouts (SPEC section 7). */
export type WorkoutsPayload = {
  workouts: PublicWorkout[];
  workout_items: PublicWorkoutItem[];
  clients: SideloadedClient[];
  users: SideloadedUser[];
  comments: PublicComment[];
  trainers: SideloadedTrainer[];
  group_assignments: GroupAssignment[];
};

export async function loadItems(deps: ServiceDeps, workoutIds: number[]): Promise<WorkoutItemRow[]> {
  if (workoutIds.length === 0) return [];
  return deps.db
    .select()
    .from(workout_items)
    .where(
      workoutIds.length === 1
        ? eq(workout_items.workout_id, workoutIds[0]!)
        : inIds(workout_items.workout_id, workoutIds),
    )
    .orderBy(asc(workout_items.workout_id), asc(workout_items.position), asc(workout_items.id));
}

export async function loadUsers(deps: ServiceDeps, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return deps.db.select(userColumns).from(users).where(inIds(users.id, ids));
}

async function loadTrainers(deps: ServiceDeps, ids: number[]) {
  if (ids.length === 0) return [];
  return deps.db.select(trainerColumns).from(trainers).where(inIds(trainers.id, ids));
}

/**
 * The GET /workouts payload for `rows` (already authorised and ordered). `knownClients` saves the
 * client query when the caller has loaded them (a client's range).
 */
export async function workoutsPayload(
  deps: ServiceDeps,
  rows: WorkoutListRow[],
  knownClients: ClientBundle[] = [],
  commentsPerWorkout: number | undefined = LIST_COMMENTS_PER_WORKOUT,
): Promise<WorkoutsPayload> {
  // Rows read with workoutListColumns carry their items and say whether they have comments;
  // rows read otherwise are completed with the plain queries.
  const items = rows.every((r) => r.items !== undefined)
    ? rows.flatMap((r) => r.items!)
    : await loadItems(
        deps,
        rows.map((r) => r.id),
      );
  const commented = rows.filter((r) => r.has_comments !== 0).map((r) => r.id);

  // Each workout's newest comments (SPEC's side-loaded `comments`, bounded) and all their ids.
  const commentRows = await loadComments(deps, commented, commentsPerWorkout ?? LIST_COMMENTS_PER_WORKOUT);
  const commentIds = await loadCommentIds(deps, commented);

  const bundles = new Map(knownClients.map((b) => [b.client.id, b]));
  const missingClients = [
    ...new Set(rows.map((r) => r.client_id).filter((id): id is number => id !== null && !bundles.has(id))),
  ];
  for (const b of await loadClientBundles(deps, missingClients)) bundles.set(b.client.id, b);

  const userMap = new Map<number, UserRow>();
  const trainerMap = new Map<number, TrainerRow>();
  for (const b of bundles.values()) {
    userMap.set(b.user.id, b.user);
    if (b.trainer) trainerMap.set(b.trainer.id, b.trainer);
  }
  const missingTrainers = [
    ...new Set(
      rows.map((r) => r.trainer_id).filter((id): id is number => id !== null && !trainerMap.has(id)),
    ),
  ];
  for (const t of await loadTrainers(deps, missingTrainers)) trainerMap.set(t.id, t);
  const missingUsers = [
    ...new Set(
      commentRows.map((c) => c.user_id).filter((id): id is number => id !== null && !userMap.has(id)),
    ),
  ];
  for (const u of await loadUsers(deps, missingUsers)) userMap.set(u.id, u);

  const itemIds = groupIds(items, (i) => i.workout_id);
  const usedClientIds = new Set(rows.map((r) => r.client_id));
  const clientBundles = [...bundles.values()].filter((b) => usedClientIds.has(b.client.id));
  return {
    workouts: rows.map((r) => publicWorkout(r, itemIds.get(r.id) ?? [], commentIds.get(r.id) ?? [])),
    workout_items: items,
    clients: clientBundles.map((b) =>
      sideloadedClient(
        b.client,
        b.groupAssignments.map((g) => g.id),
      ),
    ),
    users: [...userMap.values()].map(sideloadedUser),
    comments: commentRows,
    trainers: [...trainerMap.values()].map(sideloadedTrainer),
    group_assignments: clientBundles.flatMap((b) => b.groupAssignments),
  };
}

/** One workout as `{ workout }` with its items and comments embedded (SPEC: workout_items, comments). */
export async function workoutResponse(deps: ServiceDeps, id: number) {
  const [row] = await deps.db.select().from(workouts).where(eq(workouts.id, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  // The newest comments embedded (bounded like the lists'), every comment's id in comment_ids.
  const items = await loadItems(deps, [id]);
  const commentRows = await loadComments(deps, [id], LIST_COMMENTS_PER_WORKOUT);
  const commentIds = (await loadCommentIds(deps, [id])).get(id) ?? [];
  return {
    workout: {
      ...publicWorkout(
        row,
        items.map((i) => i.id),
        commentIds,
      ),
      workout_items: items,
      comments: commentRows,
    },
  };
}
export type WorkoutResponse = Awaited<ReturnType<typeof workoutResponse>>;
