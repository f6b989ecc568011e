import { and, eq, isNull, like, ne, or } from "drizzle-orm";
import { uploads } from "../../../db/schema";
import { AppError } from "../../errors";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { type AttachmentTarget, SINGLE_FILE_KINDS } from "./kinds";

/**
 * The attaching rule: a write that names a file by `upload_id` takes it only when the caller
 * uploaded it and it is unattached or already attached to the same target. Anything else (someone
 * else's upload, one attached elsewhere, an id that does not exist) answers 404 alike, like any
 * foreign id. One UPDATE with the rule in its WHERE, so two writes racing for one upload cannot
 * both win. For kinds that hold one file (an avatar, a logo), the target's previous upload is let
 * go: unattached again, it is removed with the stale ones (stale.ts).
 */
export async function claimUpload(
  deps: ServiceDeps,
  actor: Actor,
  uploadId: string,
  target: AttachmentTarget,
  /** Only images (avatars, logos): a video or PDF named here is not found either. */
  options: { imagesOnly?: boolean } = {},
) {
  const sameTarget = and(eq(uploads.attached_kind, target.kind), eq(uploads.attached_id, target.id));
  const [claimed] = await deps.db
    .update(uploads)
    .set({ attached_kind: target.kind, attached_id: target.id })
    .where(
      and(
        eq(uploads.id, uploadId),
        eq(uploads.owner_user_id, actor.user.id),
        or(isNull(uploads.attached_kind), sameTarget),
        options.imagesOnly ? like(uploads.type, "image/%") : undefined,
      ),
    )
    .returning();
  if (!claimed) throw new AppError("NOT_FOUND");
  if (SINGLE_FILE_KINDS.has(target.kind)) await releaseUploadsOf(deps, target, uploadId);
  return claimed;
}

/**
 * The statement letting go of what is attached to a target (but `keep`): a replaced avatar or logo,
 * one set back to a typed URL or removed. Unattached and older than a day, it is removed with the
 * stale uploads. A statement, so a write can put it in its own batch.
 */
export function releaseUploadsOf(deps: ServiceDeps, target: AttachmentTarget, keep?: string) {
  return deps.db
    .update(uploads)
    .set({ attached_kind: null, attached_id: null })
    .where(
      and(
        eq(uploads.attached_kind, target.kind),
        eq(uploads.attached_id, target.id),
        keep === undefined ? undefined : ne(uploads.id, keep),
      ),
    );
}
