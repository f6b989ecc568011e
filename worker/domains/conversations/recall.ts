import { and, eq, isNull } from "drizzle-orm";
import { messages, notifications, uploads } from "../../../db/schema";
import { AppError } from "../../errors";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { deliverAfterCommit } from "../../services/realtime";
import { uploadStoreOf } from "../uploads/store";
import { conversationAudience, conversationScope } from "./access";
import { messageViews } from "./message-view";
import { RECALL_WINDOW_MS } from "./schemas";

/**
 * DELETE /messages/{id}: its author recalls a message (撤回) within 2 minutes. The message keeps
 * its place with `recalled_at` and no body; its files' rows go in the same batch as the recall and
 * their bytes after it (a crash between leaves bytes no row names, never a row naming lost bytes);
 * the notifications it caused go too, so its text is gone from every answer. Later: 409
 * RECALL_EXPIRED. Someone else in the thread: 403; out of reach: 404. Recalling twice answers the
 * recalled message again.
 */
export async function recallMessage(deps: ServiceDeps, actor: Actor, id: number) {
  const [row] = await deps.db.select().from(messages).where(eq(messages.id, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  const scope = await conversationScope(deps, actor, row.client_id, "read");
  if (row.author_id !== actor.user.id) throw new AppError("FORBIDDEN");
  const now = deps.clock.now();
  if (row.recalled_at === null) {
    if (now.getTime() - new Date(row.created_at).getTime() > RECALL_WINDOW_MS) {
      throw new AppError("RECALL_EXPIRED");
    }
    const files = await deps.db
      .select({ storage_key: uploads.storage_key })
      .from(uploads)
      .where(and(eq(uploads.attached_kind, "message"), eq(uploads.attached_id, id)));
    await deps.db.batch([
      deps.db
        .update(messages)
        .set({ recalled_at: now.toISOString(), body: null, search_text: null })
        .where(and(eq(messages.id, id), isNull(messages.recalled_at))),
      deps.db.delete(uploads).where(and(eq(uploads.attached_kind, "message"), eq(uploads.attached_id, id))),
      deps.db.delete(notifications).where(eq(notifications.message_id, id)),
    ]);
    const store = files.length ? uploadStoreOf(deps) : null;
    for (const file of files) {
      try {
        await store!.delete(file.storage_key);
      } catch (error) {
        // The row is gone, so nobody can read the file; a leftover is only disk space.
        console.error("[recall] file not deleted", file.storage_key, error);
      }
    }
  }
  const [fresh] = await deps.db.select().from(messages).where(eq(messages.id, id)).limit(1);
  const [view] = await messageViews(deps, [fresh!]);
  if (row.recalled_at === null) {
    await deliverAfterCommit(deps, [
      {
        organizationId: scope.organizationId,
        userIds: await conversationAudience(deps, scope),
        event: { type: "message.recalled", message: view! },
      },
    ]);
  }
  return { message: view! };
}
