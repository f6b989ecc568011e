import { and, asc, count, eq, or, type SQL, sql } from "drizzle-orm";
import { fieldMessage, type Message, message } from "#shared/messages";
import { englishPart, fallbackSearchKey, normalizeSearchKey } from "#shared/search-key";
import { exercises, organizations } from "../../../db/schema";
import type { ExerciseTags } from "../../../db/schema/json-types";
import { inIds } from "../../data/sql";
import { AppError, type Locale } from "../../errors";
import { assertInOrganization, isSuper, organizationScope, requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { paged, pageMeta, pageWindow } from "../shared/paging";
import {
  TAG_FAMILIES,
  type TCopyExerciseInput,
  type TCreateExerciseInput,
  type TExerciseTags,
  type TListExercisesInput,
  type TUpdateExerciseInput,
} from "./schemas";
import { compareSearchResults, searchRank } from "./search-rank";
import { containsText } from "./sql";

/**
 * Exercise library. Default exercises (organization_id null, default true) are the shared
 * catalogue: every coach sees them, only the super admin changes them (others: 403). An
 * organization's own exercises are shared by its coaches and invisible elsewhere (404).
 */
export const LIBRARY_MESSAGES = {
  exerciseSaved: message("EXERCISE_SAVED"),
  exerciseDeleted: message("EXERCISE_DELETED"),
  warmupSaved: message("WARMUP_SAVED"),
  warmupDeleted: message("WARMUP_DELETED"),
  cooldownSaved: message("COOLDOWN_SAVED"),
  cooldownDeleted: message("COOLDOWN_DELETED"),
} as const;

type ExerciseRow = typeof exercises.$inferSelect;

export function publicExercise(row: ExerciseRow) {
  return { ...row, tags: normalizeTags(row.tags) };
}

/** Every family present, values trimmed and de-duplicated (first spelling wins). */
export function normalizeTags(tags: Partial<TExerciseTags> | null | undefined): ExerciseTags {
  const out = { type: [], primary_muscles: [], plane: [], pattern: [] } as ExerciseTags;
  for (const family of TAG_FAMILIES) {
    const seen = new Set<string>();
    for (const value of tags?.[family] ?? []) {
      const v = value.trim();
      if (!v || seen.has(v.toLowerCase())) continue;
      seen.add(v.toLowerCase());
      out[family].push(v);
    }
  }
  return out;
}

/** The organization a library list reads: the coach's own (another: 404); super: the one asked, or all. */
export function libraryScope(actor: Actor, organizationId: number | undefined): number | null {
  const scope = organizationScope(actor);
  if (organizationId === undefined) return scope;
  assertInOrganization(actor, organizationId);
  return organizationId;
}

/** Exercises an organization's coaches can see (null: everything, for the super admin's overview). */
export function visibleExercises(organizationId: number | null): SQL | undefined {
  if (organizationId === null) return undefined;
  return or(eq(exercises.default, true), eq(exercises.organization_id, organizationId));
}

/**
 * Any of `values` (case-insensitive) in the family's list of the exercise's tags (one bound JSON
 * list). A LIKE on the stored JSON text (`"Strength"` somewhere in it) first rules out most rows
 * cheaply; json_each then checks the family on the few left (4× faster on the catalogue).
 */
function hasAnyTag(family: (typeof TAG_FAMILIES)[number], values: string[]): SQL | undefined {
  const wanted = [...new Set(values.map((v) => v.toLowerCase()))];
  if (wanted.length === 0) return undefined;
  const somewhere = or(...wanted.map((v) => containsText(exercises.tags, JSON.stringify(v))));
  return sql`(${somewhere}) and exists (select 1 from json_each(${exercises.tags}, ${`$.${family}`}) as t
    where lower(t.value) in (select value from json_each(${JSON.stringify(wanted)})))`;
}

/**
 * `q` in the name (either language) or in the pinyin search key; the key is also tried with the
 * spaces of `q` removed, so "shen dun" finds "shendun sd".
 */
function matchesQuery(q: string): SQL | undefined {
  const compact = q.replace(/\s+/g, "");
  const spaced = compact && compact !== q;
  return or(
    containsText(exercises.exercise_name, q),
    // "深 蹲" finds 深蹲: Chinese names have no spaces.
    spaced ? containsText(exercises.exercise_name, compact) : undefined,
    containsText(exercises.search_key, q),
    spaced ? containsText(exercises.search_key, compact) : undefined,
  );
}

/**
 * The list order without a search (issue 22), the organization's own exercises first, then the
 * catalogue:
 * - zh-CN: the exercises coaches program most, most programmed first (`common_rank`, set for 150
 *   catalogue exercises), then the rest by pinyin (`search_key`: the Chinese name's pinyin) and name;
 * - en: by English name (`english_name`, case-insensitive; an organization's own exercises have
 *   none and go by their name).
 * Both are indexed expression for expression (exercises_zh_order_idx, exercises_en_order_idx in
 * db/schema/libraries.ts): the catalogue alone (`default: true`) is read from the index in order,
 * a page at a time; beside an organization's own exercises (an OR of two index ranges) SQLite sorts
 * the visible rows, some 900. Never JavaScript: the list is paged by the database.
 */
export function listOrder(locale: Locale): SQL[] {
  if (locale === "en")
    return [
      asc(exercises.default),
      sql`${exercises.english_name} COLLATE NOCASE`,
      asc(exercises.exercise_name),
      asc(exercises.id),
    ];
  return [
    asc(exercises.default),
    sql`${exercises.common_rank} IS NULL`,
    asc(exercises.common_rank),
    asc(exercises.search_key),
    asc(exercises.exercise_name),
    asc(exercises.id),
  ];
}

/**
 * GET /exercises: catalogue + own organization's, own first (listOrder: in `locale`, else the
 * request's language); `q` (in rank order), tag filters, paging.
 */
export async function listExercises(
  deps: ServiceDeps,
  actor: Actor,
  input: TListExercisesInput,
  requestLocale: Locale = "zh-CN",
) {
  const scope = libraryScope(actor, input.organization_id);
  const where = and(
    visibleExercises(scope),
    input.default === undefined ? undefined : eq(exercises.default, input.default),
    input.q ? matchesQuery(input.q) : undefined,
    ...TAG_FAMILIES.map((family) => hasAnyTag(family, input.tags?.[family] ?? [])),
  );
  if (input.q) return rankedPage(deps, where, input.q, pageWindow(input));
  const { rows, meta } = await paged(
    pageWindow(input),
    (w) =>
      deps.db
        .select()
        .from(exercises)
        .where(where)
        .orderBy(...listOrder(input.locale ?? requestLocale))
        .limit(w.size)
        .offset(w.offset),
    () => deps.db.select({ n: count() }).from(exercises).where(where),
  );
  return {
    exercises: rows.map(publicExercise),
    meta,
  };
}

/**
 * A search's page in rank order (search-rank.ts). The ranking reads the names, so every match's
 * name and key are read (a few hundred short rows at most: the catalogue has under a thousand
 * exercises), ranked here, and only the page's rows are read in full.
 */
async function rankedPage(
  deps: ServiceDeps,
  where: SQL | undefined,
  q: string,
  window: ReturnType<typeof pageWindow>,
) {
  const matches = await deps.db
    .select({
      id: exercises.id,
      exercise_name: exercises.exercise_name,
      search_key: exercises.search_key,
      default: exercises.default,
      common_rank: exercises.common_rank,
    })
    .from(exercises)
    .where(where);
  const ranked = matches
    .map((m) => ({ ...m, rank: searchRank(m.exercise_name, m.search_key ?? "", q) }))
    .sort(compareSearchResults);
  const ids = ranked.slice(window.offset, window.offset + window.size).map((r) => r.id);
  const rows = ids.length ? await deps.db.select().from(exercises).where(inIds(exercises.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    exercises: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [publicExercise(row)] : [];
    }),
    meta: pageMeta(window, ranked.length),
  };
}

/** The exercise if the caller can see it (default, or of the caller's organization), else NOT_FOUND. */
async function loadVisibleExercise(deps: ServiceDeps, actor: Actor, id: number) {
  requireCoach(actor);
  const [row] = await deps.db.select().from(exercises).where(eq(exercises.id, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  if (!row.default) assertInOrganization(actor, row.organization_id);
  return row;
}

/** Loads for a change: default exercises are read-only for everyone but the super admin. */
async function loadWritableExercise(deps: ServiceDeps, actor: Actor, id: number) {
  const row = await loadVisibleExercise(deps, actor, id);
  if (row.default && !isSuper(actor)) throw new AppError("FORBIDDEN", message("DEFAULT_EXERCISE_READONLY"));
  return row;
}

function written(row: ExerciseRow, msg: Message) {
  const exercise = publicExercise(row);
  return { success: 0 as const, msg, exercise, attachments: exercise.attachments };
}

export async function getExercise(deps: ServiceDeps, actor: Actor, id: number) {
  const exercise = publicExercise(await loadVisibleExercise(deps, actor, id));
  return { exercise, attachments: exercise.attachments };
}

export async function assertOrganizationExists(deps: ServiceDeps, id: number, path: string) {
  const [row] = await deps.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  if (!row)
    throw new AppError("BAD_REQUEST", message("ORGANIZATION_NOT_FOUND"), [
      { path, message: fieldMessage("ORGANIZATION_NOT_FOUND") },
    ]);
}

/**
 * The organization a new library item goes to: the coach's own. The super admin names one
 * (`organization_id`) or uses its own; `organization_id` from anybody else is ignored.
 */
export async function targetOrganization(
  deps: ServiceDeps,
  actor: Actor,
  requested: number | undefined,
  path: string,
): Promise<number> {
  requireCoach(actor);
  if (!isSuper(actor)) return actor.organizationId!;
  const id = requested ?? actor.organizationId;
  if (id == null)
    throw new AppError("BAD_REQUEST", undefined, [{ path, message: fieldMessage("ORGANIZATION_CHOOSE") }]);
  await assertOrganizationExists(deps, id, path);
  return id;
}

/**
 * The English name a catalogue row sorts by in the en list: the name's part without Chinese (the
 * whole name when that is all); an organization's own exercises have none (they sort by name).
 */
function englishNameFor(name: string, catalogue: boolean): string | null {
  return catalogue ? englishPart(name) || name : null;
}

/** The stored key: the given one normalized, else (or when it normalizes to "") the name's fallback. */
function keyFor(name: string, given: string | undefined): string {
  return (given === undefined ? "" : normalizeSearchKey(given)) || fallbackSearchKey(name);
}

/** POST /exercises: into the caller's organization; the super admin may add to the catalogue (`default`). */
export async function createExercise(deps: ServiceDeps, actor: Actor, input: TCreateExerciseInput) {
  requireCoach(actor);
  const { default: wantsDefault, organization_id, tags, attachments, search_key, ...fields } = input.exercise;
  const catalogue = isSuper(actor) && wantsDefault === true;
  const organizationId = catalogue
    ? null
    : await targetOrganization(deps, actor, organization_id, "exercise.organization_id");
  const now = deps.clock.now().toISOString();
  const [row] = await deps.db
    .insert(exercises)
    .values({
      ...fields,
      attachments: attachments ?? [],
      tags: normalizeTags(tags),
      search_key: keyFor(fields.exercise_name, search_key),
      english_name: englishNameFor(fields.exercise_name, catalogue),
      default: catalogue,
      organization_id: organizationId,
      trainer_id: actor.trainer?.id ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning();
  return written(row!, LIBRARY_MESSAGES.exerciseSaved);
}

/** PUT /exercises/{id}: given tag families replace the stored ones, others stay. */
export async function updateExercise(
  deps: ServiceDeps,
  actor: Actor,
  id: number,
  input: TUpdateExerciseInput,
) {
  const current = await loadWritableExercise(deps, actor, id);
  const { tags, search_key, ...fields } = input.exercise;
  // A new name without a key must not keep the old name's pinyin.
  const renamed = fields.exercise_name !== undefined && fields.exercise_name !== current.exercise_name;
  const key =
    search_key !== undefined || renamed
      ? keyFor(fields.exercise_name ?? current.exercise_name, search_key)
      : undefined;
  const [row] = await deps.db
    .update(exercises)
    .set({
      ...fields,
      ...(key !== undefined ? { search_key: key } : {}),
      ...(renamed ? { english_name: englishNameFor(fields.exercise_name!, current.default === true) } : {}),
      ...(tags ? { tags: normalizeTags({ ...normalizeTags(current.tags), ...tags }) } : {}),
      updated_at: deps.clock.now().toISOString(),
    })
    .where(eq(exercises.id, id))
    .returning();
  return written(row!, LIBRARY_MESSAGES.exerciseSaved);
}

/** DELETE /exercises/{id}: workout items that used it keep their text (exercise_id set null). */
export async function deleteExercise(deps: ServiceDeps, actor: Actor, id: number) {
  const current = await loadWritableExercise(deps, actor, id);
  await deps.db.delete(exercises).where(eq(exercises.id, id));
  const exercise = publicExercise(current);
  return {
    success: 0 as const,
    msg: LIBRARY_MESSAGES.exerciseDeleted,
    exercise,
    attachments: exercise.attachments,
  };
}

/**
 * POST /exercises/{id}/copy ("copy to my library"): a visible exercise (catalogue or own) copied
 * into the caller's organization, as an ordinary editable exercise that remembers its source. The
 * super admin has no library of its own to copy into, so it must name the organization.
 */
export async function copyExercise(deps: ServiceDeps, actor: Actor, id: number, input: TCopyExerciseInput) {
  const source = await loadVisibleExercise(deps, actor, id);
  let organizationId = actor.organizationId;
  if (isSuper(actor)) {
    if (input.organization_id === undefined) {
      throw new AppError("BAD_REQUEST", message("ORGANIZATION_REQUIRED"), [
        { path: "organization_id", message: fieldMessage("ORGANIZATION_REQUIRED") },
      ]);
    }
    await assertOrganizationExists(deps, input.organization_id, "organization_id");
    organizationId = input.organization_id;
  }
  const now = deps.clock.now().toISOString();
  const [row] = await deps.db
    .insert(exercises)
    .values({
      exercise_name: source.exercise_name,
      description: source.description,
      url: source.url,
      attachments: source.attachments,
      tags: normalizeTags(source.tags),
      search_key: source.search_key,
      photo_url: source.photo_url,
      default: false,
      copied_from_id: source.id,
      organization_id: organizationId!,
      trainer_id: actor.trainer?.id ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning();
  return written(row!, LIBRARY_MESSAGES.exerciseSaved);
}
