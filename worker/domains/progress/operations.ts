import { ID, op } from "../operation";
import { ZOk } from "../shared/outputs";
import {
  clientAssessmentGroups,
  createAssessment,
  createAssessmentGroup,
  listAssessmentGroups,
  listAssessments,
} from "./assessments";
import { deleteWeightTracking, listWeightTrackings, saveWeightTracking, updateWeightTracking } from "./body";
import { createMetric, listMetrics, listMetricValues, saveMetricValue } from "./metrics";
import { progressOverview } from "./overview";
import { createPhotoSession, deletePhotoSession, listPhotoSessions } from "./photos";
import * as schemas from "./schemas";

const clientPath = (name: string) => `/clients/:id{${ID}}/${name}`;
/** A write under /clients/{id}/…: the body plus the path's client id. */
const withClient = ({ params, body }: { params: Record<string, string>; body: unknown }) => ({
  ...(body as object),
  client_id: params.id,
});
const listOfClient = ({
  params,
  query,
}: {
  params: Record<string, string>;
  query: Record<string, string>;
}) => ({
  ...query,
  client_id: params.id,
});

/**
 * Progress beyond lifts (issue 28): bodyweight, custom metrics, progress photos and assessments;
 * REST as SPEC's client links name them (`/clients/{id}/weight_trackings` …), tRPC `progress.*`.
 * Who reaches what: ./access.ts.
 */
export const progressOperations = {
  overview: op({
    summary: "A client's progress view in one read: bodyweights, metrics, latest photo sessions, assessments",
    kind: "query",
    input: schemas.ZClientInput,
    output: schemas.ZProgressOverviewOutput,
    run: ({ deps, actor }, input) => progressOverview(deps, actor, input.client_id),
    rest: { method: "GET", path: clientPath("progress"), input: listOfClient },
  }),
  weightTrackings: {
    list: op({
      summary: "A client's bodyweight entries, newest first, one page",
      kind: "query",
      input: schemas.ZClientListInput,
      output: schemas.ZWeightTrackingsOutput,
      run: ({ deps, actor }, input) => listWeightTrackings(deps, actor, input),
      rest: { method: "GET", path: clientPath("weight_trackings"), input: listOfClient },
    }),
    save: op({
      summary:
        "Log a client's bodyweight for a day (weight_kg, or weight with unit kg, lb or 斤); a second entry that day updates it",
      kind: "mutation",
      input: schemas.ZCreateWeightTrackingInput,
      output: schemas.ZWeightTrackingOutput,
      run: ({ deps, actor }, input) =>
        saveWeightTracking(deps, actor, input.client_id, input.weight_tracking),
      rest: {
        method: "POST",
        path: clientPath("weight_trackings"),
        status: 201,
        input: withClient,
        requestSchema: schemas.ZCreateWeightTrackingInput.omit({ client_id: true }),
      },
    }),
    update: op({
      summary: "Change a bodyweight entry (409 when moved onto a day that has one)",
      kind: "mutation",
      input: schemas.ZUpdateWeightTrackingInput,
      output: schemas.ZWeightTrackingOutput,
      run: ({ deps, actor }, input) => updateWeightTracking(deps, actor, input.id, input.weight_tracking),
      rest: { method: "PUT", path: `/weight_trackings/:id{${ID}}` },
    }),
    delete: op({
      summary: "Delete a bodyweight entry",
      kind: "mutation",
      input: schemas.ZIdInput,
      output: ZOk,
      run: ({ deps, actor }, input) => deleteWeightTracking(deps, actor, input.id),
      rest: { method: "DELETE", path: `/weight_trackings/:id{${ID}}` },
    }),
  },
  metrics: {
    list: op({
      summary: "The organization's custom metrics (an array)",
      kind: "query",
      input: schemas.ZListOrganizationInput,
      output: schemas.ZMetricsOutput,
      run: ({ deps, actor }, input) => listMetrics(deps, actor, input.organization_id),
      rest: { method: "GET", path: "/metrics" },
    }),
    create: op({
      summary: "Define a custom metric (zh and en names, unit, whether higher or lower is better)",
      kind: "mutation",
      input: schemas.ZCreateMetricInput,
      output: schemas.ZMetricOutput,
      run: ({ deps, actor }, input) => createMetric(deps, actor, input),
      rest: { method: "POST", path: "/metrics", status: 201 },
    }),
    values: op({
      summary:
        "A client's metric values (oldest first) with the organization's metrics and the client's targets",
      kind: "query",
      input: schemas.ZClientInput,
      output: schemas.ZMetricValuesOutput,
      run: ({ deps, actor }, input) => listMetricValues(deps, actor, input.client_id),
      rest: { method: "GET", path: clientPath("metric_values"), input: listOfClient },
    }),
    saveValue: op({
      summary:
        "Log a client's value of a metric for a day (replacing that day's), optionally setting its target",
      kind: "mutation",
      input: schemas.ZCreateMetricValueInput,
      output: schemas.ZMetricValueOutput,
      run: ({ deps, actor }, input) => saveMetricValue(deps, actor, input),
      rest: {
        method: "POST",
        path: clientPath("metric_values"),
        status: 201,
        input: withClient,
        requestSchema: schemas.ZCreateMetricValueInput.omit({ client_id: true }),
      },
    }),
  },
  photoSessions: {
    list: op({
      summary: "A client's progress photo sessions, newest first, one page (photo URLs are signed)",
      kind: "query",
      input: schemas.ZClientListInput,
      output: schemas.ZPhotoSessionsOutput,
      run: ({ deps, actor }, input) => listPhotoSessions(deps, actor, input),
      rest: { method: "GET", path: clientPath("photo_sessions"), input: listOfClient },
    }),
    create: op({
      summary: "A progress photo session: a day's uploaded photos by pose (front, side, back, other)",
      kind: "mutation",
      input: schemas.ZCreatePhotoSessionInput,
      output: schemas.ZPhotoSessionOutput,
      run: ({ deps, actor }, input) => createPhotoSession(deps, actor, input.client_id, input.photo_session),
      rest: {
        method: "POST",
        path: clientPath("photo_sessions"),
        status: 201,
        input: withClient,
        requestSchema: schemas.ZCreatePhotoSessionInput.omit({ client_id: true }),
      },
    }),
    delete: op({
      summary: "Delete a photo session and its files",
      kind: "mutation",
      input: schemas.ZIdInput,
      output: ZOk,
      run: ({ deps, actor }, input) => deletePhotoSession(deps, actor, input.id),
      rest: { method: "DELETE", path: `/photo_sessions/:id{${ID}}` },
    }),
  },
  assessments: {
    groups: op({
      summary: "The organization's assessment templates with their tests (an array)",
      kind: "query",
      input: schemas.ZListOrganizationInput,
      output: schemas.ZAssessmentGroupsOutput,
      run: ({ deps, actor }, input) => listAssessmentGroups(deps, actor, input.organization_id),
      rest: { method: "GET", path: "/assessment_groups" },
    }),
    createGroup: op({
      summary: "An assessment template: a name and its tests (name, unit, whether higher or lower is better)",
      kind: "mutation",
      input: schemas.ZCreateAssessmentGroupInput,
      output: schemas.ZAssessmentGroupOutput,
      run: ({ deps, actor }, input) => createAssessmentGroup(deps, actor, input),
      rest: { method: "POST", path: "/assessment_groups", status: 201 },
    }),
    clientGroups: op({
      summary: "The assessment templates a client's assessments use (an array)",
      kind: "query",
      input: schemas.ZClientInput,
      output: schemas.ZAssessmentGroupsOutput,
      run: ({ deps, actor }, input) => clientAssessmentGroups(deps, actor, input.client_id),
      rest: { method: "GET", path: clientPath("assessment_groups"), input: listOfClient },
    }),
    list: op({
      summary: "A client's assessments, newest first (an array), with the values its workouts fed",
      kind: "query",
      input: schemas.ZClientInput,
      output: schemas.ZAssessmentsOutput,
      run: ({ deps, actor }, input) => listAssessments(deps, actor, input.client_id),
      rest: { method: "GET", path: clientPath("assessments"), input: listOfClient },
    }),
    create: op({
      summary: "Record a client's assessment: a day's values of one template's tests",
      kind: "mutation",
      input: schemas.ZCreateAssessmentInput,
      output: schemas.ZAssessmentOutput,
      run: ({ deps, actor }, input) => createAssessment(deps, actor, input.client_id, input.assessment),
      rest: {
        method: "POST",
        path: clientPath("assessments"),
        status: 201,
        input: withClient,
        requestSchema: schemas.ZCreateAssessmentInput.omit({ client_id: true }),
      },
    }),
  },
};
