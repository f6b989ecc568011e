import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { clients, comments, trainers, users, workout_items, workouts } from "../../../db/schema";
import { computed, jsonRow, leftJoined, type RowOf } from "../../data/json-row";
import { inIds, inJsonPlaceholder, preparedOnce } from "../../data/sql";
import { AppError } from "../../errors";
import { assertInOrganization, requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { ensureFreshClientStatsFor, staleClientStats } from "../clients/stats";
import { LIST_COMMENTS_PER_WORKOUT } from "../comments/schemas";

/**
 * Reading workouts and everything a screen shows beside them, in a fixed, small number of
 * queries however many workouts a list holds (workouts, items, comments, clients with their
 * users, trainers and group assignments), and the wire shapes of SPEC section 3.
 */

export type WorkoutRow = typeof workouts.$inferSelect;
export type WorkoutItemRow = typeof workout_items.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;

/**
 * Columns of the side-loaded records. Selecting only these keeps result sets narrow (D1 refuses
 * more than 100 columns in one result, and the wire shapes need no more).
 */
const clientColumns = {
  id: clients.id,
  user_id: clients.user_id,
  trainer_id: clients.trainer_id,
  organization_id: clients.organization_id,
  slug: clients.slug,
  state: clients.state,
  due: clients.due,
  client_type: clients.client_type,
  hide_from_feed: clients.hide_from_feed,
  completed_workouts_count: clients.completed_workouts_count,
  missed_sessions_count: clients.missed_sessions_count,
  compliance_rate_for_7_days: clients.compliance_rate_for_7_days,
  compliance_rate_for_30_days: clients.compliance_rate_for_30_days,
  compliance_rate_for_90_days: clients.compliance_rate_for_90_days,
  compliance_computed_on: clients.compliance_computed_on,
  updated_at: clients.updated_at,
};
const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  image_id: users.image_id,
  image_url: users.image_url,
  timezone: users.timezone,
  has_trainer: users.has_trainer,
  trainer_id: users.trainer_id,
  super_admin: users.super_admin,
};

const trainerColumns = {
  id: trainers.id,
  user_id: trainers.user_id,
  organization_id: trainers.organization_id,
  super_admin: trainers.super_admin,
};

type ClientRow = RowOf<typeof clientColumns>;
type UserRow = RowOf<typeof userColumns>;
type TrainerRow = RowOf<typeof trainerColumns>;

/** The items table as `i` inside a workout row's subquery. */
const item = alias(workout_items, "i");
const ITEM_ROW = jsonRow(getTableColumns(item));

/** A workout's items (ITEM_ROW arrays) as rows, in their order. */
function decodeItems(values: unknown): WorkoutItemRow[] {
  return (values as unknown[][])
    .map((v): WorkoutItemRow => ITEM_ROW.fromArray(v))
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * A list row as ONE JSON value: the workout's columns, its items (a probe of
 * workout_items_workout_idx, so a list reads workouts and their items in one statement) and
 * whether it has comments. The libSQL client builds a keyed object per row with a property
 * definition per column and asks the statement for its column list on every call; for a list of
 * wide rows that cost more than running the query (a client's week: 0.94 ms as 26 columns,
 * 0.38 ms as one). Decision: docs/decisions/2026-11-21-json-at-the-data-seam.md
 *
 * Column references in these subqueries are spelt out ("workouts"."id"): Drizzle leaves columns
 * of single-table selects unqualified, and a bare "id" would name the subquery's own column.
 */
const WORKOUT_ROW = jsonRow({
  ...getTableColumns(workouts),
  items: computed(
    sql`json((SELECT json_group_array(${ITEM_ROW.array}) FROM ${workout_items} AS ${item} WHERE ${item.workout_id} = "workouts"."id"))`,
    decodeItems,
  ),
  has_comments: sql<number>`EXISTS (SELECT 1 FROM ${comments} AS c WHERE c.workout_id = "workouts"."id")`,
});

/**
 * What list queries select: each workout with its items and whether it has comments (a probe of
 * comments_workout_idx: comments are loaded only for workouts that have any), as one value. A list
 * is then one statement for workouts and items, and usually none for comments. Read rows with
 * workoutListRows().
 */
export const workoutListColumns = {
  workout: WORKOUT_ROW.array.mapWith(
    (json: string): WorkoutListRow => WORKOUT_ROW.fromArray(JSON.parse(json)),
  ),
};
export type WorkoutListRow = WorkoutRow & { items?: WorkoutItemRow[]; has_comments?: number };

/** The workouts of rows selected with workoutListColumns. */
export function workoutListRows(rows: readonly { workout: WorkoutListRow }[]): WorkoutListRow[] {
  return rows.map((r) => r.workout);
}

export function publicWorkout(row: WorkoutListRow, workoutItemIds: number[], commentIds: number[]) {
  const { has_comments: _has, items: _items, ...rest } = row;
  return { ...rest, workout_item_ids: workoutItemIds, comment_ids: commentIds };
}
export type PublicWorkout = ReturnType<typeof publicWorkout>;
export type PublicWorkoutItem = WorkoutItemRow;
export type PublicComment = PublicCommentRow;

/** The side-loaded client: what a workouts screen needs (SPEC: user_id, state, organization_id, rates). */
export function sideloadedClient(row: ClientRow, groupAssignmentIds: number[]) {
  const { compliance_computed_on: _on, ...rest } = row;
  return { ...rest, group_assignment_ids: groupAssignmentIds };
}
export type SideloadedClient = ReturnType<typeof sideloadedClient>;

/** The side-loaded user: name and picture for display; nothing private. */
export function sideloadedUser(row: UserRow): UserRow {
  return { ...row };
}
export type SideloadedUser = UserRow;

export function sideloadedTrainer(row: TrainerRow): TrainerRow {
  return { ...row };
}
export type SideloadedTrainer = TrainerRow;

export type GroupAssignment = { id: number; group_id: number; client_id: number };

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

const groupAssignmentsJson = sql<string>`(SELECT json_group_array(json_object('id', ga.id, 'group_id', ga.group_id, 'client_id', ga.client_id)) FROM group_assignments AS ga WHERE ga.client_id = "clients"."id")`;

/**
 * A client with its user, trainer and group assignments as one JSON value (the libSQL client's
 * per-column work on ~30 columns cost more than the query); the REAL rates beside it (json-row.ts).
 */
const BUNDLE_ROW = jsonRow({
  client: clientColumns,
  user: userColumns,
  trainer: leftJoined(trainerColumns),
  groupAssignments: computed(sql`json(${groupAssignmentsJson})`, (v) => v as GroupAssignment[]),
});
export type ClientBundle = ReturnType<typeof BUNDLE_ROW.fromSelected>;

async function selectClientBundles(deps: ServiceDeps, clientIds: number[]): Promise<ClientBundle[]> {
  if (clientIds.length === 0) return [];
  const query = preparedOnce(deps.db, "clientBundles", () =>
    deps.db
      .select(BUNDLE_ROW.select)
      .from(clients)
      .innerJoin(users, eq(users.id, clients.user_id))
      .leftJoin(trainers, eq(trainers.id, clients.trainer_id))
      .where(inJsonPlaceholder(clients.id, "ids"))
      .prepare(),
  );
  const rows = await query.all({ ids: JSON.stringify(clientIds) });
  return rows.map((r) => BUNDLE_ROW.fromSelected(r));
}

/**
 * Clients with their user, trainer and group assignments, their cached stats made
 * current for today first (recomputed only for rows computed on another day).
 */
export async function loadClientBundles(deps: ServiceDeps, clientIds: number[]): Promise<ClientBundle[]> {
  return withFreshStats(deps, await selectClientBundles(deps, [...new Set(clientIds)]));
}

/** The bundles with their cached statistics brought up to date (a write: only for clients in reach). */
async function withFreshStats(deps: ServiceDeps, bundles: ClientBundle[]): Promise<ClientBundle[]> {
  const targets = bundles.map((b) => ({
    id: b.client.id,
    timezone: b.user.timezone,
    compliance_computed_on: b.client.compliance_computed_on,
  }));
  const stale = staleClientStats(deps, targets);
  if (stale.length === 0) return bundles;
  await ensureFreshClientStatsFor(deps, stale);
  const fresh = new Map(
    (
      await selectClientBundles(
        deps,
        stale.map((s) => s.id),
      )
    ).map((b) => [b.client.id, b]),
  );
  return bundles.map((b) => fresh.get(b.client.id) ?? b);
}

/**
 * One client within the caller's reach (404 otherwise), as a bundle. Access is checked before the
 * statistics refresh, so a refused request writes nothing.
 */
export async function loadClientInScope(deps: ServiceDeps, actor: Actor, clientId: number) {
  requireCoach(actor);
  const [bundle] = await selectClientBundles(deps, [clientId]);
  if (!bundle) throw new AppError("NOT_FOUND");
  assertInOrganization(actor, bundle.client.organization_id);
  const [fresh] = await withFreshStats(deps, [bundle]);
  return fresh ?? bundle;
}

function groupIds<T extends { id: number }>(rows: T[], key: (row: T) => number): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row.id);
    else map.set(k, [row.id]);
  }
  return map;
}

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

/**
 * Who wrote a comment, as TrueCoach's `commenter: {type, id}`: the client (its clients.id) or the
 * coach (trainers.id) the author is, else the user; null when the author is gone. Two index probes
 * per comment inside the one query that reads them.
 */
// The author column is spelt out: Drizzle leaves a single-table select's columns unqualified, and
// a bare "user_id" inside the subquery would name the subquery's own column.
export const commenterColumns = {
  commenter_client: sql<
    number | null
  >`(SELECT c.id FROM ${clients} AS c WHERE c.user_id = "comments"."user_id")`,
  commenter_trainer: sql<
    number | null
  >`(SELECT t.id FROM ${trainers} AS t WHERE t.user_id = "comments"."user_id")`,
};

type CommenterColumns = { commenter_client: number | null; commenter_trainer: number | null };

/** The comment row with TrueCoach's `commenter` and `attachments` (comments carry none here). */
export function publicComment(row: CommentRow & Partial<CommenterColumns>) {
  const { commenter_client, commenter_trainer, ...rest } = row;
  const commenter =
    rest.user_id === null
      ? null
      : commenter_client != null
        ? { type: "client" as const, id: commenter_client }
        : commenter_trainer != null
          ? { type: "trainer" as const, id: commenter_trainer }
          : { type: "user" as const, id: rest.user_id };
  return { ...rest, commenter, attachments: [] as never[] };
}
export type PublicCommentRow = ReturnType<typeof publicComment>;

const ofWorkouts = (workoutIds: number[]) =>
  workoutIds.length === 1 ? eq(comments.workout_id, workoutIds[0]!) : inIds(comments.workout_id, workoutIds);

/**
 * The comments of these workouts, oldest first; with `latest`, only each workout's `latest` newest
 * (a workout holds up to 500: lists side-load a bounded number, `comment_ids` name them all).
 */
export async function loadComments(
  deps: ServiceDeps,
  workoutIds: number[],
  latest?: number,
): Promise<PublicCommentRow[]> {
  if (workoutIds.length === 0) return [];
  // Each workout's newest `latest`, ranked inside the workout on comments_workout_idx.
  const newest =
    latest === undefined
      ? undefined
      : sql`${comments.id} IN (SELECT ranked.id FROM (SELECT c.id, row_number() OVER (PARTITION BY c.workout_id ORDER BY c.created_at DESC, c.id DESC) AS n FROM ${comments} AS c WHERE c.workout_id IN (SELECT value FROM json_each(${JSON.stringify(workoutIds)}))) AS ranked WHERE ranked.n <= ${latest})`;
  const rows = await deps.db
    .select({ ...getTableColumns(comments), ...commenterColumns })
    .from(comments)
    .where(newest ? and(ofWorkouts(workoutIds), newest) : ofWorkouts(workoutIds))
    .orderBy(asc(comments.workout_id), asc(comments.created_at), asc(comments.id));
  return rows.map(publicComment);
}

/** Every comment id of these workouts, oldest first, by workout (two integers a row, from the index). */
export async function loadCommentIds(
  deps: ServiceDeps,
  workoutIds: number[],
): Promise<Map<number, number[]>> {
  if (workoutIds.length === 0) return new Map();
  const rows = await deps.db
    .select({ id: comments.id, workout_id: comments.workout_id })
    .from(comments)
    .where(ofWorkouts(workoutIds))
    .orderBy(asc(comments.workout_id), asc(comments.created_at), asc(comments.id));
  return groupIds(rows, (c) => c.workout_id);
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

/** A workout within the caller's reach, or 404 (also for ids of other organizations). */
export async function loadWorkoutInScope(deps: ServiceDeps, actor: Actor, id: number): Promise<WorkoutRow> {
  requireCoach(actor);
  const [row] = await deps.db.select().from(workouts).where(eq(workouts.id, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  assertInOrganization(actor, row.organization_id);
  return row;
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

/** Scope condition: the caller's organization (none for the super admin). */
export function workoutScope(organizationId: number | null) {
  return organizationId === null ? undefined : eq(workouts.organization_id, organizationId);
}
