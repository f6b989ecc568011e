import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockingViolations, type Finding } from "./axe";
import { sendAs, signInAt, TRAINER_PASSWORD, thread, trainerWithClients } from "./conversation-support";
import {
  BASE_URL,
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
 * Issue 26's screens under axe (WCAG 2.2 AA, no critical or serious violation) in the light and
 * dark themes, as accessibility.test.ts does for the rest: /messages with a thread open, the
 * bell's list, the broadcast dialog, the conversation panel beside a calendar and the client
 * app's 消息 tab on a phone. Then /messages by keyboard alone.
 */

const THEMES = ["light", "dark"] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function themedContext(theme: string, viewport = DESKTOP): Promise<BrowserContext> {
  const context = await newContext(browser, viewport, { bypassCSP: true, reducedMotion: "reduce" });
  await context.addInitScript((chosen) => localStorage.setItem("coach:theme", chosen), theme);
  return context;
}

async function coachScreens(page: Page, check: (screen: string) => Promise<void>) {
  // The demo trainer's inbox holds the demo's threads; nothing here writes to them.
  await page.goto(`${BASE_URL}/login?to=%2Fmessages`);
  await signInCoach(page, DEMO.trainer.email, DEMO.trainer.password);
  await waitForPath(page, "/messages");
  await page.getByTestId("inbox-row").first().click();
  await thread(page).getByTestId("message").first().waitFor();
  await check("messages inbox and thread");

  await page.getByTestId("notification-bell").click();
  await page.getByTestId("notification-list").getByTestId("notification-item").first().waitFor();
  await check("bell list");
  await page.keyboard.press("Escape");
  await page.getByTestId("notification-popover").waitFor({ state: "detached" });

  await page.goto(`${BASE_URL}/clients`);
  await page.getByTestId("client-row").first().getByTestId("select-client").click();
  await page.getByTestId("bulk-message").click();
  await page.getByTestId("broadcast-dialog").waitFor();
  await check("broadcast dialog");
  await page.keyboard.press("Escape");
  await page.getByTestId("broadcast-dialog").waitFor({ state: "detached" });

  await page.getByTestId("client-row").first().getByTestId("client-name").click();
  await page.getByTestId("calendar-grid").waitFor();
  await page.getByTestId("toggle-conversation").click();
  await page.getByTestId("conversation-panel").getByTestId("composer-input").waitFor();
  await page.getByTestId("conversation-panel").getByTestId("message").first().waitFor();
  await check("calendar conversation panel");
}

describe.each(THEMES)("in the %s theme", (theme) => {
  it("the coach's conversation screens have no critical or serious WCAG violation", async () => {
    const context = await themedContext(theme);
    try {
      const page = await newPage(context);
      const findings: Finding[] = [];
      await coachScreens(page, async (screen) => {
        findings.push(...(await blockingViolations(page, screen)));
      });
      expect(findings).toEqual([]);
      expect(page.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the client app's 消息 tab on a phone has no critical or serious WCAG violation", async () => {
    const context = await themedContext(theme, PHONE);
    try {
      const page = await newPage(context);
      await signInAt(page, DEMO.client, DEMO.client.password, "/client");
      await page.getByTestId("client-tabbar").getByRole("link", { name: "消息" }).click();
      await waitForPath(page, "/client/messages");
      await thread(page).getByTestId("message").first().waitFor();
      expect(await blockingViolations(page, "client messages")).toEqual([]);
      await screenshot(page, `a11y-client-messages-${theme}`);
      expect(page.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** Whether the element has the keyboard focus. */
const hasFocus = (locator: ReturnType<Page["getByTestId"]>) =>
  locator.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has the focus; answers how many it took (at most `limit`). */
async function tabTo(page: Page, target: ReturnType<Page["getByTestId"]>, limit = 30): Promise<number> {
  let tabs = 0;
  while (!(await hasFocus(target)) && tabs < limit) {
    await page.keyboard.press("Tab");
    tabs += 1;
  }
  return tabs;
}

describe("keyboard", () => {
  it("reaches a conversation, writes two lines, sends with Enter and keeps the focus in the box", async () => {
    const context = await themedContext("light");
    try {
      const { trainer, clients } = await trainerWithClients(context.request, 2, "keys");
      const [first, second] = clients;
      if (!first || !second) throw new Error("no clients");
      await sendAs(context.request, first.token, first.id, "教练好，我是第一位");
      await sendAs(context.request, second.token, second.id, "教练好，我是第二位");
      const page = await newPage(context);
      await signInAt(page, trainer, TRAINER_PASSWORD, "/messages");
      const rows = page.getByTestId("inbox-row");
      await expect.poll(() => rows.count()).toBe(2);

      // From the search box, Tab reaches the first conversation, a second Tab the next one.
      const search = page.getByTestId("inbox-search");
      await search.focus();
      await page.keyboard.press("Tab");
      expect(await hasFocus(rows.nth(0))).toBe(true);
      await page.keyboard.press("Tab");
      expect(await hasFocus(rows.nth(1))).toBe(true);
      // The focus is visible: a ring drawn around the row.
      const outline = await rows.nth(1).evaluate((el) => getComputedStyle(el).outlineStyle);
      const ring = await rows.nth(1).evaluate((el) => getComputedStyle(el).boxShadow);
      expect(outline !== "none" || ring !== "none").toBe(true);
      const chosenName = (await rows.nth(1).getAttribute("data-client-id")) ?? "";
      await page.keyboard.press("Enter");
      await expect.poll(() => page.url()).toContain(`client=${chosenName}`);
      const input = thread(page).getByTestId("composer-input");
      await input.waitFor();

      // Into the box by Tab alone, then two lines and Enter.
      expect(await tabTo(page, input)).toBeLessThan(30);
      await page.keyboard.type("第一行");
      await page.keyboard.press("Shift+Enter");
      await page.keyboard.type("第二行");
      expect(await input.inputValue()).toBe("第一行\n第二行");
      await page.keyboard.press("Enter");
      const sent = thread(page).getByTestId("message").filter({ hasText: "第一行" });
      await sent.waitFor();
      expect(await sent.textContent()).toContain("第二行");
      // After sending, the focus is back in the emptied box, ready for the next message.
      await expect.poll(() => input.inputValue()).toBe("");
      await expect.poll(() => hasFocus(input)).toBe(true);
      await screenshot(page, "messages-keyboard");
      expect(page.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
