import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import type * as z from "zod";
import { fieldMessage } from "#shared/messages";
import {
  assessment_groups,
  assessment_tests,
  assessment_values,
  assessments,
  workout_items,
  workouts,
} from "../../../db/schema";
import { inIds } from "../../data/sql";
import { AppError } from "../../errors";
import { requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { deliverAfterCommit } from "../../services/realtime";
import { progressNotice } from "../notifications/causes";
import { notificationDeliveries } from "../notifications/view";
import { listedOrganization, newItemOrganization, progressScope } from "./access";
import { resultValue } from "./result-value";
import type { TAssessment, TAssessmentDraft, ZCreateAssessmentGroupInput } from "./schemas";

/**
 * Assessments (issue 28): an organization's templates (groups of tests: 体测, FMS) and a client's
 * assessments, each a day's values of one group's tests. A workout item naming a test by
 * `assessment_id` feeds it too: its logged result is that test's value on the workout's date.
 * Those values are read from the workouts as they are now (an edited or removed result changes
 * them at once, with no copy to keep in step), answered as assessments with `id` null and the
 * feeding `workout_id`.
 */

type GroupRow = typeof assessment_groups.$inferSelect;

/** Groups with their tests, in the groups' order. */
async function groupViews(deps: ServiceDeps, groups: readonly GroupRow[]) {
  if (groups.length === 0) return [];
  const tests = await deps.db
    .select()
    .from(assessment_tests)
    .where(
      inIds(
        assessment_tests.group_id,
        groups.map((g) => g.id),
      ),
    )
    .orderBy(asc(assessment_tests.group_id), asc(assessment_tests.position));
  return groups.map((g) => ({
    id: g.id,
    organization_id: g.organization_id,
    name: g.name,
    tests: tests
      .filter((t) => t.group_id === g.id)
      .map((t) => ({ id: t.id, name: t.name, unit: t.unit, direction: t.direction })),
  }));
}

/** GET /assessment_groups: the organization's templates, oldest first. */
export async function listAssessmentGroups(
  deps: ServiceDeps,
  actor: Actor,
  organizationId: number | undefined,
) {
  const scope = listedOrganization(actor, organizationId);
  const groups = await deps.db
    .select()
    .from(assessment_groups)
    .where(scope === null ? undefined : eq(assessment_groups.organization_id, scope))
    .orderBy(asc(assessment_groups.id));
  return groupViews(deps, groups);
}

/** POST /assessment_groups: a template and its tests, in one batch. */
export async function createAssessmentGroup(
  deps: ServiceDeps,
  actor: Actor,
  input: z.output<typeof ZCreateAssessmentGroupInput>,
) {
  requireCoach(actor);
  const organizationId = await newItemOrganization(deps, actor, input.organization_id, "organization_id");
  const draft = input.assessment_group;
  const now = deps.clock.now().toISOString();
  const groupId = sql`(SELECT max(g.id) FROM ${assessment_groups} AS g WHERE g.organization_id = ${organizationId})`;
  const tests = JSON.stringify(draft.tests.map((t, position) => ({ ...t, position })));
  const [[group]] = await deps.db.batch([
    deps.db
      .insert(assessment_groups)
      .values({ organization_id: organizationId, name: draft.name, created_at: now })
      .returning(),
    deps.db.run(sql`
      INSERT INTO ${assessment_tests} (group_id, name, unit, direction, position)
      SELECT ${groupId}, j.value ->> 'name', j.value ->> 'unit', j.value ->> 'direction', j.value ->> 'position'
      FROM json_each(${tests}) AS j`),
  ]);
  const [view] = await groupViews(deps, [group!]);
  return { assessment_group: view! };
}

/** The groups a client's assessments (stored or fed by workouts) use: SPEC's `/clients/{id}/assessment_groups`. */
export async function clientAssessmentGroups(deps: ServiceDeps, actor: Actor, clientId: number) {
  const scope = await progressScope(deps, actor, clientId);
  const list = await assessmentsOf(deps, scope.clientId, scope.organizationId);
  return groupsUsedBy(deps, list);
}

export async function groupsUsedBy(deps: ServiceDeps, list: readonly TAssessment[]) {
  const ids = [...new Set(list.map((a) => a.assessment_group_id))];
  if (ids.length === 0) return [];
  const groups = await deps.db
    .select()
    .from(assessment_groups)
    .where(inIds(assessment_groups.id, ids))
    .orderBy(asc(assessment_groups.id));
  return groupViews(deps, groups);
}

/** GET /clients/{id}/assessments: newest first, stored and workout-fed together. */
export async function listAssessments(deps: ServiceDeps, actor: Actor, clientId: number) {
  const scope = await progressScope(deps, actor, clientId);
  return assessmentsOf(deps, scope.clientId, scope.organizationId);
}

export async function assessmentsOf(
  deps: ServiceDeps,
  clientId: number,
  organizationId: number | null,
): Promise<TAssessment[]> {
  const [stored, fed] = await Promise.all([
    storedAssessments(deps, clientId),
    workoutFedAssessments(deps, clientId, organizationId),
  ]);
  return [...stored, ...fed].sort(
    (a, b) =>
      b.date.localeCompare(a.date) || (b.id ?? 0) - (a.id ?? 0) || (b.workout_id ?? 0) - (a.workout_id ?? 0),
  );
}

async function storedAssessments(deps: ServiceDeps, clientId: number): Promise<TAssessment[]> {
  const rows = await deps.db
    .select({
      id: assessments.id,
      client_id: assessments.client_id,
      assessment_group_id: assessments.assessment_group_id,
      date: assessments.date,
      workout_id: sql<number | null>`NULL`,
      test_id: assessment_values.test_id,
      value: assessment_values.value,
    })
    .from(assessments)
    .leftJoin(assessment_values, eq(assessment_values.assessment_id, assessments.id))
    .where(eq(assessments.client_id, clientId))
    .orderBy(desc(assessments.date), desc(assessments.id), asc(assessment_values.test_id));
  const byId = new Map<number, TAssessment>();
  for (const { test_id, value, ...a } of rows) {
    const entry = byId.get(a.id) ?? { ...a, values: [] };
    if (test_id !== null && value !== null) entry.values.push({ test_id, value });
    byId.set(a.id, entry);
  }
  return [...byId.values()];
}

/** Items of the client's dated workouts naming one of its organization's tests, with a result. */
async function workoutFedAssessments(
  deps: ServiceDeps,
  clientId: number,
  organizationId: number | null,
): Promise<TAssessment[]> {
  if (organizationId === null) return [];
  const rows = await deps.db
    .select({
      workout_id: workouts.id,
      date: workouts.due,
      result: workout_items.result,
      test_id: assessment_tests.id,
      group_id: assessment_tests.group_id,
    })
    .from(workout_items)
    .innerJoin(workouts, eq(workouts.id, workout_items.workout_id))
    .innerJoin(assessment_tests, eq(assessment_tests.id, workout_items.assessment_id))
    .innerJoin(assessment_groups, eq(assessment_groups.id, assessment_tests.group_id))
    .where(
      and(
        eq(workouts.client_id, clientId),
        isNotNull(workouts.due),
        isNotNull(workout_items.result),
        eq(assessment_groups.organization_id, organizationId),
      ),
    )
    .orderBy(asc(workout_items.position));
  const byKey = new Map<string, TAssessment>();
  for (const r of rows) {
    const value = resultValue(r.result);
    if (value === null || r.date === null) continue;
    const key = `${r.workout_id}:${r.group_id}`;
    const entry: TAssessment = byKey.get(key) ?? {
      id: null,
      client_id: clientId,
      assessment_group_id: r.group_id,
      date: r.date,
      workout_id: r.workout_id,
      values: [],
    };
    // The first item naming a test wins (a workout testing it twice keeps its first result).
    if (!entry.values.some((v) => v.test_id === r.test_id)) entry.values.push({ test_id: r.test_id, value });
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

/**
 * POST /clients/{id}/assessments (coaches): a day's values of one of the organization's groups.
 * Every value names a test of that group (422 otherwise, on the value's path). The client's
 * trainer is told under its assessment flag, in the same batch.
 */
export async function createAssessment(
  deps: ServiceDeps,
  actor: Actor,
  clientId: number,
  draft: TAssessmentDraft,
) {
  const scope = await progressScope(deps, actor, clientId, { coachesOnly: true });
  const [group] = await deps.db
    .select()
    .from(assessment_groups)
    .where(eq(assessment_groups.id, draft.assessment_group_id))
    .limit(1);
  if (!group || group.organization_id !== scope.organizationId) throw new AppError("NOT_FOUND");
  const testIds = new Set(
    (
      await deps.db
        .select({ id: assessment_tests.id })
        .from(assessment_tests)
        .where(eq(assessment_tests.group_id, group.id))
    ).map((t) => t.id),
  );
  const issues = draft.values.flatMap((v, i) =>
    testIds.has(v.test_id)
      ? []
      : [{ path: `assessment.values.${i}.test_id`, message: fieldMessage("TEST_NOT_IN_GROUP") }],
  );
  if (issues.length > 0) throw new AppError("BAD_REQUEST", undefined, issues);
  const values = [...new Map(draft.values.map((v) => [v.test_id, v.value])).entries()].map(
    ([test_id, value]) => ({
      test_id,
      value,
    }),
  );
  const now = deps.clock.now().toISOString();
  const notice = await progressNotice(deps, "assessment", scope.clientId, actor.user.id, group.name, now);
  const assessmentId = sql`(SELECT max(a.id) FROM ${assessments} AS a WHERE a.client_id = ${scope.clientId})`;
  const results = await deps.db.batch([
    deps.db
      .insert(assessments)
      .values({
        client_id: scope.clientId,
        assessment_group_id: group.id,
        date: draft.date,
        author_id: actor.user.id,
        created_at: now,
      })
      .returning(),
    deps.db.run(sql`
      INSERT INTO ${assessment_values} (assessment_id, test_id, value)
      SELECT ${assessmentId}, j.value ->> 'test_id', j.value ->> 'value' FROM json_each(${JSON.stringify(values)}) AS j`),
    ...(notice ? [notice.statement] : []),
  ]);
  const [row] = results[0] as (typeof assessments.$inferSelect)[];
  if (notice) {
    const rows = results[results.length - 1] as Parameters<typeof notificationDeliveries>[2];
    await deliverAfterCommit(deps, await notificationDeliveries(deps, notice.organizationId, rows));
  }
  return {
    assessment: {
      id: row!.id,
      client_id: row!.client_id,
      assessment_group_id: row!.assessment_group_id,
      date: row!.date,
      workout_id: null,
      values: values.sort((a, b) => a.test_id - b.test_id),
    },
  };
}
