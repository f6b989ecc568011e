import { auth } from "@/lib/auth";
import { languageHeader } from "@/lib/request-language";

/** What `POST /api/uploads` answers (worker/domains/uploads/create.ts). */
export type UploadedFile = { id: string; name: string; type: string; size: number; attachmentUrl: string };

/**
 * Sends one file to `POST /api/uploads` (multipart: the one body tRPC cannot carry, see
 * docs/decisions/2026-11-26-uploads.md). A minimal module until the uploads screens bring the
 * app's shared upload helper; the answer's `id` goes into a message's `upload_ids`. A refusal
 * throws an Error whose message is the server's `msg`, already in the request's language; a
 * network failure throws the fetch's TypeError.
 */
export async function uploadFile(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.set("file", file, file.name);
  const headers: Record<string, string> = languageHeader();
  if (auth.token) headers.Authorization = `Bearer ${auth.token}`;
  const response = await fetch("/api/uploads", { method: "POST", body, headers });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const msg = (json as { msg?: unknown } | null)?.msg;
    throw new Error(typeof msg === "string" ? msg : `HTTP ${response.status}`);
  }
  return (json as { upload: UploadedFile }).upload;
}
