import { and, asc, count, eq } from "drizzle-orm";
import { fieldMessage } from "#shared/messages";
import { cooldowns, exercises, warmups } from "../../../db/schema";
import type { SelectedExercise } from "../../../db/schema/json-types";
import { inIds } from "../../data/sql";
import { AppError, type ErrorIssue } from "../../errors";
import { assertInOrganization, requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { paged, pageWindow } from "../shared/paging";
import { LIBRARY_MESSAGES, libraryScope, targetOrganization, visibleExercises } from "./exercises";
import type {
  TListTemplatesInput,
  TTemplateCreateFields,
  TTemplateUpdateFields,
  TUpdateCooldownInput,
  TUpdateWarmupInput,
} from "./schemas";
import { containsText } from "./sql";

/**
 * Warm-ups and cool-downs: named templates of an organization (shared by its coaches, invisible to
 * other organizations) with a description and picked exercises. Both tables have the same columns,
 * so one implementation serves both; `kind` names the table and the wire keys.
 */
type Kind = "warmup" | "cooldown";
// Same columns, different table name: the cast only erases the name from the type.
const TABLES = { warmup: warmups, cooldown: cooldowns as unknown as typeof warmups };
type TemplateRow = typeof warmups.$inferSelect;

const MESSAGES = {
  warmup: { saved: LIBRARY_MESSAGES.warmupSaved, deleted: LIBRARY_MESSAGES.warmupDeleted },
  cooldown: { saved: LIBRARY_MESSAGES.cooldownSaved, deleted: LIBRARY_MESSAGES.cooldownDeleted },
};

/**
 * Picked exercises must be ones the template's organization can see (its own or the catalogue);
 * their names are taken from the library, so a template always shows the current names.
 */
async function resolveSelected(
  deps: ServiceDeps,
  organizationId: number,
  selected: { id: number }[],
  path: string,
): Promise<SelectedExercise[]> {
  const ids = [...new Set(selected.map((s) => s.id))];
  const rows =
    ids.length === 0
      ? []
      : await deps.db
          .select({ id: exercises.id, name: exercises.exercise_name })
          .from(exercises)
          .where(and(inIds(exercises.id, ids), visibleExercises(organizationId)));
  const names = new Map(rows.map((r) => [r.id, r.name]));
  const issues: ErrorIssue[] = [];
  selected.forEach((s, i) => {
    if (!names.has(s.id))
      issues.push({ path: `${path}.${i}.id`, message: fieldMessage("LIBRARY_EXERCISE_NOT_FOUND") });
  });
  if (issues.length > 0) throw new AppError("BAD_REQUEST", undefined, issues);
  return selected.map((s) => ({ id: s.id, name: names.get(s.id)! }));
}

async function loadTemplate(deps: ServiceDeps, actor: Actor, kind: Kind, id: number): Promise<TemplateRow> {
  requireCoach(actor);
  const table = TABLES[kind];
  const [row] = await deps.db.select().from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  assertInOrganization(actor, row.organization_id);
  return row;
}

async function list(deps: ServiceDeps, actor: Actor, kind: Kind, input: TListTemplatesInput) {
  const table = TABLES[kind];
  const scope = libraryScope(actor, input.organization_id);
  const where = and(
    scope === null ? undefined : eq(table.organization_id, scope),
    input.q ? containsText(table.name, input.q) : undefined,
  );
  const { rows, meta } = await paged(
    pageWindow(input),
    (w) =>
      deps.db
        .select()
        .from(table)
        .where(where)
        .orderBy(asc(table.name), asc(table.id))
        .limit(w.size)
        .offset(w.offset),
    () => deps.db.select({ n: count() }).from(table).where(where),
  );
  return { rows, meta };
}

async function create(deps: ServiceDeps, actor: Actor, kind: Kind, fields: TTemplateCreateFields) {
  const { organization_id, selected_exercises, ...rest } = fields;
  const organizationId = await targetOrganization(deps, actor, organization_id, `${kind}.organization_id`);
  const selected = await resolveSelected(
    deps,
    organizationId,
    selected_exercises ?? [],
    `${kind}.selected_exercises`,
  );
  const now = deps.clock.now().toISOString();
  const [row] = await deps.db
    .insert(TABLES[kind])
    .values({
      ...rest,
      selected_exercises: selected,
      organization_id: organizationId,
      trainer_id: actor.trainer?.id ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning();
  return row!;
}

async function update(
  deps: ServiceDeps,
  actor: Actor,
  kind: Kind,
  id: number,
  fields: TTemplateUpdateFields,
) {
  const current = await loadTemplate(deps, actor, kind, id);
  const { selected_exercises, ...rest } = fields;
  const selected = selected_exercises
    ? await resolveSelected(deps, current.organization_id, selected_exercises, `${kind}.selected_exercises`)
    : undefined;
  const table = TABLES[kind];
  const [row] = await deps.db
    .update(table)
    .set({
      ...rest,
      ...(selected ? { selected_exercises: selected } : {}),
      updated_at: deps.clock.now().toISOString(),
    })
    .where(eq(table.id, id))
    .returning();
  return row!;
}

async function remove(deps: ServiceDeps, actor: Actor, kind: Kind, id: number) {
  const current = await loadTemplate(deps, actor, kind, id);
  const table = TABLES[kind];
  await deps.db.delete(table).where(eq(table.id, id));
  return current;
}

// Warm-ups: GET/POST /warmups, GET/PUT/DELETE /warmups/{id}.
export async function listWarmups(deps: ServiceDeps, actor: Actor, input: TListTemplatesInput) {
  const { rows, meta } = await list(deps, actor, "warmup", input);
  return { warmups: rows, meta };
}
export async function getWarmup(deps: ServiceDeps, actor: Actor, id: number) {
  return { warmup: await loadTemplate(deps, actor, "warmup", id) };
}
export async function createWarmup(
  deps: ServiceDeps,
  actor: Actor,
  input: { warmup: TTemplateCreateFields },
) {
  const warmup = await create(deps, actor, "warmup", input.warmup);
  return { success: 0 as const, msg: MESSAGES.warmup.saved, warmup };
}
export async function updateWarmup(deps: ServiceDeps, actor: Actor, id: number, input: TUpdateWarmupInput) {
  const warmup = await update(deps, actor, "warmup", id, input.warmup);
  return { success: 0 as const, msg: MESSAGES.warmup.saved, warmup };
}
export async function deleteWarmup(deps: ServiceDeps, actor: Actor, id: number) {
  const warmup = await remove(deps, actor, "warmup", id);
  return { success: 0 as const, msg: MESSAGES.warmup.deleted, warmup };
}

// Cool-downs: GET/POST /cooldowns, GET/PUT/DELETE /cooldowns/{id}.
export async function listCooldowns(deps: ServiceDeps, actor: Actor, input: TListTemplatesInput) {
  const { rows, meta } = await list(deps, actor, "cooldown", input);
  return { cooldowns: rows, meta };
}
export async function getCooldown(deps: ServiceDeps, actor: Actor, id: number) {
  return { cooldown: await loadTemplate(deps, actor, "cooldown", id) };
}
export async function createCooldown(
  deps: ServiceDeps,
  actor: Actor,
  input: { cooldown: TTemplateCreateFields },
) {
  const cooldown = await create(deps, actor, "cooldown", input.cooldown);
  return { success: 0 as const, msg: MESSAGES.cooldown.saved, cooldown };
}
export async function updateCooldown(
  deps: ServiceDeps,
  actor: Actor,
  id: number,
  input: TUpdateCooldownInput,
) {
  const cooldown = await update(deps, actor, "cooldown", id, input.cooldown);
  return { success: 0 as const, msg: MESSAGES.cooldown.saved, cooldown };
}
export async function deleteCooldown(deps: ServiceDeps, actor: Actor, id: number) {
  const cooldown = await remove(deps, actor, "cooldown", id);
  return { success: 0 as const, msg: MESSAGES.cooldown.deleted, cooldown };
}
