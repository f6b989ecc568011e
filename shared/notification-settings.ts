/**
 * The trainer settings that decide notifications, unread counts and sounds (issue 26), with
 * their defaults. The server's full default settings spread these
 * (worker/domains/trainers/schemas.ts); the web falls back to them for a trainer whose settings
 * were never stored.
 */
export const DEFAULT_NOTIFICATION_SETTINGS = {
  generateWorkoutNotifications: true,
  newMessage: true,
  newComment: true,
  soundOnNotification: true,
  soundOnMessage: true,
  workCanWait: {
    days: { mon: true, tue: true, wed: true, thu: true, fri: true, sat: false, sun: false },
    start: "09:00",
    end: "17:00",
  },
  showUnreads: true,
  conversationShowUnreads: true,
};

export type NotificationSettings = typeof DEFAULT_NOTIFICATION_SETTINGS;

/** The notification settings of a stored settings object (any field missing → its default). */
export function notificationSettingsOf(
  settings: Partial<NotificationSettings> | null | undefined,
): NotificationSettings {
  const s = { ...DEFAULT_NOTIFICATION_SETTINGS, ...(settings ?? {}) };
  return {
    generateWorkoutNotifications: s.generateWorkoutNotifications,
    newMessage: s.newMessage,
    newComment: s.newComment,
    soundOnNotification: s.soundOnNotification,
    soundOnMessage: s.soundOnMessage,
    workCanWait: s.workCanWait,
    showUnreads: s.showUnreads,
    conversationShowUnreads: s.conversationShowUnreads,
  };
}
