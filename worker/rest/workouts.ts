import { restApp } from "./kit";

/** REST routes of the workouts domain (issue 3). */
export const workoutsRoutes = restApp();
