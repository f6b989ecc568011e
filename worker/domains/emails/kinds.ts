import type { JobKind } from "../jobs/kind";
import { coachDigests, coachNotificationEmails } from "./coach-emails";
import { dailyWorkoutEmails } from "./daily-workout";
import { emailDelivery } from "./deliver";
import { missedWorkoutEmails } from "./missed-workout";
import { noteEmails } from "./notes";
import { weeklyDigests } from "./weekly-digest";

/** The kinds that decide emails (worker/domains/jobs/registry.ts runs them before the delivery). */
export const emailKinds: readonly JobKind[] = [
  dailyWorkoutEmails,
  missedWorkoutEmails,
  noteEmails,
  weeklyDigests,
  coachNotificationEmails,
  coachDigests,
];

/** The kind that sends what the others decided. */
export const deliveryKinds: readonly JobKind[] = [emailDelivery];
