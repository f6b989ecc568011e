import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  BASE_URL,
  PHONE,
  pagesPerTest,
  SUPER_ADMIN,
  screenshot,
  signInAdmin,
  storedSession,
  type TestPage,
  waitForPath,
} from "./support";

const openPage = pagesPerTest();
/** A seeded client (worker/services/demo-seed.ts: client 6, of 王教练 in the demo studio); nothing else here uses it. */
const CLIENT = { name: "杨磊", organization: "活力健身工作室", trainer: "王教练" };

async function signInSuper(page: Page) {
  await page.goto(`${BASE_URL}/admin/clinets`);
  await waitForPath(page, "/admin/login");
  await signInAdmin(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await waitForPath(page, "/admin/clinets");
  await page.getByTestId("admin-clients-page").waitFor();
}

/** A REST call with the signed-in super admin's token (setup the read-only screen cannot do). */
async function apiAs<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const token = (await storedSession(page))?.token;
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const res = await fetch(`/api${path}`, {
        method,
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, path, body, token },
  ) as Promise<T>;
}

/** From /admin/clinets, searched by name, to the client's read-only calendar. */
async function openCalendarFromList(page: TestPage) {
  await page.getByTestId("admin-clients-search").fill(CLIENT.name);
  await page.waitForURL((url) => url.searchParams.get("q") === CLIENT.name);
  const row = page.getByTestId("admin-client-row").filter({ hasText: CLIENT.name }).first();
  await row.getByTestId("client-calendar-link").click();
  await page.waitForURL((url) => /^\/admin\/clinets\/[^/]+$/.test(url.pathname));
  const calendar = page.getByTestId("read-only-calendar");
  await calendar.waitFor();
  return calendar;
}

function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe("super admin: a client's calendar, read only", () => {
  it("opens from /admin/clinets, shows the week and a workout, and changes nothing", async () => {
    const page = await openPage();
    await signInSuper(page);
    const calendar = await openCalendarFromList(page);

    // Who and where: title, breadcrumb back to the list, the client, organization, trainer, zone.
    expect(await page.getByTestId("page-title").textContent()).toBe("学员日历");
    await page.getByTestId("breadcrumb").getByRole("link", { name: "学员管理" }).waitFor();
    await page.getByTestId("read-only-badge").waitFor();
    expect(await page.getByTestId("calendar-client-name").textContent()).toBe(CLIENT.name);
    await expect
      .poll(() => page.getByTestId("calendar-organization").textContent())
      .toBe(CLIENT.organization);
    expect(await page.getByTestId("calendar-trainer").textContent()).toBe(CLIENT.trainer);
    expect((await page.getByTestId("calendar-timezone").textContent())?.length).toBeGreaterThan(0);

    // The seeded Monday / Wednesday / Friday sessions of this week.
    expect(await page.getByTestId("day").count()).toBe(7);
    const cards = page.getByTestId("workout-card");
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(3);

    // Nothing to add, paste, drag, drop, pick or copy.
    expect(await page.getByTestId("add-workout").count()).toBe(0);
    expect(await page.getByTestId("paste-here").count()).toBe(0);
    expect(await page.getByTestId("copy-week").count()).toBe(0);
    for (const draggable of await cards.evaluateAll((els) => els.map((el) => el.getAttribute("draggable")))) {
      expect(draggable).toBe("false");
    }
    expect(await page.locator('[data-testid="day"]:not([data-readonly])').count()).toBe(0);
    // The coach calendar's write keys do nothing here.
    await page.getByTestId("range-label").click();
    await page.keyboard.press("n");
    await page.keyboard.press("v");
    expect(await page.getByTestId("workout-editor").count()).toBe(0);
    await screenshot(page, "admin-readonly-calendar");

    // A comment to read (written by the super admin through the API, removed at the end).
    const first = cards.first();
    const workoutId = Number(await first.getAttribute("data-workout-id"));
    const body = `只读视图的评论 ${Date.now()}`;
    const { comment } = await apiAs<{ comment: { id: number } }>(page, "POST", "/comments", {
      comment: { workout_id: workoutId, body },
    });
    try {
      await page.reload();
      await calendar.waitFor();
      await page.locator(`[data-testid="workout-card"][data-workout-id="${workoutId}"]`).click();
      await page.waitForURL((url) => url.searchParams.get("workout") === String(workoutId));
      const sheet = page.getByTestId("workout-view");
      await sheet.getByTestId("workout-view-title").waitFor();
      await sheet.getByTestId("workout-view-read-only").waitFor();
      expect(await sheet.getByTestId("workout-view-date").textContent()).toBeTruthy();
      expect(await sheet.getByTestId("workout-view-status").textContent()).toBeTruthy();
      const items = sheet.getByTestId("view-item");
      await items.first().waitFor();
      expect(await items.count()).toBeGreaterThan(0);
      expect(await items.first().textContent()).toMatch(/^A\)/);
      await sheet.getByTestId("view-warmup").waitFor();
      await sheet.getByTestId("view-cooldown").waitFor();
      await sheet.getByTestId("comment").filter({ hasText: body }).waitFor();
      // No field, and no button but the sheet's close: no save, delete, send or comment delete.
      expect(await sheet.locator("input, textarea, select, [contenteditable=true]").count()).toBe(0);
      expect(await sheet.getByRole("button").count()).toBe(1);
      expect(await sheet.getByRole("button", { name: "关闭" }).count()).toBe(1);
      await screenshot(page, "admin-readonly-workout");
      await page.keyboard.press("Escape");
      await sheet.waitFor({ state: "detached" });
      await page.waitForURL((url) => !url.searchParams.has("workout"));
    } finally {
      await apiAs(page, "DELETE", `/comments/${comment.id}`);
    }

    // Weeks: next, back twice, today; four weeks and back.
    const start = (await calendar.getAttribute("data-start")) ?? "";
    const label = await page.getByTestId("range-label").textContent();
    await page.getByTestId("next-week").click();
    await page.waitForURL((url) => url.searchParams.get("week") === addDays(start, 7));
    await expect.poll(() => calendar.getAttribute("data-start")).toBe(addDays(start, 7));
    expect(await page.getByTestId("range-label").textContent()).not.toBe(label);
    await page.getByTestId("prev-week").click();
    await page.getByTestId("prev-week").click();
    await expect.poll(() => calendar.getAttribute("data-start")).toBe(addDays(start, -7));
    // Last week's sessions are done: the view shows the client's results and ticked items.
    const done = page.locator('[data-testid="workout-card"][data-status="completed"]').first();
    await done.click();
    const sheet = page.getByTestId("workout-view");
    await sheet.getByTestId("view-item-result").first().waitFor();
    expect(await sheet.locator('[data-testid="view-item"][data-done]').count()).toBeGreaterThan(0);
    expect(await sheet.getByTestId("workout-view-status").textContent()).toBe("已完成");
    await screenshot(page, "admin-readonly-workout-completed");
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "detached" });
    await page.getByTestId("this-week").click();
    await expect.poll(() => calendar.getAttribute("data-start")).toBe(start);
    await page.getByTestId("view-4").click();
    await page.waitForURL((url) => url.searchParams.get("weeks") === "4");
    await expect.poll(() => page.getByTestId("day").count()).toBe(28);
    await screenshot(page, "admin-readonly-calendar-4-weeks");
    await page.getByTestId("view-1").click();
    await expect.poll(() => page.getByTestId("day").count()).toBe(7);
    // The coach calendar's moving keys work here too: ] next, [ previous, t today.
    await page.keyboard.press("]");
    await expect.poll(() => calendar.getAttribute("data-start")).toBe(addDays(start, 7));
    await page.keyboard.press("[");
    await page.keyboard.press("[");
    await expect.poll(() => calendar.getAttribute("data-start")).toBe(addDays(start, -7));
    await page.keyboard.press("t");
    await expect.poll(() => calendar.getAttribute("data-start")).toBe(start);

    // A link to a workout that is gone says so instead of loading forever.
    await page.goto(`${page.url().split("?")[0]}?workout=999999999`);
    await page.getByTestId("workout-view").getByText("找不到这个训练").waitFor();
    expect(page.errors).toEqual([]);
  });

  it("reads well on a phone and in English", async () => {
    const page = await openPage();
    await page.setViewportSize(PHONE);
    await signInSuper(page);
    await openCalendarFromList(page);
    await page.getByTestId("workout-card").first().waitFor();
    await screenshot(page, "admin-readonly-calendar-phone");
    await page.getByTestId("workout-card").first().click();
    await page.getByTestId("view-item").first().waitFor();
    await screenshot(page, "admin-readonly-workout-phone");
    await page.keyboard.press("Escape");

    await page.evaluate(() => localStorage.setItem("coach:locale", "en"));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await page.getByTestId("read-only-calendar").waitFor();
    expect(await page.getByTestId("page-title").textContent()).not.toBe("学员日历");
    await page.getByTestId("workout-card").first().waitFor();
    await screenshot(page, "admin-readonly-calendar-en");
    await page.getByTestId("workout-card").first().click();
    await page.getByTestId("view-item").first().waitFor();
    await screenshot(page, "admin-readonly-workout-en");
    await page.setViewportSize(PHONE);
    await screenshot(page, "admin-readonly-workout-en-phone");
    await page.keyboard.press("Escape");
    await screenshot(page, "admin-readonly-calendar-en-phone");
    expect(page.errors).toEqual([]);
  });
});
