import * as z from "zod";
import { fieldText } from "#shared/messages";
import { zEmail, zId, zName, zPhone } from "../shared/fields";
import { pagingFields, ZPageMeta } from "../shared/paging";

/** Inputs of the super-admin area (worker/domains/admin/). Every list is one server page. */

const zSearch = z.string().trim().max(100).optional();
const zOptionalId = zId.optional();

export const ZAdminOrganizationsQuery = z.object({ ...pagingFields(100, 20), q: zSearch });
export type TAdminOrganizationsQuery = z.infer<typeof ZAdminOrganizationsQuery>;

export const ZAdminTrainersQuery = z.object({
  ...pagingFields(100, 20),
  q: zSearch,
  organization_id: zOptionalId,
});
export type TAdminTrainersQuery = z.infer<typeof ZAdminTrainersQuery>;

export const ZAdminClientsQuery = z.object({
  ...pagingFields(100, 20),
  q: zSearch,
  organization_id: zOptionalId,
  trainer_id: zOptionalId,
});
export type TAdminClientsQuery = z.infer<typeof ZAdminClientsQuery>;

/**
 * The owner of a new organization: an existing person found by email, or a new person created
 * with a temporary password (answered once). Either becomes the organization's admin trainer.
 */
const ZOwner = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("existing"), email: zEmail }),
  z.object({
    kind: z.literal("new"),
    name: zName,
    email: zEmail,
    phone_number: zPhone.optional(),
  }),
]);

export const ZAdminCreateOrganizationInput = z.object({ name: zName, owner: ZOwner });
export type TAdminCreateOrganizationInput = z.infer<typeof ZAdminCreateOrganizationInput>;

/**
 * Moving a trainer to another organization decides its clients' fate explicitly: `move` takes them
 * along, `reassign` hands them to `reassign_to` (a trainer of the old organization).
 */
export const ZAdminMoveTrainerInput = z
  .object({
    id: zId,
    organization_id: zId,
    clients: z.enum(["move", "reassign"]),
    reassign_to: zId.optional(),
  })
  .refine((v) => v.clients === "move" || v.reassign_to !== undefined, {
    message: fieldText("REASSIGN_TRAINER_REQUIRED"),
    path: ["reassign_to"],
  });
export type TAdminMoveTrainerInput = z.infer<typeof ZAdminMoveTrainerInput>;

/** Answers of the super-admin operations (worker/domains/admin/). Short rows: only what the screens show. */

const ZPerson = z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() });
const ZOrganizationRef = z.object({ id: z.number().int(), name: z.string() });

export const ZAdminOrganizationRow = z.object({
  id: z.number().int(),
  name: z.string(),
  homepage_url: z.string().nullable(),
  subdomain: z.string().nullable(),
  created_at: z.string(),
  owner: ZPerson.nullable(),
  /** An existing account named as owner that has not accepted yet ("owner invited"). */
  pending_owner: ZPerson.nullable(),
  trainers_count: z.number().int(),
  active_clients_count: z.number().int(),
});
export const ZAdminOrganizationsOutput = z.object({
  organizations: z.array(ZAdminOrganizationRow),
  meta: ZPageMeta,
});

/** What deleting an organization takes with it (the typed confirmation names it). */
export const ZAdminDeletePreviewOutput = z.object({
  organization: ZOrganizationRef,
  trainers: z.number().int(),
  clients: z.number().int(),
  programs: z.number().int(),
  workouts: z.number().int(),
});

export const ZAdminOrganizationCreatedOutput = z.object({
  organization: ZAdminOrganizationRow,
  /** The person named as owner: the owner, or the invited account until it accepts. */
  owner: ZPerson,
  /** Only when the owner was created now: shown once, never stored in clear. */
  temporary_password: z.string().nullable(),
  msg: z.string(),
});

export const ZAdminTrainerRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  organization: ZOrganizationRef.nullable(),
  /** Admin of its organization (trainers.super_admin) or its owner. */
  is_admin: z.boolean(),
  is_owner: z.boolean(),
  disabled: z.boolean(),
  max_clients: z.number().int(),
  can_add_clients: z.boolean(),
  clients_count: z.number().int(),
  active_clients_count: z.number().int(),
  created_at: z.string(),
});
export const ZAdminTrainersOutput = z.object({ trainers: z.array(ZAdminTrainerRow), meta: ZPageMeta });

export const ZAdminTrainerMovedOutput = z.object({
  trainer: ZAdminTrainerRow,
  moved_client_ids: z.array(z.number().int()),
  reassigned_client_ids: z.array(z.number().int()),
  msg: z.string(),
});

export const ZAdminClientRow = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  state: z.string(),
  organization: ZOrganizationRef.nullable(),
  trainer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export const ZAdminClientsOutput = z.object({ clients: z.array(ZAdminClientRow), meta: ZPageMeta });
