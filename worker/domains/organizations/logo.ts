import { and, eq, or, sql } from "drizzle-orm";
import { fieldMessage, message } from "#shared/messages";
import { clients } from "../../../db/schema/clients";
import { trainers } from "../../../db/schema/trainers";
import { images } from "../../../db/schema/users";
import { AppError } from "../../errors";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import type { RequestMeta } from "../operation";
import { prepareClaim } from "../uploads/claim";
import { uploadFilePath } from "../uploads/signed-url";
import { AVATAR_PARENT } from "../users/images";

/**
 * An organization's logo is an `images` row (parent organization) that `organizations.image_id`
 * points at, so a logo set by its URL uses the same place as an uploaded one.
 */

const MIME_BY_EXTENSION: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
};

/** A guess from the path; the logo is only ever shown by its URL, so a guess is enough. */
function mimeOf(url: string): string {
  const extension = new URL(url).pathname.split(".").pop()?.toLowerCase() ?? "";
  return MIME_BY_EXTENSION[extension] ?? "image/*";
}

/** The statement that records the logo; the organization's update that follows in the same batch points at it. */
export function insertLogo(
  deps: ServiceDeps,
  actor: Actor,
  organizationId: number,
  url: string,
  now: string,
) {
  return deps.db.insert(images).values({
    image_url: url,
    mime_type: mimeOf(url),
    parent_type: "organization",
    parent_id: organizationId,
    uploaded_by_id: actor.user.id,
    created_at: now,
    updated_at: now,
  });
}

/** `organizations.image_id` set to the image just inserted in the same batch. */
export const lastInsertedImage = sql<number>`last_insert_rowid()`;

export async function logoUrlOf(deps: ServiceDeps, imageId: number | null): Promise<string | null> {
  if (imageId === null) return null;
  const [row] = await deps.db
    .select({ url: images.image_url })
    .from(images)
    .where(eq(images.id, imageId))
    .limit(1);
  return row?.url ?? null;
}

/**
 * An image id a caller names is only taken when the image is the organization's own: one of its
 * logos, or the avatar of one of its coaches or clients. Ids are sequential, so without this
 * check any id would read another organization's logo or a stranger's photo back through the
 * answer's URL. Anything else answers 404, exactly like an id that does not exist.
 */
export async function assertImageOfOrganization(
  deps: ServiceDeps,
  organizationId: number,
  imageId: number,
): Promise<void> {
  const ofPerson = (table: typeof trainers | typeof clients) =>
    sql`EXISTS (SELECT 1 FROM ${table} WHERE ${table.user_id} = ${images.parent_id} AND ${table.organization_id} = ${organizationId})`;
  const [row] = await deps.db
    .select({ id: images.id })
    .from(images)
    .where(
      and(
        eq(images.id, imageId),
        or(
          and(eq(images.parent_type, "organization"), eq(images.parent_id, organizationId)),
          and(eq(images.parent_type, AVATAR_PARENT), or(ofPerson(trainers), ofPerson(clients))),
        ),
      ),
    )
    .limit(1);
  if (!row)
    throw new AppError("NOT_FOUND", message("IMAGE_NOT_FOUND"), [
      { path: "organization.image_id", message: fieldMessage("IMAGE_NOT_FOUND") },
    ]);
}

/**
 * The logo URL of an upload the caller sent for this organization, and the statements claiming it
 * (claim.ts: the caller's own image, unattached or already this organization's logo; else 404;
 * the previous uploaded logo let go) for the update's own batch. Absolute, like a typed logo URL.
 */
export async function logoFromUpload(
  deps: ServiceDeps,
  actor: Actor,
  organizationId: number,
  uploadId: string,
  meta: Pick<RequestMeta, "origin">,
) {
  const target = { kind: "organization_logo", id: organizationId } as const;
  const { upload, statements } = await prepareClaim(deps, actor, uploadId, target, { imagesOnly: true });
  return { url: `${deps.config.appUrl ?? meta.origin ?? ""}${uploadFilePath(upload.id)}`, statements };
}
