import { ID, op } from "../operation";
import { estimatedMaxes } from "./estimated-maxes";
import { exerciseHistory } from "./history";
import { listPersonalRecords } from "./personal-records";
import { recentRecords } from "./recent";
import * as schemas from "./schemas";

/**
 * Records from what clients log (issue 27): a client's personal records and estimated maxes, one
 * exercise's history, and the home feed's new records. REST under /clients/{id}/…, tRPC `records.*`.
 */
export const recordOperations = {
  personalRecords: op({
    summary:
      "A client's personal records per exercise: best estimated 1RM (Epley) and best weight for ≥ 1, 3, 5, 10 reps",
    kind: "query",
    input: schemas.ZClientRecordsInput,
    output: schemas.ZPersonalRecordsOutput,
    run: ({ deps, actor }, input) => listPersonalRecords(deps, actor, input),
    rest: {
      method: "GET",
      path: `/clients/:id{${ID}}/personal_records`,
      input: ({ params }) => ({ client_id: params.id }),
    },
  }),
  exerciseHistory: op({
    summary:
      "One exercise's history for a client: its sets (newest first, paged) and per date the best e1RM and volume",
    kind: "query",
    input: schemas.ZExerciseHistoryInput,
    output: schemas.ZExerciseHistoryOutput,
    run: ({ deps, actor }, input) => exerciseHistory(deps, actor, input),
    rest: {
      method: "GET",
      path: `/clients/:id{${ID}}/exercise_history`,
      input: ({ params, query }) => ({ ...query, client_id: params.id }),
    },
  }),
  estimatedMaxes: op({
    summary:
      "A client's best estimated 1RM per exercise and the plate step: what percent prescriptions resolve to",
    kind: "query",
    input: schemas.ZClientRecordsInput,
    output: schemas.ZEstimatedMaxesOutput,
    run: ({ deps, actor }, input) => estimatedMaxes(deps, actor, input),
    rest: {
      method: "GET",
      path: `/clients/:id{${ID}}/estimated_maxes`,
      input: ({ params }) => ({ client_id: params.id }),
    },
  }),
  recent: op({
    summary: "The latest new records of the coach's clients (the home feed), optionally of one trainer's",
    kind: "query",
    input: schemas.ZRecentRecordsInput,
    output: schemas.ZRecentRecordsOutput,
    run: ({ deps, actor }, input) => recentRecords(deps, actor, input),
    rest: { method: "GET", path: "/personal_records/recent" },
  }),
};
