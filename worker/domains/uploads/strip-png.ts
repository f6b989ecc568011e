import { MalformedFile } from "./malformed";
import { concat } from "./strip-jpeg";

/**
 * A PNG without its metadata chunks: eXIf (EXIF, GPS), tEXt/zTXt/iTXt (text, where XMP and
 * comments live) and tIME (when it was last edited). Every other chunk (pixels, palette, colour
 * profile, transparency) is copied as it is; each chunk carries its own CRC, so nothing is recomputed.
 */
const DROPPED = new Set(["eXIf", "tEXt", "zTXt", "iTXt", "tIME"]);
const SIGNATURE_LENGTH = 8;

export function stripPng(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, SIGNATURE_LENGTH)];
  let at = SIGNATURE_LENGTH;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) throw new MalformedFile("PNG ends inside a chunk header");
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    // length, type, data, CRC
    const end = at + 12 + length;
    if (end > bytes.length) throw new MalformedFile("PNG chunk runs past the file");
    if (!DROPPED.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === "IEND") break;
  }
  return concat(kept);
}
