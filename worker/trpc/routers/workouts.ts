import { router } from "../init";

/** Filled in by the workouts domain work (issue 3). */
export const workoutsRouter = router({});
