import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockingViolations } from "./axe";
import {
  BASE_URL,
  DEMO,
  demoClientWithSlug,
  launchBrowser,
  newContext,
  newPage,
  PHONE,
  screenshot,
  signInCoach,
  type TestPage,
  uniqueSuffix,
  waitForPath,
} from "./support";

/**
 * Habits (issue 31): the demo admin adds a habit on the demo client's 习惯 page, the client checks
 * it off on its phone (the check-off travels through the offline queue), the coach sees the
 * check-in in the grid and the 7-day rate, then deletes the habit. Both screens pass axe; the
 * screenshots cover 1280 and 390 px in zh-CN and en.
 */

const DESKTOP_1280 = { width: 1280, height: 860 };

let browser: Browser;
let slug: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const ctx = await newContext(browser);
  try {
    ({ slug } = await demoClientWithSlug(ctx.request));
  } finally {
    await ctx.close();
  }
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(
  viewport: { width: number; height: number },
  who: "coach" | "client",
  locale = "zh-CN",
) {
  // axe is injected as an inline script, which the app's CSP forbids (tests/e2e/axe.ts).
  const ctx = await newContext(browser, viewport, { bypassCSP: true });
  await ctx.addInitScript((l) => localStorage.setItem("coach:locale", l), locale);
  const page = await newPage(ctx);
  await page.goto(`${BASE_URL}/login`);
  if (who === "coach") {
    await signInCoach(page, DEMO.admin.email, DEMO.admin.password);
    await page.getByTestId("greeting").waitFor();
  } else {
    await signInCoach(page, DEMO.client.email, DEMO.client.password);
    await waitForPath(page, "/client");
  }
  return { ctx, page };
}

const habitCard = (page: TestPage, name: string) => page.getByTestId("habit-card").filter({ hasText: name });

describe("habits", () => {
  it("a coach adds a habit, the client checks it off on a phone, the coach sees the check-in", async () => {
    const name = `喝水 ${uniqueSuffix()}`;
    const coach = await signedIn(DESKTOP_1280, "coach");
    let client: Awaited<ReturnType<typeof signedIn>> | undefined;
    try {
      // The coach reaches 习惯 from the client's calendar, by the client page's tabs.
      await coach.page.goto(`${BASE_URL}/clients/${slug}/workouts`);
      await coach.page.getByTestId("client-page-tabs").getByRole("link", { name: "习惯" }).click();
      await waitForPath(coach.page, `/clients/${slug}/habits`);
      await coach.page.getByTestId("add-habit").click();
      const dialog = coach.page.getByTestId("habit-form-dialog");
      await dialog.getByTestId("habit-name").fill(name);
      await dialog.getByTestId("habit-target").fill("分 4 次喝完");
      await dialog.getByTestId("habit-save").click();
      await dialog.waitFor({ state: "detached" });
      const card = habitCard(coach.page, name);
      await expect.poll(() => card.getByTestId("habit-rate-7").textContent()).toBe("—");
      expect(await blockingViolations(coach.page, "habits")).toEqual([]);

      // The client opens the app: today's screen lists it; one tap checks it off and the queue sends it.
      client = await signedIn(PHONE, "client");
      const row = client.page.getByTestId("habit-check").filter({ hasText: name });
      await expect.poll(() => row.getAttribute("aria-pressed")).toBe("false");
      const sent = client.page.waitForResponse(
        (res) => res.url().includes("/trpc/habits.checkIn") && res.request().method() === "POST",
      );
      await row.click();
      await expect.poll(() => row.getAttribute("aria-pressed")).toBe("true");
      expect((await sent).ok()).toBe(true);
      await expect.poll(() => row.getByTestId("habit-streak").textContent()).toBe("连续 1 天");
      await expect.poll(() => row.textContent()).not.toContain("待同步");
      expect(await blockingViolations(client.page, "client today")).toEqual([]);

      // The coach sees today's square filled and the 7-day rate at 100 %.
      await coach.page.reload();
      await expect.poll(() => card.locator('[data-state="done"]').count()).toBe(1);
      await expect.poll(() => card.getByTestId("habit-rate-7").textContent()).toBe("100%");

      // Deleted (with its check-ins), after the confirmation.
      await card.getByRole("button", { name: `删除习惯「${name}」` }).click();
      await coach.page.getByTestId("delete-habit-confirm").click();
      await card.waitFor({ state: "detached" });
      expect(coach.page.errors).toEqual([]);
      expect(client.page.errors).toEqual([]);
    } finally {
      await coach.ctx.close();
      await client?.ctx.close();
    }
  });

  it("looks right at 1280 and 390 px in Chinese and English (the demo's habits)", async () => {
    for (const [label, viewport] of [
      ["1280", DESKTOP_1280],
      ["390", PHONE],
    ] as const) {
      for (const locale of ["zh-CN", "en"] as const) {
        const coach = await signedIn(viewport, "coach", locale);
        const client = await signedIn(viewport, "client", locale);
        try {
          await coach.page.goto(`${BASE_URL}/clients/${slug}/habits`);
          await coach.page.getByTestId("habit-card").first().waitFor();
          await screenshot(coach.page, `habits-coach-${label}-${locale}`, { fullPage: true });
          await client.page.getByTestId("habit-check").first().waitFor();
          await screenshot(client.page, `habits-client-${label}-${locale}`, { fullPage: true });
          for (const page of [coach.page, client.page]) {
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
              viewport.width,
            );
            expect(page.errors).toEqual([]);
          }
        } finally {
          await coach.ctx.close();
          await client.ctx.close();
        }
      }
    }
  });
});
