import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { WorkoutPage } from "./-components/workout-page";

/** One workout for the client: warm-up, items with results, completion, comments (issue 13). */
export const Route = createFileRoute("/client/workouts/$id")({
  staticData: { title: msg`训练` },
  component: WorkoutPage,
});
