import { and, eq, isNull, lt, notExists, or, type SQL, sql } from "drizzle-orm";
import {
  daily_nutrition_logs,
  documents,
  messages,
  organizations,
  photo_sessions,
  uploads,
  users,
} from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";
import type { JobInstance, JobKind } from "../jobs/kind";
import { DISCARDED_KIND } from "./kinds";
import { UNATTACHED_TTL_MS } from "./limits";
import { uploadStoreOf } from "./store";

/** Uploads removed per call: a call must fit one Worker invocation (the job runner calls again). */
const BATCH = 100;

/** Whether no row of `table` has the id in `column` (a deleted owner or target). */
const gone = (
  deps: ServiceDeps,
  table:
    | typeof users
    | typeof organizations
    | typeof messages
    | typeof documents
    | typeof photo_sessions
    | typeof daily_nutrition_logs,
  column: SQL | typeof uploads.attached_id,
) => notExists(deps.db.select({ one: sql`1` }).from(table).where(sql`${table.id} = ${column}`));

/**
 * Which uploads are stale at `now` (see removeStaleUploads): unattached for 24 h, discarded with
 * what they were attached to (discard.ts: their files were not all deleted at once), unattached
 * and sent by someone who no longer exists (nobody else may claim them), or attached to a user, an
 * organization, a message, a photo session or a nutrition log that no longer exists (deleted by a path that does not discard its files). An
 * attached file outlives its sender: an organization's logo stays when the admin who sent it goes.
 */
function staleWhere(deps: ServiceDeps, now: Date) {
  const cutoff = new Date(now.getTime() - UNATTACHED_TTL_MS).toISOString();
  return or(
    and(isNull(uploads.attached_kind), lt(uploads.created_at, cutoff)),
    eq(uploads.attached_kind, DISCARDED_KIND),
    and(isNull(uploads.attached_kind), gone(deps, users, sql`${uploads.owner_user_id}`)),
    and(eq(uploads.attached_kind, "user_avatar"), gone(deps, users, uploads.attached_id)),
    and(eq(uploads.attached_kind, "organization_logo"), gone(deps, organizations, uploads.attached_id)),
    and(eq(uploads.attached_kind, "message"), gone(deps, messages, uploads.attached_id)),
    and(eq(uploads.attached_kind, "document"), gone(deps, documents, uploads.attached_id)),
    and(eq(uploads.attached_kind, "photo_session"), gone(deps, photo_sessions, uploads.attached_id)),
    and(
      eq(uploads.attached_kind, "daily_nutrition_log"),
      gone(deps, daily_nutrition_logs, uploads.attached_id),
    ),
  );
}

/**
 * The job runner's kind: while stale uploads remain, one instance removes a batch. Its key names
 * the batch by its first upload id (ids are random and never reused), so a batch is removed once
 * and the next tick's batch has a key of its own.
 */
export const staleUploads: JobKind = {
  name: "stale-uploads",
  leaseSeconds: 300,
  async due(deps, now): Promise<JobInstance[]> {
    const [first] = await deps.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(staleWhere(deps, now))
      .orderBy(uploads.id)
      .limit(1);
    if (!first) return [];
    return [
      {
        key: `stale-uploads:${first.id}`,
        run: async () => {
          await removeStaleUploads(deps, now);
        },
      },
    ];
  },
};

/**
 * Removes uploads nobody attached within 24 h (the browser sent a file, then the message or form
 * was abandoned), a single-file target's replaced ones (claim.ts lets them go), those whose target
 * was deleted, and unattached ones of people who no longer exist. Files first, then rows: a crash between leaves rows whose files are
 * gone, which the next call deletes again (deleting a missing file is not an error). Returns how
 * many were removed; the job runner repeats while a full batch came back.
 */
export async function removeStaleUploads(deps: ServiceDeps, now: Date): Promise<{ removed: number }> {
  const stale = await deps.db
    .select({ id: uploads.id, storage_key: uploads.storage_key })
    .from(uploads)
    .where(staleWhere(deps, now))
    .orderBy(uploads.id)
    .limit(BATCH);
  if (stale.length === 0) return { removed: 0 };
  const store = uploadStoreOf(deps);
  for (const upload of stale) await store.delete(upload.storage_key);
  // One bound value whatever the count (D1 allows 100 per statement).
  const ids = JSON.stringify(stale.map((u) => u.id));
  await deps.db.delete(uploads).where(sql`${uploads.id} IN (SELECT value FROM json_each(${ids}))`);
  return { removed: stale.length };
}
