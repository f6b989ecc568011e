import { message } from "#shared/messages";
import { createUpload, isImageType, readUploadFile, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from "../domains";
import { AppError } from "../errors";
import { actorOf, restApp } from "./rest/kit";

/**
 * Files: `POST /api/uploads` (multipart, field `file`) and `GET /api/uploads/{id}/file`. The web
 * app's one documented exception to "only tRPC": a multipart body is no operation's JSON input.
 * Decision: docs/decisions/2026-11-26-uploads.md
 */

export const UPLOADS_PATH = "/api/uploads";
/** The body limit of POST /api/uploads: the largest file plus room for the multipart framing. */
export const UPLOAD_BODY_MAX_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;

/** `inline` for images (an image tag shows them), `attachment` otherwise; the name per RFC 6266/5987. */
export function contentDisposition(type: string, name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${isImageType(type) ? "inline" : "attachment"}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function uploadRoutes() {
  const routes = restApp();
  routes.post("/", async (c) => {
    const actor = actorOf(c);
    const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    if (type !== "multipart/form-data")
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", message("UPLOAD_FILE_MISSING"));
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw new AppError("BAD_REQUEST", message("UPLOAD_FILE_MISSING"));
    }
    const file = form.get("file");
    if (!(file instanceof File)) throw new AppError("BAD_REQUEST", message("UPLOAD_FILE_MISSING"));
    if (file.size > UPLOAD_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", message("UPLOAD_TOO_LARGE"));
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(await createUpload(c.get("deps"), actor, { name: file.name, bytes }), 201);
  });
  routes.get("/:id/file", async (c) => {
    const file = await readUploadFile(c.get("deps"), c.req.param("id"), {
      exp: c.req.query("exp"),
      sig: c.req.query("sig"),
    });
    return new Response(file.body, {
      headers: {
        "content-type": file.type,
        "content-length": String(file.size),
        "cache-control": `private, max-age=${file.maxAge}`,
        "content-disposition": contentDisposition(file.type, file.name),
        "x-content-type-options": "nosniff",
      },
    });
  });
  return routes;
}

const uploadAnswerSchema = {
  type: "object",
  required: ["upload"],
  properties: {
    upload: {
      type: "object",
      required: ["id", "name", "type", "size", "attachmentUrl"],
      properties: {
        id: { type: "string" },
        name: { type: "string" },
        type: {
          type: "string",
          enum: [...UPLOAD_TYPES],
        },
        size: { type: "integer", description: "Bytes as stored (after metadata stripping)" },
        attachmentUrl: { type: "string", description: "Signed, valid about an hour" },
      },
    },
  },
};

const errorOf = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/** The two file routes in the OpenAPI document (they are not operations, so they are written here). */
export const uploadOpenApiPaths = {
  "/api/uploads": {
    post: {
      tags: ["uploads"],
      summary: "Upload a file",
      description:
        "Multipart, field `file`, at most 10 MB. The type is read from the bytes: JPEG, PNG, WebP, GIF, MP4, QuickTime or PDF. EXIF, GPS, XMP and comments are removed from photos; a video that records its location is refused (422). The upload stays unattached until a write names it by `upload_id`; unattached ones are removed after 24 h.",
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              required: ["file"],
              properties: { file: { type: "string", format: "binary" } },
            },
          },
        },
      },
      responses: {
        "201": { description: "Stored", content: { "application/json": { schema: uploadAnswerSchema } } },
        "400": errorOf("No `file` field"),
        "401": errorOf("Not signed in"),
        "413": errorOf("Over 10 MB"),
        "415": errorOf("Not an accepted type"),
        "422": errorOf("A video with its location"),
      },
    },
  },
  "/api/uploads/{id}/file": {
    get: {
      tags: ["uploads"],
      summary: "Read an uploaded file",
      description:
        "By the URL an answer handed out (`exp` and `sig`); organization logos and avatars need no signature. A wrong or expired signature answers 404.",
      security: [],
      parameters: [
        { name: "id", in: "path", required: true, schema: { type: "string" } },
        { name: "exp", in: "query", required: false, schema: { type: "integer" } },
        { name: "sig", in: "query", required: false, schema: { type: "string" } },
      ],
      responses: {
        "200": {
          description: "The file",
          content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
        },
        "404": errorOf("Unknown id, or a wrong or expired signature"),
      },
    },
  },
};
