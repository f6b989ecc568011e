import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { clients, document_shares, documents, uploads } from "../../../db/schema";
import { failUnlessChanged } from "../../data/batch-guards";
import { AppError } from "../../errors";
import { assertInOrganization, isSuper } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { claimLost } from "../uploads/claim";
import type { TCreateDocumentInput } from "./schemas";
import { documentViews } from "./view";

/** Inside the creating batch, the document that batch just inserted (one writer at a time). */
const lastDocumentBy = (authorId: number) =>
  sql`(SELECT max(d.id) FROM ${documents} AS d WHERE d.author_id = ${authorId})`;

/**
 * POST /organizations/{id}/documents. Admins (and the super admin) share with all the
 * organization's clients or with chosen ones; a trainer shares with its own clients only (another
 * trainer's client: 403; "all": 403). Clients of another organization answer 404, like an upload
 * that is not the caller's or is attached elsewhere. One batch writes the document, its shares and
 * the claim of its file (a guard fails it when another write took the file meanwhile).
 */
export async function createDocument(deps: ServiceDeps, actor: Actor, input: TCreateDocumentInput) {
  assertInOrganization(actor, input.organization_id);
  const draft = input.document;
  const admin = isSuper(actor) || actor.role === "admin";
  const clientIds = draft.shared_with === "all" ? [] : [...new Set(draft.shared_with)];
  if (draft.shared_with === "all" && !admin) throw new AppError("FORBIDDEN");
  if (clientIds.length) {
    const found = await deps.db
      .select({ id: clients.id, trainer_id: clients.trainer_id })
      .from(clients)
      .where(and(inArray(clients.id, clientIds), eq(clients.organization_id, input.organization_id)));
    if (found.length !== clientIds.length) throw new AppError("NOT_FOUND");
    if (!admin && found.some((c) => c.trainer_id !== actor.trainer?.id)) throw new AppError("FORBIDDEN");
  }
  const claimable = and(
    eq(uploads.id, draft.upload_id),
    eq(uploads.owner_user_id, actor.user.id),
    isNull(uploads.attached_kind),
  );
  const [free] = await deps.db.select({ id: uploads.id }).from(uploads).where(claimable).limit(1);
  if (!free) throw new AppError("NOT_FOUND");

  const documentId = lastDocumentBy(actor.user.id);
  const results = await deps.db
    .batch([
      deps.db
        .insert(documents)
        .values({
          organization_id: input.organization_id,
          author_id: actor.user.id,
          title: draft.title,
          upload_id: draft.upload_id,
          shared_all: draft.shared_with === "all",
          requires_acknowledgement: draft.requires_acknowledgement,
          created_at: deps.clock.now().toISOString(),
        })
        .returning(),
      deps.db.update(uploads).set({ attached_kind: "document", attached_id: documentId }).where(claimable),
      failUnlessChanged(deps),
      ...clientIds.map((clientId) =>
        deps.db.insert(document_shares).values({ document_id: documentId, client_id: clientId }),
      ),
    ])
    .catch(claimLost);
  const [row] = results[0];
  const [view] = await documentViews(deps, actor, [row!]);
  return { document: view! };
}
