import { nightlyFigures } from "../clients/nightly-figures";
import { missedWorkouts } from "../notifications/missed-workouts";
import { resultSetsBackfill } from "../records/backfill";
import { staleUploads } from "../uploads/stale";
import type { JobKind } from "./kind";

/**
 * Every kind of background work, in the order a tick visits them. Adding one is one entry here.
 */
export const JOB_KINDS: readonly JobKind[] = [
  nightlyFigures,
  staleUploads,
  missedWorkouts,
  resultSetsBackfill,
];
