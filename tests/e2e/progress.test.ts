import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASE_URL,
  coachWithClient,
  DEMO,
  DESKTOP,
  launchBrowser,
  newContext,
  newPage,
  PHONE,
  screenshot,
  signInCoach,
  waitForPath,
} from "./support";

/**
 * Body progress on screen (issue 28), from the demo data's months of bodyweights: the coach's 进展
 * view shows the trend and takes an entry; the client logs today's weight on a phone. The axe check
 * of the whole 进展 page is in records.test.ts (the same page).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("body progress", () => {
  it("shows the coach a client's bodyweight trend and saves an entry for a day", async () => {
    const context = await newContext(browser, DESKTOP, { reducedMotion: "reduce" });
    try {
      const page = await newPage(context);
      // Demo client 4: no other browser test writes its bodyweights.
      const { client } = await coachWithClient(page, 4);
      await page.goto(`${BASE_URL}/clients/${client.slug}/progress`);
      const body = page.getByTestId("body-section");
      await body.waitFor();
      await body.getByTestId("line-chart-canvas").locator("canvas").first().waitFor();
      expect(await body.getByTestId("body-row").count()).toBeGreaterThan(0);

      await body.getByTestId("body-add").click();
      const dialog = page.getByTestId("body-entry-dialog");
      const day = await dialog.getByTestId("body-date").inputValue();
      await dialog.getByTestId("body-weight").fill("71.3");
      await dialog.getByTestId("body-save").click();
      await dialog.waitFor({ state: "detached" });
      // One entry per day: the day's row shows the weight saved (a second save that day replaces it).
      const row = body.locator(`[data-testid="body-row"][data-date="${day}"]`);
      await expect.poll(() => row.getByTestId("body-row-weight").textContent()).toContain("71.3");
      await screenshot(page, "progress-body-1280-zh-CN", { fullPage: true });
      expect(page.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the coach entries older than a year once the whole table is asked for", async () => {
    const context = await newContext(browser, DESKTOP, { reducedMotion: "reduce" });
    try {
      const page = await newPage(context);
      // Demo client 5: no other browser test writes its bodyweights. Two entries years back: the
      // overview answers them only as a weekly point and a count; the table reads them whole.
      const { auth, client } = await coachWithClient(page, 5);
      for (const [date, weight_kg] of [
        ["2023-03-06", 88.8],
        ["2023-03-07", 87.7],
      ] as const) {
        const logged = await page.request.post(`${BASE_URL}/api/clients/${client.id}/weight_trackings`, {
          headers: auth,
          data: { weight_tracking: { date, weight_kg } },
        });
        expect(logged.status()).toBe(201);
      }
      const listed = await page.request.get(
        `${BASE_URL}/api/clients/${client.id}/weight_trackings?per_page=1`,
        { headers: auth },
      );
      const total = ((await listed.json()) as { meta: { total_count: number } }).meta.total_count;

      await page.goto(`${BASE_URL}/clients/${client.slug}/progress`);
      const body = page.getByTestId("body-section");
      await body.getByTestId("body-range").locator('[data-range="all"]').click();
      await body.getByTestId("body-show-all").click();
      const rows = body.getByTestId("body-row");
      await expect.poll(() => rows.count()).toBe(total);
      const oldest = body.locator('[data-testid="body-row"][data-date="2023-03-06"]');
      expect(await oldest.getByTestId("body-row-weight").textContent()).toContain("88.8");
      expect(await rows.last().getAttribute("data-date")).toBe("2023-03-06");
      expect(page.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("pages the coach's progress photos past the first page of sessions and deletes one", async () => {
    const context = await newContext(browser, DESKTOP, { reducedMotion: "reduce" });
    try {
      const page = await newPage(context);
      // Demo client 11: no other browser test writes its photos. 26 sessions a day apart, two years
      // back (older than any demo session), make a second page.
      const { auth, client } = await coachWithClient(page, 11);
      const image = await sharp({
        create: { width: 16, height: 16, channels: 3, background: "#8a8a8a" },
      })
        .png()
        .toBuffer();
      const first = new Date(Date.UTC(2024, 0, 1));
      for (let i = 0; i < 26; i++) {
        const uploaded = await page.request.post(`${BASE_URL}/api/uploads`, {
          headers: auth,
          multipart: { file: { name: "front.png", mimeType: "image/png", buffer: image } },
        });
        expect(uploaded.status()).toBe(201);
        const { upload } = (await uploaded.json()) as { upload: { id: string } };
        const date = new Date(first.getTime() + i * 86_400_000).toISOString().slice(0, 10);
        const created = await page.request.post(`${BASE_URL}/api/clients/${client.id}/photo_sessions`, {
          headers: auth,
          data: { photo_session: { date, photos: [{ upload_id: upload.id, pose: "front" }] } },
        });
        expect(created.status()).toBe(201);
      }
      const listed = await page.request.get(
        `${BASE_URL}/api/clients/${client.id}/photo_sessions?per_page=1`,
        {
          headers: auth,
        },
      );
      const total = ((await listed.json()) as { meta: { total_count: number } }).meta.total_count;
      expect(total).toBeGreaterThan(24);

      await page.goto(`${BASE_URL}/clients/${client.slug}/progress`);
      const photos = page.getByTestId("photos-section");
      const sessions = photos.getByTestId("photo-session");
      await expect.poll(() => sessions.count()).toBe(24);
      await photos.getByTestId("photos-older").click();
      await expect.poll(() => sessions.count()).toBe(total);
      // Every session shown, so no more to load; the oldest, 2024-01-01, is last.
      await photos.getByTestId("photos-older").waitFor({ state: "detached" });
      expect(await sessions.last().getAttribute("data-date")).toBe("2024-01-01");

      // The coach deletes the oldest (taken on the wrong day, say): asked first, then it is gone.
      await sessions.last().getByTestId("photo-session-delete").click();
      await page.getByTestId("photos-delete-confirm").click();
      await page.getByTestId("photos-delete-dialog").waitFor({ state: "detached" });
      await expect.poll(() => sessions.count()).toBe(total - 1);
      expect(await photos.locator('[data-testid="photo-session"][data-date="2024-01-01"]').count()).toBe(0);
      expect(page.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("lets the client log today's bodyweight on a phone", async () => {
    const context = await newContext(browser, PHONE, { reducedMotion: "reduce" });
    try {
      const page = await newPage(context);
      await page.goto(`${BASE_URL}/login`);
      await signInCoach(page, DEMO.client.email, DEMO.client.password);
      await waitForPath(page, "/client");
      await page.getByTestId("client-tabbar").getByRole("link", { name: "进展" }).click();
      await waitForPath(page, "/client/progress");
      await page.getByTestId("client-body-weight").fill("59.4");
      await page.getByTestId("client-body-save").click();
      await expect.poll(() => page.getByTestId("client-body-today").textContent()).toContain("59.4");
      await screenshot(page, "progress-client-390-zh-CN", { fullPage: true });
      expect(page.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
