import { and, eq, isNull, like, ne, or } from "drizzle-orm";
import { uploads } from "../../../db/schema/uploads";
import { failUnlessChanged, stoppedByGuard } from "../../data/batch-guards";
import { AppError } from "../../errors";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { type AttachmentTarget, SINGLE_FILE_KINDS } from "./kinds";

/** Only images (avatars, logos): a video or PDF named here is not found either. */
type ClaimOptions = { imagesOnly?: boolean };

/**
 * The attaching rule: a write that names a file by `upload_id` takes it only when the caller
 * uploaded it and it is unattached or already attached to the same target. Anything else (someone
 * else's upload, one attached elsewhere, an id that does not exist) answers 404 alike, like any
 * foreign id.
 */
function claimableWhere(actor: Actor, uploadId: string, target: AttachmentTarget, options: ClaimOptions) {
  const sameTarget = and(eq(uploads.attached_kind, target.kind), eq(uploads.attached_id, target.id));
  return and(
    eq(uploads.id, uploadId),
    eq(uploads.owner_user_id, actor.user.id),
    or(isNull(uploads.attached_kind), sameTarget),
    options.imagesOnly ? like(uploads.type, "image/%") : undefined,
  );
}

/**
 * A claim prepared for the write that carries it: the rule is checked now (404 before anything is
 * written) and the claim itself is statements for that write's own `db.batch`, so a write that
 * fails leaves the upload as it was, and a claim that is saved is saved with the write. The UPDATE
 * repeats the rule in its WHERE and a guard fails the batch when it changed nothing, so two writes
 * racing for one upload cannot both win (the loser's batch rolls back: see `claimLost`). For kinds
 * that hold one file (an avatar, a logo), the target's previous upload is let go in the same batch:
 * unattached again, it is removed with the stale ones (stale.ts).
 */
export async function prepareClaim(
  deps: ServiceDeps,
  actor: Actor,
  uploadId: string,
  target: AttachmentTarget,
  options: ClaimOptions = {},
) {
  const where = claimableWhere(actor, uploadId, target, options);
  const [upload] = await deps.db.select().from(uploads).where(where).limit(1);
  if (!upload) throw new AppError("NOT_FOUND");
  const statements = [
    deps.db.update(uploads).set({ attached_kind: target.kind, attached_id: target.id }).where(where),
    failUnlessChanged(deps),
    ...(SINGLE_FILE_KINDS.has(target.kind) ? [releaseUploadsOf(deps, target, uploadId)] : []),
  ] as const;
  return { upload, statements };
}

/** A batch carrying a claim that a racing write took meanwhile: 404, as if it had been taken before. */
export function claimLost(error: unknown): never {
  if (stoppedByGuard(error)) throw new AppError("NOT_FOUND");
  throw error;
}

/** Claims an upload on its own (a write with nothing else to save). */
export async function claimUpload(
  deps: ServiceDeps,
  actor: Actor,
  uploadId: string,
  target: AttachmentTarget,
  options: ClaimOptions = {},
) {
  const { upload, statements } = await prepareClaim(deps, actor, uploadId, target, options);
  await deps.db.batch(statements).catch(claimLost);
  return { ...upload, attached_kind: target.kind, attached_id: target.id };
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
