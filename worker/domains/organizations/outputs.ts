import * as z from "zod";
import { ZPublicOrganization, ZPublicTrainer, ZPublicUser } from "../shared/outputs";
import { ZPageMeta } from "../shared/paging";

/** Answers of the organizations operations (worker/domains/organizations/organizations.ts). */

export const ZOrganizationListOutput = z.object({
  organizations: z.array(ZPublicOrganization),
  meta: ZPageMeta,
});
/** One organization; get and update also answer its logo's address (organizations/logo.ts). */
export const ZOrganizationOutput = z.object({
  organization: ZPublicOrganization,
  logo_url: z.string().nullable().optional(),
});
export const ZOrganizationWrittenOutput = ZOrganizationOutput.extend({ msg: z.string() });
export const ZOrganizationDeletedOutput = z.object({ message: z.literal("ok") });

/** GET /organizations/{id}/trainers: the trainers with a short form of their users. */
export const ZOrganizationTrainersOutput = z.object({
  trainers: z.array(ZPublicTrainer),
  users: z.array(ZPublicUser.pick({ id: true, name: true, email: true, super_admin: true })),
  meta: ZPageMeta,
});
