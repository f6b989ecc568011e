import { desc, eq } from "drizzle-orm";
import { PHOTO_SESSIONS_PAGE } from "#shared/photo-sessions";
import { photo_sessions, weight_trackings } from "../../../db/schema";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { progressScope } from "./access";
import { assessmentsOf, groupsUsedBy } from "./assessments";
import { weightTrackingView } from "./body";
import { metricValuesOf } from "./metrics";
import { sessionViews } from "./photos";

/**
 * GET /clients/{id}/progress: what the client's 进展 view shows, in one request: every bodyweight
 * (charts range over all time; a daily log for years is a few thousand small rows), the metrics
 * with values and targets, the latest page of photo sessions (older pages come from
 * photo_sessions), and the assessments with their groups. The reads run side by side; each is one
 * indexed range of the client's rows.
 */
export async function progressOverview(deps: ServiceDeps, actor: Actor, clientId: number) {
  const scope = await progressScope(deps, actor, clientId);
  const [weights, metricValues, sessions, assessmentList] = await Promise.all([
    deps.db
      .select()
      .from(weight_trackings)
      .where(eq(weight_trackings.client_id, scope.clientId))
      .orderBy(desc(weight_trackings.date)),
    metricValuesOf(deps, scope.clientId, scope.organizationId),
    deps.db
      .select()
      .from(photo_sessions)
      .where(eq(photo_sessions.client_id, scope.clientId))
      .orderBy(desc(photo_sessions.date), desc(photo_sessions.id))
      .limit(PHOTO_SESSIONS_PAGE),
    assessmentsOf(deps, scope.clientId, scope.organizationId),
  ]);
  const [sessionList, groups] = await Promise.all([
    sessionViews(deps, sessions),
    groupsUsedBy(deps, assessmentList),
  ]);
  return {
    weight_trackings: weights.map(weightTrackingView),
    metric_values: metricValues,
    photo_sessions: sessionList,
    assessments: assessmentList,
    assessment_groups: groups,
  };
}
