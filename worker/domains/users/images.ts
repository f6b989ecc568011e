import { and, eq, type SQL, sql } from "drizzle-orm";
import { images, users } from "../../../db/schema/users";
import { inIds } from "../../data/sql";
import type { ServiceDeps } from "../../services/deps";

/**
 * SPEC's Image entity as avatars use it. A user's avatar is `users.image_url` (what the app shows)
 * and, in step with it, an `images` row whose parent is the user and whose id is `users.image_id`:
 * TrueCoach's clients join avatars through `users[].image_id` = `images[].id`. Answers that carry
 * users side-load `images` for those with an image_id, in one query per answer.
 */

type ImageRow = typeof images.$inferSelect;

/** The wire shape: SPEC's `parent (type, id)` as an object, like TrueCoach's. */
export function publicImage(row: ImageRow) {
  const { parent_type, parent_id, ...rest } = row;
  return {
    ...rest,
    parent: parent_type === null || parent_id === null ? null : { type: parent_type, id: parent_id },
  };
}
export type PublicImage = ReturnType<typeof publicImage>;

/** The images of these users (those with an image_id), one query. */
export async function imagesOfUsers(
  deps: ServiceDeps,
  people: readonly { image_id?: number | null }[],
): Promise<PublicImage[]> {
  const ids = [
    ...new Set(people.map((u) => u.image_id).filter((id): id is number => typeof id === "number")),
  ];
  if (ids.length === 0) return [];
  const rows = await deps.db.select().from(images).where(inIds(images.id, ids));
  return rows.sort((a, b) => a.id - b.id).map(publicImage);
}

/** The parent type of avatars (TrueCoach's model name). */
export const AVATAR_PARENT = "User";

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
  heic: "image/heic",
};

/** The type a URL's file extension names; a link without one is some image. */
export function mimeTypeOf(url: string): string {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // Not absolute: read the extension of the text as it is.
  }
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return (extension && MIME_BY_EXTENSION[extension]) ?? "image/*";
}

/**
 * The user a creating batch has just inserted, for avatarStatements at the end of that batch: a
 * batch is one transaction and SQLite has one writer, so the largest id is the new user's (later
 * statements of the batch change last_insert_rowid(), which therefore cannot name it).
 */
export const newestUserId = sql<number>`(SELECT max(id) FROM ${users})`;

/**
 * Statements (for the batch that writes the user) keeping the avatar's image row and `image_id`
 * in step with a new `image_url`: a URL updates the user's avatar row, or creates it when there is
 * none, and points `image_id` at it; null removes the row and clears `image_id`. They read no
 * state beforehand, so they are right whatever ran before them.
 */
export function avatarStatements(
  deps: ServiceDeps,
  userId: number | SQL,
  url: string | null,
  uploadedById: number,
) {
  const now = deps.clock.now().toISOString();
  const ofUser = and(eq(images.parent_type, AVATAR_PARENT), eq(images.parent_id, userId));
  if (url === null) {
    return [
      deps.db.delete(images).where(ofUser),
      deps.db.update(users).set({ image_id: null }).where(eq(users.id, userId)),
    ] as const;
  }
  const mime = mimeTypeOf(url);
  return [
    deps.db.run(
      sql`INSERT INTO ${images} (image_url, mime_type, file_size, parent_type, parent_id, uploaded_by_id, created_at, updated_at)
        SELECT ${url}, ${mime}, 0, ${AVATAR_PARENT}, ${userId}, ${uploadedById}, ${now}, ${now}
        WHERE NOT EXISTS (SELECT 1 FROM ${images} WHERE parent_type = ${AVATAR_PARENT} AND parent_id = ${userId})`,
    ),
    deps.db
      .update(images)
      .set({ image_url: url, mime_type: mime, uploaded_by_id: uploadedById, updated_at: now })
      .where(ofUser),
    deps.db
      .update(users)
      .set({
        image_id: sql`(SELECT max(id) FROM ${images} WHERE parent_type = ${AVATAR_PARENT} AND parent_id = ${userId})`,
      })
      .where(eq(users.id, userId)),
  ] as const;
}
