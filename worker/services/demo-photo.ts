/**
 * Demo progress photos (issue 28), drawn here rather than shipped as files: a small PNG of a
 * figure's silhouette on a plain background, one per pose. Deflate "stored" blocks need no
 * compressor, so this runs the same on Node and Workers; the demo needs a few, not small ones.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const x of bytes) {
    a = (a + x) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

function chunk(type: string, data: Uint8Array): number[] {
  const body = new Uint8Array([...[...type].map((c) => c.charCodeAt(0)), ...data]);
  return [...u32(data.length), ...body, ...u32(crc32(body))];
}

/** zlib data of `raw` in stored (uncompressed) deflate blocks of at most 65,535 bytes. */
function storedZlib(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  for (let at = 0; at < raw.length || at === 0; at += 65535) {
    const block = raw.subarray(at, at + 65535);
    const last = at + 65535 >= raw.length ? 1 : 0;
    out.push(last, block.length & 255, block.length >>> 8, ~block.length & 255, (~block.length >>> 8) & 255);
    for (const b of block) out.push(b);
    if (raw.length === 0) break;
  }
  out.push(...u32(adler32(raw)));
  return new Uint8Array(out);
}

export type DemoPose = "front" | "side" | "back";

/**
 * A 96×128 PNG: a figure (head and torso; narrower from the side) on a light background. `shade`
 * (0–1) darkens the figure a little, so two sessions look different side by side.
 */
export function demoPhotoPng(pose: DemoPose, shade: number): Uint8Array {
  const width = 96;
  const height = 128;
  const raw = new Uint8Array(height * (1 + width * 3));
  const half = pose === "side" ? 13 : 22 - shade * 3;
  const skin = [Math.round(205 - shade * 30), Math.round(150 - shade * 25), Math.round(120 - shade * 20)];
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const head = (x - 48) ** 2 + (y - 24) ** 2 < 13 ** 2;
      const torso = y > 38 && y < 120 && Math.abs(x - 48) < half - Math.max(0, y - 80) / 6;
      const px = row + 1 + x * 3;
      const colour = head || torso ? skin : pose === "back" ? [226, 232, 240] : [241, 245, 249];
      raw[px] = colour[0]!;
      raw[px + 1] = colour[1]!;
      raw[px + 2] = colour[2]!;
    }
  }
  const header = new Uint8Array([...u32(width), ...u32(height), 8, 2, 0, 0, 0]);
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk("IHDR", header),
    ...chunk("IDAT", storedZlib(raw)),
    ...chunk("IEND", new Uint8Array()),
  ]);
}
