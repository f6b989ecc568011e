import { message } from "#shared/messages";
import { uploads } from "../../../db/schema/uploads";
import { AppError } from "../../errors";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { UPLOAD_MAX_BYTES, UPLOAD_NAME_MAX_LENGTH } from "./limits";
import { attachmentUrlOf } from "./read";
import { sniffType } from "./sniff";
import { storageKeyOf, uploadStoreOf } from "./store";
import { storedBytes } from "./strip";

/** A file as the HTTP adapter received it. */
export type IncomingFile = { name: string; bytes: Uint8Array };

/** 128 random bits, base64url: the upload's id and the last part of its URL. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The name to keep: its last path segment, without control characters, not too long. */
export function cleanFileName(raw: string): string {
  const last = raw.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean.slice(-UPLOAD_NAME_MAX_LENGTH) || "file";
}

/**
 * POST /api/uploads: checks the size and the type (by magic bytes), strips the metadata, stores the
 * bytes and records the upload, unattached, for the sender. The file goes to the store before the
 * row, so a row always has its bytes; if the row cannot be written the bytes are removed again.
 */
export async function createUpload(deps: ServiceDeps, actor: Actor, file: IncomingFile) {
  if (file.bytes.length > UPLOAD_MAX_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", message("UPLOAD_TOO_LARGE"));
  const type = sniffType(file.bytes);
  if (!type) throw new AppError("UNSUPPORTED_MEDIA_TYPE", message("UPLOAD_TYPE_REFUSED"));
  const bytes = storedBytes(type, file.bytes);
  const store = uploadStoreOf(deps);
  const id = randomId();
  const key = storageKeyOf(id);
  await store.put(key, bytes, type);
  const row = {
    id,
    owner_user_id: actor.user.id,
    organization_id: actor.organizationId,
    name: cleanFileName(file.name),
    type,
    size: bytes.length,
    storage_key: key,
    created_at: deps.clock.now().toISOString(),
  };
  try {
    await deps.db.insert(uploads).values(row);
  } catch (e) {
    await store.delete(key);
    throw e;
  }
  return {
    upload: {
      id,
      name: row.name,
      type,
      size: row.size,
      attachmentUrl: await attachmentUrlOf(deps, { id, attached_kind: null }),
    },
  };
}
