import { ZTrainerClientsQuery } from "../../schemas/clients";
import { ZIdInput } from "../../schemas/common";
import { clientListObject } from "../../services/client-list";
import * as clients from "../../services/clients";
import { protectedProcedure } from "../init";

/**
 * `trainers.clients` (GET /trainers/{id}/clients), kept beside the clients code it calls and spread
 * into trainersRouter. Transfers are `clients.transfer` (POST /trainer_client_transfers).
 */
export const trainerClientsProcedures = {
  clients: protectedProcedure
    .input(ZIdInput.extend(ZTrainerClientsQuery.shape))
    .query(async ({ ctx, input: { id, ...query } }) =>
      clientListObject(await clients.listTrainerClients(ctx.deps, ctx.actor, id, query)),
    ),
};
