import { ZIdInput } from "../../schemas/common";
import { ZCreateTrainerInput, ZUpdateTrainerInput } from "../../schemas/trainers";
import * as trainers from "../../services/trainers";
import { protectedProcedure, router } from "../init";
import { trainerClientsProcedures } from "./trainer-clients";

export const trainersRouter = router({
  list: protectedProcedure.query(({ ctx }) => trainers.listTrainers(ctx.deps, ctx.actor)),
  get: protectedProcedure
    .input(ZIdInput)
    .query(({ ctx, input }) => trainers.getTrainer(ctx.deps, ctx.actor, input.id)),
  create: protectedProcedure
    .input(ZCreateTrainerInput)
    .mutation(({ ctx, input }) => trainers.createTrainer(ctx.deps, ctx.actor, input)),
  update: protectedProcedure
    .input(ZIdInput.extend(ZUpdateTrainerInput.shape))
    .mutation(({ ctx, input }) => trainers.updateTrainer(ctx.deps, ctx.actor, input.id, input)),
  delete: protectedProcedure
    .input(ZIdInput)
    .mutation(({ ctx, input }) => trainers.deleteTrainer(ctx.deps, ctx.actor, input.id)),
  ...trainerClientsProcedures,
});
