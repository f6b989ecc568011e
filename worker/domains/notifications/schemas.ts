import * as z from "zod";
import { NOTIFICATION_KINDS } from "../../../db/schema";
import { zId } from "../shared/fields";
import { pagingFields, ZPageMeta } from "../shared/paging";

const zFlag = z
  .union([z.boolean(), z.enum(["1", "0", "true", "false"])])
  .transform((v) => v === true || v === "1" || v === "true")
  .optional();

export const ZListNotificationsInput = z.object({ unread: zFlag, ...pagingFields(100, 30) });
export type TListNotificationsInput = z.infer<typeof ZListNotificationsInput>;

/** `{ids: [...]}` marks those read, `{all: true}` every one of the caller's. */
export const ZReadNotificationsInput = z.union([
  z.object({ ids: z.array(zId).min(1).max(500) }),
  z.object({ all: z.literal(true) }),
]);
export type TReadNotificationsInput = z.infer<typeof ZReadNotificationsInput>;

const ZActor = z.object({
  id: z.number().int(),
  name: z.string(),
  image_id: z.number().int().nullable(),
  image_url: z.string().nullable(),
  role: z.enum(["client", "trainer", "admin", "owner"]).optional(),
});

export const ZNotification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  client_id: z.number().int().nullable(),
  client_name: z.string().nullable(),
  actor: ZActor.nullable(),
  workout_id: z.number().int().nullable(),
  conversation_id: z.number().int().nullable(),
  message_id: z.number().int().nullable(),
  comment_id: z.number().int().nullable(),
  text: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationListOutput = z.object({
  notifications: z.array(ZNotification),
  meta: ZPageMeta,
  unread_count: z.number().int(),
});
export const ZUnreadCountOutput = z.object({ unread_count: z.number().int() });
export const ZCountsOutput = z.object({
  notifications_unread: z.number().int(),
  conversations_unread: z.number().int(),
});
