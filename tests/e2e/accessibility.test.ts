import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditor, focused, THEMES, type Theme, themedContext } from "./a11y-support";
import {
  BASE_URL,
  DEMO,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  signInCoach,
  waitForPath,
} from "./support";

/**
 * WCAG 2.2 AA (issue 23): axe-core finds no critical or serious violation on the main screens of
 * the coach app and the client app (at phone width), in each of the three themes; the keyboard
 * reaches the content through a skip link and the first client in a few Tabs.
 */

/** The demo client the server seeds with a password (worker/services/demo-seed.ts DEMO_CLIENT). */
const DEMO_CLIENT = { email: "client1@demo.coach", password: "Demo1234!" };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openCoachScreens(page: Page, theme: Theme, check: (screen: string) => Promise<void>) {
  await page.goto(`${BASE_URL}/login`);
  await page.getByTestId("login-form").waitFor();
  await check("sign-in");
  await signInCoach(page, DEMO.admin.email, DEMO.admin.password);
  await page.getByTestId("feed-item").first().waitFor();
  await page.getByTestId("attention-link").waitFor();
  await check("home");
  if (theme !== "semi-dark") await screenshot(page, `a11y-home-${theme}`);

  await page.goto(`${BASE_URL}/clients`);
  await page.getByTestId("client-row").first().waitFor();
  await check("clients");
  if (theme !== "semi-dark") await screenshot(page, `a11y-clients-${theme}`);
  await page.getByTestId("add-client").click();
  await page.getByTestId("add-client-form").waitFor();
  await check("add-client dialog");
  if (theme !== "semi-dark") await screenshot(page, `a11y-dialog-${theme}`);
  await page.keyboard.press("Escape");
  await page.getByTestId("add-client-form").waitFor({ state: "detached" });

  await page.getByTestId("client-row").first().getByTestId("client-name").click();
  await page.getByTestId("calendar-grid").waitFor();
  await page.getByTestId("workout-card").first().waitFor();
  await check("client calendar");

  await page.goto(`${BASE_URL}/library`);
  await page.getByTestId("exercise-card").first().waitFor();
  await check("library exercises");
  for (const tab of ["warmups", "cooldowns"] as const) {
    await page.getByTestId(`tab-${tab}`).click();
    await page.getByTestId("template-card").or(page.getByTestId("template-total")).first().waitFor();
    await check(`library ${tab}`);
  }

  await page.goto(`${BASE_URL}/programs`);
  await page.getByTestId("program-row").first().waitFor();
  await check("programs");
  await page.getByTestId("program-row").first().getByRole("link").first().click();
  await page.getByTestId("program-grid").waitFor();
  await check("program grid");

  await page.goto(`${BASE_URL}/team`);
  await page.getByTestId("team-row").first().waitFor();
  await check("team");
  await page.getByTestId("open-org-settings").click();
  await page.getByTestId("org-dialog").waitFor();
  await check("organization settings dialog");
  await page.keyboard.press("Escape");
  await page.getByTestId("org-dialog").waitFor({ state: "detached" });

  await page.goto(`${BASE_URL}/profile`);
  await page.getByTestId("profile-form").waitFor();
  await check("profile");
}

async function openClientScreens(page: Page, check: (screen: string) => Promise<void>) {
  await page.goto(`${BASE_URL}/login`);
  await signInCoach(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await waitForPath(page, "/client");
  const recent = page.getByTestId("recent-section").getByTestId("client-workout");
  await recent.first().waitFor();
  await check("client today");
  await recent.first().click();
  await page.getByTestId("client-item").first().waitFor();
  await check("client workout");
  await page.goto(`${BASE_URL}/client/history`);
  await page.getByTestId("history-week").first().waitFor();
  await check("client history");
  await page.goto(`${BASE_URL}/client/profile`);
  await page.getByTestId("client-settings-form").waitFor();
  await check("client settings");
}

describe.each(THEMES)("in the %s theme", (theme) => {
  it("the coach's screens have no critical or serious WCAG violation", async () => {
    const context = await themedContext(browser, theme);
    try {
      const page = await newPage(context);
      const { findings, check } = auditor(page);
      await openCoachScreens(page, theme, check);
      expect(findings).toEqual([]);
      expect(page.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the client app on a phone has no critical or serious WCAG violation", async () => {
    const context = await themedContext(browser, theme, PHONE);
    try {
      const page = await newPage(context);
      const { findings, check } = auditor(page);
      await openClientScreens(page, check);
      expect(findings).toEqual([]);
      expect(page.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("keyboard", () => {
  it("skips to the main content and reaches the first client in a few Tabs", async () => {
    const context = await themedContext(browser, "semi-dark");
    try {
      const page = await newPage(context);
      await page.goto(`${BASE_URL}/login?to=%2Fclients`);
      await signInCoach(page, DEMO.admin.email, DEMO.admin.password);
      await page.getByTestId("client-row").first().waitFor();
      await page.reload();
      await page.getByTestId("client-row").first().waitFor();

      // The first Tab lands on the skip link, which moves the focus to <main>.
      await page.keyboard.press("Tab");
      expect(await focused(page)).toBe("skip-link");
      expect(await page.getByTestId("skip-link").textContent()).toBe("跳到主要内容");
      await screenshot(page, "a11y-skip-link");
      await page.keyboard.press("Enter");
      expect(await focused(page)).toBe("main");

      // Past the skip link, the first client's link comes after the page header (star,
      // breadcrumb), the toolbar (search, three filters, add), select-all, the sort buttons' one
      // Tab stop and the row's checkbox.
      const firstClient = page.getByTestId("client-row").first().getByTestId("client-name");
      let tabs = 0;
      while (!(await firstClient.evaluate((el) => el === document.activeElement)) && tabs < 40) {
        await page.keyboard.press("Tab");
        tabs += 1;
      }
      expect(tabs).toBeLessThanOrEqual(11);

      // The sort buttons: one Tab stop, the arrow keys move among them.
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Shift+Tab");
      expect(await focused(page)).toBe("sort-name");
      await page.keyboard.press("ArrowRight");
      expect(await focused(page)).toBe("sort-compliance-7");
      await page.keyboard.press("End");
      expect(await focused(page)).toBe("sort-due");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");

      // The focus is shown by a 2 px ring.
      const outline = await firstClient.evaluate((el) => getComputedStyle(el).outlineWidth);
      expect(outline).toBe("2px");
      await screenshot(page, "a11y-focus-ring");
      expect(page.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
