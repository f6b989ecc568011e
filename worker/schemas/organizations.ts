import { z } from "zod";
import { zBoolish, zName, zUrl } from "./common";

const ZOrganizationFields = z.object({
  name: zName,
  homepage_url: zUrl.nullable(),
  can_whitelabel: zBoolish,
  theme: z.string().trim().max(64).nullable(),
  subdomain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, "子域名格式不正确")
    .nullable(),
  owner_id: z.number().int().positive().nullable(),
  pending_owner_id: z.number().int().positive().nullable(),
  image_id: z.number().int().positive().nullable(),
});

export const ZCreateOrganizationInput = z.object({
  organization: ZOrganizationFields.partial().extend({ name: zName }),
});
export type TCreateOrganizationInput = z.infer<typeof ZCreateOrganizationInput>;

export const ZUpdateOrganizationInput = z.object({ organization: ZOrganizationFields.partial() });
export type TUpdateOrganizationInput = z.infer<typeof ZUpdateOrganizationInput>;
