import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditor, focused, tabTo, themedContext } from "./a11y-support";
import {
  BASE_URL,
  DEMO,
  demoClientWithSlug,
  launchBrowser,
  newPage,
  PHONE,
  signInCoach,
  waitForPath,
} from "./support";

/**
 * The nutrition screens (issue 31) for people who do not use a mouse or the light theme: axe finds
 * nothing blocking on the coach's 营养 tab with its plan editor and on the client's 今日饮食 with
 * its quick-entry sheet in the dark theme (tests/e2e/accessibility.test.ts covers the other screens
 * in every theme), and both are used with the keyboard alone: the coach opens the plan editor,
 * changes a target and saves; the client opens the sheet, adds a food chip and saves.
 */

let browser: Browser;
let slug: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const context = await themedContext(browser, "light");
  try {
    ({ slug } = await demoClientWithSlug(context.request));
  } finally {
    await context.close();
  }
});
afterAll(async () => {
  await browser?.close();
});

describe("nutrition in the dark theme", () => {
  it("the coach's 营养 tab and plan editor have no critical or serious WCAG violation", async () => {
    const context = await themedContext(browser, "dark");
    try {
      const page = await newPage(context);
      const { findings, check } = auditor(page);
      await page.goto(`${BASE_URL}/login?to=${encodeURIComponent(`/clients/${slug}/nutrition`)}`);
      await signInCoach(page, DEMO.admin.email, DEMO.admin.password);
      await page.getByTestId("nutrition-day").first().waitFor();
      await check("coach nutrition (dark)");
      await page.getByTestId("nutrition-plan-edit").click();
      await page.getByTestId("nutrition-plan-dialog").waitFor();
      await check("nutrition plan editor (dark)");
      expect(findings).toEqual([]);
      expect(page.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the client's 今日饮食 and its sheet have no critical or serious WCAG violation", async () => {
    const context = await themedContext(browser, "dark", PHONE);
    try {
      const page = await newPage(context);
      const { findings, check } = auditor(page);
      await page.goto(`${BASE_URL}/login`);
      await signInCoach(page, DEMO.client.email, DEMO.client.password);
      await waitForPath(page, "/client");
      await page.getByTestId("nutrition-card").waitFor();
      await check("client today nutrition (dark)");
      await page.getByTestId("nutrition-log-open").click();
      await page.getByTestId("nutrition-food-chip").first().waitFor();
      await check("nutrition quick entry (dark)");
      expect(findings).toEqual([]);
      expect(page.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("nutrition by keyboard alone", () => {
  it("the coach opens the plan editor, changes a target and saves it", async () => {
    const context = await themedContext(browser, "light");
    try {
      const page = await newPage(context);
      await page.goto(`${BASE_URL}/login?to=${encodeURIComponent(`/clients/${slug}/nutrition`)}`);
      await signInCoach(page, DEMO.admin.email, DEMO.admin.password);
      await page.getByTestId("nutrition-day").first().waitFor();
      await page.reload();
      await page.getByTestId("nutrition-plan").waitFor();

      expect(await tabTo(page, "nutrition-plan-edit")).toBeLessThanOrEqual(40);
      await page.keyboard.press("Enter");
      const dialog = page.getByTestId("nutrition-plan-dialog");
      await dialog.waitFor();
      expect(await tabTo(page, "plan-rest_day-water_ml")).toBeLessThanOrEqual(40);
      const water = dialog.getByTestId("plan-rest_day-water_ml");
      const next = (await water.inputValue()) === "2900" ? "2800" : "2900";
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type(next);
      expect(await tabTo(page, "plan-save")).toBeLessThanOrEqual(40);
      const saved = page.waitForResponse((res) => res.url().includes("/trpc/nutrition.plan.save"));
      await page.keyboard.press("Enter");
      expect((await saved).ok()).toBe(true);
      await dialog.waitFor({ state: "detached" });
      await expect
        .poll(() => page.getByTestId("plan-rest-day").getByTestId("target-water_ml").textContent())
        .toBe(`${Number(next).toLocaleString("zh-CN")} ml`);
      // Closing gives the focus back to the button that opened the editor.
      await expect.poll(() => focused(page)).toBe("nutrition-plan-edit");
      expect(page.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the client opens the quick entry, adds a food chip and saves", async () => {
    const context = await themedContext(browser, "light", PHONE);
    try {
      const page = await newPage(context);
      await page.goto(`${BASE_URL}/login`);
      await signInCoach(page, DEMO.client.email, DEMO.client.password);
      await waitForPath(page, "/client");
      await page.getByTestId("nutrition-card").waitFor();
      await page.getByTestId("sync-done").waitFor();

      expect(await tabTo(page, "nutrition-log-open", 80)).toBeLessThanOrEqual(80);
      await page.keyboard.press("Enter");
      const sheet = page.getByTestId("nutrition-entry");
      await sheet.getByTestId("nutrition-food-chip").first().waitFor();
      const before = Number((await sheet.getByTestId("nutrition-kcal").inputValue()) || 0);
      expect(await tabTo(page, "nutrition-food-chip")).toBeLessThanOrEqual(40);
      await page.keyboard.press("Enter");
      await expect
        .poll(async () => Number(await sheet.getByTestId("nutrition-kcal").inputValue()))
        .toBeGreaterThan(before);
      const kcal = Number(await sheet.getByTestId("nutrition-kcal").inputValue());
      expect(await tabTo(page, "nutrition-save")).toBeLessThanOrEqual(40);
      const sent = page.waitForResponse((res) => res.url().includes("/trpc/nutrition.logs.save"));
      await page.keyboard.press("Enter");
      await sheet.waitFor({ state: "detached" });
      expect((await sent).ok()).toBe(true);
      await expect.poll(() => page.getByTestId("nutrition-kcal-value").textContent()).toBe(String(kcal));
      await expect.poll(() => focused(page)).toBe("nutrition-log-open");
      expect(page.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
