import { MalformedFile } from "./malformed";
import { concat } from "./strip-jpeg";

/**
 * A WebP without its EXIF and XMP chunks. The extended header (VP8X) announces them in its flags,
 * so those two flags are cleared, and the RIFF size is written anew for the shorter file.
 */
const DROPPED = new Set(["EXIF", "XMP "]);
/** VP8X flag bits (first byte of its payload): EXIF and XMP metadata present. */
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;
const HEADER_LENGTH = 12; // "RIFF", size, "WEBP"

export function stripWebp(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const riffEnd = Math.min(bytes.length, 8 + view.getUint32(4, true));
  const kept: Uint8Array[] = [];
  let at = HEADER_LENGTH;
  while (at < riffEnd) {
    if (at + 8 > riffEnd) throw new MalformedFile("WebP ends inside a chunk header");
    const type = String.fromCharCode(...bytes.subarray(at, at + 4));
    const size = view.getUint32(at + 4, true);
    // Chunks are padded to an even length.
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > riffEnd) throw new MalformedFile("WebP chunk runs past the file");
    if (!DROPPED.has(type)) {
      const chunk = bytes.slice(at, Math.min(end, riffEnd));
      if (type === "VP8X" && size > 0) chunk[8] = (chunk[8] ?? 0) & ~(EXIF_FLAG | XMP_FLAG);
      kept.push(chunk);
    }
    at = end;
  }
  const body = concat(kept);
  const out = new Uint8Array(HEADER_LENGTH + body.length);
  out.set(bytes.subarray(0, HEADER_LENGTH));
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  out.set(body, HEADER_LENGTH);
  return out;
}
