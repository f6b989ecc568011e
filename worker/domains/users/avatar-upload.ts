import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import type { RequestMeta } from "../operation";
import { prepareClaim } from "../uploads/claim";
import { uploadFilePath } from "../uploads/signed-url";

/**
 * The avatar URL of an upload the caller sent for this user, and the statements claiming it for the
 * user (claim.ts: the caller's own image, unattached or already this user's; else 404) for the
 * update's own batch, so a failing update leaves the upload unattached. Its public file URL becomes
 * `users.image_url`, absolute like a typed one so the profile form can send it back.
 */
export async function avatarFromUpload(
  deps: ServiceDeps,
  actor: Actor,
  userId: number,
  uploadId: string,
  meta: Pick<RequestMeta, "origin">,
) {
  const target = { kind: "user_avatar", id: userId } as const;
  const { upload, statements } = await prepareClaim(deps, actor, uploadId, target, { imagesOnly: true });
  return { url: `${deps.config.appUrl ?? meta.origin ?? ""}${uploadFilePath(upload.id)}`, statements };
}
