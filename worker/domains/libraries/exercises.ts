import { and, asc, count, eq, or, type SQL, sql } from "drizzle-orm";
import { exercises, organizations } from "../../../db/schema";
import type { ExerciseTags } from "../../../db/schema/json-types";
import { AppError } from "../../errors";
import { type Message, message } from "../../messages";
import {
  TAG_FAMILIES,
  type TCreateExerciseInput,
  type TExerciseTags,
  type TListExercisesInput,
  type TUpdateExerciseInput,
} from "../../schemas/libraries";
import { pageMeta, pageWindow } from "../../schemas/paging";
import { assertInOrganization, isSuper, organizationScope, requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
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

/** Any of `values` (case-insensitive) in the family's list of the exercise's tags (one bound JSON list). */
function hasAnyTag(family: (typeof TAG_FAMILIES)[number], values: string[]): SQL | undefined {
  const wanted = [...new Set(values.map((v) => v.toLowerCase()))];
  if (wanted.length === 0) return undefined;
  return sql`exists (select 1 from json_each(${exercises.tags}, ${`$.${family}`}) as t
    where lower(t.value) in (select value from json_each(${JSON.stringify(wanted)})))`;
}

/** GET /exercises: catalogue + own organization's, own first, by name; `q`, tag filters, paging. */
export async function listExercises(deps: ServiceDeps, actor: Actor, input: TListExercisesInput) {
  const scope = libraryScope(actor, input.organization_id);
  const where = and(
    visibleExercises(scope),
    input.default === undefined ? undefined : eq(exercises.default, input.default),
    input.q ? containsText(exercises.exercise_name, input.q) : undefined,
    ...TAG_FAMILIES.map((family) => hasAnyTag(family, input.tags?.[family] ?? [])),
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(exercises)
      .where(where)
      .orderBy(asc(exercises.default), asc(exercises.exercise_name), asc(exercises.id))
      .limit(pageWindow(input).size)
      .offset(pageWindow(input).offset),
    deps.db.select({ n: count() }).from(exercises).where(where),
  ]);
  return {
    exercises: rows.map(publicExercise),
    meta: pageMeta(pageWindow(input), total?.n ?? 0),
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
    throw new AppError("BAD_REQUEST", message("ORGANIZATION_NOT_FOUND"), [{ path, message: "组织不存在" }]);
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
  if (id == null) throw new AppError("BAD_REQUEST", undefined, [{ path, message: "请选择组织" }]);
  await assertOrganizationExists(deps, id, path);
  return id;
}

/** POST /exercises: into the caller's organization; the super admin may add to the catalogue (`default`). */
export async function createExercise(deps: ServiceDeps, actor: Actor, input: TCreateExerciseInput) {
  requireCoach(actor);
  const { default: wantsDefault, organization_id, tags, attachments, ...fields } = input.exercise;
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
  const { tags, ...fields } = input.exercise;
  const [row] = await deps.db
    .update(exercises)
    .set({
      ...fields,
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
