import { ID, op } from "../operation";
import { broadcastMessage } from "./broadcast";
import { listInbox } from "./inbox";
import { readConversation } from "./read-mark";
import { recallMessage } from "./recall";
import * as schemas from "./schemas";
import { sendMessage } from "./send";
import { getConversation } from "./thread";

/**
 * Conversations between a client and its coaches (issue 26): one per client, REST under
 * /clients/{id}/conversation and /messages, tRPC `conversations.*`.
 */
export const conversationOperations = {
  get: op({
    summary: "A client's conversation: one page of messages (newest first), the people it names, read marks",
    kind: "query",
    input: schemas.ZGetConversationInput,
    output: schemas.ZConversationOutput,
    run: ({ deps, actor }, input) => getConversation(deps, actor, input),
    rest: {
      method: "GET",
      path: `/clients/:id{${ID}}/conversation`,
      input: ({ params, query }) => ({ ...query, client_id: params.id }),
    },
  }),
  send: op({
    summary: "Send a message in a client's conversation (text, uploaded files, a workout reference)",
    kind: "mutation",
    input: schemas.ZSendMessageInput,
    output: schemas.ZMessageOutput,
    run: ({ deps, actor }, input) => sendMessage(deps, actor, input),
    rest: {
      method: "POST",
      path: `/clients/:id{${ID}}/conversation/messages`,
      status: 201,
      input: ({ params, body }) => ({ ...(body as object), client_id: params.id }),
      requestSchema: schemas.ZSendMessageInput.omit({ client_id: true }),
    },
  }),
  read: op({
    summary: "Mark a client's conversation read up to a message (read receipts)",
    kind: "mutation",
    input: schemas.ZReadConversationInput,
    output: schemas.ZReadOutput,
    run: ({ deps, actor }, input) => readConversation(deps, actor, input),
    rest: {
      method: "POST",
      path: `/clients/:id{${ID}}/conversation/read`,
      input: ({ params, body }) => ({ ...(body as object), client_id: params.id }),
      requestSchema: schemas.ZReadConversationInput.omit({ client_id: true }),
    },
  }),
  recall: op({
    summary:
      "Recall one's own message within 2 minutes (its text and files are removed; 409 RECALL_EXPIRED later)",
    kind: "mutation",
    input: schemas.ZRecallInput,
    output: schemas.ZMessageOutput,
    run: ({ deps, actor }, input) => recallMessage(deps, actor, input.id),
    rest: { method: "DELETE", path: `/messages/:id{${ID}}` },
  }),
  broadcast: op({
    summary: "Send one message into each chosen client's own conversation (up to 1,000, one atomic write)",
    kind: "mutation",
    input: schemas.ZBroadcastInput,
    output: schemas.ZBroadcastOutput,
    run: ({ deps, actor }, input) => broadcastMessage(deps, actor, input),
    rest: { method: "POST", path: "/conversations/broadcast", status: 201 },
  }),
  inbox: op({
    summary: "A coach's inbox: its clients' conversations, unread first, then latest; q searches messages",
    kind: "query",
    input: schemas.ZInboxInput,
    output: schemas.ZInboxOutput,
    run: ({ deps, actor }, input) => listInbox(deps, actor, input),
    rest: { method: "GET", path: "/conversations" },
  }),
};
