import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import {
  DESCRIPTION_MAX_LENGTH,
  ITEM_NAME_MAX_LENGTH,
  ITEM_TEXT_MAX_LENGTH,
  MAX_POSITION,
  ROUTINE_TEXT_MAX_LENGTH,
  WORKOUT_TITLE_MAX_LENGTH,
} from "#shared/shared-rules";
import { z } from "@/lib/validation";
import { isYmd } from "../dates";
import { htmlToText } from "../rich-text-plain";
import { isPosition } from "./values";

/**
 * The form's checks, in the interface language. The limits are the server's own
 * (#shared/shared-rules, which worker/schemas/workouts.ts applies): the form stops what the server
 * would refuse before calling it.
 */
export function useWorkoutSchema(template: boolean) {
  const { t } = useLingui();
  return useMemo(() => {
    const max = (n: number) => z.maxLength(n, t`最多 ${n} 个字符`);
    const selected = z.object({ id: z.union([z.number(), z.string()]), name: z.string() });
    return z
      .object({
        title: z.string().check(z.trim(), max(WORKOUT_TITLE_MAX_LENGTH)),
        // A template has a day (position) instead of a date, and the other way round.
        due: template ? z.string() : z.string().check(z.refine(isYmd, t`请选择日期`)),
        position: template
          ? z.string().check(z.refine(isPosition, t`请输入 1–${MAX_POSITION} 之间的天数`))
          : z.string(),
        short_description: z.string().check(max(DESCRIPTION_MAX_LENGTH)),
        rest_day: z.boolean(),
        rest_day_instructions: z.string().check(max(ITEM_TEXT_MAX_LENGTH)),
        warmup: z.string().check(max(ROUTINE_TEXT_MAX_LENGTH)),
        cooldown: z.string().check(max(ROUTINE_TEXT_MAX_LENGTH)),
        warmup_selected_exercises: z.array(selected),
        cooldown_selected_exercises: z.array(selected),
        completed: z.boolean(),
        items: z.array(
          z.object({
            id: z.nullable(z.number()),
            name: z.string().check(z.trim(), z.minLength(1, t`请输入动作名称`), max(ITEM_NAME_MAX_LENGTH)),
            info: z.string().check(max(ITEM_TEXT_MAX_LENGTH)),
            result: z.string().check(max(ITEM_TEXT_MAX_LENGTH)),
            is_circuit: z.boolean(),
            request_video: z.boolean(),
            exercise_id: z.nullable(z.number()),
            done: z.boolean(),
            sets_override: z.string().check(max(ITEM_TEXT_MAX_LENGTH)),
            had_override: z.boolean(),
          }),
        ),
      })
      .check(
        // A workout with nothing in it would be saved as 未命名训练 without a word (issue 22): a rest
        // day needs nothing, anything else a title, an exercise or a description.
        z.refine(
          (v) =>
            v.rest_day ||
            v.title.trim() !== "" ||
            v.items.length > 0 ||
            htmlToText(v.short_description) !== "",
          {
            message: t`请填写标题，或添加动作或说明`,
            path: ["title"],
          },
        ),
      );
  }, [t, template]);
}
