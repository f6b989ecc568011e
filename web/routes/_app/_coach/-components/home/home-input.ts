import type { Session } from "@/lib/auth";

/** The home figures cover the same scope as the feed. */
export function summaryInput(trainerId: number | null) {
  return trainerId === null ? {} : { trainer_id: trainerId };
}

/** A trainer's feed is their own clients'; admins and the super admin see their whole scope. */
export function feedTrainerId(session: Session | null): number | null {
  return session?.role === "trainer" ? (session.trainer?.id ?? null) : null;
}
