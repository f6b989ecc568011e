import {
  ZCreateWorkoutInput,
  ZListWorkoutsInput,
  ZPasteTarget,
  ZUpdateWorkoutInput,
  ZUpdateWorkoutItemInput,
} from "../schemas/workouts";
import { pasteWorkout } from "../services/workout-copy";
import * as items from "../services/workout-items";
import * as workouts from "../services/workouts";
import { actorOf, idParam, jsonBody, queryOf, restApp } from "./kit";

/** REST routes of the workouts domain (SPEC section 7) plus POST /workouts/{id}/copy (paste). */
export const workoutsRoutes = restApp()
  .get("/workouts", async (c) => {
    const actor = actorOf(c);
    return c.json(await workouts.listWorkouts(c.get("deps"), actor, queryOf(c, ZListWorkoutsInput)));
  })
  .get("/workouts/:id", async (c) => c.json(await workouts.getWorkout(c.get("deps"), actorOf(c), idParam(c))))
  .post("/workouts", async (c) => {
    const actor = actorOf(c);
    const input = await jsonBody(c, ZCreateWorkoutInput);
    return c.json(await workouts.createWorkout(c.get("deps"), actor, input), 201);
  })
  .put("/workouts/:id", async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    const input = await jsonBody(c, ZUpdateWorkoutInput);
    return c.json(await workouts.updateWorkout(c.get("deps"), actor, id, input));
  })
  .delete("/workouts/:id", async (c) =>
    c.json(await workouts.deleteWorkout(c.get("deps"), actorOf(c), idParam(c))),
  )
  .post("/workouts/:id/copy", async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    const target = await jsonBody(c, ZPasteTarget);
    return c.json(await pasteWorkout(c.get("deps"), actor, { source_workout_id: id, ...target }), 201);
  })
  .put("/workout_items/:id", async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    const input = await jsonBody(c, ZUpdateWorkoutItemInput);
    return c.json(await items.updateWorkoutItem(c.get("deps"), actor, id, input));
  })
  .delete("/workout_items/:id", async (c) =>
    c.json(await items.deleteWorkoutItem(c.get("deps"), actorOf(c), idParam(c))),
  );
