import { crc32 } from "node:zlib";
import sharp from "sharp";

/**
 * Small real files for the upload tests, built here: photos by sharp (a devDependency; the worker
 * itself strips metadata in plain TypeScript) with EXIF GPS and XMP, videos as hand-made box trees.
 */

const pixels = () => sharp({ create: { width: 8, height: 8, channels: 3, background: "#c0392b" } });

/** EXIF with a GPS position (IFD3) and an owner, as a phone camera writes them. */
const EXIF = {
  IFD0: { Copyright: "Someone", Artist: "Someone" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "31/1 14/1 0/1",
    GPSLongitudeRef: "E",
    GPSLongitude: "121/1 28/1 0/1",
  },
};
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>';

const ascii = (text: string) => Buffer.from(text, "latin1");

/** A JPEG with EXIF (GPS), XMP and a comment segment. */
export async function jpegWithGps(): Promise<Buffer> {
  const jpeg = await pixels().jpeg().withExif(EXIF).withXmp(XMP).toBuffer();
  const comment = ascii("taken at home");
  const com = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
  // The comment right after SOI.
  return Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([ascii(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG with eXIf (GPS), and tEXt and tIME chunks before its pixels. */
export async function pngWithMetadata(): Promise<Buffer> {
  const png = await pixels().png().withExif(EXIF).toBuffer();
  const ihdrEnd = 8 + 12 + 13;
  const extra = Buffer.concat([
    pngChunk("tEXt", ascii("Comment\0taken at home")),
    pngChunk("tIME", Buffer.from([0x07, 0xea, 11, 26, 10, 0, 0])),
  ]);
  return Buffer.concat([png.subarray(0, ihdrEnd), extra, png.subarray(ihdrEnd)]);
}

/** A WebP (extended format, VP8X) with EXIF (GPS) and XMP chunks. */
export const webpWithMetadata = () => pixels().webp().withExif(EXIF).withXmp(XMP).toBuffer();

export const gif = () => pixels().gif().toBuffer();

export const pdf = () => ascii("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

function box(type: string, ...children: Buffer[]): Buffer {
  const payload = Buffer.concat(children);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + payload.length);
  return Buffer.concat([size, ascii(type), payload]);
}

const ftyp = (brand: string) => box("ftyp", ascii(brand), Buffer.alloc(4), ascii(`${brand}isom`));
const mdat = box("mdat", Buffer.alloc(64, 7));

/** An MP4 or QuickTime file; `udta` holds what is given (e.g. a location box). */
export function video(brand: "isom" | "qt  ", ...udta: Buffer[]): Buffer {
  const mvhd = box("mvhd", Buffer.alloc(100));
  return Buffer.concat([
    ftyp(brand),
    box("moov", mvhd, box("trak", box("tkhd", Buffer.alloc(84))), box("udta", ...udta)),
    mdat,
  ]);
}

/** `©xyz` as iPhones write it in udta: ISO 6709 text. */
export const xyzBox = () => box("\u00a9xyz", Buffer.from([0, 17, 0x15, 0xc7]), ascii("+31.2304+121.4737/"));

/** QuickTime metadata (meta → keys + ilst) naming the Apple location key. */
export function appleLocationMeta(): Buffer {
  const key = ascii("com.apple.quicktime.location.ISO6709");
  const keyEntry = Buffer.concat([Buffer.from([0, 0, 0, 8 + key.length]), ascii("mdta"), key]);
  const keys = box("keys", Buffer.from([0, 0, 0, 0, 0, 0, 0, 1]), keyEntry);
  const hdlr = box("hdlr", Buffer.alloc(8), ascii("mdta"), Buffer.alloc(13));
  return box("meta", hdlr, keys, box("ilst"));
}

/** A harmless udta entry (a title). */
export const titleBox = () => box("\u00a9nam", Buffer.from([0, 5, 0x15, 0xc7]), ascii("Squat"));

/** Whether `needle` occurs in `bytes`. */
export const contains = (bytes: Uint8Array, needle: string) => Buffer.from(bytes).includes(ascii(needle));
