import type { RouterOutputs } from "@/lib/trpc";

/** A workout as the editor loads it: with its items (and comments). */
export type LoadedWorkout = RouterOutputs["workouts"]["get"]["workout"];
/** A workout as a save answers it. */
export type SavedWorkout = RouterOutputs["workouts"]["create"]["workout"];
