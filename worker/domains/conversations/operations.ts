import { ID, op } from "../operation";
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
};
