import * as z from "zod";
import { fieldText } from "#shared/messages";
import { zId } from "../shared/fields";
import { pagingFields, ZPageMeta } from "../shared/paging";

/** Most characters of one message (plain text; links are made clickable on display, never HTML). */
export const MAX_MESSAGE_LENGTH = 4000;
/** Messages one person may send per minute (then 429 TOO_MANY_MESSAGES with Retry-After). */
export const MESSAGES_PER_MINUTE = 30;
/** Files one message carries at most. */
export const MAX_MESSAGE_UPLOADS = 10;
/** Clients one broadcast reaches at most (one atomic write). */
export const MAX_BROADCAST_CLIENTS = 1000;
/** How long its author may recall a message (撤回). */
export const RECALL_WINDOW_MS = 2 * 60 * 1000;

const zUploadId = z.string().trim().min(1).max(64);

/** What a message carries; at least a body, a file or a workout reference. */
export const ZMessageDraft = z
  .object({
    body: z
      .string()
      .trim()
      .max(MAX_MESSAGE_LENGTH, fieldText("MESSAGE_TOO_LONG", { max: MAX_MESSAGE_LENGTH }))
      .prefault(""),
    upload_ids: z
      .array(zUploadId)
      .max(MAX_MESSAGE_UPLOADS, fieldText("ATTACHMENTS_TOO_MANY", { max: MAX_MESSAGE_UPLOADS }))
      .prefault([]),
    workout_id: zId.nullish(),
    workout_item_id: zId.nullish(),
  })
  .refine(
    (m) => m.body !== "" || m.upload_ids.length > 0 || m.workout_id != null || m.workout_item_id != null,
    {
      message: fieldText("MESSAGE_REQUIRED"),
      path: ["body"],
    },
  );
export type TMessageDraft = z.output<typeof ZMessageDraft>;

/** A broadcast carries text only: files and workout references belong to one client. */
export const ZBroadcastDraft = z.object({
  body: z
    .string()
    .trim()
    .min(1, fieldText("MESSAGE_REQUIRED"))
    .max(MAX_MESSAGE_LENGTH, fieldText("MESSAGE_TOO_LONG", { max: MAX_MESSAGE_LENGTH })),
});

export const ZGetConversationInput = z.object({
  client_id: zId,
  /** Messages older than this id (a thread scrolled up); `page` is ignored then. */
  before: zId.optional(),
  ...pagingFields(100, 30),
});
export type TGetConversationInput = z.infer<typeof ZGetConversationInput>;

export const ZSendMessageInput = z.object({ client_id: zId, message: ZMessageDraft });
export type TSendMessageInput = z.infer<typeof ZSendMessageInput>;

export const ZReadConversationInput = z.object({ client_id: zId, last_read_message_id: zId });
export type TReadConversationInput = z.infer<typeof ZReadConversationInput>;

export const ZBroadcastInput = z.object({
  client_ids: z
    .array(zId)
    .min(1, fieldText("CLIENTS_REQUIRED"))
    .max(MAX_BROADCAST_CLIENTS, fieldText("CLIENTS_TOO_MANY", { max: MAX_BROADCAST_CLIENTS })),
  message: ZBroadcastDraft,
});
export type TBroadcastInput = z.infer<typeof ZBroadcastInput>;

/** `unread=1` (REST) or `unread: true` (tRPC). */
const zFlag = z
  .union([z.boolean(), z.enum(["1", "0", "true", "false"])])
  .transform((v) => v === true || v === "1" || v === "true")
  .optional();

export const ZInboxInput = z.object({
  q: z.string().trim().max(100).optional(),
  unread: zFlag,
  ...pagingFields(100, 30),
});
export type TInboxInput = z.infer<typeof ZInboxInput>;

export const ZRecallInput = z.object({ id: zId });

// Answers ---------------------------------------------------------------------------------------

export const PERSON_ROLES = ["client", "trainer", "admin", "owner"] as const;
/** A person in a thread. Clients receive other people without `role` (services/client-view.ts). */
export const ZPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  image_id: z.number().int().nullable(),
  image_url: z.string().nullable(),
  role: z.enum(PERSON_ROLES).optional(),
});
export type TPerson = z.infer<typeof ZPerson>;

export const ZMessageAttachment = z.object({
  name: z.string(),
  attachmentUrl: z.string(),
  type: z.string(),
  size: z.number().int(),
});

export const ZMessage = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  client_id: z.number().int(),
  author_id: z.number().int().nullable(),
  body: z.string().nullable(),
  attachments: z.array(ZMessageAttachment),
  workout_id: z.number().int().nullable(),
  workout_item_id: z.number().int().nullable(),
  workout: z
    .object({
      id: z.number().int(),
      title: z.string().nullable(),
      workout_date: z.string().nullable(),
      state: z.string(),
    })
    .nullable(),
  created_at: z.string(),
  recalled_at: z.string().nullable(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZConversation = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  unread_count: z.number().int(),
  last_message_at: z.string().nullable(),
  last_read_message_id: z.number().int().nullable(),
  other_last_read_message_id: z.number().int().nullable(),
});
export type TConversation = z.infer<typeof ZConversation>;

export const ZConversationOutput = z.object({
  conversation: ZConversation,
  messages: z.array(ZMessage),
  users: z.array(ZPerson),
  meta: ZPageMeta,
});
export const ZMessageOutput = z.object({ message: ZMessage });
export const ZReadOutput = z.object({ conversation: ZConversation });
export const ZBroadcastOutput = z.object({ messages_count: z.number().int() });

export const ZInboxRow = ZConversation.extend({
  client: z.object({ id: z.number().int(), name: z.string(), image_url: z.string().nullable() }),
  last_message: ZMessage.nullable(),
});
export const ZInboxOutput = z.object({ conversations: z.array(ZInboxRow), meta: ZPageMeta });
