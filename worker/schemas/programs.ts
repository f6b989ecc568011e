import { z } from "zod";
import { zBoolish, zDate, zId, zName } from "./common";
import { pagingFields } from "./paging";

/** Most clients one assign job takes. */
export const MAX_ASSIGN_CLIENTS = 500;

const ZProgramFields = z.object({
  name: zName,
  description: z.string().max(10_000, "最多 10000 个字符").nullable(),
  sync_enabled: zBoolish,
  shared: zBoolish,
  /** The coach the program belongs to (same organization); defaults to the caller. */
  trainer_id: zId.nullable(),
  /** Super admin only (coaches always create in their own organization). */
  organization_id: zId,
});

/**
 * POST /programs body. `length` and `highest_position` are derived from the program's workouts
 * (SPEC section 4) and ignored here, like every other server-owned field.
 */
export const ZCreateProgramInput = z.object({
  program: ZProgramFields.partial().extend({ name: zName }),
});
export type TCreateProgramInput = z.infer<typeof ZCreateProgramInput>;

export const ZUpdateProgramInput = z.object({
  program: ZProgramFields.omit({ organization_id: true }).partial(),
});
export type TUpdateProgramInput = z.infer<typeof ZUpdateProgramInput>;

/** GET /programs: newest first; the super admin may narrow to one organization. */
export const ZListProgramsInput = z.object({
  ...pagingFields(1000, 100),
  organization_id: zId.optional(),
});
export type TListProgramsInput = z.infer<typeof ZListProgramsInput>;

/**
 * POST /programs/{id}/assign_job body (CONTRACT). Each template workout at day p becomes a workout
 * of every client due start_date + p − 1. `end_date` (default start_date + length − 1) bounds the
 * assignment: days after it are not copied, and with `replace: true` the clients' existing
 * workouts due from start_date to end_date are removed first, in the same atomic write.
 */
export const ZAssignProgramInput = z
  .object({
    client_ids: z
      .array(zId)
      .min(1, "请选择学员")
      .max(MAX_ASSIGN_CLIENTS, `一次最多 ${MAX_ASSIGN_CLIENTS} 个学员`),
    start_date: zDate,
    end_date: zDate.optional(),
    replace: zBoolish.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.end_date && v.end_date < v.start_date) {
      ctx.addIssue({ code: "custom", path: ["end_date"], message: "结束日期不能早于开始日期" });
    }
  });
export type TAssignProgramInput = z.infer<typeof ZAssignProgramInput>;
