import type { Browser, BrowserContext, Page } from "playwright-core";
import { blockingViolations, type Finding } from "./axe";
import { DESKTOP, newContext } from "./support";

/** The app's three themes (its own stored setting, `coach:theme`). */
export const THEMES = ["light", "semi-dark", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/**
 * A context showing the app in `theme` (the app's own stored setting; Playwright's colorScheme
 * does not choose it). Reduced motion, so the page fade does not dim what axe measures.
 */
export async function themedContext(
  browser: Browser,
  theme: Theme,
  viewport = DESKTOP,
): Promise<BrowserContext> {
  const context = await newContext(browser, viewport, { bypassCSP: true, reducedMotion: "reduce" });
  await context.addInitScript((chosen) => localStorage.setItem("coach:theme", chosen), theme);
  return context;
}

/** Collects the findings of every screen, so one run reports all of them. */
export function auditor(page: Page) {
  const findings: Finding[] = [];
  return {
    findings,
    check: async (screen: string) => {
      findings.push(...(await blockingViolations(page, screen)));
    },
  };
}

/** What has the keyboard focus: its test id, else its tag. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el instanceof HTMLElement ? (el.dataset.testid ?? el.tagName.toLowerCase()) : "";
  });
}

/**
 * Presses Tab until the element with `testId` has the focus, at most `max` times; answers how many
 * presses it took (more than `max` when it was never reached).
 */
export async function tabTo(page: Page, testId: string, max = 40): Promise<number> {
  let tabs = 0;
  while ((await focused(page)) !== testId && tabs <= max) {
    await page.keyboard.press("Tab");
    tabs += 1;
  }
  return tabs;
}
