import { op } from "../operation";
import { listNotifications, notificationCounts, readNotifications } from "./notifications";
import {
  ZCountsOutput,
  ZListNotificationsInput,
  ZNotificationListOutput,
  ZReadNotificationsInput,
  ZUnreadCountOutput,
} from "./schemas";

/** In-app notifications (issue 26): the caller's own, for coaches and clients alike. */
export const notificationOperations = {
  list: op({
    summary: "The caller's notifications, newest first, with the unread count",
    kind: "query",
    input: ZListNotificationsInput,
    output: ZNotificationListOutput,
    run: ({ deps, actor }, input) => listNotifications(deps, actor, input),
    rest: { method: "GET", path: "/notifications" },
  }),
  read: op({
    summary: "Mark the caller's notifications read: {ids: [...]} or {all: true}",
    kind: "mutation",
    input: ZReadNotificationsInput,
    output: ZUnreadCountOutput,
    run: ({ deps, actor }, input) => readNotifications(deps, actor, input),
    rest: { method: "POST", path: "/notifications/read" },
  }),
  counts: op({
    summary: "Unread notifications (the bell) and unread conversations (the messages badge)",
    kind: "query",
    output: ZCountsOutput,
    run: ({ deps, actor }) => notificationCounts(deps, actor),
    rest: { method: "GET", path: "/notifications/counts" },
  }),
};
