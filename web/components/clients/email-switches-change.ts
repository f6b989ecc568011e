import type { EmailSwitches } from "#shared/email-switches";

/**
 * What the client sheet sends of the email switches. Whose switches they become is the shared rule
 * `switchesAfterChange` (shared/email-switches.ts), which the server applies to every change: any
 * switch sent makes the client's settings its own. So the switches go only when the coach changed
 * one, and a press of "恢复机构默认" hands the client back to the organization with
 * `overrideDefaults: false`. Otherwise nothing is sent.
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
}): (Partial<EmailSwitches> & { overrideDefaults?: false }) | undefined {
  if (inheritNow) return inheritedBefore ? undefined : { overrideDefaults: false };
  if (!touched) return undefined;
  return {
    dailyWorkoutEmails: values.dailyWorkoutEmails,
    missedWorkoutEmails: values.missedWorkoutEmails,
    newMessageEmails: values.newMessageEmails,
    newCommentEmails: values.newCommentEmails,
    weeklyDigest: values.weeklyDigest,
  };
}
