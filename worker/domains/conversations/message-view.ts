import { and, eq } from "drizzle-orm";
import { type messages, uploads, workouts } from "../../../db/schema";
import { inIds } from "../../data/sql";
import type { ServiceDeps } from "../../services/deps";
import { type OwnClient, visibleToClient } from "../clients/visibility";
import { attachmentUrlOf } from "../uploads/read";
import type { TMessage } from "./schemas";

export type MessageRow = typeof messages.$inferSelect;

/**
 * Messages as every answer and event shows them: files as signed URLs (only people who may see
 * the thread get here), the referenced workout as a card. A recalled message keeps its place with
 * `body: null` and no files. `viewer` is the client when the reader is one: a workout it may not
 * see (hidden, beyond its horizon) shows no card.
 */
export async function messageViews(
  deps: ServiceDeps,
  rows: readonly MessageRow[],
  viewer: OwnClient | null = null,
): Promise<TMessage[]> {
  if (rows.length === 0) return [];
  const live = rows.filter((r) => r.recalled_at === null);
  const files = live.length
    ? await deps.db
        .select({
          id: uploads.id,
          name: uploads.name,
          type: uploads.type,
          size: uploads.size,
          attached_id: uploads.attached_id,
        })
        .from(uploads)
        .where(
          and(
            eq(uploads.attached_kind, "message"),
            inIds(
              uploads.attached_id,
              live.map((r) => r.id),
            ),
          ),
        )
        .orderBy(uploads.created_at)
    : [];
  const workoutIds = [...new Set(live.map((r) => r.workout_id).filter((id): id is number => id !== null))];
  const cards = workoutIds.length
    ? await deps.db
        .select({
          id: workouts.id,
          title: workouts.title,
          due: workouts.due,
          state: workouts.state,
          client_id: workouts.client_id,
          hidden: workouts.hidden,
        })
        .from(workouts)
        .where(inIds(workouts.id, workoutIds))
    : [];
  const cardOf = new Map(cards.map((w) => [w.id, w]));
  const filesOf = new Map<number, TMessage["attachments"]>();
  for (const file of files) {
    const list = filesOf.get(file.attached_id!) ?? [];
    list.push({
      name: file.name,
      attachmentUrl: await attachmentUrlOf(deps, { id: file.id, attached_kind: "message" }),
      type: file.type,
      size: file.size,
    });
    filesOf.set(file.attached_id!, list);
  }
  return rows.map((row) => {
    const card = row.recalled_at === null && row.workout_id !== null ? cardOf.get(row.workout_id) : undefined;
    const shown = card && (viewer === null || visibleToClient(viewer, card)) ? card : null;
    return {
      id: row.id,
      conversation_id: row.client_id,
      client_id: row.client_id,
      author_id: row.author_id,
      body: row.recalled_at === null ? row.body : null,
      attachments: row.recalled_at === null ? (filesOf.get(row.id) ?? []) : [],
      workout_id: row.workout_id,
      workout_item_id: row.workout_item_id,
      workout: shown
        ? { id: shown.id, title: shown.title, workout_date: shown.due, state: shown.state }
        : null,
      created_at: row.created_at,
      recalled_at: row.recalled_at,
    };
  });
}
