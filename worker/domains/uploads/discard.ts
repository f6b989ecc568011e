import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { clients } from "../../../db/schema/clients";
import { messages } from "../../../db/schema/conversations";
import { daily_nutrition_logs } from "../../../db/schema/nutrition";
import { photo_sessions } from "../../../db/schema/progress";
import { trainers } from "../../../db/schema/trainers";
import { uploads } from "../../../db/schema/uploads";
import { images, users } from "../../../db/schema/users";
import type { ServiceDeps } from "../../services/deps";
import { AVATAR_PARENT } from "../users/images";
import { DISCARDED_KIND } from "./kinds";
import { uploadStoreOf } from "./store";

/**
 * Deleting what files are attached to (a client, an organization) removes those files at once, in
 * two steps. Inside the deleting batch, `discardUploads` marks their rows discarded: they change
 * with the deletion, atomically, and nobody can claim them again. After the batch commits,
 * `removeDiscarded` deletes the files, then the rows. A file that cannot be deleted then does not
 * fail the request: its row stays discarded, and the job runner's stale removal (stale.ts) sweeps
 * discarded rows with their files.
 */

/** The statement (for the deleting batch) discarding the uploads `where` picks; it returns them. */
export function discardUploads(deps: ServiceDeps, where: SQL | undefined) {
  return deps.db
    .update(uploads)
    .set({ attached_kind: DISCARDED_KIND, attached_id: null })
    .where(where)
    .returning({ id: uploads.id, storage_key: uploads.storage_key });
}

/**
 * Statements (before `discardUploads` in the same batch) clearing the avatars that are among the
 * discarded uploads of people who stay (an organization's coaches keep their accounts): their
 * `image_url` would otherwise name a removed file.
 */
export function clearAvatarsAmong(deps: ServiceDeps, where: SQL | undefined) {
  const owners = deps.db
    .select({ id: uploads.attached_id })
    .from(uploads)
    .where(and(eq(uploads.attached_kind, "user_avatar"), where));
  return [
    deps.db
      .delete(images)
      .where(and(eq(images.parent_type, AVATAR_PARENT), inArray(images.parent_id, owners))),
    deps.db.update(users).set({ image_url: null, image_id: null }).where(inArray(users.id, owners)),
  ] as const;
}

/**
 * After the deleting batch: the discarded uploads' files, then their rows. Never throws: the
 * deletion the person asked for has happened; what is left here the stale removal finishes.
 */
export async function removeDiscarded(
  deps: ServiceDeps,
  discarded: readonly { id: string; storage_key: string }[],
): Promise<void> {
  if (discarded.length === 0) return;
  try {
    const store = uploadStoreOf(deps);
    for (const upload of discarded) await store.delete(upload.storage_key);
    const ids = JSON.stringify(discarded.map((u) => u.id));
    await deps.db
      .delete(uploads)
      .where(
        and(
          eq(uploads.attached_kind, DISCARDED_KIND),
          sql`${uploads.id} IN (SELECT value FROM json_each(${ids}))`,
        ),
      );
  } catch (error) {
    // A warning, not an error: nothing is lost, the stale removal deletes them on its next run.
    console.warn("[uploads] discarded files left for the stale removal:", error);
  }
}

/**
 * A person's uploads that go with their account: their avatar (whoever sent it) and what they sent
 * that is attached to nothing yet. What they sent for others (an organization's logo) stays.
 */
export function uploadsOfPerson(userId: number) {
  return or(
    and(eq(uploads.attached_kind, "user_avatar"), eq(uploads.attached_id, userId)),
    and(eq(uploads.owner_user_id, userId), isNull(uploads.attached_kind)),
  );
}

/**
 * The files of a client's conversation (message attachments, whoever sent them): its messages go
 * with the client by cascade, so their files must be discarded in the same batch.
 */
export function uploadsOfConversation(clientId: number) {
  return and(
    eq(uploads.attached_kind, "message"),
    sql`${uploads.attached_id} IN (SELECT ${messages.id} FROM ${messages} WHERE ${messages.client_id} = ${clientId})`,
  );
}

/**
 * The photos of a client's progress photo sessions (issue 28): the sessions go with the client by
 * cascade, so their files are discarded in the same batch. `sessionId` narrows it to one session.
 */
export function uploadsOfPhotoSessions(clientId: number, sessionId?: number) {
  return and(
    eq(uploads.attached_kind, "photo_session"),
    sessionId === undefined
      ? sql`${uploads.attached_id} IN (SELECT ${photo_sessions.id} FROM ${photo_sessions} WHERE ${photo_sessions.client_id} = ${clientId})`
      : eq(uploads.attached_id, sessionId),
  );
}

/**
 * The photos of a client's daily nutrition logs (issue 31): the logs go with the client by
 * cascade, so their files are discarded in the same batch. `logId` narrows it to one log.
 */
export function uploadsOfNutritionLogs(clientId: number, logId?: number) {
  return and(
    eq(uploads.attached_kind, "daily_nutrition_log"),
    logId === undefined
      ? sql`${uploads.attached_id} IN (SELECT ${daily_nutrition_logs.id} FROM ${daily_nutrition_logs} WHERE ${daily_nutrition_logs.client_id} = ${clientId})`
      : eq(uploads.attached_id, logId),
  );
}

/**
 * An organization's uploads: its logo, what was sent while working in it, and whatever its
 * coaches and clients sent (read before the deletion unlinks them).
 */
export function uploadsOfOrganization(organizationId: number) {
  const member = (table: typeof trainers | typeof clients) =>
    sql`${uploads.owner_user_id} IN (SELECT ${table.user_id} FROM ${table} WHERE ${table.organization_id} = ${organizationId})`;
  return or(
    and(eq(uploads.attached_kind, "organization_logo"), eq(uploads.attached_id, organizationId)),
    eq(uploads.organization_id, organizationId),
    member(trainers),
    member(clients),
  );
}
