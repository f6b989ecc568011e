import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { messages, uploads, workout_items, workouts } from "../../../db/schema";
import { guard, stoppedByGuard } from "../../data/batch-guards";
import { AppError } from "../../errors";
import { isClientActor } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { deliverAfterCommit } from "../../services/realtime";
import { rate, reserveRate } from "../auth/throttle";
import { loadOwnClient, visibleToClient } from "../clients/visibility";
import { notificationDeliveries } from "../notifications/view";
import { coachesWanting, notificationInsert } from "../notifications/write";
import { type ConversationScope, coachParticipants, conversationScope, type Participant } from "./access";
import { messageViews } from "./message-view";
import { MESSAGES_PER_MINUTE, type TMessageDraft, type TSendMessageInput } from "./schemas";
import { lastMessageBy, markRead, searchTextOf, touchConversation } from "./writes";

/**
 * POST /clients/{id}/conversation/messages. Everything is checked before anything is written or
 * claimed (the claim-order lesson of the uploads: a refused message must leave its files
 * unattached, free to be sent again): the caller's reach, the workout reference, the files, the
 * rate. Then one batch writes the message, claims its files (a guard fails the batch if another
 * write took one in between), moves the conversation's latest message and the author's read mark,
 * and writes the notifications it causes. Delivery to open sockets follows the commit.
 */
export async function sendMessage(deps: ServiceDeps, actor: Actor, input: TSendMessageInput) {
  const scope = await conversationScope(deps, actor, input.client_id, "write");
  const draft = input.message;
  const reference = await workoutReference(deps, actor, scope, draft);
  const uploadIds = [...new Set(draft.upload_ids)];
  await assertUploadsFree(deps, actor, uploadIds);
  await reserveRate(deps, rate.messages(actor.user.id, MESSAGES_PER_MINUTE), "TOO_MANY_MESSAGES");

  const fromClient = scope.side === "client";
  const coaches = await coachParticipants(deps, scope);
  const notified = await messageRecipients(deps, scope, coaches, fromClient, actor.user.id);
  const now = deps.clock.now().toISOString();
  const messageId = lastMessageBy(actor.user.id);
  const body = draft.body === "" ? null : draft.body;
  const claim = uploadIds.length
    ? [
        deps.db
          .update(uploads)
          .set({ attached_kind: "message", attached_id: messageId })
          .where(
            and(
              inArray(uploads.id, sql`(SELECT value FROM json_each(${JSON.stringify(uploadIds)}))`),
              eq(uploads.owner_user_id, actor.user.id),
              isNull(uploads.attached_kind),
            ),
          ),
        guard(deps, sql`changes() = ${uploadIds.length}`),
      ]
    : [];
  let written: [(typeof messages.$inferSelect)[], Awaited<ReturnType<typeof notificationInsert>>];
  try {
    const results = await deps.db.batch([
      deps.db
        .insert(messages)
        .values({
          client_id: scope.clientId,
          author_id: actor.user.id,
          from_client: fromClient,
          body,
          search_text: searchTextOf(body),
          workout_id: reference.workoutId,
          workout_item_id: reference.itemId,
          created_at: now,
        })
        .returning(),
      ...claim,
      touchConversation(deps, scope.clientId, messageId, now),
      markRead(deps, scope.clientId, actor.user.id, fromClient, messageId, now),
      notificationInsert(
        deps,
        notified,
        { kind: "message", clientId: scope.clientId, actorId: actor.user.id, messageId, text: body },
        now,
      ),
    ]);
    written = [results[0], results[results.length - 1] as Awaited<ReturnType<typeof notificationInsert>>];
  } catch (error) {
    // Another write claimed one of the files since they were checked: like a foreign id.
    if (stoppedByGuard(error)) throw new AppError("NOT_FOUND");
    throw error;
  }
  const [row] = written[0];
  if (!row) throw new AppError("INTERNAL");
  const [view] = await messageViews(deps, [row]);
  const audience = [...new Set([scope.clientUserId, ...coaches.map((c) => c.userId)])];
  await deliverAfterCommit(deps, [
    {
      organizationId: scope.organizationId,
      userIds: audience,
      event: { type: "message.created", message: view! },
    },
    ...(await notificationDeliveries(deps, scope.organizationId, written[1])),
  ]);
  return { message: view! };
}

/**
 * Who is notified of a new message. From the client: its trainer and the coaches who wrote in
 * the thread and still take part in it, each as its `newMessage` setting says (admins who never
 * wrote see it in their inbox, not as a notice). From a coach: the client.
 */
export async function messageRecipients(
  deps: ServiceDeps,
  scope: ConversationScope,
  coaches: readonly Participant[],
  fromClient: boolean,
  authorId: number,
): Promise<number[]> {
  if (!fromClient) return scope.clientUserId === authorId ? [] : [scope.clientUserId];
  const writers = await deps.db
    .selectDistinct({ id: messages.author_id })
    .from(messages)
    .where(and(eq(messages.client_id, scope.clientId), eq(messages.from_client, false)));
  const wrote = new Set(writers.map((w) => w.id));
  const candidates = coaches
    .filter((c) => c.userId === scope.trainerUserId || wrote.has(c.userId))
    .map((c) => c.userId)
    .filter((id) => id !== authorId);
  return coachesWanting(deps, candidates, "message");
}

/** The workout a message points at: this client's, and for the client one it may see; else 404. */
async function workoutReference(
  deps: ServiceDeps,
  actor: Actor,
  scope: ConversationScope,
  draft: TMessageDraft,
) {
  let workoutId = draft.workout_id ?? null;
  const itemId = draft.workout_item_id ?? null;
  if (workoutId === null && itemId === null) return { workoutId: null, itemId: null };
  if (itemId !== null) {
    const [item] = await deps.db
      .select({ workout_id: workout_items.workout_id })
      .from(workout_items)
      .where(eq(workout_items.id, itemId))
      .limit(1);
    if (!item || (workoutId !== null && item.workout_id !== workoutId)) throw new AppError("NOT_FOUND");
    workoutId = item.workout_id;
  }
  const [workout] = await deps.db.select().from(workouts).where(eq(workouts.id, workoutId!)).limit(1);
  if (!workout || workout.client_id !== scope.clientId) throw new AppError("NOT_FOUND");
  if (isClientActor(actor) && !visibleToClient(await loadOwnClient(deps, actor), workout))
    throw new AppError("NOT_FOUND");
  return { workoutId: workout.id, itemId };
}

/** Every named file is the caller's and unattached (else 404, as for any foreign id). */
async function assertUploadsFree(deps: ServiceDeps, actor: Actor, ids: readonly string[]) {
  if (ids.length === 0) return;
  const free = await deps.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        inArray(uploads.id, sql`(SELECT value FROM json_each(${JSON.stringify(ids)}))`),
        eq(uploads.owner_user_id, actor.user.id),
        isNull(uploads.attached_kind),
      ),
    );
  if (free.length !== ids.length) throw new AppError("NOT_FOUND");
}
