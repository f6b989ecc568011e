import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "#shared/ymd";
import { blockingViolations } from "./axe";
import {
  api,
  BASE_URL,
  DEMO,
  demoClientWithSlug,
  launchBrowser,
  newContext,
  newPage,
  PHONE,
  screenshot,
  signInCoach,
  uniqueSuffix,
  waitForPath,
} from "./support";

/**
 * The coach's 营养 tab (issue 31): the demo admin opens a demo client's nutrition (the demo gives
 * every client a plan and a week of logs), changes a target in the plan editor and comments on a
 * day, and both are there after a reload. axe finds nothing blocking; the screenshots cover 1280 px
 * in Chinese and 390 px in English.
 */

const DESKTOP_1280 = { width: 1280, height: 860 };

let browser: Browser;
let slug: string;
let client: { token: string; client_id: number };
beforeAll(async () => {
  browser = await launchBrowser();
  const ctx = await newContext(browser);
  try {
    ({ client, slug } = await demoClientWithSlug(ctx.request));
  } finally {
    await ctx.close();
  }
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(viewport: { width: number; height: number }, locale = "zh-CN") {
  // axe is injected as an inline script, which the app's CSP forbids (tests/e2e/axe.ts).
  const ctx = await newContext(browser, viewport, { bypassCSP: true });
  await ctx.addInitScript((l) => localStorage.setItem("coach:locale", l), locale);
  const page = await newPage(ctx);
  await page.goto(`${BASE_URL}/login`);
  await signInCoach(page, DEMO.admin.email, DEMO.admin.password);
  await page.getByTestId("greeting").waitFor();
  return { ctx, page };
}

describe("nutrition (coach)", () => {
  it("shows the plan and days, saves a changed target and a comment on a day", async () => {
    const { ctx, page } = await signedIn(DESKTOP_1280);
    try {
      // Reached from the client's calendar by the client page's tabs.
      await page.goto(`${BASE_URL}/clients/${slug}/workouts`);
      await page.getByTestId("client-page-tabs").getByRole("link", { name: "营养" }).click();
      await waitForPath(page, `/clients/${slug}/nutrition`);
      const plan = page.getByTestId("nutrition-plan");
      await plan.waitFor();
      const days = page.getByTestId("nutrition-day");
      await expect.poll(() => days.count()).toBeGreaterThan(0);
      // The demo's days are marked on or off target by the server (every one falls within the plan).
      await expect.poll(() => days.first().getByTestId("on-target").count()).toBe(1);
      expect(await blockingViolations(page, "nutrition")).toEqual([]);

      // A changed rest-day water target is saved and shown on the plan card.
      const water = plan.getByTestId("plan-rest-day").getByTestId("target-water_ml");
      const before = (await water.textContent()) ?? "";
      const next = before.includes("3,100") ? "3200" : "3100";
      await page.getByTestId("nutrition-plan-edit").click();
      const dialog = page.getByTestId("nutrition-plan-dialog");
      await dialog.getByTestId("plan-rest_day-water_ml").fill(next);
      expect(await blockingViolations(page, "nutrition plan editor")).toEqual([]);
      const saved = page.waitForResponse((res) => res.url().includes("/trpc/nutrition.plan.save"));
      await dialog.getByTestId("plan-save").click();
      expect((await saved).ok()).toBe(true);
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => water.textContent()).toBe(`${Number(next).toLocaleString("zh-CN")} ml`);

      // A comment on the newest day, saved, and there after a reload.
      const comment = `蛋白质够了，继续保持 ${uniqueSuffix()}`;
      const day = days.first();
      const date = await day.getAttribute("data-date");
      await day.getByTestId("coach-comment-edit").click();
      await day.getByTestId("coach-comment-input").fill(comment);
      const sent = page.waitForResponse((res) => res.url().includes("/trpc/nutrition.logs.update"));
      await day.getByTestId("coach-comment-save").click();
      expect((await sent).ok()).toBe(true);
      await expect.poll(() => day.getByTestId("coach-comment").textContent()).toBe(comment);
      await page.reload();
      const reloaded = page.locator(`[data-testid="nutrition-day"][data-date="${date}"]`);
      await expect.poll(() => reloaded.getByTestId("coach-comment").textContent()).toBe(comment);
      await expect
        .poll(() => plan.getByTestId("plan-rest-day").getByTestId("target-water_ml").textContent())
        .toBe(`${Number(next).toLocaleString("zh-CN")} ml`);
      expect(page.errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it("loads the days before the last 30 a page at a time (显示更早的记录)", async () => {
    const { ctx, page } = await signedIn(DESKTOP_1280);
    try {
      // The client logs 35 days before the page's 30-day window (the day before it and earlier).
      const plan = await api<{ today: { date: string } }>(
        page.request,
        "GET",
        `/clients/${client.client_id}/nutrition_plan`,
        client.token,
      );
      const windowStart = addDays(plan.today.date, -29);
      for (let i = 1; i <= 35; i++) {
        await api(page.request, "POST", `/clients/${client.client_id}/daily_nutrition_logs`, client.token, {
          daily_nutrition_log: { date: addDays(windowStart, -i), kcal: 1900 + i, protein_g: 140 },
        });
      }
      await page.goto(`${BASE_URL}/clients/${slug}/nutrition`);
      const days = page.getByTestId("nutrition-day");
      await days.first().waitFor();
      const recent = await days.count();
      expect(await days.last().getAttribute("data-date")).not.toBe(addDays(windowStart, -1));
      const older = page.getByTestId("nutrition-days-older");
      await older.click();
      await expect.poll(() => days.count()).toBe(recent + 30);
      expect(await days.nth(recent).getAttribute("data-date")).toBe(addDays(windowStart, -1));
      await older.click();
      await expect.poll(() => days.count()).toBe(recent + 35);
      expect(await days.last().getAttribute("data-date")).toBe(addDays(windowStart, -35));
      await expect.poll(() => older.count()).toBe(0);
      expect(page.errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it("looks right at 1280 px in Chinese and 390 px in English", async () => {
    for (const [label, viewport, locale] of [
      ["1280", DESKTOP_1280, "zh-CN"],
      ["390", PHONE, "en"],
    ] as const) {
      const { ctx, page } = await signedIn(viewport, locale);
      try {
        await page.goto(`${BASE_URL}/clients/${slug}/nutrition`);
        await page.getByTestId("nutrition-plan").waitFor();
        await page.getByTestId("nutrition-day").first().waitFor();
        await screenshot(page, `nutrition-coach-${label}-${locale}`, { fullPage: true });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        expect(await blockingViolations(page, `nutrition ${label} ${locale}`)).toEqual([]);
        expect(page.errors).toEqual([]);
      } finally {
        await ctx.close();
      }
    }
  });
});
