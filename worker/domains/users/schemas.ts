import * as z from "zod";
import { GENDERS, HEIGHT_MAX, LOCALES, SHORT_TEXT_MAX_LENGTH, UNITS, WEIGHT_MAX } from "#shared/shared-rules";
import { zBoolish, zDate, zEmail, zName, zPassword, zPhone, zUrl } from "../shared/fields";
import {
  ZClientOrganization,
  ZImage,
  ZPublicOrganization,
  ZPublicTrainer,
  ZPublicUser,
} from "../shared/outputs";

const zNullableText = (max = SHORT_TEXT_MAX_LENGTH) => z.string().trim().max(max).nullable();

/** Profile fields anybody may set on a user they can edit. */
export const ZUserProfile = z.object({
  name: zName,
  email: zEmail.nullable(),
  phone_number: zPhone.nullable(),
  units: z.enum(UNITS),
  /** The app's language for this person on every device (null: the device's choice). */
  locale: z.enum(LOCALES).nullable(),
  height: z.number().min(0).max(HEIGHT_MAX).nullable(),
  weight: z.number().min(0).max(WEIGHT_MAX).nullable(),
  birthday: zDate.nullable(),
  location: zNullableText(),
  gender: z.enum(GENDERS).nullable(),
  skype: zNullableText(),
  timezone: z.string().trim().min(1).max(64),
  timezone_offset: z.number().int().min(-720).max(840),
  in_person: zBoolish,
  image_url: zUrl.nullable(),
});

export const ZCreateUserInput = z.object({
  user: ZUserProfile.partial().extend({
    name: zName,
    password: zPassword.optional(),
    /** Only a super admin may grant it; ignored for everyone else. */
    super_admin: z.boolean().optional(),
  }),
});
export type TCreateUserInput = z.infer<typeof ZCreateUserInput>;

export const ZUpdateUserInput = z.object({
  user: ZUserProfile.partial().extend({
    super_admin: z.boolean().optional(),
    disabled: z.boolean().optional(),
    /** An image the caller uploaded (POST /api/uploads) to become the avatar; wins over image_url. */
    upload_id: z.string().trim().min(1).max(64).optional(),
  }),
});
export type TUpdateUserInput = z.infer<typeof ZUpdateUserInput>;

export { ZIdInput as ZUserIdInput } from "../shared/fields";

/** Answers of the users operations (worker/domains/users/users.ts). */

export const ZUserOutput = z.object({ user: ZPublicUser });

/** GET /users/{id}: the user, their trainer profile and organization (zero or one each). */
export const ZUserBaseOutput = z.object({
  user: ZPublicUser,
  trainers: z.array(ZPublicTrainer),
  /** A client reading itself gets its organization as ZClientOrganization. */
  organizations: z.array(z.union([ZPublicOrganization, ZClientOrganization])),
  /** The user's avatar (user.image_id), as TrueCoach side-loads it. */
  images: z.array(ZImage),
});
