import {
  ZClientLinkInput,
  ZCreateClientInput,
  ZGetClientInput,
  ZListClientsInput,
  ZTransferClientsInput,
  ZUpdateClientInput,
} from "../../schemas/clients";
import { ZIdInput } from "../../schemas/common";
import { relabelError } from "../../services/client-errors";
import { clientListObject } from "../../services/client-list";
import * as transfers from "../../services/client-transfers";
import * as clients from "../../services/clients";
import { protectedProcedure, router } from "../init";

/**
 * Client writes answer SPEC's failure text (学员添加失败 …) for every failure, bad input included:
 * this middleware runs before input parsing, so zod errors get the same message as service errors.
 */
const failingWith = (msg: string) =>
  protectedProcedure.use(async ({ next }) => {
    const result = await next();
    if (!result.ok && result.error.cause !== undefined) throw relabelError(result.error.cause, msg);
    return result;
  });

export const clientsRouter = router({
  list: protectedProcedure
    .input(ZListClientsInput)
    .query(async ({ ctx, input }) => clientListObject(await clients.listClients(ctx.deps, ctx.actor, input))),
  listOrganization: protectedProcedure
    .input(ZListClientsInput.omit({ organization_id: true }))
    .query(async ({ ctx, input }) =>
      clientListObject(await clients.listOrganizationClients(ctx.deps, ctx.actor, input)),
    ),
  get: protectedProcedure
    .input(ZGetClientInput)
    .query(({ ctx, input }) => clients.getClient(ctx.deps, ctx.actor, input)),
  create: failingWith(clients.CLIENT_MESSAGES.createFailed)
    .input(ZCreateClientInput)
    .mutation(({ ctx, input }) => clients.createClient(ctx.deps, ctx.actor, input)),
  update: failingWith(clients.CLIENT_MESSAGES.updateFailed)
    .input(ZIdInput.extend(ZUpdateClientInput.shape))
    .mutation(({ ctx, input }) => clients.updateClient(ctx.deps, ctx.actor, input.id, input)),
  delete: failingWith(clients.CLIENT_MESSAGES.deleteFailed)
    .input(ZIdInput)
    .mutation(({ ctx, input }) => clients.deleteClient(ctx.deps, ctx.actor, input.id)),
  transfer: protectedProcedure
    .input(ZTransferClientsInput)
    .mutation(({ ctx, input }) => transfers.transferClients(ctx.deps, ctx.actor, input)),
  /** SPEC's hinted client links (assessments, notes …): empty collections, see docs/clients-and-libraries.md. */
  linked: protectedProcedure
    .input(ZClientLinkInput)
    .query(({ ctx, input }) => clients.getClientLinkCollection(ctx.deps, ctx.actor, input.id, input.name)),
});
