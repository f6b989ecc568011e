import { ZIdInput } from "../../schemas/common";
import {
  ZCreateCooldownInput,
  ZCreateExerciseInput,
  ZCreateWarmupInput,
  ZListExercisesInput,
  ZListTemplatesInput,
  ZUpdateCooldownInput,
  ZUpdateExerciseInput,
  ZUpdateWarmupInput,
} from "../../schemas/libraries";
import * as library from "../../services/libraries";
import * as templates from "../../services/library-templates";
import { protectedProcedure, router } from "../init";

const exercisesRouter = router({
  list: protectedProcedure
    .input(ZListExercisesInput)
    .query(({ ctx, input }) => library.listExercises(ctx.deps, ctx.actor, input)),
  get: protectedProcedure
    .input(ZIdInput)
    .query(({ ctx, input }) => library.getExercise(ctx.deps, ctx.actor, input.id)),
  create: protectedProcedure
    .input(ZCreateExerciseInput)
    .mutation(({ ctx, input }) => library.createExercise(ctx.deps, ctx.actor, input)),
  update: protectedProcedure
    .input(ZIdInput.extend(ZUpdateExerciseInput.shape))
    .mutation(({ ctx, input }) => library.updateExercise(ctx.deps, ctx.actor, input.id, input)),
  delete: protectedProcedure
    .input(ZIdInput)
    .mutation(({ ctx, input }) => library.deleteExercise(ctx.deps, ctx.actor, input.id)),
});

const warmupsRouter = router({
  list: protectedProcedure
    .input(ZListTemplatesInput)
    .query(({ ctx, input }) => templates.listWarmups(ctx.deps, ctx.actor, input)),
  get: protectedProcedure
    .input(ZIdInput)
    .query(({ ctx, input }) => templates.getWarmup(ctx.deps, ctx.actor, input.id)),
  create: protectedProcedure
    .input(ZCreateWarmupInput)
    .mutation(({ ctx, input }) => templates.createWarmup(ctx.deps, ctx.actor, input)),
  update: protectedProcedure
    .input(ZIdInput.extend(ZUpdateWarmupInput.shape))
    .mutation(({ ctx, input }) => templates.updateWarmup(ctx.deps, ctx.actor, input.id, input)),
  delete: protectedProcedure
    .input(ZIdInput)
    .mutation(({ ctx, input }) => templates.deleteWarmup(ctx.deps, ctx.actor, input.id)),
});

const cooldownsRouter = router({
  list: protectedProcedure
    .input(ZListTemplatesInput)
    .query(({ ctx, input }) => templates.listCooldowns(ctx.deps, ctx.actor, input)),
  get: protectedProcedure
    .input(ZIdInput)
    .query(({ ctx, input }) => templates.getCooldown(ctx.deps, ctx.actor, input.id)),
  create: protectedProcedure
    .input(ZCreateCooldownInput)
    .mutation(({ ctx, input }) => templates.createCooldown(ctx.deps, ctx.actor, input)),
  update: protectedProcedure
    .input(ZIdInput.extend(ZUpdateCooldownInput.shape))
    .mutation(({ ctx, input }) => templates.updateCooldown(ctx.deps, ctx.actor, input.id, input)),
  delete: protectedProcedure
    .input(ZIdInput)
    .mutation(({ ctx, input }) => templates.deleteCooldown(ctx.deps, ctx.actor, input.id)),
});

/** Exercise, warm-up and cool-down libraries: `libraries.<exercises|warmups|cooldowns>.<verb>`. */
export const librariesRouter = router({
  exercises: exercisesRouter,
  warmups: warmupsRouter,
  cooldowns: cooldownsRouter,
});
