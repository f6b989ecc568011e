import { z } from "zod";
import { CLIENT_LINK_NAMES } from "../../schemas/clients";
import { ZPageMeta } from "../../schemas/paging";
import { ZListedUser, ZOk, ZPublicClient, ZPublicTrainer, ZPublicUser } from "../shared-outputs";

/** Answers of the clients operations (worker/domains/clients/clients.ts, client-list.ts, client-transfers.ts). */

/**
 * A page of clients (`clients.list`, `clients.listOrganization`, `trainers.clients`): the clients,
 * their users and their trainers' users (short form), their trainers, and the page. REST sends it
 * as JSON text (client-list.ts clientListBody), tRPC as the parsed object.
 */
export const ZClientListOutput = z.object({
  clients: z.array(ZPublicClient),
  users: z.array(ZListedUser),
  trainers: z.array(ZPublicTrainer),
  meta: ZPageMeta,
});

/** One client with its full user and its trainer (none when it has no trainer). */
export const ZClientOutput = z.object({
  client: ZPublicClient,
  user: ZPublicUser,
  trainer: ZPublicTrainer.nullable(),
});

export const ZClientWrittenOutput = ZOk.extend(ZClientOutput.shape);

export const ZTransferOutput = ZOk.extend({
  trainer: z.object({
    from_trainer_id: z.number().int().nullable(),
    to_trainer_id: z.number().int(),
    client_ids: z.array(z.number().int()),
  }),
});

/** `clients.archive`: the clients archived or brought back (all those asked for, in reach). */
export const ZArchiveOutput = ZOk.extend({ client_ids: z.array(z.number().int()) });

/** `{ <name>: [] }`: the features behind these links are not part of this product. */
export const ZClientLinkOutput = z.partialRecord(z.enum(CLIENT_LINK_NAMES), z.array(z.never()));

/** `clients.trend`: weekly completion over the last 12 Monday–Sunday weeks, oldest first (trend.ts). */
export const ZClientTrendOutput = z.object({
  weeks: z.array(
    z.object({
      start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      scheduled: z.number().int().min(0),
      completed: z.number().int().min(0),
      rate: z.number().min(0).max(1).nullable(),
    }),
  ),
});
