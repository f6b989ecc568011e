import * as z from "zod";
import {
  ZClientOrganization,
  ZImage,
  ZPublicOrganization,
  ZPublicTrainer,
  ZPublicUser,
} from "../shared/outputs";

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
