import { eq } from "drizzle-orm";
import { uploads } from "../../../db/schema/uploads";
import { AppError } from "../../errors";
import type { ServiceDeps, StoredFile } from "../../services/deps";
import { isPublicKind } from "./kinds";
import { signatureHolds, signedUploadPath, uploadFilePath } from "./signed-url";
import { uploadStoreOf } from "./store";

/** How long a browser may keep a public file (logos, avatars): their id changes with the file. */
const PUBLIC_MAX_AGE_SECONDS = 24 * 3600;

/**
 * The URL an answer hands out for an upload: a plain path for the public kinds, else a signed one
 * valid about an hour (signed-url.ts). Callers give it only to people who may see what the upload
 * is attached to.
 */
export async function attachmentUrlOf(
  deps: ServiceDeps,
  upload: { id: string; attached_kind: string | null },
): Promise<string> {
  if (isPublicKind(upload.attached_kind)) return uploadFilePath(upload.id);
  return signedUploadPath(deps.config.jwtSecret, upload.id, deps.clock.now());
}

/** What GET /api/uploads/{id}/file sends: the bytes and what the headers say of them. */
export type UploadFile = StoredFile & {
  name: string;
  type: string;
  /** Seconds a browser may keep it: until the signature expires, or a day for public kinds. */
  maxAge: number;
};

/**
 * GET /api/uploads/{id}/file: the stored bytes when the URL's signature holds (or the upload is a
 * public kind). An unknown id, a bad or expired signature all answer 404 alike, so the answer
 * tells a stranger nothing about which ids exist.
 */
export async function readUploadFile(
  deps: ServiceDeps,
  id: string,
  signature: { exp?: string | undefined; sig?: string | undefined },
): Promise<UploadFile> {
  const now = deps.clock.now();
  const [row] = await deps.db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  const open = isPublicKind(row.attached_kind);
  if (!open && !(await signatureHolds(deps.config.jwtSecret, id, signature.exp, signature.sig, now))) {
    throw new AppError("NOT_FOUND");
  }
  const file = await uploadStoreOf(deps).get(row.storage_key);
  if (!file) throw new AppError("NOT_FOUND");
  const maxAge = open
    ? PUBLIC_MAX_AGE_SECONDS
    : Math.max(0, Number(signature.exp) - Math.floor(now.getTime() / 1000));
  return { ...file, name: row.name, type: row.type, maxAge };
}
