import { eq } from "drizzle-orm";
import { clients, notes } from "../../../db/schema";
import { AppError } from "../../errors";
import { requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { loadClientInReach } from "../clients/clients";

/**
 * Who reaches a client's notes: its coaches alone, i.e. the coaches who reach the client record
 * (its organization's trainers and admins, the super admin). A client, even about itself, is
 * refused (403) like any coach operation: notes are the coaches' private working memory and
 * never reach the client (docs/decisions/2026-11-26-notes-and-documents.md). Other organizations'
 * clients answer 404 like missing ids.
 */
export async function clientForNotes(deps: ServiceDeps, actor: Actor, clientId: number) {
  const { client } = await loadClientInReach(deps, actor, eq(clients.id, clientId));
  return client;
}

/** A note whose client the caller reaches as a coach (else 403 for clients, 404 for strangers). */
export async function noteInReach(deps: ServiceDeps, actor: Actor, id: number) {
  // A client is refused before anything about ids is said, like on every other note route.
  requireCoach(actor);
  const [note] = await deps.db.select().from(notes).where(eq(notes.id, id)).limit(1);
  if (!note) throw new AppError("NOT_FOUND");
  await clientForNotes(deps, actor, note.client_id);
  return note;
}
