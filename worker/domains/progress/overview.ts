import { desc, eq } from "drizzle-orm";
import { PHOTO_SESSIONS_PAGE } from "#shared/photo-sessions";
import { photo_sessions } from "../../../db/schema";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { progressScope } from "./access";
import { assessmentsOf, groupsUsedBy } from "./assessments";
import { bodyweightOverview } from "./body-overview";
import { metricValuesOf } from "./metrics";
import { sessionViews } from "./photos";

/**
 * GET /clients/{id}/progress: what the client's 进展 view shows, in one request: the last year's
 * bodyweights and a weekly series of the older ones (./body-overview.ts), the metrics with values
 * and targets, the latest page of photo sessions (older pages come from photo_sessions), and the
 * assessments with their groups. The reads run side by side; each is one indexed range of the
 * client's rows.
 */
export async function progressOverview(deps: ServiceDeps, actor: Actor, clientId: number) {
  const scope = await progressScope(deps, actor, clientId);
  const [bodyweights, metricValues, sessions, assessmentList] = await Promise.all([
    bodyweightOverview(deps, scope.clientId),
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
    ...bodyweights,
    metric_values: metricValues,
    photo_sessions: sessionList,
    assessments: assessmentList,
    assessment_groups: groups,
  };
}
