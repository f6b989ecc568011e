import type { RouterOutputs } from "@/lib/trpc";

/** The wire shapes of issue 26, as the server's operations answer them (one source: the router type). */
export type Thread = RouterOutputs["conversations"]["get"];
export type Message = Thread["messages"][number];
export type Person = Thread["users"][number];
export type Conversation = Thread["conversation"];
export type InboxRow = RouterOutputs["conversations"]["inbox"]["conversations"][number];
export type AppNotification = RouterOutputs["notifications"]["list"]["notifications"][number];

/** A thread's first page: the newest messages; older ones are fetched with `before`. */
export const THREAD_PAGE_SIZE = 30;
/** The author may recall a message this long after sending it (the server says 409 after). */
export const RECALL_WINDOW_MS = 2 * 60_000;
/** A message body's limit (the server refuses longer ones). */
export const MESSAGE_MAX_LENGTH = 4_000;
