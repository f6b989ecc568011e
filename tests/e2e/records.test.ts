import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blockingViolations } from "./axe";
import {
  api,
  BASE_URL,
  coachWithClient,
  DEMO,
  DESKTOP,
  launchBrowser,
  newContext,
  newPage,
  PHONE,
  screenshot,
  signInCoach,
  storedSession,
  toasts,
  waitForPath,
} from "./support";

/**
 * Records on screen (issue 27), from the demo data's weeks of logged sets: the coach's 进展 view
 * (records table, an exercise's history chart with its table view, sets), the calendar's tab and
 * latest records, next week's "4×5 @ 75%" squat resolved to a weight, the client's 我的纪录, and
 * the new-record moment after the client logs a result that beats a record, or the coach's editor
 * saves one.
 */

const SQUAT = "杠铃深蹲 Barbell Squat";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Item = { id: number; name: string; info: string | null; result: string | null; workout_id: number };
type WorkoutsAnswer = { workouts: { id: number; due: string }[]; workout_items: Item[] };

/** The demo client's upcoming workouts (REST, with its own token): where the percent squat and a bench press wait. */
async function upcoming(context: BrowserContext, token: string, clientId: number) {
  return api<WorkoutsAnswer>(
    context.request,
    "GET",
    `/clients/${clientId}/workouts?states=pending&order=asc&per_page=50`,
    token,
  );
}

describe("records", () => {
  // A context per test: each signs in afresh (a signed-in context is sent away from /login).
  let context: BrowserContext;
  beforeEach(async () => {
    context = await newContext(browser, DESKTOP, { bypassCSP: true, reducedMotion: "reduce" });
  });
  afterEach(async () => {
    await context?.close();
  });

  it("shows the coach a client's records, an exercise's history as a chart and a table, and passes axe", async () => {
    const page = await newPage(context);
    const { client } = await coachWithClient(page, 1);
    await page.goto(`${BASE_URL}/clients/${client.slug}/workouts`);
    await page.getByTestId("calendar-grid").waitFor();
    await expect
      .poll(() => page.getByTestId("latest-records").getByRole("listitem").count())
      .toBeGreaterThan(0);
    await page.getByTestId("client-page-tabs").getByRole("link", { name: "进展" }).click();
    await waitForPath(page, `/clients/${client.slug}/progress`);

    const squat = page.getByTestId("records-row").filter({ hasText: SQUAT });
    await squat.waitFor();
    // e1RM to 0.5 kg, and 1/3/5 RM filled (the demo logs sets of 7–8 reps).
    await expect.poll(() => squat.locator('[data-kind="e1rm"]').textContent()).toMatch(/\d+(\.5)? kg/);
    expect(await squat.locator('[data-kind="5rm"] a').count()).toBe(1);

    await squat.getByRole("button", { name: SQUAT }).click();
    await expect.poll(() => page.getByTestId("history-exercise").inputValue()).toMatch(/^n:/);
    await page.getByTestId("line-chart-canvas").locator("canvas").first().waitFor();
    // Three past weeks of squats, climbing: the table view lists them by date.
    const history = page.getByTestId("history-section");
    expect(await history.getByTestId("history-set").count()).toBeGreaterThanOrEqual(4);
    await screenshot(page, "records-progress-1280-zh-CN", { fullPage: true });
    const findings = await blockingViolations(page, "progress");
    expect(findings).toEqual([]);

    await history.getByTestId("line-chart-view").click();
    const table = history.getByTestId("line-chart-table");
    await table.waitFor({ state: "visible" });
    expect(await table.locator("tbody tr").count()).toBeGreaterThanOrEqual(3);
    expect(await history.getByTestId("line-chart-canvas").count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("resolves a percent prescription to a weight in the coach's calendar", async () => {
    const page = await newPage(context);
    const { client } = await coachWithClient(page, 1);
    const token = (await storedSession(page))?.token ?? "";
    const plan = await upcoming(context, token, client.id);
    const percent = plan.workout_items.find((i) => i.info?.includes("75%"));
    const day = plan.workouts.find((w) => w.id === percent?.workout_id)?.due;
    expect(day).toBeDefined();
    await page.goto(`${BASE_URL}/clients/${client.slug}/workouts?week=${day}`);
    const hint = page.getByTestId("percent-hint").first();
    await hint.waitFor();
    expect(await hint.textContent()).toMatch(/75% ≈ \d+(\.\d)? kg/);
    await screenshot(page, "records-calendar-percent-1280-zh-CN");
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

describe("correcting how a result reads as sets", () => {
  it("lets the coach override the sets read from a result, and go back to the reading", async () => {
    const context = await newContext(browser, DESKTOP, { reducedMotion: "reduce" });
    try {
      const page = await newPage(context);
      const { client } = await coachWithClient(page, 3);
      const token = (await storedSession(page))?.token ?? "";
      const done = await api<WorkoutsAnswer>(
        context.request,
        "GET",
        `/clients/${client.id}/workouts?states=completed&order=desc&per_page=10`,
        token,
      );
      const squat = done.workout_items.find((i) => i.name === SQUAT && i.result);
      expect(squat).toBeDefined();
      const squatRecord = async (kind: string) => {
        const answer = await api<{
          personal_records: { exercise_name: string; kind: string; weight_kg: number }[];
        }>(context.request, "GET", `/clients/${client.id}/personal_records`, token);
        return (
          answer.personal_records.find((r) => r.exercise_name === SQUAT && r.kind === kind)?.weight_kg ?? null
        );
      };
      const editor = page.getByTestId("workout-editor");
      const openSquat = async () => {
        await page.goto(`${BASE_URL}/clients/${client.slug}/workouts/${squat?.workout_id}`);
        const sets = editor.getByTestId("result-sets").first();
        await sets.waitFor();
        return sets;
      };

      let sets = await openSquat();
      expect(await sets.getByTestId("result-sets-reading").textContent()).toMatch(/kg × 8/);
      await sets.getByRole("button", { name: "更正" }).click();
      await sets.getByTestId("result-sets-override").fill("300kg x 3");
      expect(await sets.getByTestId("result-sets-reading").textContent()).toBe("300 kg × 3");
      await screenshot(page, "records-override-1280-zh-CN");
      await editor.getByTestId("save-workout").click();
      await editor.waitFor({ state: "detached" });
      // The save's answer names the record it set: the editor celebrates it like the client app.
      const moment = toasts(page).filter({ hasText: "新纪录" }).filter({ hasText: SQUAT });
      await moment.waitFor();
      expect(await moment.textContent()).toContain("300 kg × 3");
      await screenshot(page, "records-editor-toast-1280-zh-CN");
      await expect.poll(() => squatRecord("3rm")).toBe(300);

      // Back to the automatic reading: the record made by the correction goes with it.
      sets = await openSquat();
      await sets.getByRole("button", { name: "恢复自动读取" }).click();
      await editor.getByTestId("save-workout").click();
      await editor.waitFor({ state: "detached" });
      await expect.poll(() => squatRecord("3rm")).toBeLessThan(300);
      expect(page.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("records in the client app", () => {
  it("shows my records and the percent weight, and celebrates a new record", async () => {
    const context = await newContext(browser, PHONE, { reducedMotion: "reduce" });
    try {
      const page = await newPage(context);
      await page.goto(`${BASE_URL}/login`);
      await signInCoach(page, DEMO.client.email, DEMO.client.password);
      await waitForPath(page, "/client");
      await page.getByTestId("client-tabbar").getByRole("link", { name: "进展" }).click();
      await waitForPath(page, "/client/progress");
      await page.getByTestId("my-record").filter({ hasText: SQUAT }).waitFor();
      await screenshot(page, "records-client-390-zh-CN", { fullPage: true });

      const session = await storedSession(page);
      const token = session?.token ?? "";
      const clientId = await page.evaluate(
        () => (JSON.parse(localStorage.getItem("coach:session") ?? "{}") as { client_id: number }).client_id,
      );
      const plan = await upcoming(context, token, clientId);
      const percent = plan.workout_items.find((i) => i.info?.includes("75%"));
      expect(percent).toBeDefined();

      await page.goto(`${BASE_URL}/client/workouts/${percent?.workout_id}`);
      const item = page.getByTestId("client-item").filter({ hasText: SQUAT });
      const hint = item.getByTestId("percent-hint");
      await hint.waitFor();
      expect(await hint.textContent()).toMatch(/75% ≈ \d+(\.\d)? kg/);
      await screenshot(page, "records-client-percent-390-zh-CN");

      // A squat far above anything logged: the moment names the lift.
      await item.getByRole("textbox").fill("200kg x 5");
      await toasts(page).filter({ hasText: "新纪录" }).filter({ hasText: SQUAT }).waitFor();
      await screenshot(page, "records-new-record-390-zh-CN");

      // Cleared again, the record goes with it (records are derived): the demo data stays as seeded.
      await item.getByRole("textbox").fill("");
      await expect
        .poll(async () => {
          const records = await api<{ personal_records: { exercise_name: string; weight_kg: number }[] }>(
            context.request,
            "GET",
            `/clients/${clientId}/personal_records`,
            token,
          );
          return records.personal_records.some((r) => r.exercise_name === SQUAT && r.weight_kg >= 200);
        })
        .toBe(false);
      expect(page.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("records screens in both languages and sizes", () => {
  it("looks right at 1280 and 390 px in Chinese and English", async () => {
    for (const [label, viewport] of [
      ["1280", { width: 1280, height: 860 }],
      ["390", PHONE],
    ] as const) {
      for (const locale of ["zh-CN", "en"] as const) {
        const context = await newContext(browser, viewport);
        try {
          await context.addInitScript((l) => localStorage.setItem("coach:locale", l), locale);
          const page = await newPage(context);
          const { client } = await coachWithClient(page, 2);
          await page.goto(`${BASE_URL}/clients/${client.slug}/progress`);
          await page.getByTestId("records-row").first().waitFor();
          await page.getByTestId("line-chart-canvas").locator("canvas").first().waitFor();
          await screenshot(page, `records-progress-${label}-${locale}`, { fullPage: true });
          await page.goto(`${BASE_URL}/clients/${client.slug}/workouts`);
          await page.getByTestId("calendar-grid").waitFor();
          await screenshot(page, `records-calendar-${label}-${locale}`);
          expect(page.errors).toEqual([]);
        } finally {
          await context.close();
        }
      }
    }
  });
});
