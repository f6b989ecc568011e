import type { Browser } from "playwright-core";
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

type Log = { date: string; kcal: number | null; protein_g: number | null; water_ml: number | null };

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
