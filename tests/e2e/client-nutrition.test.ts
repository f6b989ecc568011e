import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockingViolations } from "./axe";
import {
  api,
  BASE_URL,
  DEMO,
  launchBrowser,
  newContext,
  newPage,
  PHONE,
  screenshot,
  signInCoach,
  type TestPage,
  waitForPath,
} from "./support";

/**
 * 今日饮食 in the client app (issue 31): the demo client (who has a plan and the studio's saved
 * foods) logs today's food on a phone with a food chip and sees the card follow; then logs again
 * offline, and once back online the server has the figures. Both states pass axe; screenshots in
 * zh-CN and en.
 */

type Log = {
  date: string;
  kcal: number | null;
  protein_g: number | null;
  water_ml: number | null;
  upload_ids: string[];
};

/** A phone photo of a meal, as the camera input hands it over. */
const mealPhoto = async () => ({
  name: "午餐.jpg",
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#d97706" } })
    .jpeg({ quality: 85 })
    .toBuffer(),
});

let browser: Browser;
let client: { token: string; client_id: number };
beforeAll(async () => {
  browser = await launchBrowser();
  const ctx = await newContext(browser);
  try {
    client = await api(ctx.request, "POST", "/oauth/token", null, DEMO.client);
  } finally {
    await ctx.close();
  }
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(locale = "zh-CN") {
  // axe is injected as an inline script, which the app's CSP forbids (tests/e2e/axe.ts).
  const ctx = await newContext(browser, PHONE, { bypassCSP: true });
  await ctx.addInitScript((l) => localStorage.setItem("coach:locale", l), locale);
  const page = await newPage(ctx);
  await page.goto(`${BASE_URL}/login`);
  await signInCoach(page, DEMO.client.email, DEMO.client.password);
  await waitForPath(page, "/client");
  return { ctx, page };
}

/** The newest day's log on the server: today's once the client saved it (logs come newest first). */
async function newestLog(page: TestPage): Promise<Log | undefined> {
  const answer = await api<{ daily_nutrition_logs: Log[] }>(
    page.request,
    "GET",
    `/clients/${client.client_id}/daily_nutrition_logs?per_page=1`,
    client.token,
  );
  return answer.daily_nutrition_logs[0];
}

const cardNumber = async (page: TestPage, testId: string) =>
  Number(await page.getByTestId(testId).textContent());

describe("client nutrition", () => {
  it("logs today's food with a chip, then offline, and the server gets the figures", async () => {
    const { ctx, page } = await signedIn();
    try {
      const card = page.getByTestId("nutrition-card");
      await card.waitFor();
      await page.getByTestId("sync-done").waitFor();
      const kcalBefore = await cardNumber(page, "nutrition-kcal-value");
      const proteinBefore = await cardNumber(page, "nutrition-protein-value");

      // Online: the chicken-breast chip adds its 133 kcal and 24.6 g to the day's totals.
      await page.getByTestId("nutrition-log-open").click();
      const sheet = page.getByTestId("nutrition-entry");
      await sheet.getByTestId("nutrition-food-chip").filter({ hasText: "鸡胸肉" }).click();
      const kcal = Math.round((kcalBefore + 133) * 10) / 10;
      const protein = Math.round((proteinBefore + 24.6) * 10) / 10;
      await expect.poll(() => sheet.getByTestId("nutrition-kcal").inputValue()).toBe(String(kcal));
      expect(await blockingViolations(page, "nutrition quick entry")).toEqual([]);
      const sent = page.waitForResponse(
        (res) => res.url().includes("/trpc/nutrition.logs.save") && res.request().method() === "POST",
      );
      await sheet.getByTestId("nutrition-save").click();
      await sheet.waitFor({ state: "detached" });
      await expect.poll(() => cardNumber(page, "nutrition-kcal-value")).toBe(kcal);
      expect((await sent).ok()).toBe(true);
      await expect.poll(() => cardNumber(page, "nutrition-protein-value")).toBe(protein);
      await expect.poll(async () => (await newestLog(page))?.kcal).toBe(kcal);
      await expect.poll(() => card.textContent()).not.toContain("待同步");
      expect(await blockingViolations(page, "client today with nutrition")).toEqual([]);

      // Offline: typed figures show at once, queued; back online the queue sends them.
      await ctx.setOffline(true);
      await page.getByTestId("offline-banner").waitFor();
      await page.getByTestId("nutrition-log-open").click();
      await sheet.getByTestId("nutrition-kcal").fill("1888");
      await sheet.getByTestId("nutrition-protein_g").fill("121.5");
      await sheet.getByTestId("nutrition-water_ml").fill("2000");
      await sheet.getByTestId("nutrition-save").click();
      await sheet.waitFor({ state: "detached" });
      await expect.poll(() => cardNumber(page, "nutrition-kcal-value")).toBe(1888);
      await expect.poll(() => card.textContent()).toContain("待同步");
      await page.getByTestId("sync-badge").waitFor();
      expect((await newestLog(page))?.kcal).toBe(kcal);

      await ctx.setOffline(false);
      await page.getByTestId("sync-done").waitFor();
      await expect.poll(() => card.textContent()).not.toContain("待同步");
      await expect
        .poll(async () => {
          const log = await newestLog(page);
          return log && [log.kcal, log.protein_g, log.water_ml];
        })
        .toEqual([1888, 121.5, 2000]);
      await expect.poll(() => cardNumber(page, "nutrition-protein-value")).toBe(121.5);
      expect(page.errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it("shows the target of the day type the server names, and attaches a meal photo online only", async () => {
    const { ctx, page } = await signedIn();
    try {
      const card = page.getByTestId("nutrition-card");
      await card.waitFor();
      await page.getByTestId("sync-done").waitFor();
      const plan = await api<{ today: { day_type: "training" | "rest" } }>(
        page.request,
        "GET",
        `/clients/${client.client_id}/nutrition_plan`,
        client.token,
      );
      expect(await page.getByTestId("nutrition-day-kind").textContent()).toBe(
        plan.today.day_type === "training" ? "训练日目标" : "休息日目标",
      );

      // Online: the camera button uploads the photo at once; the save names it for the day.
      await page.getByTestId("nutrition-log-open").click();
      const sheet = page.getByTestId("nutrition-entry");
      const before = (await sheet.getByTestId("nutrition-photo-thumb").count()) + 1;
      expect(await sheet.getByTestId("nutrition-photo-input").getAttribute("capture")).toBe("environment");
      await sheet.getByTestId("nutrition-photo-input").setInputFiles(await mealPhoto());
      await expect.poll(() => sheet.getByTestId("nutrition-photo-thumb").count()).toBe(before);
      await sheet.getByTestId("nutrition-save").click();
      await sheet.waitFor({ state: "detached" });
      await expect.poll(() => card.getByTestId("nutrition-card-photo").count()).toBe(before);
      await expect
        .poll(() =>
          card
            .getByTestId("nutrition-card-photo")
            .last()
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
      await expect.poll(async () => (await newestLog(page))?.upload_ids.length).toBe(before);
      // The coach reads the day with its photos.
      const coach = await api<{ token: string }>(page.request, "POST", "/oauth/token", null, DEMO.trainer);
      const coachView = await api<{ daily_nutrition_logs: Array<{ attachments: unknown[] }> }>(
        page.request,
        "GET",
        `/clients/${client.client_id}/daily_nutrition_logs?per_page=1`,
        coach.token,
      );
      expect(coachView.daily_nutrition_logs[0]?.attachments).toHaveLength(before);

      // Offline: the button is off and says why; the figures still queue and the photos stay.
      await ctx.setOffline(true);
      await page.getByTestId("offline-banner").waitFor();
      await page.getByTestId("nutrition-log-open").click();
      await expect.poll(() => sheet.getByTestId("nutrition-photo-add").isDisabled()).toBe(true);
      const hint = sheet.getByTestId("nutrition-photo-hint");
      expect(await hint.textContent()).toContain("联网");
      expect(await sheet.getByTestId("nutrition-photo-add").getAttribute("aria-describedby")).toBe(
        await hint.getAttribute("id"),
      );
      expect(await blockingViolations(page, "nutrition entry offline")).toEqual([]);
      await sheet.getByTestId("nutrition-kcal").fill("1777");
      await sheet.getByTestId("nutrition-save").click();
      await sheet.waitFor({ state: "detached" });
      await expect.poll(() => card.textContent()).toContain("待同步");
      expect(await card.getByTestId("nutrition-card-photo").count()).toBe(before);
      await ctx.setOffline(false);
      await page.getByTestId("sync-done").waitFor();
      await expect
        .poll(async () => {
          const log = await newestLog(page);
          return log && [log.kcal, log.upload_ids.length];
        })
        .toEqual([1777, before]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await screenshot(page, "client-nutrition-photo-390-zh-CN", { fullPage: true });
      expect(page.errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it("looks right on a phone in Chinese and English", async () => {
    for (const locale of ["zh-CN", "en"] as const) {
      const { ctx, page } = await signedIn(locale);
      try {
        await page.getByTestId("nutrition-card").waitFor();
        await screenshot(page, `client-nutrition-390-${locale}`, { fullPage: true });
        await page.getByTestId("nutrition-log-open").click();
        await page.getByTestId("nutrition-food-chip").first().waitFor();
        await screenshot(page, `client-nutrition-entry-390-${locale}`);
        expect(await blockingViolations(page, `nutrition entry ${locale}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          PHONE.width,
        );
        expect(page.errors).toEqual([]);
      } finally {
        await ctx.close();
      }
    }
  });
});
