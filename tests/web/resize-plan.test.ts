import { describe, expect, it } from "vitest";
import { fitWithin, planResize, renamedFor, SEND_AS_IS_BYTES } from "../../web/lib/uploads/resize-plan";

const MB = 1024 * 1024;

describe("fitWithin", () => {
  it("scales the long edge to 2,048 px keeping the aspect ratio", () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin(5000, 5000)).toEqual({ width: 2048, height: 2048 });
    // Rounded, never below one pixel (a 20,000 × 3 panorama strip).
    expect(fitWithin(3001, 2000)).toEqual({ width: 2048, height: 1365 });
    expect(fitWithin(20000, 3)).toEqual({ width: 2048, height: 1 });
  });

  it("leaves an image within bounds as it is", () => {
    expect(fitWithin(2048, 1000)).toEqual({ width: 2048, height: 1000 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });
});

describe("planResize", () => {
  it("always redraws a JPEG (EXIF orientation goes with the EXIF the server strips)", () => {
    expect(planResize({ type: "image/jpeg", bytes: 100_000, width: 800, height: 600 })).toEqual({
      action: "redraw",
      width: 800,
      height: 600,
      types: ["image/jpeg"],
    });
    expect(planResize({ type: "image/jpeg", bytes: 5 * MB, width: 4032, height: 3024 })).toMatchObject({
      width: 2048,
      height: 1536,
    });
  });

  it("sends a small PNG or WebP within bounds as is, and redraws a big one as its type or JPEG", () => {
    const small = { bytes: SEND_AS_IS_BYTES, width: 2048, height: 2048 };
    expect(planResize({ type: "image/png", ...small })).toEqual({ action: "send-as-is" });
    expect(planResize({ type: "image/webp", ...small })).toEqual({ action: "send-as-is" });
    expect(planResize({ type: "image/png", ...small, bytes: SEND_AS_IS_BYTES + 1 })).toEqual({
      action: "redraw",
      width: 2048,
      height: 2048,
      types: ["image/png", "image/jpeg"],
    });
    expect(planResize({ type: "image/webp", bytes: 300_000, width: 3000, height: 1000 })).toEqual({
      action: "redraw",
      width: 2048,
      height: 683,
      types: ["image/webp", "image/jpeg"],
    });
  });

  it("never touches GIF, PDF or video", () => {
    for (const type of ["image/gif", "application/pdf", "video/mp4", "video/quicktime", ""])
      expect(planResize({ type, bytes: 9 * MB, width: 5000, height: 5000 })).toEqual({
        action: "send-as-is",
      });
  });
});

describe("renamedFor", () => {
  it("gives the name the extension of the new type", () => {
    expect(renamedFor("IMG_0001.PNG", "image/jpeg")).toBe("IMG_0001.jpg");
    expect(renamedFor("头像.jpeg", "image/jpeg")).toBe("头像.jpg");
    expect(renamedFor("scan", "image/png")).toBe("scan.png");
    expect(renamedFor(".png", "image/webp")).toBe("image.webp");
  });
});
