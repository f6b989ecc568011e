import { and, desc, eq } from "drizzle-orm";
import { clients, document_acknowledgements, documents } from "../../../db/schema";
import { assertInOrganization, isClientActor } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { loadClientReadable } from "../clients/clients";
import { visibleToClientWhere } from "./audience";
import { documentViews } from "./view";

/** GET /organizations/{id}/documents: every document of the organization, for its coaches. */
export async function listOrganizationDocuments(deps: ServiceDeps, actor: Actor, organizationId: number) {
  assertInOrganization(actor, organizationId);
  const rows = await deps.db
    .select()
    .from(documents)
    .where(eq(documents.organization_id, organizationId))
    .orderBy(desc(documents.id));
  return { documents: await documentViews(deps, actor, rows) };
}

/**
 * GET /clients/{id}/documents: what the client may see, for the client itself (its own
 * acknowledgement only) or its coaches (every acknowledgement).
 */
export async function listClientDocuments(deps: ServiceDeps, actor: Actor, clientId: number) {
  const { client } = await loadClientReadable(deps, actor, eq(clients.id, clientId));
  if (client.organization_id === null) return { documents: [] };
  const rows = await deps.db
    .select()
    .from(documents)
    .where(visibleToClientWhere(client.organization_id, client.id))
    .orderBy(desc(documents.id));
  const viewer = isClientActor(actor) ? { clientId: client.id } : null;
  return { documents: await documentViews(deps, actor, rows, viewer) };
}

/**
 * What a client's data export carries of its documents: their titles and its acknowledgements
 * (never a file URL: the export is kept, a signed URL would expire in it).
 */
export async function documentsForExport(
  deps: ServiceDeps,
  client: { id: number; organization_id: number | null },
) {
  if (client.organization_id === null) return [];
  const rows = await deps.db
    .select({
      id: documents.id,
      title: documents.title,
      acknowledged_at: document_acknowledgements.acknowledged_at,
    })
    .from(documents)
    .leftJoin(
      document_acknowledgements,
      and(
        eq(document_acknowledgements.document_id, documents.id),
        eq(document_acknowledgements.client_id, client.id),
      ),
    )
    .where(visibleToClientWhere(client.organization_id, client.id))
    .orderBy(desc(documents.id));
  return rows;
}
