import * as z from "zod";
import { fieldText } from "#shared/messages";
import { DEFAULT_NOTIFICATION_SETTINGS } from "#shared/notification-settings";
import { zBoolish, zId, zShortText } from "../shared/fields";
import { ZTrainerSettings } from "../shared/json-columns";
import { ZImage, ZPublicTrainer, ZPublicUser } from "../shared/outputs";
import { pagingInput, ZPageMeta } from "../shared/paging";
import { ZCreateUserInput } from "../users/schemas";

/** Shapes shared with other domains' inputs and answers (worker/domains/shared/json-columns.ts). */
export { ZTrainerSettings } from "../shared/json-columns";

/** Fields a coach may set on their own trainer account. */
const ZTrainerSelfFields = z.object({
  clients_trained: zShortText.nullable(),
  notify_every: z.enum(["hour", "day", "week", "never"]),
  tour_step: z.number().int().min(0).max(1000),
  has_completed_onboarding: zBoolish,
  settings: ZTrainerSettings.partial(),
});

/** Fields only an organization admin (for its org) or the super admin may set. */
const ZTrainerAdminFields = z.object({
  organization_id: z.number().int().positive().nullable(),
  super_admin: z.boolean(),
  can_add_clients: z.boolean(),
  max_clients: z.number().int().min(0).max(100_000),
});

/** Billing and access fields: super admin only. */
const ZTrainerBillingFields = z.object({
  has_access: z.boolean(),
  free: z.boolean(),
  in_trial_period: z.boolean(),
  trial_expires_at: z.string().max(40).nullable(),
  coupon: zShortText.nullable(),
  coupon_rate: z.number().min(0).max(100).nullable(),
  discount: z.number().min(0).max(100).nullable(),
  billing_id: zShortText.nullable(),
  referral_code: zShortText.nullable(),
  was_referred: z.boolean(),
  offline_overridden: z.boolean(),
});

export const ZTrainerFields = ZTrainerSelfFields.extend(ZTrainerAdminFields.shape).extend(
  ZTrainerBillingFields.shape,
);
export const TRAINER_ADMIN_FIELDS = Object.keys(
  ZTrainerAdminFields.shape,
) as (keyof typeof ZTrainerAdminFields.shape)[];
export const TRAINER_BILLING_FIELDS = Object.keys(
  ZTrainerBillingFields.shape,
) as (keyof typeof ZTrainerBillingFields.shape)[];

export const ZCreateTrainerInput = z.object({
  trainer: ZTrainerFields.partial()
    .extend({
      /** An existing user to make a coach, or `user` to create one in the same atomic write. */
      user_id: z.number().int().positive().optional(),
      user: ZCreateUserInput.shape.user.optional(),
    })
    .refine((t) => (t.user_id === undefined) !== (t.user === undefined), {
      message: fieldText("TRAINER_USER_REQUIRED"),
      path: ["user_id"],
    }),
});
export type TCreateTrainerInput = z.infer<typeof ZCreateTrainerInput>;

export const ZUpdateTrainerInput = z.object({ trainer: ZTrainerFields.partial() });
export type TUpdateTrainerInput = z.infer<typeof ZUpdateTrainerInput>;

/** New coaches start from the spec's sample values (SPEC section 9). */
export const DEFAULT_TRAINER_SETTINGS: z.infer<typeof ZTrainerSettings> = {
  ...DEFAULT_NOTIFICATION_SETTINGS,
  editorShowSkeletons: true,
  editorShowResults: true,
  editorShowComments: true,
  editorTruncateText: false,
  editorFontSize: "small",
  generateAssessmentNotifications: true,
  generateBenchmarkNotifications: true,
  generateProgressPictureNotifications: true,
  generatePaymentMethodCreate: true,
  emailPaymentMethodCreate: true,
  generatePaymentMade: true,
  emailPaymentMade: true,
  pastDueThreshold: 3,
  needsAttentionThreshold: 1,
  clientWorkoutsThreshold: 2,
  clientCurrentWeekOnly: false,
  includePartnerVideos: true,
};

export function mergeTrainerSettings(
  current: z.infer<typeof ZTrainerSettings> | null | undefined,
  patch: Partial<z.infer<typeof ZTrainerSettings>> | undefined,
): z.infer<typeof ZTrainerSettings> {
  return { ...DEFAULT_TRAINER_SETTINGS, ...(current ?? {}), ...(patch ?? {}) };
}

/** DELETE /trainers/{id}?transfer_to={trainer_id}: the trainer who takes over its clients. */
export const ZDeleteTrainerQuery = z.object({ transfer_to: zId.optional() });

/** GET /trainers: one page (TrueCoach's `page`, `per_page`; SPEC's `limit`), everyone by default. */
export const ZListTrainersInput = pagingInput(5000, 5000);
export type TListTrainersInput = z.infer<typeof ZListTrainersInput>;

/** Answers of the trainers operations (worker/domains/trainers/trainers.ts). */

/** GET /trainers: each trainer with its last activity (trainers.ts lastActivity), paged. */
export const ZTrainerListOutput = z.object({
  trainers: z.array(ZPublicTrainer.extend({ last_active_at: z.string().nullable() })),
  users: z.array(ZPublicUser),
  /** The users' avatars (users[].image_id). */
  images: z.array(ZImage),
  meta: ZPageMeta,
});
export const ZTrainerOutput = z.object({ trainer: ZPublicTrainer, user: ZPublicUser });
export const ZTrainerWrittenOutput = ZTrainerOutput.extend({ msg: z.string() });
/** POST /trainers: a coach created without a password also gets its temporary one, this once. */
export const ZTrainerCreatedOutput = ZTrainerWrittenOutput.extend({
  temporary_password: z.string().optional(),
});
