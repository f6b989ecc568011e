import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ClientEmailSwitch } from "#shared/email-switches";

/** The five client email switches as coaches read them: one wording on the client sheet and in the organization's defaults. */
export const EMAIL_SWITCH_LABELS: Record<ClientEmailSwitch, MessageDescriptor> = {
  dailyWorkoutEmails: msg`每日训练提醒邮件`,
  missedWorkoutEmails: msg`错过训练提醒邮件`,
  newMessageEmails: msg`新消息邮件`,
  newCommentEmails: msg`新评论邮件`,
  weeklyDigest: msg`每周总结邮件`,
};
