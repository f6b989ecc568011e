import * as z from "zod";
import { HABIT_NAME_MAX_LENGTH, HABIT_TARGET_MAX_LENGTH } from "#shared/habit-rules";
import { fieldText } from "#shared/messages";
import { zDate, zId } from "../shared/fields";

/**
 * Inputs and answers of the habits domain (issue 31): `{"habit": …}` and `{"check_in": …}` bodies
 * as the issue names them. A client's habits answer with their compliance and streak and the
 * check-ins of the last four weeks.
 */

export const ZHabitDraft = z
  .object({
    name: z.string().trim().min(1, fieldText("NAME_REQUIRED")).max(HABIT_NAME_MAX_LENGTH),
    target_text: z.string().trim().max(HABIT_TARGET_MAX_LENGTH).nullish(),
    // A JSON number only: coercion would take `true` as 1.
    days_per_week: z.number().int().min(1).max(7),
    /** Absent: the client's today. */
    start_date: zDate.nullish(),
    end_date: zDate.nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.start_date && v.end_date && v.end_date < v.start_date)
      ctx.addIssue({ code: "custom", path: ["end_date"], message: fieldText("END_BEFORE_START") });
  });
export type THabitDraft = z.output<typeof ZHabitDraft>;

export const ZClientInput = z.object({ client_id: zId });
export const ZCreateHabitInput = z.object({ client_id: zId, habit: ZHabitDraft });
export const ZUpdateHabitInput = z.object({ id: zId, habit: ZHabitDraft });
export const ZIdInput = z.object({ id: zId });

export const ZCheckInDraft = z.object({ date: zDate, done: z.boolean() });
export type TCheckInDraft = z.output<typeof ZCheckInDraft>;
export const ZCheckInInput = z.object({ id: zId, check_in: ZCheckInDraft });

// Answers ---------------------------------------------------------------------------------------

const zRate = z.number().nullable();

export const ZHabit = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  name: z.string(),
  target_text: z.string().nullable(),
  days_per_week: z.number().int(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  /** Done ÷ expected days over the last 7 and 30 days, 0–1 (shared/habit-rules.ts). */
  compliance_rate_for_7_days: zRate,
  compliance_rate_for_30_days: zRate,
  /**
   * The current streak in days (everyday habits) or weeks, with what it is once today is checked
   * off and while it is not: the client app shows the right one at once for a check-off still
   * waiting in its offline queue.
   */
  streak: z.object({
    count: z.number().int(),
    unit: z.enum(["day", "week"]),
    with_today: z.number().int(),
    without_today: z.number().int(),
  }),
});
export type THabit = z.infer<typeof ZHabit>;

export const ZCheckIn = z.object({
  id: z.number().int(),
  habit_id: z.number().int(),
  date: z.string(),
  done: z.boolean(),
});

export const ZHabitOutput = z.object({ habit: ZHabit });
export const ZHabitsOutput = z.object({
  habits: z.array(ZHabit),
  /** The habits' check-ins of the last 28 days up to today (CHECK_IN_WINDOW_DAYS). */
  check_ins: z.array(ZCheckIn),
  /** The client's today (its time zone), the day the rates and streaks are for. */
  today: z.string(),
});
/** A client's habits in its data export: every check-in, not the list's 28 days. */
export const ZHabitsExport = z.object({ habits: z.array(ZHabit), check_ins: z.array(ZCheckIn) });
export const ZCheckInOutput = z.object({ check_in: ZCheckIn, habit: ZHabit });
