import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  BASE_URL,
  coachOnEmptyWeek,
  DEMO,
  launchBrowser,
  pagesPerTest,
  SUPER_ADMIN,
  screenshot,
  signInAdmin,
  signInCoach,
  storedSession,
  uniqueSuffix,
  waitForPath,
} from "./support";

/**
 * What a coach or the super admin would trip over (issue 22) and the owner invitation of a new
 * organization (issue 20, finding 3), as a person sees them.
 */

const openPage = pagesPerTest();

async function signInSuper(page: Page) {
  await page.goto(`${BASE_URL}/admin/login`);
  await signInAdmin(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await waitForPath(page, "/admin/organizations");
  await page.getByTestId("admin-organizations-page").waitFor();
}

describe("the super admin's pages", () => {
  it("/ opens the organizations list, and /admin/clients the clients list (SPEC spells it clinets)", async () => {
    const page = await openPage();
    await signInSuper(page);
    await page.goto(`${BASE_URL}/`);
    await waitForPath(page, "/admin/organizations");
    await page.goto(`${BASE_URL}/admin/clients?q=${encodeURIComponent("张")}`);
    await page.waitForURL((url) => url.pathname === "/admin/clinets" && url.searchParams.get("q") === "张");
    expect(page.errors).toEqual([]);
  });
});

describe("the coach's home and library", () => {
  it("shows real figures only (no capped feed length) and finds the exact exercise first", async () => {
    const page = await openPage();
    await page.goto(`${BASE_URL}/login`);
    await signInCoach(page, DEMO.trainer.email, DEMO.trainer.password);
    await page.getByTestId("greeting").waitFor();
    await expect(page.getByText("最近完成", { exact: true }).count()).resolves.toBe(0);
    await page.goto(`${BASE_URL}/library?q=${encodeURIComponent("杠铃深蹲")}`);
    const first = page.getByTestId("exercise-card").first();
    await first.waitFor();
    await expect(first.getByTestId("exercise-name-zh").textContent()).resolves.toBe("杠铃深蹲");
    expect(page.errors).toEqual([]);
  });
});

describe("an existing account named owner of a new organization (issue 20)", () => {
  it("is listed as invited and becomes the owner by accepting after signing in", async () => {
    const page = await openPage();
    const email = `owner-${uniqueSuffix()}@example.test`;
    const password = "Owner-pass-2026";
    // The person registers as a coach first (no organization yet).
    const registered = await page.request.post(`${BASE_URL}/api/register`, {
      data: { user: { name: "赵老板", email, password } },
    });
    expect(registered.status()).toBe(201);

    await signInSuper(page);
    const token = (await storedSession(page))?.token;
    const name = `邀请工作室 ${uniqueSuffix()}`;
    const created = await page.request.post(`${BASE_URL}/api/admin/organizations`, {
      headers: { authorization: `Bearer ${token}` },
      data: { name, owner: { kind: "existing", email } },
    });
    expect(created.status()).toBe(201);
    await page.goto(`${BASE_URL}/admin/organizations?q=${encodeURIComponent(name)}`);
    await page.getByTestId("owner-invited").first().waitFor();

    // Signed in as itself, the person is offered the organization instead of "contact the admin".
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${BASE_URL}/login`);
    await signInCoach(page, email, password);
    await page.getByTestId("ownership-invitation").waitFor();
    await expect(page.getByTestId("ownership-invitation").textContent()).resolves.toContain(name);
    await screenshot(page, "ownership-invitation");
    await page.getByTestId("accept-organization").click();
    await page.getByTestId("greeting").waitFor();
    const session = await storedSession(page);
    expect(session?.role).toBe("admin");
    expect(page.errors).toEqual([]);
  });
});

describe("a delete waiting for its undo (issue 22)", () => {
  it("is sent when the tab goes away during the undo time, not lost", async () => {
    const page = await openPage();
    const { auth, client, week } = await coachOnEmptyWeek(page, 6);
    const created = await page.request.post(`${BASE_URL}/api/workouts`, {
      headers: auth,
      data: { workout: { client_id: client.id, due: week, title: "关页前删除" } },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { workout: { id: number } }).workout.id;

    await page.goto(`${BASE_URL}/clients/${client.slug}/workouts?week=${week}`);
    const card = page.locator(`[data-testid="day"][data-day="${week}"]`).getByTestId("workout-card");
    await card.click();
    await page.getByTestId("workout-editor").getByTestId("delete-workout").click();
    await page.getByTestId("undo-bar").waitFor();
    // The tab goes away at once, well within the undo time.
    await page.goto("about:blank");
    await expect
      .poll(async () =>
        (await page.request.get(`${BASE_URL}/api/workouts/${id}`, { headers: auth })).status(),
      )
      .toBe(404);
  });
});

describe("the language of a first visit (issue 22)", () => {
  it("follows an English browser, and a stored choice wins over it", async () => {
    const browser = await launchBrowser();
    try {
      const english = await browser.newContext({ locale: "en-US", timezoneId: "Asia/Shanghai" });
      const page = await english.newPage();
      await page.goto(`${BASE_URL}/login`);
      await page.getByText("Welcome back").waitFor();
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("en");
      // A choice stored on the device wins over the browser's preference.
      await page.evaluate(() => localStorage.setItem("coach:locale", "zh-CN"));
      await page.reload();
      await page.getByText("欢迎回来").waitFor();
      await english.close();
      // A Chinese (or any other) browser starts in Chinese.
      const other = await browser.newContext({ locale: "fr-FR", timezoneId: "Asia/Shanghai" });
      const second = await other.newPage();
      await second.goto(`${BASE_URL}/login`);
      await second.getByText("欢迎回来").waitFor();
      await other.close();
    } finally {
      await browser.close();
    }
  });
});

describe("an empty workout (issue 22)", () => {
  it("is not saved as 未命名训练 without a word: the editor asks for a title, an exercise or a description", async () => {
    const page = await openPage();
    const { auth, client, week } = await coachOnEmptyWeek(page, 7);
    await page.goto(`${BASE_URL}/clients/${client.slug}/workouts?week=${week}`);
    const monday = page.locator(`[data-testid="day"][data-day="${week}"]`);
    await monday.hover();
    await monday.getByTestId("add-workout").click();
    const editor = page.getByTestId("workout-editor");
    await editor.waitFor();
    await editor.getByTestId("save-workout").click();
    await editor.getByText("请填写标题，或添加动作或说明").waitFor();
    const listed = (await (
      await page.request.get(
        `${BASE_URL}/api/workouts?client_id=${client.id}&start_date=${week}&end_date=${week}`,
        { headers: auth },
      )
    ).json()) as { workouts: unknown[] };
    expect(listed.workouts).toEqual([]);
    // A title is enough.
    await editor.locator('input[name="title"]').fill("只有标题");
    await editor.getByTestId("save-workout").click();
    await editor.waitFor({ state: "detached" });
    await monday.getByTestId("workout-card").waitFor();
  });
});
