import { and, eq, inArray, or, sql } from "drizzle-orm";
import { clients, document_shares, documents } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";

/**
 * Who a document reaches: shared "all", every client of its organization at the time of the
 * request (so clients who join later are included); otherwise the clients listed in
 * document_shares. Its file goes to those clients and to the organization's coaches, nobody else.
 */

/** The documents of `organizationId` that client `clientId` may see. */
export function visibleToClientWhere(organizationId: number, clientId: number) {
  return and(
    eq(documents.organization_id, organizationId),
    or(
      eq(documents.shared_all, true),
      sql`EXISTS (SELECT 1 FROM ${document_shares} WHERE ${document_shares.document_id} = ${documents.id} AND ${document_shares.client_id} = ${clientId})`,
    ),
  );
}

/** The client ids each document is shared with ("all": the organization's clients now). */
export async function audienceOf(
  deps: ServiceDeps,
  docs: readonly { id: number; organization_id: number; shared_all: boolean }[],
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (docs.length === 0) return out;
  const listed = await deps.db
    .select()
    .from(document_shares)
    .where(
      inArray(
        document_shares.document_id,
        docs.map((d) => d.id),
      ),
    );
  const orgIds = [...new Set(docs.filter((d) => d.shared_all).map((d) => d.organization_id))];
  const orgClients = orgIds.length
    ? await deps.db
        .select({ id: clients.id, organization_id: clients.organization_id })
        .from(clients)
        .where(inArray(clients.organization_id, orgIds))
    : [];
  for (const doc of docs) {
    out.set(
      doc.id,
      doc.shared_all
        ? orgClients.filter((c) => c.organization_id === doc.organization_id).map((c) => c.id)
        : listed.filter((s) => s.document_id === doc.id).map((s) => s.client_id),
    );
  }
  return out;
}
