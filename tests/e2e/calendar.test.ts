import { describe, expect, it } from "vitest";
import {
  BASE_URL,
  DEMO,
  dragOnto,
  PHONE,
  pagesPerTest,
  screenshot,
  signInCoach,
  storedSession,
  type TestPage,
  untilAllMatch,
  waitForPath,
} from "./support";

const openPage = pagesPerTest();

type ApiClient = { id: number; slug: string };

/** Signs in as the organization admin and returns the slug of a seeded client ("client-N-…"). */
async function signInAndFindClient(page: TestPage, n = 4): Promise<{ slug: string; token: string }> {
  await page.goto(`${BASE_URL}/login`);
  await signInCoach(page, DEMO.admin.email, DEMO.admin.password);
  await waitForPath(page, "/");
  // Let the home page finish loading: a page.goto while its navigation is still settling can be
  // aborted (net::ERR_ABORTED).
  await page.getByTestId("page-title").waitFor();
  await page.waitForLoadState("networkidle");
  const token = (await storedSession(page))?.token ?? "";
  const res = await page.request.get(`${BASE_URL}/api/clients?limit=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { clients: ApiClient[] };
  const client = body.clients.find((c) => c.slug.startsWith(`client-${n}-`));
  expect(client).toBeTruthy();
  return { slug: client!.slug, token };
}

function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function calendarStart(page: TestPage): Promise<string> {
  const grid = page.getByTestId("client-calendar");
  await grid.waitFor();
  return (await grid.getAttribute("data-start")) ?? "";
}

function day(page: TestPage, ymd: string) {
  return page.locator(`[data-testid="day"][data-day="${ymd}"]`);
}

/** A week far enough ahead that the seeded plan and other tests leave it empty. */
async function emptyWeek(page: TestPage, slug: string, weeksAhead: number): Promise<string> {
  await page.goto(`${BASE_URL}/clients/${slug}/workouts`);
  const current = await calendarStart(page);
  const week = addDays(current, weeksAhead * 7);
  await page.goto(`${BASE_URL}/clients/${slug}/workouts?week=${week}`);
  expect(await calendarStart(page)).toBe(week);
  return week;
}

async function getWorkout(page: TestPage, token: string, id: string) {
  return page.request.get(`${BASE_URL}/api/workouts/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
}

describe("client calendar", () => {
  it("navigates weeks (kept in the URL) and shows completed and missed workouts", async () => {
    const page = await openPage();
    const { slug } = await signInAndFindClient(page);
    await page.goto(`${BASE_URL}/clients/${slug}/workouts`);
    const start = await calendarStart(page);
    expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1); // a Monday
    expect(await page.getByTestId("day").count()).toBe(7);
    expect(await page.getByTestId("today").count()).toBe(1);
    await screenshot(page, "calendar-week");

    await page.getByTestId("prev-week").click();
    await page.waitForURL((u) => u.searchParams.get("week") === addDays(start, -7));
    await expect.poll(() => calendarStart(page)).toBe(addDays(start, -7));
    await page.reload();
    expect(await calendarStart(page)).toBe(addDays(start, -7));
    await page.goBack();
    await page.waitForURL((u) => !u.searchParams.has("week"));
    await expect.poll(() => calendarStart(page)).toBe(start);
    await page.getByTestId("next-week").click();
    await page.waitForURL((u) => u.searchParams.get("week") === addDays(start, 7));

    // Four weeks back to now: the seeded history, mostly completed, some missed (client 4 skips).
    await page.goto(`${BASE_URL}/clients/${slug}/workouts?week=${addDays(start, -21)}`);
    await page.getByTestId("view-4").click();
    await page.waitForURL((u) => u.searchParams.get("weeks") === "4");
    await expect.poll(() => page.getByTestId("day").count()).toBe(28);
    await page.locator('[data-status="completed"]').first().waitFor();
    expect(await page.locator('[data-status="completed"]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-status="missed"]').count()).toBeGreaterThan(0);
    const completed = page.locator('[data-status="completed"]').first();
    expect(await completed.textContent()).toContain("已完成");
    expect(await completed.getByTestId("workout-item-result").count()).toBeGreaterThan(0);
    expect(await page.locator('[data-status="missed"]').first().textContent()).toContain("未完成");
    await screenshot(page, "calendar-4-weeks", { fullPage: true });
    expect(page.errors).toEqual([]);
  });

  it("opens a workout clicked while the calendar is still loading its neighbours", async () => {
    const page = await openPage();
    const { slug } = await signInAndFindClient(page, 4);
    await page.goto(`${BASE_URL}/clients/${slug}/workouts`);
    // No wait for the network: the rich-text editor loads while prefetches are still running.
    await page.getByTestId("workout-card").first().click();
    await page.getByTestId("workout-editor").waitFor();
    await page.getByTestId("rich-text-editor").waitFor();
    expect(await page.getByText("页面加载失败").count()).toBe(0);
    expect(page.errors).toEqual([]);
  });

  it("creates, edits, copies, pastes, drags and deletes (with undo) a workout", async () => {
    const page = await openPage();
    const { slug, token } = await signInAndFindClient(page, 5);
    const week = await emptyWeek(page, slug, 10);
    const monday = day(page, week);
    const wednesday = day(page, addDays(week, 2));
    const friday = day(page, addDays(week, 4));

    // Create with two circuit items.
    await monday.hover();
    await monday.getByTestId("add-workout").click();
    const editor = page.getByTestId("workout-editor");
    await editor.waitFor();
    await editor.locator('input[name="title"]').fill("E2E 上肢循环");
    await editor.getByTestId("add-item").click();
    await editor.getByTestId("add-item").click();
    const rows = editor.getByTestId("item-row");
    await rows.nth(0).getByTestId("item-name").fill("俯卧撑");
    await rows.nth(0).getByTestId("item-info").fill("3×12，休息 60 秒");
    await rows.nth(1).getByTestId("item-name").fill("引体向上");
    await rows.nth(1).getByTestId("item-info").fill("3×6");
    for (const i of [0, 1]) await rows.nth(i).getByText("循环/超级组").click();
    await screenshot(page, "calendar-editor-new");
    await editor.getByTestId("save-workout").click();
    await editor.waitFor({ state: "detached" });
    const card = monday.getByTestId("workout-card");
    await card.waitFor();
    expect(await card.getByTestId("workout-title").textContent()).toBe("E2E 上肢循环");
    const items = card.getByTestId("workout-item");
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain("A1) 俯卧撑");
    expect(await items.nth(1).textContent()).toContain("A2) 引体向上");
    expect(await card.getAttribute("data-status")).toBe("pending");
    const id = (await card.getAttribute("data-workout-id")) ?? "";

    // Edit: opens at /workouts/{id}; log a result and mark completed.
    await card.click();
    await page.waitForURL((u) => u.pathname.endsWith(`/workouts/${id}`));
    await editor.waitFor();
    await editor.getByTestId("item-result").first().waitFor();
    await editor.locator('input[name="title"]').fill("E2E 上肢循环（改）");
    await editor.getByTestId("item-result").first().fill("完成 3×12");
    await editor.getByTestId("workout-completed").check();
    // Unsaved changes: closing asks first.
    await page.keyboard.press("Escape");
    await page.getByTestId("discard-dialog").waitFor();
    await page.getByRole("button", { name: "继续编辑" }).click();
    await page.getByTestId("discard-dialog").waitFor({ state: "detached" });
    // So does the browser's back button.
    await page.evaluate(() => history.back());
    await page.getByTestId("discard-dialog").waitFor();
    await page.getByRole("button", { name: "继续编辑" }).click();
    await page.getByTestId("discard-dialog").waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname.endsWith(`/workouts/${id}`)).toBe(true);
    expect(await editor.locator('input[name="title"]').inputValue()).toBe("E2E 上肢循环（改）");
    await editor.getByTestId("save-workout").click();
    await editor.waitFor({ state: "detached" });
    await page.waitForURL((u) => u.pathname.endsWith("/workouts"));
    await expect.poll(() => card.getAttribute("data-status")).toBe("completed");
    expect(await card.getByTestId("workout-title").textContent()).toBe("E2E 上肢循环（改）");
    expect(await card.getByTestId("workout-item-result").textContent()).toBe("完成 3×12");

    // Copy (from the editor) and paste onto Wednesday: results and completion do not travel.
    await card.click();
    await editor.getByTestId("copy-workout").click();
    await page.keyboard.press("Escape");
    await editor.waitFor({ state: "detached" });
    await wednesday.hover();
    await wednesday.getByTestId("paste-here").click();
    const pasted = wednesday.getByTestId("workout-card");
    await pasted.waitFor();
    expect(await pasted.getAttribute("data-status")).toBe("pending");
    expect(await pasted.getByTestId("workout-item-result").count()).toBe(0);
    const pastedId = (await pasted.getAttribute("data-workout-id")) ?? "";
    const res = await getWorkout(page, token, pastedId);
    expect(res.ok()).toBe(true);
    const copy = (await res.json()) as {
      workout: { state: string; due: string; workout_items: Array<{ result: string | null; state: string }> };
    };
    expect(copy.workout.state).toBe("pending");
    expect(copy.workout.due).toBe(addDays(week, 2));
    expect(copy.workout.workout_items).toHaveLength(2);
    for (const item of copy.workout.workout_items) {
      expect(item.result).toBeNull();
      expect(item.state).toBe("pending");
    }

    // Drag the copy to Friday: it stays after reload, state unchanged.
    await dragOnto(pasted, friday);
    await friday.getByTestId("workout-card").waitFor();
    expect(await wednesday.getByTestId("workout-card").count()).toBe(0);
    await page.reload();
    await friday.getByTestId("workout-card").waitFor();
    expect(await friday.getByTestId("workout-card").getAttribute("data-status")).toBe("pending");
    expect(await (await getWorkout(page, token, pastedId)).json()).toMatchObject({
      workout: { due: addDays(week, 4), state: "pending" },
    });
    // The original still completed on Monday.
    expect(await card.getAttribute("data-status")).toBe("completed");
    await screenshot(page, "calendar-after-paste-drag");

    // Comments on the Monday workout: add, then delete one's own.
    await card.click();
    const comments = editor.getByTestId("workout-comments");
    await comments.waitFor();
    await comments.getByRole("textbox").fill("动作很标准，下周加重");
    await comments.getByRole("button", { name: "发送评论" }).click();
    await comments.getByTestId("comment").waitFor();
    expect(await comments.getByTestId("comment").textContent()).toContain("动作很标准，下周加重");
    await expect.poll(() => card.getByTestId("workout-comment-count").textContent()).toBe("1");
    // An exercise from the library replaces the item's name.
    await editor.getByTestId("item-row").first().getByRole("button", { name: "从动作库选择" }).click();
    const picker = editor.getByTestId("exercise-picker");
    await picker.getByRole("textbox").fill("深蹲");
    // The unfiltered list (杠铃深蹲 first) shows until the search answers: wait for the answer.
    await untilAllMatch(picker, /深蹲/);
    const match = picker.getByRole("button", { name: /深蹲/ }).first();
    const picked = (await match.textContent()) ?? "";
    await match.click();
    expect(await editor.getByTestId("item-name").first().inputValue()).toBe(picked);
    await screenshot(page, "calendar-editor-comments");
    await comments.getByRole("button", { name: "删除评论" }).click();
    await comments.getByTestId("comment").waitFor({ state: "detached" });
    // Closing with the unsaved exercise asks; discard.
    await page.keyboard.press("Escape");
    await page.getByTestId("discard-confirm").click();
    await editor.waitFor({ state: "detached" });
    expect(await card.getByTestId("workout-item").first().textContent()).toContain("俯卧撑");

    // Delete with undo, then delete for good.
    await friday.getByTestId("workout-card").click();
    await editor.getByTestId("delete-workout").click();
    await page.getByTestId("undo-bar").waitFor();
    await screenshot(page, "calendar-undo");
    expect(await friday.getByTestId("workout-card").count()).toBe(0);
    await page.getByTestId("undo-delete").click();
    await friday.getByTestId("workout-card").waitFor();
    expect((await getWorkout(page, token, pastedId)).status()).toBe(200);
    await friday.getByTestId("workout-card").click();
    await editor.getByTestId("delete-workout").click();
    await page.getByTestId("undo-bar").waitFor();
    await page.getByTestId("undo-bar").waitFor({ state: "detached" });
    await expect.poll(async () => (await getWorkout(page, token, pastedId)).status()).toBe(404);
    expect(page.errors).toEqual([]);
  });

  it("copies a whole week onto another week without results or completion", async () => {
    const page = await openPage();
    const { slug } = await signInAndFindClient(page, 7);
    await page.goto(`${BASE_URL}/clients/${slug}/workouts`);
    const current = await calendarStart(page);
    const source = addDays(current, -7);
    await page.goto(`${BASE_URL}/clients/${slug}/workouts?week=${source}`);
    await page.locator('[data-status="completed"]').first().waitFor();
    const count = await page.getByTestId("workout-card").count();
    expect(count).toBeGreaterThan(1);
    await page.getByTestId("copy-week").click();
    const target = addDays(current, 14 * 7);
    await page.goto(`${BASE_URL}/clients/${slug}/workouts?week=${target}`);
    await expect.poll(() => calendarStart(page)).toBe(target);
    expect(await page.getByTestId("workout-card").count()).toBe(0);
    const monday = day(page, target);
    await monday.hover();
    await monday.getByTestId("paste-here").click();
    await expect.poll(() => page.getByTestId("workout-card").count()).toBe(count);
    expect(await page.locator('[data-status="completed"]').count()).toBe(0);
    expect(await page.getByTestId("workout-item-result").count()).toBe(0);
    // Same weekdays as the source week.
    expect(await day(page, addDays(target, 2)).getByTestId("workout-card").count()).toBeGreaterThan(0);
    expect(page.errors).toEqual([]);
  });

  it("works from the keyboard", async () => {
    const page = await openPage();
    const { slug, token } = await signInAndFindClient(page, 6);
    const week = await emptyWeek(page, slug, 12);
    // Shortcut help.
    await page.keyboard.press("?");
    await page.getByTestId("shortcuts-dialog").waitFor();
    await screenshot(page, "calendar-shortcuts");
    await page.keyboard.press("Escape");
    await page.getByTestId("shortcuts-dialog").waitFor({ state: "detached" });
    // ] and [ move weeks.
    await page.keyboard.press("]");
    await page.waitForURL((u) => u.searchParams.get("week") === addDays(week, 7));
    await page.keyboard.press("[");
    await page.waitForURL((u) => u.searchParams.get("week") === week);
    // Arrows move the selected day; n creates there.
    await day(page, week).getByTestId("day-label").click();
    await page.keyboard.press("ArrowRight");
    const tuesday = day(page, addDays(week, 1));
    await expect.poll(() => tuesday.getAttribute("data-selected")).toBe("true");
    await page.keyboard.press("n");
    const editor = page.getByTestId("workout-editor");
    await editor.waitFor();
    expect(await editor.locator('input[name="due"]').inputValue()).toBe(addDays(week, 1));
    await editor.locator('input[name="title"]').fill("键盘训练");
    await editor.getByTestId("add-item").click();
    await editor.getByTestId("item-name").fill("深蹲");
    await editor.getByTestId("save-workout").click();
    await editor.waitFor({ state: "detached" });
    await tuesday.getByTestId("workout-card").waitFor();
    // c copies the selected day's workout, → moves, v pastes.
    await page.keyboard.press("c");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("v");
    const wednesday = day(page, addDays(week, 2));
    await wednesday.getByTestId("workout-card").waitFor();
    expect(await wednesday.getByTestId("workout-title").textContent()).toBe("键盘训练");
    // Enter opens it, Escape closes.
    await page.keyboard.press("Enter");
    await editor.waitFor();
    await page.waitForURL((u) => /\/workouts\/\d+$/.test(u.pathname));
    await page.keyboard.press("Escape");
    await editor.waitFor({ state: "detached" });
    // Delete removes it (with undo).
    const id = (await wednesday.getByTestId("workout-card").getAttribute("data-workout-id")) ?? "";
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("Delete");
    await page.getByTestId("undo-bar").waitFor();
    expect(await wednesday.getByTestId("workout-card").count()).toBe(0);
    await page.getByTestId("undo-delete").click();
    await wednesday.getByTestId("workout-card").waitFor();
    expect((await getWorkout(page, token, id)).status()).toBe(200);
    // t goes back to today's week.
    await page.keyboard.press("t");
    await page.waitForURL((u) => !u.searchParams.has("week"));
    await expect.poll(() => page.getByTestId("today").count()).toBe(1);
    expect(page.errors).toEqual([]);
  });

  it("works in English and at phone width", async () => {
    const page = await openPage();
    const { slug } = await signInAndFindClient(page);
    await page.evaluate(() => localStorage.setItem("coach:locale", "en"));
    await page.goto(`${BASE_URL}/clients/${slug}/workouts`);
    const start = await calendarStart(page);
    await page.goto(`${BASE_URL}/clients/${slug}/workouts?week=${addDays(start, -7)}`);
    await page.locator('[data-status="completed"]').first().waitFor();
    expect(await page.locator('[data-status="completed"]').first().textContent()).toContain("Completed");
    expect(await page.getByTestId("this-week").textContent()).toBe("Today");
    await screenshot(page, "calendar-week-en");
    await page.locator('[data-testid="workout-card"]').first().click();
    await page.getByTestId("workout-editor").getByTestId("item-result").first().waitFor();
    await screenshot(page, "calendar-editor-en");
    await page.keyboard.press("Escape");

    await page.setViewportSize(PHONE);
    await page.goto(`${BASE_URL}/clients/${slug}/workouts?week=${addDays(start, -7)}`);
    await page.locator('[data-status="completed"]').first().waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "calendar-phone", { fullPage: true });
    await page.locator('[data-testid="workout-card"]').first().click();
    await page.getByTestId("workout-editor").getByTestId("item-result").first().waitFor();
    await screenshot(page, "calendar-editor-phone");

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => localStorage.setItem("coach:theme", "dark"));
    await page.goto(`${BASE_URL}/clients/${slug}/workouts?week=${addDays(start, -7)}`);
    await page.locator('[data-status="missed"], [data-status="completed"]').first().waitFor();
    await screenshot(page, "calendar-dark");
    expect(page.errors).toEqual([]);
  });
});
