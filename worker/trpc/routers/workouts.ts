import { ZIdInput } from "../../schemas/common";
import { ZWorkoutSummaryInput } from "../../schemas/workout-summary";
import {
  ZCreateWorkoutInput,
  ZListWorkoutsInput,
  ZPasteWorkoutInput,
  ZUpdateWorkoutInput,
  ZUpdateWorkoutItemInput,
} from "../../schemas/workouts";
import { pasteWorkout } from "../../services/workout-copy";
import * as items from "../../services/workout-items";
import { workoutSummary } from "../../services/workout-summary";
import * as workouts from "../../services/workouts";
import { protectedProcedure, router } from "../init";

export const workoutsRouter = router({
  list: protectedProcedure
    .input(ZListWorkoutsInput)
    .query(({ ctx, input }) => workouts.listWorkouts(ctx.deps, ctx.actor, input)),
  summary: protectedProcedure
    .input(ZWorkoutSummaryInput)
    .query(({ ctx, input }) => workoutSummary(ctx.deps, ctx.actor, input)),
  get: protectedProcedure
    .input(ZIdInput)
    .query(({ ctx, input }) => workouts.getWorkout(ctx.deps, ctx.actor, input.id)),
  create: protectedProcedure
    .input(ZCreateWorkoutInput)
    .mutation(({ ctx, input }) => workouts.createWorkout(ctx.deps, ctx.actor, input)),
  update: protectedProcedure
    .input(ZIdInput.extend(ZUpdateWorkoutInput.shape))
    .mutation(({ ctx, input }) => workouts.updateWorkout(ctx.deps, ctx.actor, input.id, input)),
  delete: protectedProcedure
    .input(ZIdInput)
    .mutation(({ ctx, input }) => workouts.deleteWorkout(ctx.deps, ctx.actor, input.id)),
  paste: protectedProcedure
    .input(ZPasteWorkoutInput)
    .mutation(({ ctx, input }) => pasteWorkout(ctx.deps, ctx.actor, input)),
  updateItem: protectedProcedure
    .input(ZIdInput.extend(ZUpdateWorkoutItemInput.shape))
    .mutation(({ ctx, input }) => items.updateWorkoutItem(ctx.deps, ctx.actor, input.id, input)),
  deleteItem: protectedProcedure
    .input(ZIdInput)
    .mutation(({ ctx, input }) => items.deleteWorkoutItem(ctx.deps, ctx.actor, input.id)),
});
