import { desc, eq } from "drizzle-orm";
import { photo_sessions, weight_trackings } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";
import { assessmentsOf, groupsUsedBy } from "./assessments";
import { weightTrackingColumns, weightTrackingView } from "./body";
import { metricValuesOf } from "./metrics";
import { sessionViews } from "./photos";

/**
 * A client's progress in its data export (issue 28): every bodyweight, metric value, photo session
 * (photos as signed links, valid about an hour: the export is read by the person who asked for it)
 * and assessment. The caller has already checked who may export the client.
 */
export async function progressExport(deps: ServiceDeps, clientId: number, organizationId: number | null) {
  const [weights, metricValues, sessions, assessmentList] = await Promise.all([
    deps.db
      .select(weightTrackingColumns)
      .from(weight_trackings)
      .where(eq(weight_trackings.client_id, clientId))
      .orderBy(desc(weight_trackings.date)),
    metricValuesOf(deps, clientId, organizationId),
    deps.db
      .select()
      .from(photo_sessions)
      .where(eq(photo_sessions.client_id, clientId))
      .orderBy(desc(photo_sessions.date), desc(photo_sessions.id)),
    assessmentsOf(deps, clientId, organizationId),
  ]);
  return {
    weight_trackings: weights.map(weightTrackingView),
    metric_values: metricValues,
    photo_sessions: await sessionViews(deps, sessions),
    assessments: assessmentList,
    assessment_groups: await groupsUsedBy(deps, assessmentList),
  };
}
