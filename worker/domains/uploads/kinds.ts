/**
 * What an upload can be attached to. Each write that carries a file names it by `upload_id` and
 * claims it for one of these (claim.ts).
 */
export const ATTACHMENT_KINDS = [
  "user_avatar",
  "organization_logo",
  "message",
  "document",
  "photo_session",
  "daily_nutrition_log",
] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/**
 * Not a target: the mark of uploads whose target was deleted (discard.ts). Such a row is never
 * claimed again nor read without a signature, and the stale removal deletes it with its file.
 */
export const DISCARDED_KIND = "discarded";

/** The thing an upload is attached to: its kind and its id. */
export type AttachmentTarget = { kind: AttachmentKind; id: number };

/**
 * Kinds read without a signed URL. Organization logos: the sign-in page and emails show them to
 * people who are not signed in. Avatars: their URL is kept in `users.image_url`, which a dozen
 * answers (and TrueCoach's clients) read as a plain link, so it cannot be re-signed per answer;
 * the 128-bit random id keeps it unguessable. Everything else needs a signature.
 * Decision: docs/decisions/2026-11-26-uploads.md
 */
const PUBLIC_KINDS: ReadonlySet<string> = new Set<AttachmentKind>(["organization_logo", "user_avatar"]);

export const isPublicKind = (kind: string | null) => kind !== null && PUBLIC_KINDS.has(kind);

/** Kinds that hold one file: attaching a new one lets the previous one go (claim.ts). */
export const SINGLE_FILE_KINDS: ReadonlySet<AttachmentKind> = new Set(["user_avatar", "organization_logo"]);
