import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AppNotification } from "@/lib/conversations/types";

/** What happened, in one line: the actor (or the client) and the kind. The excerpt goes under it. */
export function notificationTitle(i18n: I18n, n: AppNotification): string {
  const who = n.actor?.name ?? n.client_name ?? "";
  switch (n.kind) {
    case "workout_completed":
      return i18n._(msg`${who} 完成了训练`);
    case "workout_missed":
      return i18n._(msg`${who} 错过了训练`);
    case "comment":
      return i18n._(msg`${who} 评论了训练`);
    case "message":
      return i18n._(msg`${who} 发来消息`);
    case "invitation_accepted":
      return i18n._(msg`${who} 接受了邀请`);
    case "week_planned":
      return i18n._(msg`教练安排了新一周的训练`);
    case "personal_record": {
      // The excerpt names the exercise and the set ("杠铃深蹲 · 105 kg × 5"); the title, the client.
      const client = n.client_name ?? who;
      return i18n._(msg`${client} 创造了新纪录`);
    }
    case "progress_photos":
      return i18n._(msg`${who} 上传了进展照片`);
    case "assessment":
      return i18n._(msg`${who} 有新的测评结果`);
    case "nutrition_comment":
      return i18n._(msg`${who} 点评了你的饮食记录`);
  }
}
