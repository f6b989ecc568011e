import { and, asc, eq } from "drizzle-orm";
import type * as z from "zod";
import { metric_targets, metric_values, metrics } from "../../../db/schema";
import { AppError } from "../../errors";
import { requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { listedOrganization, newItemOrganization, progressScope } from "./access";
import type { ZCreateMetricInput, ZCreateMetricValueInput } from "./schemas";

/**
 * Custom metrics (issue 28): an organization defines them (5 km time, resting heart rate), with
 * whether higher or lower is better; each client has values (one per day) and optional targets.
 */

type MetricRow = typeof metrics.$inferSelect;
const metricView = ({ created_at: _, ...row }: MetricRow) => row;

/** GET /metrics: the organization's metrics, oldest first (the order they were defined in). */
export async function listMetrics(deps: ServiceDeps, actor: Actor, organizationId: number | undefined) {
  const scope = listedOrganization(actor, organizationId);
  const rows = await deps.db
    .select()
    .from(metrics)
    .where(scope === null ? undefined : eq(metrics.organization_id, scope))
    .orderBy(asc(metrics.id));
  return rows.map(metricView);
}

/** POST /metrics. */
export async function createMetric(
  deps: ServiceDeps,
  actor: Actor,
  input: z.output<typeof ZCreateMetricInput>,
) {
  requireCoach(actor);
  const organizationId = await newItemOrganization(deps, actor, input.organization_id, "organization_id");
  const [row] = await deps.db
    .insert(metrics)
    .values({ ...input.metric, organization_id: organizationId, created_at: deps.clock.now().toISOString() })
    .returning();
  return { metric: metricView(row!) };
}

/** A client's values (oldest first: charts read them in order) and its organization's metrics with targets. */
export async function listMetricValues(deps: ServiceDeps, actor: Actor, clientId: number) {
  const scope = await progressScope(deps, actor, clientId);
  return metricValuesOf(deps, scope.clientId, scope.organizationId);
}

export async function metricValuesOf(deps: ServiceDeps, clientId: number, organizationId: number | null) {
  const [values, defined, targets] = await Promise.all([
    deps.db
      .select({
        id: metric_values.id,
        client_id: metric_values.client_id,
        metric_id: metric_values.metric_id,
        date: metric_values.date,
        value: metric_values.value,
      })
      .from(metric_values)
      .where(eq(metric_values.client_id, clientId))
      .orderBy(asc(metric_values.date), asc(metric_values.metric_id)),
    organizationId === null
      ? Promise.resolve([])
      : deps.db
          .select()
          .from(metrics)
          .where(eq(metrics.organization_id, organizationId))
          .orderBy(asc(metrics.id)),
    deps.db
      .select({ metric_id: metric_targets.metric_id, target: metric_targets.target })
      .from(metric_targets)
      .where(eq(metric_targets.client_id, clientId)),
  ]);
  const targetOf = new Map(targets.map((t) => [t.metric_id, t.target]));
  return {
    metric_values: values,
    metrics: defined.map((m) => ({ ...metricView(m), target: targetOf.get(m.id) ?? null })),
  };
}

/**
 * POST /clients/{id}/metric_values: the day's value of one of the organization's metrics (a second
 * one that day replaces it), and the client's target for it when `target` is given (null clears it).
 */
export async function saveMetricValue(
  deps: ServiceDeps,
  actor: Actor,
  input: z.output<typeof ZCreateMetricValueInput>,
) {
  const scope = await progressScope(deps, actor, input.client_id);
  const draft = input.metric_value;
  const [metric] = await deps.db.select().from(metrics).where(eq(metrics.id, draft.metric_id)).limit(1);
  if (!metric || metric.organization_id !== scope.organizationId) throw new AppError("NOT_FOUND");
  const now = deps.clock.now().toISOString();
  const forTarget = and(
    eq(metric_targets.client_id, scope.clientId),
    eq(metric_targets.metric_id, metric.id),
  );
  const target =
    draft.target === undefined
      ? []
      : draft.target === null
        ? [deps.db.delete(metric_targets).where(forTarget)]
        : [
            deps.db
              .insert(metric_targets)
              .values({
                client_id: scope.clientId,
                metric_id: metric.id,
                target: draft.target,
                updated_at: now,
              })
              .onConflictDoUpdate({
                target: [metric_targets.client_id, metric_targets.metric_id],
                set: { target: draft.target, updated_at: now },
              }),
          ];
  const [written] = await deps.db.batch([
    deps.db
      .insert(metric_values)
      .values({
        client_id: scope.clientId,
        metric_id: metric.id,
        date: draft.date,
        value: draft.value,
        created_at: now,
      })
      .onConflictDoUpdate({
        target: [metric_values.client_id, metric_values.metric_id, metric_values.date],
        set: { value: draft.value },
      })
      .returning({
        id: metric_values.id,
        client_id: metric_values.client_id,
        metric_id: metric_values.metric_id,
        date: metric_values.date,
        value: metric_values.value,
      }),
    ...target,
  ]);
  const [stored] = await deps.db
    .select({ target: metric_targets.target })
    .from(metric_targets)
    .where(forTarget);
  return { metric_value: written[0]!, target: stored?.target ?? null };
}
