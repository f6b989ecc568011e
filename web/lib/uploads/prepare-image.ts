import { JPEG_QUALITY, planResize, type RedrawnType, renamedFor } from "./resize-plan";

/**
 * The drawing half of the resize rule (resize-plan.ts has the arithmetic): decode with the EXIF
 * orientation applied, draw at the planned size, encode, and send the smallest candidate. Anything
 * the browser cannot decode is sent as it is: the server decides what it accepts.
 */
export async function prepareImage(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const plan = planResize({
      type: file.type,
      bytes: file.size,
      width: bitmap.width,
      height: bitmap.height,
    });
    if (plan.action === "send-as-is") return file;
    const canvas = drawn(bitmap, plan.width, plan.height);
    if (!canvas) return file;
    const types = plan.types.filter(
      (type) => type !== "image/jpeg" || plan.types.length === 1 || isOpaque(canvas),
    );
    let best: Blob | null = null;
    for (const type of types) {
      const blob = await encode(canvas, type);
      // A browser that cannot write the type answers with a PNG: not what was asked for.
      if (blob && blob.type === type && (!best || blob.size < best.size)) best = blob;
    }
    if (!best) return file;
    return new File([best], renamedFor(file.name, best.type as RedrawnType), { type: best.type });
  } finally {
    bitmap.close();
  }
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

/** The bitmap drawn at the size, on an OffscreenCanvas where there is one. */
function drawn(bitmap: ImageBitmap, width: number, height: number): Canvas | null {
  const canvas: Canvas =
    typeof OffscreenCanvas === "undefined"
      ? Object.assign(document.createElement("canvas"), { width, height })
      : new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d") as
    | OffscreenCanvasRenderingContext2D
    | CanvasRenderingContext2D
    | null;
  if (!context) return null;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas;
}

/** Whether every pixel is opaque: a JPEG would turn transparent parts black. */
function isOpaque(canvas: Canvas): boolean {
  const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  for (let i = 3; i < data.length; i += 4) if (data[i]! < 255) return false;
  return true;
}

function encode(canvas: Canvas, type: RedrawnType): Promise<Blob | null> {
  const quality = type === "image/png" ? undefined : JPEG_QUALITY;
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type, quality }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}
