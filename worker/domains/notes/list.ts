import { desc, eq } from "drizzle-orm";
import { notes } from "../../../db/schema";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { clientForNotes } from "./access";

/**
 * GET /clients/{id}/notes: the client's notes, pinned first, then newest first. Workout notes are
 * listed too (their `workout_id` says which workout), so the client page shows everything kept.
 */
export async function listNotes(deps: ServiceDeps, actor: Actor, clientId: number) {
  const client = await clientForNotes(deps, actor, clientId);
  const rows = await deps.db
    .select()
    .from(notes)
    .where(eq(notes.client_id, client.id))
    .orderBy(desc(notes.pinned), desc(notes.id));
  return { notes: rows };
}
