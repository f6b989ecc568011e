import { MalformedFile } from "./malformed";

/**
 * A JPEG without its metadata segments: APP1 (EXIF with GPS and camera details, XMP), APP13
 * (Photoshop IPTC) and COM (comments). APP0 (JFIF), APP2 (the ICC colour profile), APP14 (Adobe's
 * colour transform) and every coding segment stay, so the picture decodes and looks the same.
 * Everything from the first scan (SOS) on is copied as it is.
 */
const DROPPED = new Set([0xe1, 0xed, 0xfe]);
const SOS = 0xda;
const EOI = 0xd9;

/** Markers without a length field: TEM and the restart markers. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

export function stripJpeg(bytes: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) throw new MalformedFile("JPEG segment without a marker");
    // Any number of 0xFF fill bytes may precede a marker.
    let markerAt = at + 1;
    while (bytes[markerAt] === 0xff) markerAt++;
    const marker = bytes[markerAt];
    if (marker === undefined) throw new MalformedFile("JPEG ends inside a marker");
    if (marker === SOS || marker === EOI) {
      kept.push(bytes.subarray(markerAt - 1));
      break;
    }
    if (standalone(marker)) {
      kept.push(bytes.subarray(markerAt - 1, markerAt + 1));
      at = markerAt + 1;
      continue;
    }
    const length = ((bytes[markerAt + 1] ?? 0) << 8) | (bytes[markerAt + 2] ?? 0);
    const end = markerAt + 1 + length;
    if (length < 2 || end > bytes.length) throw new MalformedFile("JPEG segment runs past the file");
    if (!DROPPED.has(marker)) kept.push(bytes.subarray(markerAt - 1, end));
    at = end;
  }
  return concat(kept);
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
