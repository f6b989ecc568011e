import type { JobKind } from "../jobs/kind";
import { dailyWorkoutEmails } from "./daily-workout";
import { emailDelivery } from "./deliver";

/** The kinds that decide emails (worker/domains/jobs/registry.ts runs them before the delivery). */
export const emailKinds: readonly JobKind[] = [dailyWorkoutEmails];

/** The kind that sends what the others decided. */
export const deliveryKinds: readonly JobKind[] = [emailDelivery];
