import { and, eq, isNull, lte } from "drizzle-orm";
import { messages, notifications } from "../../../db/schema";
import { AppError } from "../../errors";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { deliverAfterCommit } from "../../services/realtime";
import { coachParticipants, conversationScope } from "./access";
import type { TReadConversationInput } from "./schemas";
import { conversationState } from "./state";
import { markRead } from "./writes";

/**
 * POST /clients/{id}/conversation/read: the caller has read up to a message of this thread (read
 * receipts). The mark only moves forward. The other side is told (`conversation.read`): the
 * client's coaches when the client read, the client when a coach did. The super admin reads
 * without leaving marks (403): it is no party to the thread. The reader's notices of the messages
 * read go read in the same batch: a bell must not keep counting what the thread has shown.
 */
export async function readConversation(deps: ServiceDeps, actor: Actor, input: TReadConversationInput) {
  const scope = await conversationScope(deps, actor, input.client_id, "write");
  const [message] = await deps.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, input.last_read_message_id), eq(messages.client_id, scope.clientId)))
    .limit(1);
  if (!message) throw new AppError("NOT_FOUND");
  const byClient = scope.side === "client";
  const now = deps.clock.now().toISOString();
  await deps.db.batch([
    markRead(deps, scope.clientId, actor.user.id, byClient, message.id, now),
    deps.db
      .update(notifications)
      .set({ read_at: now })
      .where(
        and(
          eq(notifications.user_id, actor.user.id),
          eq(notifications.client_id, scope.clientId),
          eq(notifications.kind, "message"),
          lte(notifications.message_id, message.id),
          isNull(notifications.read_at),
        ),
      ),
  ]);
  const conversation = await conversationState(deps, scope.clientId, actor.user.id, scope.side);
  const otherSide = byClient
    ? (await coachParticipants(deps, scope)).map((c) => c.userId)
    : [scope.clientUserId];
  await deliverAfterCommit(deps, [
    {
      organizationId: scope.organizationId,
      userIds: otherSide,
      event: {
        type: "conversation.read",
        conversation_id: scope.clientId,
        client_id: scope.clientId,
        user_id: actor.user.id,
        last_read_message_id: conversation.last_read_message_id ?? message.id,
      },
    },
  ]);
  return { conversation };
}
