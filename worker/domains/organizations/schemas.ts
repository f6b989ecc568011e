import * as z from "zod";
import { BRAND_COLOR_KEYS, checkBrandColor, HEX_COLOR_PATTERN, normalizeHex } from "#shared/brand-colors";
import { DAILY_EMAIL_HOUR_MAX } from "#shared/email-switches";
import { fieldText } from "#shared/messages";
import { SUBDOMAIN_PATTERN } from "#shared/shared-rules";
import { zBoolish, zId, zName, zUrl } from "../shared/fields";
import { ZPublicOrganization, ZPublicTrainer, ZPublicUser } from "../shared/outputs";
import { pagingFields, pagingInput, ZPageMeta } from "../shared/paging";

const zHexColor = z
  .string()
  .trim()
  .regex(HEX_COLOR_PATTERN, fieldText("COLOR_FORMAT"))
  .transform(normalizeHex);

/**
 * The five brand colours, all or none (null: the platform's). A colour its text cannot be read on
 * (shared/brand-colors.ts, WCAG AA) is refused under its own field, with the ratio it reached.
 */
export const ZBrandColors = z
  .object({
    primary: zHexColor,
    success: zHexColor,
    danger: zHexColor,
    warning: zHexColor,
    dark: zHexColor,
  })
  .superRefine((colors, ctx) => {
    for (const key of BRAND_COLOR_KEYS) {
      const check = checkBrandColor(key, colors[key]);
      if (check && !check.ok)
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: fieldText("COLOR_CONTRAST_LOW", { ratio: check.ratio }),
        });
    }
  });

const ZOrganizationFields = z.object({
  name: zName,
  homepage_url: zUrl.nullable(),
  can_whitelabel: zBoolish,
  theme: z.string().trim().max(64).nullable(),
  subdomain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(SUBDOMAIN_PATTERN, fieldText("SUBDOMAIN_FORMAT"))
    .nullable(),
  brand_colors: ZBrandColors.nullable(),
  owner_id: z.number().int().positive().nullable(),
  pending_owner_id: z.number().int().positive().nullable(),
  image_id: z.number().int().positive().nullable(),
  /** The five client email switches clients inherit (shared/email-switches.ts). */
  client_email_defaults: z.object({
    dailyWorkoutEmails: z.boolean(),
    missedWorkoutEmails: z.boolean(),
    newMessageEmails: z.boolean(),
    newCommentEmails: z.boolean(),
    weeklyDigest: z.boolean(),
  }),
  /** The local hour the daily workout email goes out from (0–11: it stops at noon). */
  daily_email_hour: z.number().int().min(0).max(DAILY_EMAIL_HOUR_MAX),
  /** SMS reminders for clients without email (they cost money). */
  sms_reminders: zBoolish,
});

export const ZCreateOrganizationInput = z.object({
  organization: ZOrganizationFields.partial().extend({ name: zName }),
});
export type TCreateOrganizationInput = z.infer<typeof ZCreateOrganizationInput>;

export const ZUpdateOrganizationInput = z.object({
  organization: ZOrganizationFields.partial().extend({
    /** The logo by its address (an `images` row the organization points at); null removes it. */
    logo_url: zUrl.nullable().optional(),
    /** An image the caller uploaded (POST /api/uploads) to become the logo; wins over logo_url. */
    upload_id: z.string().trim().min(1).max(64).optional(),
  }),
});
export type TUpdateOrganizationInput = z.infer<typeof ZUpdateOrganizationInput>;

/** GET /organizations: one page (TrueCoach's `page`, `per_page`; SPEC's `limit`), all by default. */
export const ZListOrganizationsInput = pagingInput(1000, 1000);
export type TListOrganizationsInput = z.infer<typeof ZListOrganizationsInput>;

/** GET /organizations/{id}/trainers: one page of them. */
export const ZOrganizationTrainersInput = z.object({ id: zId, ...pagingFields(1000, 1000) });
export type TOrganizationTrainersInput = z.infer<typeof ZOrganizationTrainersInput>;

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
