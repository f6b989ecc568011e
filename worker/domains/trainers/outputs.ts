import { z } from "zod";
import { ZPublicTrainer, ZPublicUser } from "../shared-outputs";

/** Answers of the trainers operations (worker/domains/trainers/trainers.ts). */

export const ZTrainerListOutput = z.object({
  trainers: z.array(ZPublicTrainer),
  users: z.array(ZPublicUser),
});
export const ZTrainerOutput = z.object({ trainer: ZPublicTrainer, user: ZPublicUser });
export const ZTrainerWrittenOutput = ZTrainerOutput.extend({ msg: z.string() });
