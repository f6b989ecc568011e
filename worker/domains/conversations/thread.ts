import { and, count, desc, eq, lt } from "drizzle-orm";
import { messages } from "../../../db/schema";
import { isClientActor } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { loadOwnClient } from "../clients/visibility";
import { paged, pageWindow } from "../shared/paging";
import { coachParticipants, conversationScope } from "./access";
import { messageViews } from "./message-view";
import { threadPeople } from "./people";
import type { TGetConversationInput } from "./schemas";
import { conversationState } from "./state";

/**
 * GET /clients/{id}/conversation: the conversation, one page of its messages newest first (by
 * `page`, or `before=<id>` when a thread is scrolled up), the people it names and the page's meta.
 */
export async function getConversation(deps: ServiceDeps, actor: Actor, input: TGetConversationInput) {
  const scope = await conversationScope(deps, actor, input.client_id, "read");
  const window = input.before ? { ...pageWindow({ ...input, page: 1 }) } : pageWindow(input);
  const inThread = eq(messages.client_id, scope.clientId);
  const { rows, meta } = await paged(
    window,
    (w) =>
      deps.db
        .select()
        .from(messages)
        .where(input.before ? and(inThread, lt(messages.id, input.before)) : inThread)
        .orderBy(desc(messages.id))
        .limit(w.size)
        .offset(w.offset),
    () =>
      deps.db
        .select({ n: count() })
        .from(messages)
        .where(input.before ? and(inThread, lt(messages.id, input.before)) : inThread),
  );
  const viewer = isClientActor(actor) ? await loadOwnClient(deps, actor) : null;
  const [conversation, views, coaches] = await Promise.all([
    conversationState(deps, scope.clientId, actor.user.id, scope.side),
    messageViews(deps, rows, viewer),
    coachParticipants(deps, scope),
  ]);
  const users = await threadPeople(
    deps,
    scope.clientUserId,
    coaches,
    rows.map((r) => r.author_id),
  );
  return { conversation, messages: views, users, meta };
}
