import { ZIdInput } from "../../schemas/common";
import { ZCreateOrganizationInput, ZUpdateOrganizationInput } from "../../schemas/organizations";
import * as organizations from "../../services/organizations";
import { protectedProcedure, router } from "../init";

export const organizationsRouter = router({
  list: protectedProcedure.query(({ ctx }) => organizations.listOrganizations(ctx.deps, ctx.actor)),
  get: protectedProcedure
    .input(ZIdInput)
    .query(({ ctx, input }) => organizations.getOrganization(ctx.deps, ctx.actor, input.id)),
  create: protectedProcedure
    .input(ZCreateOrganizationInput)
    .mutation(({ ctx, input }) => organizations.createOrganization(ctx.deps, ctx.actor, input)),
  update: protectedProcedure
    .input(ZIdInput.extend(ZUpdateOrganizationInput.shape))
    .mutation(({ ctx, input }) => organizations.updateOrganization(ctx.deps, ctx.actor, input.id, input)),
  delete: protectedProcedure
    .input(ZIdInput)
    .mutation(({ ctx, input }) => organizations.deleteOrganization(ctx.deps, ctx.actor, input.id)),
  trainers: protectedProcedure
    .input(ZIdInput)
    .query(({ ctx, input }) => organizations.listOrganizationTrainers(ctx.deps, ctx.actor, input.id)),
});
