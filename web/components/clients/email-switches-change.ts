import type { EmailSwitches } from "#shared/email-switches";

/**
 * What the client sheet sends of the email switches. Any switch sent makes the client's settings its
 * own on the server (shared/email-switches.ts), so they go only when the coach changed one — then
 * all five with `overrideDefaults: true`, the server's rule — and a press of "恢复机构默认" hands the
 * client back to the organization with `overrideDefaults: false`. Otherwise nothing is sent.
 */
export function emailSwitchesToSend({
  inheritedBefore,
  inheritNow,
  touched,
  values,
}: {
  /** The client followed the organization's defaults when the sheet opened. */
  inheritedBefore: boolean;
  /** The sheet shows the organization's defaults now (untouched, or restored). */
  inheritNow: boolean;
  /** The coach changed a switch since the sheet opened (or since restoring). */
  touched: boolean;
  values: EmailSwitches;
}): (Partial<EmailSwitches> & { overrideDefaults?: boolean }) | undefined {
  if (inheritNow) return inheritedBefore ? undefined : { overrideDefaults: false };
  if (!touched) return undefined;
  return {
    dailyWorkoutEmails: values.dailyWorkoutEmails,
    missedWorkoutEmails: values.missedWorkoutEmails,
    newMessageEmails: values.newMessageEmails,
    newCommentEmails: values.newCommentEmails,
    weeklyDigest: values.weeklyDigest,
    overrideDefaults: true,
  };
}
