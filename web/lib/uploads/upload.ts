import type { MessageCode } from "#shared/messages";
import { UPLOAD_MAX_BYTES } from "#shared/shared-rules";
import { type AppErrorData, HttpRequestError } from "../errors";
import { requestHeaders } from "../request-headers";

/** What POST /api/uploads answers (worker/http/uploads.ts). */
export type UploadedFile = { id: string; name: string; type: string; size: number; attachmentUrl: string };

/**
 * The answers an upload can get, as the messages a person reads (web/lib/messages.ts renders them
 * in both languages): the server's own body limit answers 413 before our route sees the file, so
 * the status, not the body, decides.
 */
const MESSAGE_BY_STATUS: Partial<Record<number, MessageCode>> = {
  401: "UNAUTHORIZED",
  413: "UPLOAD_TOO_LARGE",
  415: "UPLOAD_TYPE_REFUSED",
  422: "UPLOAD_VIDEO_LOCATION",
};

const failure = (data: AppErrorData) => new HttpRequestError(data);

/** The error an answer other than 201 becomes: its status, and the message for it. */
async function failureOf(res: Response): Promise<HttpRequestError> {
  const body = (await res.json().catch(() => null)) as { code?: string; msg?: string } | null;
  const code = MESSAGE_BY_STATUS[res.status];
  return failure({
    httpStatus: res.status,
    code: res.status === 401 ? "UNAUTHORIZED" : undefined,
    appCode: body?.code,
    ...(code ? { message: { code } } : {}),
    msg: body?.msg,
  });
}

/**
 * Sends a file to `POST /api/uploads`: the web app's one documented exception to "only tRPC"
 * (a multipart body is no operation's JSON input; docs/decisions/2026-11-26-uploads.md). The token
 * and language come from the same place as tRPC's (request-headers.ts). A file over the limit is
 * refused here without sending it; the server checks again. The upload stays unattached until a
 * tRPC write names it by `upload_id`.
 */
export async function uploadFile(file: File): Promise<UploadedFile> {
  if (file.size > UPLOAD_MAX_BYTES) throw failure({ httpStatus: 413, message: { code: "UPLOAD_TOO_LARGE" } });
  const form = new FormData();
  form.set("file", file, file.name);
  let res: Response;
  try {
    res = await fetch("/api/uploads", { method: "POST", body: form, headers: requestHeaders() });
  } catch {
    // No answer at all (offline, server down): errorMessage shows the network text.
    throw failure({});
  }
  if (res.status !== 201) throw await failureOf(res);
  return ((await res.json()) as { upload: UploadedFile }).upload;
}
