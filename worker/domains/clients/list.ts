import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { clients, organizations, trainers, users } from "../../../db/schema";
import type { Attachment } from "../../../db/schema/json-types";
import { inIds } from "../../data/sql";
import {
  type CLIENT_LINK_NAMES,
  DEFAULT_CLIENT_SETTINGS,
  type TClientSettings,
  type TListClientsInput,
} from "../../schemas/clients";
import { type PageMeta, pageMeta, pageWindow } from "../../schemas/paging";
import type { ServiceDeps } from "../../services/deps";
import { type PublicTrainer, publicTrainer } from "../../services/serialize";
import { ensureFreshClientStatsFor, staleClientStats } from "./stats";

/**
 * The client wire shape and the client list.
 *
 * Lists of thousands of clients avoid per-row objects on both sides of the driver: one statement
 * returns the page as a single JSON value (an array of value arrays, built by SQLite's
 * json_group_array/json_array), and `clientJson` writes each client's JSON text straight from
 * those values. Turning thousands of wide rows into JS objects through the libSQL client — or
 * building the objects and stringifying them — costs several times more. REST sends the text as
 * it is; tRPC parses it once. Single clients go through the same `clientJson`, so every answer has
 * the same shape.
 */

type ClientRow = typeof clients.$inferSelect;

/** Compliance rates go out with 4 decimals (0.6667). */
const rate = (value: number | null) => (value === null ? null : Math.round(value * 10_000) / 10_000);

type ClientLinkName = (typeof CLIENT_LINK_NAMES)[number];

export function clientSettings(stored: Partial<TClientSettings> | null | undefined): TClientSettings {
  return { ...DEFAULT_CLIENT_SETTINGS, ...(stored ?? {}) };
}

/** The wire shape of a client: SPEC's fields (the cache bookkeeping and created_at left out). */
export type PublicClient = {
  id: number;
  user_id: number;
  trainer_id: number | null;
  organization_id: number | null;
  slug: string;
  settings: TClientSettings;
  due: string | null;
  due_date_locked: boolean;
  state: string;
  missed_sessions_count: number;
  limitations: string | null;
  equipment: string | null;
  equipment_attachments: Attachment[];
  goals: string | null;
  completed_workouts_count: number;
  client_type: string;
  compliance_rate_for_7_days: number | null;
  compliance_rate_for_30_days: number | null;
  compliance_rate_for_90_days: number | null;
  hide_from_feed: boolean;
  stripe_payment_source_id: string | null;
  updated_at: string;
  /** SPEC's links: `/api/clients/{id}/<name>`, and `workouts` → `/api/workouts?client_id={id}`. */
  links: Record<ClientLinkName | "workouts", string>;
  group_assignment_ids: number[];
};

/**
 * The columns `clientJson` reads, in order (c = clients). Values come either from SQLite's
 * json_array (booleans 0/1, JSON columns as text) or from a Drizzle row (booleans, parsed JSON).
 */
const CLIENT_VALUES =
  sql.raw(`json_array(c.id, c.user_id, c.trainer_id, c.organization_id, c.slug, c.settings,
  c.due, c.due_date_locked, c.state, c.missed_sessions_count, c.limitations, c.equipment, c.equipment_attachments,
  c.goals, c.completed_workouts_count, c.client_type, c.compliance_rate_for_7_days, c.compliance_rate_for_30_days,
  c.compliance_rate_for_90_days, c.hide_from_feed, c.stripe_payment_source_id, c.updated_at,
  (SELECT json_group_array(ga.id ORDER BY ga.id) FROM group_assignments ga WHERE ga.client_id = c.id))`);
type ClientValues = unknown[];

function valuesOf(row: ClientRow, groupAssignmentIds: number[]): ClientValues {
  return [
    row.id,
    row.user_id,
    row.trainer_id,
    row.organization_id,
    row.slug,
    row.settings,
    row.due,
    row.due_date_locked,
    row.state,
    row.missed_sessions_count,
    row.limitations,
    row.equipment,
    row.equipment_attachments,
    row.goals,
    row.completed_workouts_count,
    row.client_type,
    row.compliance_rate_for_7_days,
    row.compliance_rate_for_30_days,
    row.compliance_rate_for_90_days,
    row.hide_from_feed,
    row.stripe_payment_source_id,
    row.updated_at,
    groupAssignmentIds,
  ];
}

/**
 * JSON text with every non-ASCII character escaped (\uXXXX). An all-ASCII body stays a one-byte
 * string from end to end, which halves encoding and parsing time for large lists (the names of
 * Chinese users would otherwise make the whole body two-byte). Applied to each text field that can
 * hold non-ASCII (cheaper than scanning the whole body).
 */
const NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII_ALL = /[\u0080-\uffff]/g;
export function asciiJson(json: string): string {
  if (!NON_ASCII.test(json)) return json;
  return json.replace(NON_ASCII_ALL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** JSON of a value that may be null (free text, numbers), ASCII only. */
const q = (value: unknown) =>
  value === null || value === undefined
    ? "null"
    : typeof value === "string"
      ? asciiJson(JSON.stringify(value))
      : JSON.stringify(value);
/** JSON of text known to need no escaping (slugs, enums, dates, ISO timestamps). */
const plain = (value: unknown) => (value === null || value === undefined ? "null" : `"${value}"`);
const DEFAULT_SETTINGS_JSON = JSON.stringify(DEFAULT_CLIENT_SETTINGS);
const bool = (v: unknown) => (v === true || v === 1 ? "true" : "false");
/** A JSON column: text as stored (SQLite), or the parsed value (Drizzle). */
const jsonColumn = (v: unknown, fallback: string) =>
  v === null || v === undefined ? fallback : asciiJson(typeof v === "string" ? v : JSON.stringify(v));
const settingsJson = (v: unknown) => {
  if (v === null || v === undefined) return DEFAULT_SETTINGS_JSON;
  const stored =
    typeof v === "string" ? (JSON.parse(v) as Partial<TClientSettings>) : (v as Partial<TClientSettings>);
  return JSON.stringify(clientSettings(stored));
};
const rateJson = (v: unknown) => (v === null || v === undefined ? "null" : String(rate(v as number)));

/** One client's JSON text (PublicClient, ASCII only), written directly from its values. */
function clientJson(v: ClientValues): string {
  const id = v[0] as number;
  const base = `/api/clients/${id}/`;
  return (
    `{"id":${id},"user_id":${v[1]},"trainer_id":${q(v[2])},"organization_id":${q(v[3])},"slug":${plain(v[4])},` +
    `"settings":${settingsJson(v[5])},"due":${plain(v[6])},"due_date_locked":${bool(v[7])},"state":${q(v[8])},` +
    `"missed_sessions_count":${v[9]},"limitations":${q(v[10])},"equipment":${q(v[11])},` +
    `"equipment_attachments":${jsonColumn(v[12], "[]")},"goals":${q(v[13])},"completed_workouts_count":${v[14]},` +
    `"client_type":${q(v[15])},"compliance_rate_for_7_days":${rateJson(v[16])},` +
    `"compliance_rate_for_30_days":${rateJson(v[17])},"compliance_rate_for_90_days":${rateJson(v[18])},` +
    `"hide_from_feed":${bool(v[19])},"stripe_payment_source_id":${q(v[20])},"updated_at":${plain(v[21])},` +
    `"links":{"assessments":"${base}assessments","assessment_groups":"${base}assessment_groups",` +
    `"conversation":"${base}conversation","daily_nutrition_logs":"${base}daily_nutrition_logs",` +
    `"notes":"${base}notes","nutrition_plan":"${base}nutrition_plan","photo_sessions":"${base}photo_sessions",` +
    `"skeletons":"${base}skeletons","weight_trackings":"${base}weight_trackings",` +
    `"workouts":"/api/workouts?client_id=${id}","stripe_subscriptions":"${base}stripe_subscriptions"},` +
    `"group_assignment_ids":${jsonColumn(v[22], "[]")}}`
  );
}

/** The wire shape of one client, built by the same writer as the lists. */
export function publicClient(row: ClientRow, groupAssignmentIds: number[]): PublicClient {
  return JSON.parse(clientJson(valuesOf(row, groupAssignmentIds))) as PublicClient;
}

/** Users side-loaded with client lists (the full profile comes with GET /clients/{id}). */
export type ListedUser = {
  id: number;
  name: string;
  email: string | null;
  phone_number: string | null;
  image_url: string | null;
  has_trainer: boolean;
  trainer_id: number | null;
  super_admin: boolean;
  timezone: string;
};

const USER_COLUMNS =
  "id, name, email, phone_number, image_url, has_trainer, trainer_id, super_admin, timezone";
const USER_VALUES = sql.raw(`json_array(${USER_COLUMNS.replace(/(\w+)/g, "u.$1")})`);
const USER_VALUES_OF_USERS = sql.raw(`json_array(${USER_COLUMNS.replace(/(\w+)/g, '"users"."$1"')})`);
function userJson(v: unknown[]): string {
  return (
    `{"id":${v[0]},"name":${q(v[1])},"email":${q(v[2])},"phone_number":${q(v[3])},` +
    `"image_url":${q(v[4])},"has_trainer":${bool(v[5])},"trainer_id":${q(v[6])},` +
    `"super_admin":${bool(v[7])},"timezone":${q(v[8])}}`
  );
}

/** `[…]` of the JSON texts of value arrays. */
function jsonList(rows: unknown[][], write: (v: unknown[]) => string): string {
  const parts = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) parts[i] = write(rows[i]!);
  return `[${parts.join(",")}]`;
}

const ORDERS: Record<TListClientsInput["order"], SQL[]> = {
  name_ASC: [asc(users.name), asc(clients.id)],
  id_ASC: [asc(clients.id)],
  updated_at_DESC: [desc(clients.updated_at), desc(clients.id)],
  created_at_DESC: [desc(clients.created_at), desc(clients.id)],
};

export type ClientPageRequest = Pick<TListClientsInput, "order" | "limit" | "page" | "per_page">;

/** `page` CTE: the ids (and what the cache check needs) of one page of the filtered, ordered clients. */
function pageCte(where: SQL | undefined, page: ClientPageRequest) {
  const orderBy = sql.join(ORDERS[page.order], sql`, `);
  return sql`page AS MATERIALIZED (
    SELECT ${clients.id} AS id, ${clients.user_id} AS user_id, ${clients.trainer_id} AS trainer_id,
      ${users.timezone} AS timezone, ${clients.compliance_computed_on} AS computed_on,
      row_number() OVER (ORDER BY ${orderBy}) AS rn
    FROM ${clients} INNER JOIN ${users} ON ${users.id} = ${clients.user_id}
    WHERE ${where ?? sql`1`}
    ORDER BY ${orderBy}
    LIMIT ${pageWindow(page).size} OFFSET ${pageWindow(page).offset}
  )`;
}

type CacheDay = { timezone: string; computed_on: string | null };

/** The (time zone, computed-for day) pairs whose cached figures are not for today's local date. */
function staleDays(deps: ServiceDeps, days: CacheDay[]): CacheDay[] {
  return staleClientStats(
    deps,
    days.map((d) => ({ id: 0, timezone: d.timezone, compliance_computed_on: d.computed_on, day: d })),
  ).map((s) => s.day);
}

/**
 * Recomputes the cached counts and rates of the page's clients whose figures are for another
 * local day (client-stats decides, per time zone): one grouped query finds their ids.
 */
async function refreshStalePage(deps: ServiceDeps, where: SQL | undefined, page: ClientPageRequest) {
  const groups = await deps.db.all<CacheDay & { ids: string }>(sql`
    WITH ${pageCte(where, page)}
    SELECT timezone, computed_on, json_group_array(id) AS ids FROM page GROUP BY timezone, computed_on`);
  const stale = new Set(staleDays(deps, groups));
  const targets = groups
    .filter((g) => stale.has(g))
    .flatMap((g) =>
      (JSON.parse(g.ids) as number[]).map((id) => ({
        id,
        timezone: g.timezone,
        compliance_computed_on: g.computed_on,
      })),
    );
  if (targets.length > 0) await ensureFreshClientStatsFor(deps, targets);
}

/** Trainers of a page of clients, in the shape of GET /trainers. */
async function sideLoadTrainers(
  deps: ServiceDeps,
  trainerIds: number[],
): Promise<{ trainers: PublicTrainer[]; users: unknown[][] }> {
  if (trainerIds.length === 0) return { trainers: [], users: [] };
  const rows = await deps.db
    .select({ trainer: trainers, organization: organizations, user: sql<string>`${USER_VALUES_OF_USERS}` })
    .from(trainers)
    .innerJoin(users, eq(users.id, trainers.user_id))
    .leftJoin(organizations, eq(organizations.id, trainers.organization_id))
    .where(inIds(trainers.id, trainerIds));
  const counts = await deps.db
    .select({ trainer_id: clients.trainer_id, n: sql<number>`count(*)` })
    .from(clients)
    .where(and(inIds(clients.trainer_id, trainerIds), eq(clients.state, "active")))
    .groupBy(clients.trainer_id);
  const active = new Map(counts.map((c) => [c.trainer_id, Number(c.n)]));
  return {
    trainers: rows.map((r) =>
      publicTrainer(r.trainer, {
        active_clients_count: active.get(r.trainer.id) ?? 0,
        organization: r.organization,
      }),
    ),
    users: rows.map((r) => JSON.parse(r.user) as unknown[]),
  };
}

/** One page of the list as JSON texts (ASCII only), ready to send or to parse. */
export type ClientListPage = {
  clientsJson: string;
  usersJson: string;
  trainersJson: string;
  meta: PageMeta;
};

/**
 * `{clients, users, trainers, meta}` for the clients matching `where` (conditions on `clients` and
 * `users`): one statement for the page's clients (with links and group assignments), their users
 * and their trainers' users, the total, and the days the cached rates were computed for (stale
 * ones are refreshed and the statement repeated); then the page's few trainers.
 */
export async function listClientPage(
  deps: ServiceDeps,
  where: SQL | undefined,
  page: ClientPageRequest,
): Promise<ClientListPage> {
  // CROSS JOIN fixes the join order (SQLite never reorders it): walk the page and probe clients
  // and users by primary key. With a plain JOIN the planner scanned both tables and probed the
  // page through an automatic index built per statement (57 ms instead of 41 ms for 5,000 clients).
  const query = () =>
    deps.db.all<{ days: string; clients: string; users: string; trainer_ids: string; total: number }>(sql`
    WITH ${pageCte(where, page)}
    SELECT
      (SELECT json_group_array(json_object('timezone', timezone, 'computed_on', computed_on))
        FROM (SELECT DISTINCT timezone, computed_on FROM page)) AS days,
      (SELECT json_group_array(${CLIENT_VALUES} ORDER BY page.rn) FROM page CROSS JOIN clients c ON c.id = page.id) AS clients,
      (SELECT json_group_array(${USER_VALUES} ORDER BY page.rn) FROM page CROSS JOIN users u ON u.id = page.user_id) AS users,
      (SELECT json_group_array(DISTINCT trainer_id) FROM page WHERE trainer_id IS NOT NULL) AS trainer_ids,
      (SELECT count(*) FROM ${clients} INNER JOIN ${users} ON ${users.id} = ${clients.user_id}
        WHERE ${where ?? sql`1`}) AS total`);
  let [row] = await query();
  // Usually every cached figure is for today and this single statement is the whole read; the
  // first list of a day refreshes the stale ones and reads again.
  if (row && staleDays(deps, JSON.parse(row.days) as CacheDay[]).length > 0) {
    await refreshStalePage(deps, where, page);
    [row] = await query();
  }
  const clientUsers = JSON.parse(row?.users ?? "[]") as unknown[][];
  const side = await sideLoadTrainers(deps, JSON.parse(row?.trainer_ids ?? "[]") as number[]);
  // Trainers' users follow the clients' users (a coach is not a client, but never list one twice).
  const listed = new Set(clientUsers.map((u) => u[0] as number));
  const trainerUsers = side.users.filter((u) => !listed.has(u[0] as number));
  return {
    clientsJson: jsonList(JSON.parse(row?.clients ?? "[]") as unknown[][], clientJson),
    usersJson: jsonList([...clientUsers, ...trainerUsers], userJson),
    trainersJson: asciiJson(JSON.stringify(side.trainers)),
    meta: pageMeta(pageWindow(page), Number(row?.total ?? 0)),
  };
}

/** The page as objects (tRPC). */
export function clientListObject(page: ClientListPage) {
  return {
    clients: JSON.parse(page.clientsJson) as PublicClient[],
    users: JSON.parse(page.usersJson) as ListedUser[],
    trainers: JSON.parse(page.trainersJson) as PublicTrainer[],
    meta: page.meta,
  };
}
export type ClientList = ReturnType<typeof clientListObject>;

/** The page as the REST body text, without parsing and re-serializing the large arrays. */
export function clientListBody(page: ClientListPage): string {
  return `{"clients":${page.clientsJson},"users":${page.usersJson},"trainers":${page.trainersJson},"meta":${JSON.stringify(page.meta)}}`;
}
