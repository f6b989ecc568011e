import { describe, expect, it } from "vitest";
import {
  BASE_URL,
  DEMO,
  pagesPerTest,
  screenshot,
  signInCoach,
  storedSession,
  type TestPage,
  waitForPath,
} from "./support";

/**
 * The calendar's 12-week completion trend (`clients.trend`), the home's needs-attention count and
 * the calendar's multi-selection (ctrl/shift-click, copy/paste keeping relative days, delete with undo).
 */

const openPage = pagesPerTest();

async function signInAndFindClient(page: TestPage, n: number) {
  await page.goto(`${BASE_URL}/login`);
  await signInCoach(page, DEMO.admin.email, DEMO.admin.password);
  await waitForPath(page, "/");
  const token = (await storedSession(page))?.token ?? "";
  const res = await page.request.get(`${BASE_URL}/api/clients?limit=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { clients: { id: number; slug: string }[] };
  const client = body.clients.find((c) => c.slug.startsWith(`client-${n}-`));
  expect(client).toBeTruthy();
  return { ...client!, token };
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

const day = (page: TestPage, ymd: string) => page.locator(`[data-testid="day"][data-day="${ymd}"]`);

describe("compliance trend", () => {
  it("draws the last 12 weeks of completion in the calendar header", async () => {
    const page = await openPage();
    const { id, slug, token } = await signInAndFindClient(page, 4);
    await page.goto(`${BASE_URL}/clients/${slug}/workouts`);
    const chart = page.getByTestId("trend-chart");
    await chart.waitFor();
    const bars = chart.getByTestId("trend-bar");
    expect(await bars.count()).toBe(12);
    const res = await page.request.get(`${BASE_URL}/api/clients/${id}/trend`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.ok()).toBe(true);
    const { weeks } = (await res.json()) as { weeks: { start: string; rate: number | null }[] };
    expect(weeks).toHaveLength(12);
    // The last bar is the current week (the calendar's own week).
    expect(weeks.at(-1)!.start).toBe(await calendarStart(page));
    for (const [i, w] of weeks.entries()) {
      expect(await bars.nth(i).getAttribute("data-start")).toBe(w.start);
      expect(await bars.nth(i).getAttribute("data-rate")).toBe(w.rate === null ? "" : String(w.rate));
    }
    // Client 4 skips some sessions: the seeded weeks have rates, older ones none.
    expect(weeks.some((w) => w.rate !== null && w.rate < 1)).toBe(true);
    expect(weeks[0]!.rate).toBeNull();
    expect(await chart.locator("svg").getAttribute("aria-label")).toMatch(/^近 12 周完成率：\d+%/);
    expect(await page.getByTestId("trend-overall").textContent()).toMatch(/^\d+%$/);
    await screenshot(page, "calendar-trend");
    expect(page.errors).toEqual([]);
  });
});

describe("home needs-attention count", () => {
  it("shows the trainer's count from clients.list and links to /clients?attention", async () => {
    const page = await openPage();
    await page.goto(`${BASE_URL}/login`);
    await signInCoach(page, DEMO.trainer.email, DEMO.trainer.password);
    await waitForPath(page, "/");
    const session = await storedSession(page);
    const link = page.getByTestId("attention-link");
    await link.waitFor();
    const headers = { Authorization: `Bearer ${session?.token}` };
    const list = (await (await page.request.get(`${BASE_URL}/api/trainers`, { headers })).json()) as {
      trainers: { id: number; user_id: number }[];
    };
    const trainerId = list.trainers.find((tr) => tr.user_id === session?.user?.id)?.id;
    expect(trainerId).toBeGreaterThan(0);
    const res = await page.request.get(
      `${BASE_URL}/api/clients?needs_attention=true&per_page=1&trainer_id=${trainerId}`,
      { headers },
    );
    const total = ((await res.json()) as { meta: { total_count: number } }).meta.total_count;
    expect(await link.getAttribute("data-count")).toBe(String(total));
    if (total > 0) expect(await link.textContent()).toContain(`${total} 位学员需要关注`);
    await screenshot(page, "home-attention");
    await link.click();
    await page.waitForURL((u) => u.pathname === "/clients" && u.searchParams.get("attention") === "true");
    await page.getByTestId("attention-filter").waitFor();
    expect(page.errors).toEqual([]);
  });
});

describe("calendar multi-selection", () => {
  it("copies several workouts keeping their relative days, and deletes several with undo", async () => {
    const page = await openPage();
    const { slug } = await signInAndFindClient(page, 8);
    await page.goto(`${BASE_URL}/clients/${slug}/workouts`);
    const current = await calendarStart(page);
    const source = addDays(current, -7);
    await page.goto(`${BASE_URL}/clients/${slug}/workouts?week=${source}`);
    await expect.poll(() => calendarStart(page)).toBe(source);
    // Seeded sessions are on Monday, Wednesday and Friday: pick Monday's and Friday's.
    const monday = day(page, source).getByTestId("workout-card").first();
    const friday = day(page, addDays(source, 4)).getByTestId("workout-card").first();
    await monday.waitFor();
    await monday.click({ modifiers: ["Control"] });
    await friday.click({ modifiers: ["Control"] });
    await expect.poll(() => page.getByTestId("selection-count").textContent()).toContain("已选 2 个训练");
    expect(await page.locator('[data-picked="true"]').count()).toBe(2);
    expect(await page.getByTestId("workout-editor").count()).toBe(0); // no editor opened
    // Shift-click adds the range: Monday … Friday holds Wednesday too.
    await friday.click({ modifiers: ["Shift"] });
    await monday.click({ modifiers: ["Control"] }); // toggles Monday off, anchor becomes Monday
    await monday.click({ modifiers: ["Control"] }); // and on again
    await friday.click({ modifiers: ["Shift"] });
    await expect.poll(() => page.locator('[data-picked="true"]').count()).toBe(3);
    await screenshot(page, "calendar-multi-select");
    // Keep Monday and Friday only.
    await day(page, addDays(source, 2))
      .getByTestId("workout-card")
      .first()
      .click({ modifiers: ["Control"] });
    await expect.poll(() => page.locator('[data-picked="true"]').count()).toBe(2);
    await page.getByTestId("copy-selection").click();
    expect(await page.getByTestId("selection-bar").count()).toBe(0);
    await expect.poll(() => page.getByTestId("clipboard").textContent()).toContain("2 个选中的训练");

    // Paste on a Tuesday of an empty week: Tuesday and Saturday (same 4-day gap).
    const target = addDays(current, 18 * 7);
    await page.goto(`${BASE_URL}/clients/${slug}/workouts?week=${target}`);
    await expect.poll(() => calendarStart(page)).toBe(target);
    expect(await page.getByTestId("workout-card").count()).toBe(0);
    const tuesday = day(page, addDays(target, 1));
    await tuesday.hover();
    await tuesday.getByTestId("paste-here").click();
    await expect.poll(() => page.getByTestId("workout-card").count()).toBe(2);
    expect(await tuesday.getByTestId("workout-card").count()).toBe(1);
    expect(await day(page, addDays(target, 5)).getByTestId("workout-card").count()).toBe(1);

    // Delete both: gone at once, back with undo, gone for good after the undo delay.
    const cards = page.getByTestId("workout-card");
    await cards.nth(0).click({ modifiers: ["Control"] });
    await cards.nth(1).click({ modifiers: ["Control"] });
    await page.getByTestId("delete-selection").click();
    await expect.poll(() => cards.count()).toBe(0);
    await page.getByTestId("undo-delete").click();
    await expect.poll(() => cards.count()).toBe(2);
    // From the keyboard: x picks the selected day's workout, Delete deletes the picked ones.
    await tuesday.getByTestId("day-label").click();
    await page.keyboard.press("x");
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("x");
    await expect.poll(() => page.getByTestId("selection-count").textContent()).toContain("已选 2 个训练");
    await page.keyboard.press("Delete");
    await expect.poll(() => cards.count()).toBe(0);
    await page.getByTestId("undo-bar").waitFor({ state: "detached" });
    await page.reload();
    await expect.poll(() => calendarStart(page)).toBe(target);
    await page.getByTestId("day").first().waitFor();
    expect(await cards.count()).toBe(0);
    expect(page.errors).toEqual([]);
  });
});
