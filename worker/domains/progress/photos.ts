import { and, asc, count, desc, eq, inArray, isNull, like, sql } from "drizzle-orm";
import { message } from "#shared/messages";
import { photo_sessions, progress_photos, uploads } from "../../../db/schema";
import { guard, stoppedByGuard } from "../../data/batch-guards";
import { inIds } from "../../data/sql";
import { AppError } from "../../errors";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { deliverAfterCommit } from "../../services/realtime";
import { progressNotice } from "../notifications/causes";
import { notificationDeliveries } from "../notifications/view";
import { paged, pageWindow } from "../shared/paging";
import { discardUploads, removeDiscarded, uploadsOfPhotoSessions } from "../uploads/discard";
import { attachmentUrlOf } from "../uploads/read";
import { progressScope } from "./access";
import type { TClientListInput, TPhotoSession, TPhotoSessionDraft } from "./schemas";

/**
 * Progress photos (issue 28). A session is a day's photos (front, side, back …), each an upload
 * the caller sent (EXIF, GPS and the rest were stripped when it arrived: uploads/strip.ts) and
 * claimed for the session in the session's own batch. Photos are handed out only in the answers
 * of people who may see the client (the client, its organization's coaches), as signed URLs whose
 * bytes are sent `Cache-Control: private` (worker/http/uploads.ts); no feed carries them.
 */

type SessionRow = typeof photo_sessions.$inferSelect;

/** The session rows with their photos (signed URLs), in the rows' order. */
export async function sessionViews(deps: ServiceDeps, rows: readonly SessionRow[]): Promise<TPhotoSession[]> {
  if (rows.length === 0) return [];
  const photos = await deps.db
    .select({
      id: progress_photos.id,
      session_id: progress_photos.session_id,
      pose: progress_photos.pose,
      upload_id: uploads.id,
      attached_kind: uploads.attached_kind,
      type: uploads.type,
    })
    .from(progress_photos)
    .innerJoin(uploads, eq(uploads.id, progress_photos.upload_id))
    .where(
      inIds(
        progress_photos.session_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(progress_photos.session_id), asc(progress_photos.position));
  // Signed side by side: each signature is an async WebCrypto call, and 24 sessions of three
  // photos signed one after another cost the 进展 view ~5 ms of waiting.
  const urls = await Promise.all(
    photos.map((p) => attachmentUrlOf(deps, { id: p.upload_id, attached_kind: p.attached_kind })),
  );
  const bySession = new Map<number, TPhotoSession["photos"]>();
  photos.forEach((p, i) => {
    const list = bySession.get(p.session_id) ?? [];
    list.push({ id: p.id, pose: p.pose, url: urls[i]!, type: p.type });
    bySession.set(p.session_id, list);
  });
  return rows.map((r) => ({
    id: r.id,
    client_id: r.client_id,
    date: r.date,
    weight_kg: r.weight_kg,
    author_id: r.author_id,
    created_at: r.created_at,
    photos: bySession.get(r.id) ?? [],
  }));
}

/** GET /clients/{id}/photo_sessions: newest first, paged. */
export async function listPhotoSessions(deps: ServiceDeps, actor: Actor, input: TClientListInput) {
  const scope = await progressScope(deps, actor, input.client_id);
  const mine = eq(photo_sessions.client_id, scope.clientId);
  const { rows, meta } = await paged(
    pageWindow(input),
    (w) =>
      deps.db
        .select()
        .from(photo_sessions)
        .where(mine)
        .orderBy(desc(photo_sessions.date), desc(photo_sessions.id))
        .limit(w.size)
        .offset(w.offset),
    () => deps.db.select({ n: count() }).from(photo_sessions).where(mine),
  );
  return { photo_sessions: await sessionViews(deps, rows), meta };
}

/** Every named upload is an image the caller sent and nothing holds yet (else 404, like a foreign id). */
async function assertPhotosFree(deps: ServiceDeps, actor: Actor, ids: readonly string[]) {
  const free = await deps.db.select({ id: uploads.id }).from(uploads).where(photoUploadsWhere(actor, ids));
  if (free.length !== ids.length) throw new AppError("NOT_FOUND");
}

const photoUploadsWhere = (actor: Actor, ids: readonly string[]) =>
  and(
    inArray(uploads.id, sql`(SELECT value FROM json_each(${JSON.stringify(ids)}))`),
    eq(uploads.owner_user_id, actor.user.id),
    isNull(uploads.attached_kind),
    like(uploads.type, "image/%"),
  );

/**
 * POST /clients/{id}/photo_sessions. Checked first (reach, the photos), then one batch writes the
 * session, its photos, claims their uploads (a guard fails the batch if another write took one
 * meanwhile: 404, the files stay free) and the trainer's notification. Inside the batch the new
 * session is the caller's latest one (one writer, one transaction).
 */
export async function createPhotoSession(
  deps: ServiceDeps,
  actor: Actor,
  clientId: number,
  draft: TPhotoSessionDraft,
) {
  const scope = await progressScope(deps, actor, clientId);
  const photos = draft.photos.filter(
    (p, i) => draft.photos.findIndex((q) => q.upload_id === p.upload_id) === i,
  );
  const ids = photos.map((p) => p.upload_id);
  await assertPhotosFree(deps, actor, ids);
  const now = deps.clock.now().toISOString();
  const sessionId = sql`(SELECT max(s.id) FROM ${photo_sessions} AS s WHERE s.author_id = ${actor.user.id})`;
  const notice = await progressNotice(
    deps,
    "progress_photos",
    scope.clientId,
    actor.user.id,
    draft.date,
    now,
  );
  const listed = JSON.stringify(photos.map((p, position) => ({ ...p, position })));
  let results: unknown[];
  try {
    results = await deps.db.batch([
      deps.db
        .insert(photo_sessions)
        .values({
          client_id: scope.clientId,
          date: draft.date,
          weight_kg: draft.weight_kg,
          author_id: actor.user.id,
          created_at: now,
        })
        .returning(),
      deps.db.run(sql`
        INSERT INTO ${progress_photos} (session_id, upload_id, pose, position)
        SELECT ${sessionId}, j.value ->> 'upload_id', j.value ->> 'pose', j.value ->> 'position'
        FROM json_each(${listed}) AS j`),
      deps.db
        .update(uploads)
        .set({ attached_kind: "photo_session", attached_id: sessionId })
        .where(photoUploadsWhere(actor, ids)),
      guard(deps, sql`changes() = ${ids.length}`),
      ...(notice ? [notice.statement] : []),
    ]);
  } catch (error) {
    if (stoppedByGuard(error)) throw new AppError("NOT_FOUND");
    throw error;
  }
  const [row] = results[0] as SessionRow[];
  const [view] = await sessionViews(deps, [row!]);
  if (notice) {
    const rows = results[results.length - 1] as Parameters<typeof notificationDeliveries>[2];
    await deliverAfterCommit(deps, await notificationDeliveries(deps, notice.organizationId, rows));
  }
  return { photo_session: view! };
}

/** DELETE /photo_sessions/{id}: the session, its photos and their files. */
export async function deletePhotoSession(deps: ServiceDeps, actor: Actor, id: number) {
  const [row] = await deps.db.select().from(photo_sessions).where(eq(photo_sessions.id, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  const scope = await progressScope(deps, actor, row.client_id);
  const [discarded] = await deps.db.batch([
    discardUploads(deps, uploadsOfPhotoSessions(scope.clientId, row.id)),
    deps.db.delete(photo_sessions).where(eq(photo_sessions.id, row.id)),
  ]);
  await removeDiscarded(deps, discarded);
  return { success: 0 as const, msg: message("PHOTO_SESSION_DELETED") };
}
