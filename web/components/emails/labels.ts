import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RouterOutputs } from "@/lib/trpc";

type OutboxEmail = RouterOutputs["emails"]["outbox"]["emails"][number];
type OutboxKind = OutboxEmail["kind"];
type OutboxStatus = OutboxEmail["status"];

/** What each kind of email is called on the outbox screen (and the super admin's totals). */
export const KIND_LABELS: Record<OutboxKind, MessageDescriptor> = {
  daily_workout: msg`每日训练`,
  missed_workout: msg`错过训练`,
  new_message: msg`新消息`,
  new_comment: msg`新评论`,
  weekly_digest: msg`每周总结`,
  coach_notifications: msg`教练通知`,
  coach_digest: msg`教练周报`,
};

export const STATUS_LABELS: Record<OutboxStatus, MessageDescriptor> = {
  sent: msg`已发送`,
  skipped: msg`已跳过`,
  failed: msg`发送失败`,
  pending: msg`等待发送`,
  sending: msg`等待发送`,
};

/** Why an email was not sent, in plain words (shared/email-outbox.ts SKIP_REASONS). */
export const REASON_LABELS: Record<NonNullable<OutboxEmail["reason"]>, MessageDescriptor> = {
  setting_off: msg`该邮件设置已关闭`,
  unsubscribed: msg`收件人已退订`,
  nothing_to_send: msg`没有需要发送的内容`,
  hidden: msg`训练对学员不可见`,
  no_address: msg`没有邮箱或手机号`,
  bad_address: msg`地址曾永久退信`,
};
