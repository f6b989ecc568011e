import { and, asc, count, desc, eq, gte, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import { clients, workouts } from "../../../db/schema";
import { inIds, preparedOnce } from "../../data/sql";
import { AppError } from "../../errors";
import { assertOwnClient, isClientActor, organizationScope } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { loadOwnClient } from "../clients/visibility";
import { visibleFigures, withVisibleFigures } from "../clients/visible-figures";
import { type PageMeta, type PageWindow, pageMeta, pageMetaOf } from "../shared/paging";
import { imagesOfUsers, type PublicImage } from "../users/images";
import { loadClientInScope, workoutScope } from "./access";
import type { ClientBundle } from "./client-bundles";
import { loadClientBundles } from "./fresh-stats";
import { type WorkoutListRow, workoutListColumns, workoutListRows } from "./rows";
import type { TListWorkoutsInput } from "./schemas";
import { type WorkoutsPayload, workoutsPayload } from "./side-load";

/**
 * GET /workouts in its three shapes (SPEC section 7; see ZListWorkoutsInput): given ids, one
 * client's range, or the coach feed. Every shape pages and applies every filter the request
 * names, and answers TrueCoach's `meta` and the side-loaded users' `images`.
 */

export type WorkoutList = WorkoutsPayload & { meta: PageMeta; images: PublicImage[] };

const FEED_DEFAULT_LIMIT = 20;
const CLIENT_DEFAULT_LIMIT = 1000;

function windowOf(input: TListWorkoutsInput, fallback: number): PageWindow {
  const page = input.page ?? 1;
  const size = input.per_page ?? input.limit ?? fallback;
  return { page, size, offset: (page - 1) * size };
}

/**
 * The filters a request names, as conditions for the ids and client shapes (the feed has its own
 * defaults). `hide_from_feed=false` leaves out hidden workouts and clients hidden from the feed,
 * as it does in the feed; `true` leaves everything in.
 */
function namedFilters(input: TListWorkoutsInput): SQL[] {
  const conditions: SQL[] = [];
  if (input.state !== undefined) conditions.push(eq(workouts.state, input.state));
  if (input.rest_day !== undefined) conditions.push(eq(workouts.rest_day, input.rest_day));
  if (input.trainer_id !== undefined) conditions.push(eq(workouts.trainer_id, input.trainer_id));
  if (input.hide_from_feed === false) {
    conditions.push(
      eq(workouts.hidden, false),
      sql`(SELECT c.hide_from_feed FROM ${clients} AS c WHERE c.id = ${workouts.client_id}) = 0`,
    );
  }
  return conditions;
}

async function withImages(deps: ServiceDeps, payload: WorkoutsPayload, meta: PageMeta): Promise<WorkoutList> {
  return { ...payload, meta, images: await imagesOfUsers(deps, payload.users) };
}

/** GET /workouts: one of the three shapes, with the side-loaded collections and the page. */
export async function listWorkouts(
  deps: ServiceDeps,
  actor: Actor,
  input: TListWorkoutsInput,
): Promise<WorkoutList> {
  if (isClientActor(actor)) return listOwnWorkouts(deps, actor, input);
  const scope = organizationScope(actor);
  if (input.ids !== undefined) return listByIds(deps, scope, input);
  if (input.client_id !== undefined) {
    const bundle = await loadClientInScope(deps, actor, input.client_id);
    return clientRange(deps, bundle, input, { end: input.end_date, extra: [] });
  }
  const window = windowOf(input, FEED_DEFAULT_LIMIT);
  const { query, values } = feedQuery(deps, scope, input, window.page);
  // One row past the page says whether another follows (see feedMeta).
  const rows = workoutListRows(await query.all({ ...values, limit: window.size + 1 }));
  const more = rows.length > window.size;
  const page = more ? rows.slice(0, window.size) : rows;
  const meta =
    page.length === 0 && window.page > 1
      ? pageMeta(window, await feedCountUpTo(deps, scope, input, window.offset))
      : feedMeta(window, page.length, more);
  return withImages(deps, await workoutsPayload(deps, page, [], input.comments_per_workout), meta);
}

/**
 * The feed's meta. The feed is the stream of a whole organization's completions; counting it
 * exactly is a scan of every completed workout (0.5 s for the bench studio's 562,500), so it is
 * counted up to one row past the page instead: exact on the last page, and while more follow,
 * `total_pages` is the next page and `total_count` what is known so far. A client paging until
 * `page == total_pages` reads the whole feed.
 */
function feedMeta(window: PageWindow, rowsOnPage: number, more: boolean): PageMeta {
  const known = window.offset + rowsOnPage + (more ? 1 : 0);
  return {
    page: window.page,
    per_page: window.size,
    total_pages: Math.ceil(known / window.size),
    total_count: known,
  };
}

/** `ids`: those workouts in the caller's reach, in the order asked (or `order`), filtered, one page. */
async function listByIds(deps: ServiceDeps, scope: number | null, input: TListWorkoutsInput) {
  const ids = input.ids ?? [];
  const window = windowOf(input, Math.max(ids.length, 1));
  if (ids.length === 0) return withImages(deps, await workoutsPayload(deps, []), emptyPageMeta(window));
  const rows = await deps.db
    .select(workoutListColumns)
    .from(workouts)
    .where(and(inIds(workouts.id, ids), workoutScope(scope), ...namedFilters(input)));
  const byId = new Map(workoutListRows(rows).map((r) => [r.id, r]));
  const found = ids.map((id) => byId.get(id)).filter((r): r is WorkoutListRow => r !== undefined);
  const ordered = input.order === undefined ? found : [...found].sort(rowOrder(input.order, "updated_at"));
  const page = ordered.slice(window.offset, window.offset + window.size);
  const meta = await pageMetaOf(window, page.length, async () => ordered.length);
  return withImages(deps, await workoutsPayload(deps, page, [], input.comments_per_workout), meta);
}

function emptyPageMeta(window: PageWindow): PageMeta {
  return { page: window.page, per_page: window.size, total_pages: 0, total_count: 0 };
}

type Order = NonNullable<TListWorkoutsInput["order"]>;

/** In-memory order of an id list: `asc` / `desc` by `plain` (the shape's own column). */
function rowOrder(order: Order, plain: "due" | "updated_at") {
  const key = order === "due_ASC" ? "due" : order === "updated_at_DESC" ? "updated_at" : plain;
  const sign = order === "due_ASC" || order === "asc" ? 1 : -1;
  return (a: WorkoutListRow, b: WorkoutListRow) => {
    const x = a[key] ?? "";
    const y = b[key] ?? "";
    return (x < y ? -1 : x > y ? 1 : 0) * sign || (a.id - b.id) * sign;
  };
}

/**
 * A client's workouts from start to end (YYYY-MM-DD, inclusive), by due date unless `order` says
 * otherwise, narrowed by the filters the request names. The plain range (the calendar's week) is
 * one prepared statement on workouts_client_due_idx; a full page also counts the range.
 */
async function clientRange(
  deps: ServiceDeps,
  bundle: ClientBundle,
  input: TListWorkoutsInput,
  bounds: { end: string | undefined; extra: SQL[] },
) {
  const window = windowOf(input, CLIENT_DEFAULT_LIMIT);
  const clientId = bundle.client.id;
  const start = input.start_date ?? "0000-00-00";
  const end = bounds.end ?? "9999-99-99";
  const filters = [...namedFilters(input), ...bounds.extra];
  const order = input.order ?? "due_ASC";
  const where = and(
    eq(workouts.client_id, clientId),
    gte(workouts.due, start),
    lte(workouts.due, end),
    ...filters,
  );
  const plain = filters.length === 0 && (order === "due_ASC" || order === "asc");
  const rows = workoutListRows(
    plain
      ? await clientRangeQuery(deps).all({
          client: clientId,
          start,
          end,
          limit: window.size,
          offset: window.offset,
        })
      : await deps.db
          .select(workoutListColumns)
          .from(workouts)
          .where(where)
          .orderBy(...rangeOrder(order))
          .limit(window.size)
          .offset(window.offset),
  );
  const meta = await pageMetaOf(window, rows.length, async () => {
    const [total] = await deps.db.select({ n: count() }).from(workouts).where(where);
    return total?.n ?? 0;
  });
  return withImages(deps, await workoutsPayload(deps, rows, [bundle], input.comments_per_workout), meta);
}

function rangeOrder(order: Order) {
  if (order === "updated_at_DESC") return [desc(workouts.updated_at), desc(workouts.id)];
  const dir = order === "desc" ? desc : asc;
  return [dir(workouts.due), dir(workouts.order), dir(workouts.id)];
}

/**
 * GET /workouts?client_id= by a signed-in client: only its own range (another client_id: 404, the
 * feed and id lists are coach views: 403), cut at what the coach lets it see (clients/visibility.ts:
 * nothing hidden, nothing past the horizon), in SQL so the page and its count agree.
 */
async function listOwnWorkouts(deps: ServiceDeps, actor: Actor, input: TListWorkoutsInput) {
  if (input.client_id === undefined) throw new AppError("FORBIDDEN");
  assertOwnClient(actor, input.client_id);
  const own = await loadOwnClient(deps, actor);
  const [cached] = await loadClientBundles(deps, [own.id]);
  if (!cached) throw new AppError("NOT_FOUND");
  // The side-loaded client's figures are those of the workouts the client may see.
  const bundle = { ...cached, client: withVisibleFigures(cached.client, await visibleFigures(deps, own)) };
  const end = input.end_date;
  const horizon = own.horizon !== null && (end === undefined || own.horizon < end) ? own.horizon : end;
  return clientRange(deps, bundle, input, { end: horizon, extra: [eq(workouts.hidden, false)] });
}

/** A client's workouts from start to end (YYYY-MM-DD, inclusive), by date: one range of workouts_client_due_idx. */
function clientRangeQuery(deps: ServiceDeps) {
  return preparedOnce(deps.db, "clientRange", () =>
    deps.db
      .select(workoutListColumns)
      .from(workouts)
      .where(
        and(
          eq(workouts.client_id, sql.placeholder("client")),
          gte(workouts.due, sql.placeholder("start")),
          lte(workouts.due, sql.placeholder("end")),
        ),
      )
      .orderBy(asc(workouts.due), asc(workouts.order), asc(workouts.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(),
  );
}

/**
 * The coach feed (SPEC section 9): one range of a feed index, newest first (oldest first with
 * `order=asc`). The literal terms (state, rest_day, hidden) let SQLite use the partial
 * workouts_feed_idx for the product-wide feed; with `trainer_id` the organization test is kept off
 * its index (unary +) so the (trainer_id, state, updated_at) index drives the query. One prepared
 * statement per shape.
 */
export function feedQuery(deps: ServiceDeps, scope: number | null, input: TListWorkoutsInput, page = 1) {
  const limit = input.per_page ?? input.limit ?? FEED_DEFAULT_LIMIT;
  const shape = feedShape(input, scope);
  const oldestFirst = input.order === "asc";
  const key = `feed:${shape.key}:${oldestFirst}` as const;
  const query = preparedOnce(deps.db, key, () => {
    const conditions = feedConditions(shape, sql.placeholder("trainer"), sql.placeholder("scope"));
    const dir = oldestFirst ? asc : desc;
    return deps.db
      .select(workoutListColumns)
      .from(workouts)
      .where(and(...conditions))
      .orderBy(dir(workouts.updated_at), dir(workouts.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare();
  });
  return {
    query,
    values: { trainer: input.trainer_id, scope, limit, offset: (page - 1) * limit },
  };
}

type FeedShape = {
  key: string;
  state: "pending" | "completed";
  restDay: 0 | 1;
  visibleOnly: boolean;
  byTrainer: boolean;
  scoped: boolean;
};

function feedShape(input: TListWorkoutsInput, scope: number | null): FeedShape {
  const state = input.state === "pending" ? "pending" : "completed";
  const restDay = input.rest_day ? 1 : 0;
  const visibleOnly = !input.hide_from_feed;
  const byTrainer = input.trainer_id !== undefined;
  const scoped = scope !== null;
  return {
    key: `${state}:${restDay}:${visibleOnly}:${byTrainer}:${scoped}`,
    state,
    restDay,
    visibleOnly,
    byTrainer,
    scoped,
  };
}

/** The feed's conditions, with the trainer and organization as placeholders or values. */
function feedConditions(shape: FeedShape, trainer: unknown, scope: unknown): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [
    sql`${workouts.state} = ${sql.raw(`'${shape.state}'`)}`,
    sql`${workouts.rest_day} = ${sql.raw(String(shape.restDay))}`,
  ];
  // The client's hide_from_feed is probed per row as a scalar subquery, not joined: for a join
  // SQLite builds a Bloom filter over all clients first, which cost more than the 20-row page
  // (feed statement 0.59 → 0.13 ms on the bench database). Templates (no client) never show.
  if (shape.visibleOnly)
    conditions.push(
      sql`${workouts.hidden} = 0`,
      sql`(SELECT c.hide_from_feed FROM ${clients} AS c WHERE c.id = ${workouts.client_id}) = 0`,
    );
  else conditions.push(isNotNull(workouts.client_id));
  if (shape.byTrainer) {
    conditions.push(sql`${workouts.trainer_id} = ${trainer}`);
    if (shape.scoped) conditions.push(sql`+${workouts.organization_id} = ${scope}`);
  } else if (shape.scoped) {
    conditions.push(sql`${workouts.organization_id} = ${scope}`);
  }
  return conditions;
}

/**
 * How many feed rows there are, counting no further than `bound` (an empty page past the end:
 * the rows before it, at most its offset, which the page's own query walked past anyway).
 */
async function feedCountUpTo(
  deps: ServiceDeps,
  scope: number | null,
  input: TListWorkoutsInput,
  bound: number,
) {
  const conditions = feedConditions(feedShape(input, scope), input.trainer_id, scope);
  const rows = await deps.db.all<{ n: number }>(
    sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${workouts} WHERE ${and(...conditions)} LIMIT ${bound})`,
  );
  return Number(rows[0]?.n ?? 0);
}
