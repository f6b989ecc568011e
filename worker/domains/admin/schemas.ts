import * as z from "zod";
import { fieldText } from "#shared/messages";
import { zEmail, zId, zName, zPhone } from "../shared/fields";
import { pagingFields } from "../shared/paging";

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
