import { and, eq } from "drizzle-orm";
import { documents, uploads } from "../../../db/schema";
import { AppError } from "../../errors";
import { assertInOrganization } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { discardUploads, removeDiscarded } from "../uploads/discard";
import { mayDeleteDocument } from "./may-delete";
import { documentViews } from "./view";

/**
 * DELETE /documents/{id}: an admin of its organization, or the trainer who shared it. Its file is
 * discarded in the deleting batch and removed after it (uploads/discard.ts); shares and
 * acknowledgements go by cascade.
 */
export async function deleteDocument(deps: ServiceDeps, actor: Actor, id: number) {
  const [row] = await deps.db.select().from(documents).where(eq(documents.id, id)).limit(1);
  if (!row) {
    assertInOrganization(actor, actor.organizationId);
    throw new AppError("NOT_FOUND");
  }
  assertInOrganization(actor, row.organization_id);
  if (!mayDeleteDocument(actor, row)) throw new AppError("FORBIDDEN");
  const [view] = await documentViews(deps, actor, [row]);
  const [discarded] = await deps.db.batch([
    discardUploads(deps, and(eq(uploads.attached_kind, "document"), eq(uploads.attached_id, id))),
    deps.db.delete(documents).where(eq(documents.id, id)),
  ]);
  await removeDiscarded(deps, discarded);
  return { document: view! };
}
