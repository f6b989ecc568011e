import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import type { RequestMeta } from "../operation";
import { claimUpload } from "../uploads/claim";
import { uploadFilePath } from "../uploads/signed-url";

/**
 * The avatar URL of an upload the caller sent for this user: the upload is claimed for the user
 * (claim.ts: the caller's own image, unattached or already this user's; else 404) and its public
 * file URL becomes `users.image_url`, absolute like a typed one so the profile form can send it back.
 */
export async function avatarFromUpload(
  deps: ServiceDeps,
  actor: Actor,
  userId: number,
  uploadId: string,
  meta: Pick<RequestMeta, "origin">,
): Promise<string> {
  const upload = await claimUpload(
    deps,
    actor,
    uploadId,
    { kind: "user_avatar", id: userId },
    { imagesOnly: true },
  );
  return `${deps.config.appUrl ?? meta.origin ?? ""}${uploadFilePath(upload.id)}`;
}
