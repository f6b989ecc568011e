import { ZCreateUserInput, ZUpdateUserInput, ZUserIdInput } from "../../schemas/users";
import * as users from "../../services/users";
import { protectedProcedure, router } from "../init";

export const usersRouter = router({
  get: protectedProcedure
    .input(ZUserIdInput)
    .query(({ ctx, input }) => users.getUser(ctx.deps, ctx.actor, input.id)),
  create: protectedProcedure
    .input(ZCreateUserInput)
    .mutation(({ ctx, input }) => users.createUser(ctx.deps, ctx.actor, input)),
  update: protectedProcedure
    .input(ZUserIdInput.extend(ZUpdateUserInput.shape))
    .mutation(({ ctx, input }) => users.updateUser(ctx.deps, ctx.actor, input.id, input)),
  delete: protectedProcedure
    .input(ZUserIdInput)
    .mutation(({ ctx, input }) => users.deleteUser(ctx.deps, ctx.actor, input.id)),
});
