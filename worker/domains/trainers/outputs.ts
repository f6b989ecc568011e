import * as z from "zod";
import { ZImage, ZPublicTrainer, ZPublicUser } from "../shared/outputs";
import { ZPageMeta } from "../shared/paging";

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
