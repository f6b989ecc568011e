import { ZIdInput } from "../../schemas/common";
import {
  ZAssignProgramInput,
  ZCreateProgramInput,
  ZListProgramsInput,
  ZUpdateProgramInput,
} from "../../schemas/programs";
import * as programs from "../../services/programs";
import { protectedProcedure, router } from "../init";

export const programsRouter = router({
  list: protectedProcedure
    .input(ZListProgramsInput)
    .query(({ ctx, input }) => programs.listPrograms(ctx.deps, ctx.actor, input)),
  get: protectedProcedure
    .input(ZIdInput)
    .query(({ ctx, input }) => programs.getProgram(ctx.deps, ctx.actor, input.id)),
  create: protectedProcedure
    .input(ZCreateProgramInput)
    .mutation(({ ctx, input }) => programs.createProgram(ctx.deps, ctx.actor, input)),
  update: protectedProcedure
    .input(ZIdInput.extend(ZUpdateProgramInput.shape))
    .mutation(({ ctx, input }) => programs.updateProgram(ctx.deps, ctx.actor, input.id, input)),
  delete: protectedProcedure
    .input(ZIdInput)
    .mutation(({ ctx, input }) => programs.deleteProgram(ctx.deps, ctx.actor, input.id)),
  assign: protectedProcedure
    .input(ZAssignProgramInput.and(ZIdInput))
    .mutation(({ ctx, input }) => programs.assignProgram(ctx.deps, ctx.actor, input.id, input)),
});
