import { inArray } from "drizzle-orm";
import { document_acknowledgements, type documents, uploads } from "../../../db/schema";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { attachmentUrlOf } from "../uploads/read";
import { audienceOf } from "./audience";
import { mayDeleteDocument } from "./may-delete";
import type { TDocument } from "./schemas";

type Row = typeof documents.$inferSelect;

/**
 * Documents as a coach sees them (`viewer` null) or as client `viewer` does, for `actor` (whether
 * it may delete each). Callers give them only to people the document reaches (audience.ts): the
 * answer carries a signed URL of its file.
 */
export async function documentViews(
  deps: ServiceDeps,
  actor: Actor,
  rows: readonly Row[],
  viewer: { clientId: number } | null = null,
): Promise<TDocument[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [files, acks, audience] = await Promise.all([
    deps.db
      .select()
      .from(uploads)
      .where(
        inArray(
          uploads.id,
          rows.map((r) => r.upload_id),
        ),
      ),
    deps.db
      .select()
      .from(document_acknowledgements)
      .where(inArray(document_acknowledgements.document_id, ids)),
    viewer ? Promise.resolve(null) : audienceOf(deps, rows),
  ]);
  return Promise.all(
    rows.map(async (row) => {
      const file = files.find((f) => f.id === row.upload_id);
      const acknowledgements = acks
        .filter((a) => a.document_id === row.id && (!viewer || a.client_id === viewer.clientId))
        .map((a) => ({ client_id: a.client_id, acknowledged_at: a.acknowledged_at }));
      const acked = new Set(acknowledgements.map((a) => a.client_id));
      const pending =
        viewer || !row.requires_acknowledgement
          ? []
          : (audience?.get(row.id) ?? []).filter((id) => !acked.has(id));
      const listed = viewer ? [viewer.clientId] : (audience?.get(row.id) ?? []);
      return {
        id: row.id,
        organization_id: row.organization_id,
        title: row.title,
        upload_id: row.upload_id,
        attachment: file
          ? {
              name: file.name,
              type: file.type,
              size: file.size,
              attachmentUrl: await attachmentUrlOf(deps, file),
            }
          : null,
        shared_with: row.shared_all ? ("all" as const) : listed,
        requires_acknowledgement: row.requires_acknowledgement,
        created_at: row.created_at,
        acknowledgements,
        pending_client_ids: pending,
        can_delete: !viewer && mayDeleteDocument(actor, row),
      };
    }),
  );
}
