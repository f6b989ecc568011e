import { MalformedFile } from "./malformed";

/**
 * Whether an MP4 or QuickTime file says where it was filmed. iPhones and most Android cameras
 * write the place as `©xyz` (in `udta`, or in `meta`/`ilst`), as a QuickTime metadata key
 * `com.apple.quicktime.location.ISO6709` (in `meta`/`keys`), and 3GPP files as `loci`. Rewriting
 * a video's box tree safely is more than a few lines (chunk offsets point into `mdat`), so such a
 * video is refused with a message instead (worker/domains/uploads/create.ts).
 */
const LOCATION_BOXES = new Set(["\u00a9xyz", "loci"]);
const LOCATION_KEY = "com.apple.quicktime.location";
/** Boxes whose payload is a list of boxes, on the way to the metadata. */
const CONTAINERS = new Set(["moov", "trak", "udta", "mdia", "minf", "ilst", "edts"]);
const MAX_DEPTH = 12;

const typeAt = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

function includesAscii(bytes: Uint8Array, text: string): boolean {
  const first = text.charCodeAt(0);
  outer: for (
    let i = bytes.indexOf(first);
    i !== -1 && i + text.length <= bytes.length;
    i = bytes.indexOf(first, i + 1)
  ) {
    for (let j = 1; j < text.length; j++) if (bytes[i + j] !== text.charCodeAt(j)) continue outer;
    return true;
  }
  return false;
}

function boxesHaveLocation(bytes: Uint8Array, start: number, end: number, depth: number): boolean {
  if (depth > MAX_DEPTH) throw new MalformedFile("video boxes nested too deep");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    const type = typeAt(bytes, at + 4);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) throw new MalformedFile("video box ends inside its header");
      size = view.getUint32(at + 8) * 2 ** 32 + view.getUint32(at + 12);
      header = 16;
    } else if (size === 0) {
      size = end - at; // the last box runs to the end of its parent
    }
    const boxEnd = at + size;
    if (size < header || boxEnd > end) throw new MalformedFile("video box runs past its parent");
    if (LOCATION_BOXES.has(type)) return true;
    const payload = at + header;
    if (type === "keys" && includesAscii(bytes.subarray(payload, boxEnd), LOCATION_KEY)) return true;
    if (CONTAINERS.has(type) && boxesHaveLocation(bytes, payload, boxEnd, depth + 1)) return true;
    if (type === "meta") {
      // ISO `meta` is a full box (4 bytes of version and flags before its children); QuickTime's
      // is not, and starts straight with its `hdlr` box.
      const children = typeAt(bytes, payload + 4) === "hdlr" ? payload : payload + 4;
      if (boxesHaveLocation(bytes, children, boxEnd, depth + 1)) return true;
    }
    at = boxEnd;
  }
  return false;
}

export function videoHasLocation(bytes: Uint8Array): boolean {
  return boxesHaveLocation(bytes, 0, bytes.length, 0);
}
