import { ZWorkoutSummaryInput } from "../schemas/workout-summary";
import { workoutSummary } from "../services/workout-summary";
import { actorOf, queryOf, restApp } from "./kit";

/** Mounted before the workouts routes so `/workouts/summary` is not read as `/workouts/:id`. */
export const workoutSummaryRoutes = restApp().get("/workouts/summary", async (c) => {
  const actor = actorOf(c);
  return c.json(await workoutSummary(c.get("deps"), actor, queryOf(c, ZWorkoutSummaryInput)));
});
