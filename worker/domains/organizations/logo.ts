import { eq, sql } from "drizzle-orm";
import { images } from "../../../db/schema";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";

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
