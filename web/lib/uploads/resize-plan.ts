/**
 * What the browser does to a photo before sending it (issue 25: long edge ≤ 2,048 px), as plain
 * arithmetic so it can be tested without a canvas; prepare-image.ts does the drawing.
 */

/** The longest edge sent. */
export const MAX_EDGE_PX = 2048;
/** An image within bounds and at most this big is sent as it is (PNG, WebP). */
export const SEND_AS_IS_BYTES = 1.5 * 1024 * 1024;
/** JPEG quality of a re-encoded photo: visually the same, a fraction of a phone camera's size. */
export const JPEG_QUALITY = 0.85;

/** The types the browser can decode and re-encode; everything else (GIF, PDF, video) goes untouched. */
const REDRAWN_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type RedrawnType = (typeof REDRAWN_TYPES)[number];

export const isRedrawn = (type: string): type is RedrawnType =>
  (REDRAWN_TYPES as readonly string[]).includes(type);

/** Width and height scaled so the long edge is at most `maxEdge`, the aspect ratio kept, at least 1 px. */
export function fitWithin(width: number, height: number, maxEdge = MAX_EDGE_PX) {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export type ResizePlan =
  | { action: "send-as-is" }
  /** Draw at this size and send the smallest of `types` (the first is the preferred one). */
  | { action: "redraw"; width: number; height: number; types: readonly RedrawnType[] };

/**
 * The plan for one image, its size as decoded (EXIF orientation applied, so width and height are
 * as it is seen).
 * - GIF and anything not an image: as is (an animation would lose its frames; the server keeps
 *   GIF and PDF as sent).
 * - JPEG: always redrawn, even within bounds. Phones record which way is up in EXIF orientation,
 *   and the server strips EXIF (with GPS): sent as is, a sideways-stored photo would show sideways.
 *   Redrawing turns the pixels upright, and at 0.85 it is also smaller than a camera's file.
 * - PNG, WebP: as is when within bounds and at most ~1.5 MB (no orientation tag to lose, and a
 *   logo's sharp edges are best kept); else redrawn, in their own type or as JPEG, whichever comes
 *   out smaller (a screenshot stays PNG, a photo saved as PNG becomes a JPEG); a transparent image
 *   keeps its type (prepare-image.ts drops JPEG for it).
 */
export function planResize(image: {
  type: string;
  bytes: number;
  width: number;
  height: number;
}): ResizePlan {
  if (!isRedrawn(image.type)) return { action: "send-as-is" };
  const fitted = fitWithin(image.width, image.height);
  const withinBounds = fitted.width === image.width && fitted.height === image.height;
  if (image.type === "image/jpeg") return { action: "redraw", ...fitted, types: ["image/jpeg"] };
  if (withinBounds && image.bytes <= SEND_AS_IS_BYTES) return { action: "send-as-is" };
  return { action: "redraw", ...fitted, types: [image.type, "image/jpeg"] };
}

/** The file name of a redrawn image: its extension follows the new type ("IMG_1.HEIC.png" → "IMG_1.HEIC.jpg"). */
export function renamedFor(name: string, type: RedrawnType): string {
  const extension = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" }[type];
  const base = name.replace(/\.(jpe?g|png|webp)$/i, "") || "image";
  return `${base}.${extension}`;
}
