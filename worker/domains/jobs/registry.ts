import { nightlyFigures } from "../clients/nightly-figures";
import { deliveryKinds, emailKinds } from "../emails/kinds";
import { missedWorkouts } from "../notifications/missed-workouts";
import { resultSetsBackfill } from "../records/backfill";
import { staleUploads } from "../uploads/stale";
import type { JobKind } from "./kind";

/**
 * Every kind of background work, in the order a tick visits them. Adding one is one entry here.
 * The emails' kinds decide first and the delivery comes last, so one tick decides and sends.
 */
export const JOB_KINDS: readonly JobKind[] = [
  nightlyFigures,
  staleUploads,
  missedWorkouts,
  resultSetsBackfill,
  ...emailKinds,
  ...deliveryKinds,
];
