import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASE_URL,
  DEMO,
  launchBrowser,
  newContext,
  newPage,
  PHONE,
  signInCoach,
  waitForPath,
} from "./support";

/** Avatars and the organization logo uploaded from the browser (issue 25), resized before sending. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, account: { email: string; password: string }, viewport?: typeof PHONE) {
  const context = await newContext(browser, viewport);
  const page = await newPage(context);
  await page.goto(`${BASE_URL}/login?to=${encodeURIComponent(path)}`);
  await signInCoach(page, account.email, account.password);
  await waitForPath(page, path);
  return { page, close: () => context.close() };
}

/** A photo bigger than the 2,048 px the browser sends: 3,000 × 2,000. */
const bigPhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#2e86de" } })
    .jpeg({ quality: 90 })
    .toBuffer();

/** The dimensions of the image an <img> shows, read back from the server. */
async function storedSize(page: Page, src: string) {
  const res = await page.request.get(new URL(src, BASE_URL).toString());
  expect(res.status()).toBe(200);
  const { width, height } = await sharp(await res.body()).metadata();
  return { width, height };
}

describe("uploading images", () => {
  it("a coach uploads an avatar on the profile: resized to 2,048 px, shown in the header and the profile", async () => {
    const { page, close } = await open("/profile", DEMO.trainer);
    const control = page.getByTestId("avatar-upload");
    await control.getByTestId("avatar-upload-input").setInputFiles({
      name: "大头照.jpg",
      mimeType: "image/jpeg",
      buffer: await bigPhoto(),
    });
    const preview = control.getByTestId("avatar-upload-preview");
    await expect
      .poll(async () => (await preview.getAttribute("src")) ?? "")
      .toMatch(/\/api\/uploads\/[\w-]+\/file$/);
    const src = (await preview.getAttribute("src"))!;
    expect(await storedSize(page, src)).toEqual({ width: 2048, height: 1365 });
    // The header's avatar and the profile card follow the stored session.
    const path = new URL(src).pathname;
    await expect.poll(() => page.locator(`img[src$="${path}"]`).count()).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => page.getByTestId("profile-form").locator('input[name="image_url"]').inputValue())
      .toBe(src);
    expect(page.errors).toEqual([]);
    await close();
  });

  it("an admin uploads the organization's logo in its settings", async () => {
    const { page, close } = await open("/team", DEMO.admin);
    await page.getByTestId("open-org-settings").click();
    const control = page.getByTestId("logo-upload");
    const logo = await sharp({ create: { width: 400, height: 200, channels: 4, background: "#ffffff00" } })
      .png()
      .toBuffer();
    await control
      .getByTestId("logo-upload-input")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
    const preview = control.getByTestId("logo-upload-preview");
    await expect
      .poll(async () => (await preview.getAttribute("src")) ?? "")
      .toMatch(/\/api\/uploads\/[\w-]+\/file$/);
    expect(await storedSize(page, (await preview.getAttribute("src"))!)).toEqual({ width: 400, height: 200 });
    await expect
      .poll(() => page.getByTestId("org-form").locator('input[name="logo_url"]').inputValue())
      .toMatch(/\/api\/uploads\//);
    expect(page.errors).toEqual([]);
    await close();
  });

  it("says why a file is refused, on a phone, in Chinese", async () => {
    const { page, close } = await open("/profile", DEMO.trainer, PHONE);
    const control = page.getByTestId("avatar-upload");
    const error = control.getByTestId("avatar-upload-error");
    // Not an image whatever its name says: the server reads the bytes (415).
    await control.getByTestId("avatar-upload-input").setInputFiles({
      name: "photo.png",
      mimeType: "image/png",
      buffer: Buffer.from("<html>not an image</html>"),
    });
    await expect
      .poll(() => error.textContent())
      .toBe("只能上传 JPEG、PNG、WebP、GIF 图片，MP4、MOV 视频或 PDF 文件");
    // Over 10 MB and not resized (a GIF): refused before sending.
    const gif = Buffer.alloc(11 * 1024 * 1024);
    gif.write("GIF89a", "latin1");
    await control
      .getByTestId("avatar-upload-input")
      .setInputFiles({ name: "big.gif", mimeType: "image/gif", buffer: gif });
    await expect.poll(() => error.textContent()).toBe("文件不能超过 10 MB");
    // The controls stay usable by keyboard: the picker button takes focus.
    await control.getByTestId("avatar-upload-pick").focus();
    expect(
      await control.getByTestId("avatar-upload-pick").evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect(page.errors).toEqual([]);
    await close();
  });
});
