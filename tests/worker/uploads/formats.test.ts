import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sniffType } from "../../../worker/domains/uploads/sniff";
import { storedBytes } from "../../../worker/domains/uploads/strip";
import { videoHasLocation } from "../../../worker/domains/uploads/video-location";
import { AppError } from "../../../worker/errors";
import {
  appleLocationMeta,
  contains,
  gif,
  jpegWithGps,
  pdf,
  pngWithMetadata,
  titleBox,
  video,
  webpWithMetadata,
  xyzBox,
} from "./files";

const bytes = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);

describe("file types by magic bytes", () => {
  it("names each accepted type and nothing else", async () => {
    expect(sniffType(bytes(await jpegWithGps()))).toBe("image/jpeg");
    expect(sniffType(bytes(await pngWithMetadata()))).toBe("image/png");
    expect(sniffType(bytes(await webpWithMetadata()))).toBe("image/webp");
    expect(sniffType(bytes(await gif()))).toBe("image/gif");
    expect(sniffType(bytes(pdf()))).toBe("application/pdf");
    expect(sniffType(bytes(video("isom")))).toBe("video/mp4");
    expect(sniffType(bytes(video("qt  ")))).toBe("video/quicktime");
    expect(sniffType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffType(new TextEncoder().encode("<html><script>alert(1)</script>"))).toBeNull();
    // HEIC shares MP4's ftyp box but is no video we take.
    const heic = video("isom");
    heic.write("heic", 8, "latin1");
    expect(sniffType(bytes(heic))).toBeNull();
  });
});

describe("metadata stripping", () => {
  it("JPEG: EXIF (GPS), XMP and comments gone, the picture the same", async () => {
    const sent = await jpegWithGps();
    expect(contains(sent, "Exif")).toBe(true);
    expect(contains(sent, "xmpmeta")).toBe(true);
    expect(contains(sent, "taken at home")).toBe(true);
    const kept = storedBytes("image/jpeg", bytes(sent));
    expect(contains(kept, "Exif")).toBe(false);
    expect(contains(kept, "xmpmeta")).toBe(false);
    expect(contains(kept, "taken at home")).toBe(false);
    const meta = await sharp(kept).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["jpeg", 8, 8, undefined]);
    const [a, b] = await Promise.all([sharp(sent).raw().toBuffer(), sharp(kept).raw().toBuffer()]);
    expect(b.equals(a)).toBe(true);
  });

  it("PNG: eXIf, tEXt and tIME gone, the picture the same", async () => {
    const sent = await pngWithMetadata();
    expect(["eXIf", "tEXt", "tIME"].map((c) => contains(sent, c))).toEqual([true, true, true]);
    const kept = storedBytes("image/png", bytes(sent));
    expect(["eXIf", "tEXt", "tIME"].map((c) => contains(kept, c))).toEqual([false, false, false]);
    const [a, b] = await Promise.all([sharp(sent).raw().toBuffer(), sharp(kept).raw().toBuffer()]);
    expect(b.equals(a)).toBe(true);
  });

  it("WebP: EXIF and XMP chunks gone, their VP8X flags cleared, the RIFF size right", async () => {
    const sent = await webpWithMetadata();
    expect(sent[20]! & 0x0c).toBe(0x0c);
    const kept = storedBytes("image/webp", bytes(sent));
    expect(contains(kept, "EXIF")).toBe(false);
    expect(contains(kept, "xmpmeta")).toBe(false);
    expect(kept[20]! & 0x0c).toBe(0);
    expect(Buffer.from(kept).readUInt32LE(4)).toBe(kept.length - 8);
    const meta = await sharp(kept).metadata();
    expect([meta.format, meta.width, meta.exif, meta.xmp]).toEqual(["webp", 8, undefined, undefined]);
  });

  it("GIF and PDF are kept as sent", async () => {
    const g = bytes(await gif());
    expect(storedBytes("image/gif", g)).toBe(g);
    const p = bytes(pdf());
    expect(storedBytes("application/pdf", p)).toBe(p);
  });

  it("a broken JPEG is refused as an unsupported file, not a crash", async () => {
    const sent = await jpegWithGps();
    expect(() => storedBytes("image/jpeg", bytes(sent.subarray(0, 30)))).toThrow(AppError);
  });
});

describe("video location", () => {
  it("finds ©xyz in udta, the Apple location key in meta, loci", () => {
    expect(videoHasLocation(bytes(video("qt  ", xyzBox())))).toBe(true);
    expect(videoHasLocation(bytes(video("qt  ", appleLocationMeta())))).toBe(true);
    expect(
      videoHasLocation(bytes(video("isom", Buffer.from([0, 0, 0, 12, 0x6c, 0x6f, 0x63, 0x69, 0, 0, 0, 0])))),
    ).toBe(true);
    expect(videoHasLocation(bytes(video("isom", titleBox())))).toBe(false);
  });

  it("refuses a video with a location (422) and keeps one without as sent", () => {
    const withPlace = bytes(video("qt  ", xyzBox()));
    expect(() => storedBytes("video/quicktime", withPlace)).toThrow(
      expect.objectContaining({ code: "UPLOAD_VIDEO_LOCATION" }),
    );
    const plain = bytes(video("isom", titleBox()));
    expect(storedBytes("video/mp4", plain)).toBe(plain);
  });
});
