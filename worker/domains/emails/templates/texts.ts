/**
 * Every word of the emails and SMS reminders, in the two languages a person can choose
 * (`users.locale`; zh-CN, SPEC's language, when they never chose). English mirrors the Chinese.
 */

export type EmailLocale = "zh-CN" | "en";

export function emailLocale(stored: string | null | undefined): EmailLocale {
  return stored === "en" ? "en" : "zh-CN";
}

const count = (n: number, one: string, many: string) => (n === 1 ? one : many.replace("#", String(n)));

const ZH = {
  /** The footer's sender line: the brand, and the platform's name beside it unless hidden. */
  sentBy: (brand: string, via: string | null) => (via ? `${brand} · 由 ${via} 提供` : brand),
  unsubscribe: "退订此类邮件",
  settings: "邮件设置",
  openWorkout: "查看训练",
  openMessages: "查看消息",
  openApp: "打开应用",
  warmup: "热身",
  cooldown: "放松",
  restDay: "休息日",
  dailySubject: (title: string) => `今天的训练：${title}`,
  dailyHeading: (name: string) => `${name}，这是你今天的训练`,
  restDaySubject: "今天是休息日",
  restDayHeading: (name: string) => `${name}，今天是休息日`,
  missedSubject: (title: string) => `还没完成：${title}`,
  missedHeading: (date: string) => `${date} 的训练还没有记录`,
  missedBody: "完成后记得在应用里记录结果，教练会看到。",
  messageSubject: (coach: string, n: number) => `${coach} 给你发了 ${n} 条消息`,
  messageHeading: (coach: string) => `${coach} 的新消息`,
  commentSubject: (coach: string, n: number) => `${coach} 评论了你的训练（${n} 条）`,
  commentHeading: (coach: string) => `${coach} 的新评论`,
  weeklySubject: (monday: string) => `每周总结 · ${monday} 这周`,
  weeklyHeading: "上周回顾与本周计划",
  lastWeek: "上周",
  thisWeek: "本周计划",
  completed: (n: number) => `完成 ${n} 次训练`,
  missed: (n: number) => `错过 ${n} 次训练`,
  compliance: (rate: string) => `完成率 ${rate}`,
  nothingPlanned: "本周还没有安排训练。",
  coachNotificationsSubject: (n: number) => `你有 ${n} 条未读通知`,
  coachNotificationsHeading: "未读通知",
  coachDigestSubject: (monday: string) => `学员周报 · ${monday} 这周`,
  coachDigestHeading: "上周学员完成情况",
  needsAttention: "需要关注",
  reasons: {
    programming_ends: "训练计划即将结束",
    missed_workouts: "错过了训练",
    compliance_drop: "完成率下降",
    no_nutrition_log: "连续 3 天没有饮食记录",
  },
  noCompliance: "无训练",
  notifications: {
    workout_completed: (client: string, text: string) => `${client} 完成了训练「${text}」`,
    workout_missed: (client: string, text: string) => `${client} 错过了训练「${text}」`,
    comment: (client: string, text: string) => `${client} 评论：${text}`,
    message: (client: string, text: string) => `${client} 发来消息：${text}`,
    invitation_accepted: (client: string) => `${client} 接受了邀请`,
    week_planned: (client: string) => `${client} 的训练已安排`,
    personal_record: (client: string, text: string) => `${client} 新纪录：${text}`,
    progress_photos: (client: string) => `${client} 上传了进展照片`,
    assessment: (client: string, text: string) => `${client} 有新的测评结果：${text}`,
    // Written to clients only; here for completeness of the kinds.
    nutrition_comment: (client: string, text: string) => `教练点评了 ${client} 的饮食记录：${text}`,
  },
  smsDaily: (title: string, url: string) => `今天的训练：${title} ${url}`,
  smsMissed: (title: string, url: string) => `还没完成：${title} ${url}`,
  unsubscribedPage: "已退订",
  unsubscribedBody: (kind: string) => `你将不再收到「${kind}」邮件。`,
  unsubscribeConfirm: (kind: string) => `不再接收「${kind}」邮件？`,
  unsubscribeButton: "退订",
  invalidLink: "链接无效或已损坏。",
  kinds: {
    daily_workout: "每日训练",
    missed_workout: "错过的训练",
    new_message: "新消息",
    new_comment: "新评论",
    weekly_digest: "每周总结",
    coach_notifications: "未读通知",
    coach_digest: "学员周报",
  },
};

export type EmailTexts = typeof ZH;

const EN: EmailTexts = {
  sentBy: (brand, via) => (via ? `${brand} · via ${via}` : brand),
  unsubscribe: "Unsubscribe from these emails",
  settings: "Email settings",
  openWorkout: "Open the workout",
  openMessages: "Open messages",
  openApp: "Open the app",
  warmup: "Warm-up",
  cooldown: "Cool-down",
  restDay: "Rest day",
  dailySubject: (title) => `Today's workout: ${title}`,
  dailyHeading: (name) => `${name}, here is today's workout`,
  restDaySubject: "Today is a rest day",
  restDayHeading: (name) => `${name}, today is a rest day`,
  missedSubject: (title) => `Not done yet: ${title}`,
  missedHeading: (date) => `Your workout of ${date} has no results yet`,
  missedBody: "Log your results in the app once you have done it: your coach will see them.",
  messageSubject: (coach, n) => `${coach} sent you ${count(n, "a message", "# messages")}`,
  messageHeading: (coach) => `New from ${coach}`,
  commentSubject: (coach, n) => `${coach} commented on your workout (${count(n, "1 comment", "# comments")})`,
  commentHeading: (coach) => `New comments from ${coach}`,
  weeklySubject: (monday) => `Weekly digest · week of ${monday}`,
  weeklyHeading: "Last week, and this week's plan",
  lastWeek: "Last week",
  thisWeek: "This week's plan",
  completed: (n) => `${count(n, "1 workout", "# workouts")} completed`,
  missed: (n) => `${count(n, "1 workout", "# workouts")} missed`,
  compliance: (rate) => `Compliance ${rate}`,
  nothingPlanned: "Nothing is planned for this week yet.",
  coachNotificationsSubject: (n) => `You have ${count(n, "1 unread notification", "# unread notifications")}`,
  coachNotificationsHeading: "Unread notifications",
  coachDigestSubject: (monday) => `Clients' weekly digest · week of ${monday}`,
  coachDigestHeading: "How your clients did last week",
  needsAttention: "Needs attention",
  reasons: {
    programming_ends: "programming ends soon",
    missed_workouts: "missed workouts",
    compliance_drop: "compliance dropped",
    no_nutrition_log: "no nutrition log for 3 days",
  },
  noCompliance: "nothing due",
  notifications: {
    workout_completed: (client, text) => `${client} completed "${text}"`,
    workout_missed: (client, text) => `${client} missed "${text}"`,
    comment: (client, text) => `${client} commented: ${text}`,
    message: (client, text) => `${client} wrote: ${text}`,
    invitation_accepted: (client) => `${client} accepted the invitation`,
    week_planned: (client) => `${client}'s week is planned`,
    personal_record: (client, text) => `${client} set a personal record: ${text}`,
    progress_photos: (client) => `${client} uploaded progress photos`,
    assessment: (client, text) => `New assessment results for ${client}: ${text}`,
    nutrition_comment: (client, text) => `A coach commented on ${client}'s food log: ${text}`,
  },
  smsDaily: (title, url) => `Today's workout: ${title} ${url}`,
  smsMissed: (title, url) => `Not done yet: ${title} ${url}`,
  unsubscribedPage: "Unsubscribed",
  unsubscribedBody: (kind) => `You will no longer receive "${kind}" emails.`,
  unsubscribeConfirm: (kind) => `Stop receiving "${kind}" emails?`,
  unsubscribeButton: "Unsubscribe",
  invalidLink: "This link is not valid.",
  kinds: {
    daily_workout: "Daily workout",
    missed_workout: "Missed workout",
    new_message: "New messages",
    new_comment: "New comments",
    weekly_digest: "Weekly digest",
    coach_notifications: "Unread notifications",
    coach_digest: "Clients' weekly digest",
  },
};

export function emailTexts(locale: EmailLocale): EmailTexts {
  return locale === "en" ? EN : ZH;
}
