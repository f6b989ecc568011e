import { describe, expect, it } from "vitest";
import {
  BASE_URL,
  coachWithClient,
  farMonday,
  PHONE,
  pagesPerTest,
  screenshot,
  type TestPage,
  toasts,
  uniqueSuffix,
} from "./support";

/**
 * A coach never doubles a day without being told (issue 22, defect 3): a paste onto days that
 * already hold workouts names them and asks (replace, add alongside, cancel) and can be undone like
 * a delete; the assign preview names the days that would hold two workouts and asks before adding
 * alongside onto them.
 *
 * Every test works on demo client 10, which no other test file touches, in weeks of one far Monday
 * chosen for this file (`BASE`): each test in weeks of its own from there.
 */

const openPage = pagesPerTest();
const BASE = farMonday();

type Auth = Record<string, string>;
type ApiWorkout = { id: number; due: string; title: string; state: string };

function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function createWorkout(page: TestPage, auth: Auth, workout: Record<string, unknown>) {
  const res = await page.request.post(`${BASE_URL}/api/workouts`, { headers: auth, data: { workout } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { workout: { id: number } }).workout.id;
}

async function workoutsOf(page: TestPage, auth: Auth, clientId: number, start: string, end: string) {
  const res = await page.request.get(
    `${BASE_URL}/api/workouts?client_id=${clientId}&start_date=${start}&end_date=${end}&limit=100`,
    { headers: auth },
  );
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { workouts: ApiWorkout[] }).workouts;
}

/** "due title" per workout, sorted: what a range holds, as comparable text. */
async function planOf(page: TestPage, auth: Auth, clientId: number, start: string, end: string) {
  return (await workoutsOf(page, auth, clientId, start, end)).map((w) => `${w.due} ${w.title}`).sort();
}

function day(page: TestPage, ymd: string) {
  return page.locator(`[data-testid="day"][data-day="${ymd}"]`);
}

/** The titles shown on a calendar day, in order. */
function titlesOn(page: TestPage, ymd: string) {
  return day(page, ymd).getByTestId("workout-title").allTextContents();
}

async function openWeek(page: TestPage, slug: string, week: string) {
  await page.goto(`${BASE_URL}/clients/${slug}/workouts?week=${week}`);
  await expect.poll(() => page.getByTestId("client-calendar").getAttribute("data-start")).toBe(week);
}

async function pasteOnto(page: TestPage, ymd: string) {
  await day(page, ymd).hover();
  await day(page, ymd).getByTestId("paste-here").click();
}

/**
 * A source week (Mon, Wed, Fri) and, a week later, a target week holding workouts on Mon and Wed
 * (which the paste would double) and Thu (which it would not); the source week is copied.
 */
async function copiedWeekOverPlannedWeek(page: TestPage, source: string) {
  const { auth, client } = await coachWithClient(page, 10);
  const target = addDays(source, 7);
  for (const [offset, title] of [
    [0, "源周一"],
    [2, "源周三"],
    [4, "源周五"],
  ] as const) {
    await createWorkout(page, auth, { client_id: client.id, due: addDays(source, offset), title });
  }
  const planned = {
    monday: await createWorkout(page, auth, { client_id: client.id, due: target, title: "原周一" }),
    wednesday: await createWorkout(page, auth, {
      client_id: client.id,
      due: addDays(target, 2),
      title: "原周三",
    }),
    thursday: await createWorkout(page, auth, {
      client_id: client.id,
      due: addDays(target, 3),
      title: "原周四",
    }),
  };
  await openWeek(page, client.slug, source);
  await expect.poll(() => page.getByTestId("workout-card").count()).toBe(3);
  await page.getByTestId("copy-week").click();
  await page.getByTestId("clipboard").waitFor();
  await openWeek(page, client.slug, target);
  await expect.poll(() => page.getByTestId("workout-card").count()).toBe(3);
  return { auth, client, target, planned };
}

describe("pasting a week onto a week that has workouts (issue 22)", () => {
  it("names the days that would hold two; replace leaves one a day, and 撤销 brings the old ones back", async () => {
    const page = await openPage();
    const { auth, client, target, planned } = await copiedWeekOverPlannedWeek(page, BASE);
    const before = await planOf(page, auth, client.id, target, addDays(target, 6));

    await pasteOnto(page, target);
    const prompt = page.getByTestId("paste-conflict");
    await prompt.waitFor();
    // Monday and Wednesday, with what is on them; Thursday gets nothing from the paste.
    const named = prompt.getByTestId("paste-conflict-day");
    await expect.poll(() => named.count()).toBe(2);
    expect(await named.evaluateAll((rows) => rows.map((r) => r.getAttribute("data-day")))).toEqual([
      target,
      addDays(target, 2),
    ]);
    expect(await named.nth(0).textContent()).toContain("原周一");
    expect(await named.nth(1).textContent()).toContain("原周三");
    await screenshot(page, "paste-conflict");
    await page.setViewportSize(PHONE);
    await screenshot(page, "paste-conflict-phone");
    await page.setViewportSize({ width: 1440, height: 900 });
    // Nothing is written while the coach decides.
    expect(await planOf(page, auth, client.id, target, addDays(target, 6))).toEqual(before);

    await prompt.getByTestId("paste-replace").click();
    await prompt.waitFor({ state: "detached" });
    const bar = page.getByTestId("undo-bar");
    await bar.waitFor();
    expect(await bar.textContent()).toContain("已粘贴 3 个训练，替换了 2 个原有训练");
    await expect.poll(() => titlesOn(page, target)).toEqual(["源周一"]);
    await expect.poll(() => titlesOn(page, addDays(target, 2))).toEqual(["源周三"]);
    await expect.poll(() => titlesOn(page, addDays(target, 3))).toEqual(["原周四"]);
    await expect.poll(() => titlesOn(page, addDays(target, 4))).toEqual(["源周五"]);
    await screenshot(page, "paste-undo-bar");

    // 撤销: the copies go, the replaced workouts come back as they were (same ids).
    await page.getByTestId("undo-paste").click();
    await bar.waitFor({ state: "detached" });
    await expect.poll(() => titlesOn(page, target)).toEqual(["原周一"]);
    await expect.poll(() => titlesOn(page, addDays(target, 2))).toEqual(["原周三"]);
    await expect.poll(() => titlesOn(page, addDays(target, 4))).toEqual([]);
    await expect.poll(() => planOf(page, auth, client.id, target, addDays(target, 6))).toEqual(before);
    const ids = (await workoutsOf(page, auth, client.id, target, addDays(target, 6))).map((w) => w.id);
    expect(ids.sort((a, b) => a - b)).toEqual([planned.monday, planned.wednesday, planned.thursday]);

    // Replace again and let the undo time pass: one workout a day, on the server too.
    await pasteOnto(page, target);
    await prompt.getByTestId("paste-replace").click();
    await bar.waitFor();
    await bar.waitFor({ state: "detached" });
    await expect
      .poll(() => planOf(page, auth, client.id, target, addDays(target, 6)))
      .toEqual([
        `${target} 源周一`,
        `${addDays(target, 2)} 源周三`,
        `${addDays(target, 3)} 原周四`,
        `${addDays(target, 4)} 源周五`,
      ]);
    expect(page.errors).toEqual([]);
  });

  it("adds alongside when told, pastes onto empty days without asking, and either can be undone", async () => {
    const page = await openPage();
    const { auth, client, target } = await copiedWeekOverPlannedWeek(page, addDays(BASE, 14));
    await pasteOnto(page, target);
    const prompt = page.getByTestId("paste-conflict");
    await prompt.waitFor();
    await prompt.getByTestId("paste-add").click();
    await page.getByTestId("undo-bar").waitFor();
    await expect.poll(() => titlesOn(page, target).then((t) => t.sort())).toEqual(["原周一", "源周一"]);
    await expect
      .poll(() => titlesOn(page, addDays(target, 2)).then((t) => t.sort()))
      .toEqual(["原周三", "源周三"]);
    await page.getByTestId("undo-paste").click();
    await expect.poll(() => titlesOn(page, target)).toEqual(["原周一"]);
    await expect.poll(() => titlesOn(page, addDays(target, 4))).toEqual([]);
    // The copies are gone on the server too (the calendar hides them while their deletes go out).
    const before = [`${target} 原周一`, `${addDays(target, 2)} 原周三`, `${addDays(target, 3)} 原周四`];
    await expect.poll(() => planOf(page, auth, client.id, target, addDays(target, 13))).toEqual(before);

    // Cancel writes nothing.
    await pasteOnto(page, target);
    await prompt.getByTestId("paste-cancel").click();
    await prompt.waitFor({ state: "detached" });
    expect(await page.getByTestId("undo-bar").count()).toBe(0);
    expect(await planOf(page, auth, client.id, target, addDays(target, 13))).toEqual(before);

    // The next week is empty: the paste just happens, and can be undone.
    const next = addDays(target, 7);
    await openWeek(page, client.slug, next);
    await pasteOnto(page, next);
    await page.getByTestId("undo-bar").waitFor();
    expect(await page.getByTestId("paste-conflict").count()).toBe(0);
    await expect.poll(() => page.getByTestId("workout-card").count()).toBe(3);
    await page.getByTestId("undo-paste").click();
    await expect.poll(() => page.getByTestId("workout-card").count()).toBe(0);
    await expect.poll(() => planOf(page, auth, client.id, target, addDays(target, 13))).toEqual(before);
    expect(page.errors).toEqual([]);
  });

  it("loses nothing when the tab goes away during the undo time: the replaced workouts are deleted", async () => {
    const page = await openPage();
    const { auth, client, target, planned } = await copiedWeekOverPlannedWeek(page, addDays(BASE, 35));
    await pasteOnto(page, target);
    await page.getByTestId("paste-conflict").getByTestId("paste-replace").click();
    await page.getByTestId("undo-bar").waitFor();
    await page.goto("about:blank");
    for (const id of [planned.monday, planned.wednesday]) {
      await expect
        .poll(async () =>
          (await page.request.get(`${BASE_URL}/api/workouts/${id}`, { headers: auth })).status(),
        )
        .toBe(404);
    }
    expect(await planOf(page, auth, client.id, target, addDays(target, 6))).toEqual([
      `${target} 源周一`,
      `${addDays(target, 2)} 源周三`,
      `${addDays(target, 3)} 原周四`,
      `${addDays(target, 4)} 源周五`,
    ]);
  });
});

describe("assigning a program over days already planned (issue 22)", () => {
  it("the preview names the days that would hold two and asks: add alongside or replace", async () => {
    const page = await openPage();
    const { auth, client } = await coachWithClient(page, 10);
    // A week of the shared demo client that holds nothing yet: other files plan on random far
    // Mondays too (farMonday), and a workout left there would be counted as one more to replace.
    let start = addDays(BASE, 56);
    while ((await planOf(page, auth, client.id, start, addDays(start, 6))).length > 0) start = farMonday();
    // The program: days 1, 2 and 3. The client already has Monday and Wednesday.
    const created = await page.request.post(`${BASE_URL}/api/programs`, {
      headers: auth,
      data: { program: { name: `E2E 重叠 ${uniqueSuffix()}` } },
    });
    expect(created.status()).toBe(201);
    const programId = ((await created.json()) as { program: { id: number } }).program.id;
    for (const position of [1, 2, 3]) {
      await createWorkout(page, auth, { program_id: programId, position, title: `计划第${position}天` });
    }
    await createWorkout(page, auth, { client_id: client.id, due: start, title: "已有周一" });
    await createWorkout(page, auth, { client_id: client.id, due: addDays(start, 2), title: "已有周三" });

    await page.goto(`${BASE_URL}/programs/${programId}/workouts`);
    await page.getByTestId("program-builder").waitFor();
    await page.getByTestId("open-assign").click();
    const dialog = page.getByTestId("assign-dialog");
    await dialog.waitFor();
    await dialog.getByTestId("assign-search").fill(client.name);
    const box = dialog.locator(`[data-testid="assign-client"][data-client-id="${client.id}"]`);
    await box.waitFor();
    await box.check();
    await dialog.getByTestId("assign-start").fill(start);
    // The default mode, add alongside.
    await dialog.getByTestId("assign-preview").click();
    await dialog.getByTestId("assign-preview-table").waitFor();

    const busy = dialog.getByTestId("assign-busy");
    await busy.waitFor();
    const row = busy.locator(`[data-testid="assign-busy-row"][data-client-id="${client.id}"]`);
    const monthDay = new Intl.DateTimeFormat("zh-CN", { month: "short", day: "numeric", timeZone: "UTC" });
    const shown = (ymd: string) => monthDay.format(new Date(`${ymd}T00:00:00Z`));
    expect(await row.textContent()).toBe(`${client.name}：${shown(start)}和${shown(addDays(start, 2))}`);
    expect(await dialog.getByTestId("assign-preview-summary").textContent()).not.toContain("现有训练不变");
    // Adding alongside onto those days needs the coach's word.
    expect(await dialog.getByTestId("assign-apply").isDisabled()).toBe(true);
    await dialog.getByTestId("assign-busy-add").check();
    expect(await dialog.getByTestId("assign-apply").isEnabled()).toBe(true);
    await screenshot(page, "assign-busy-days");
    await page.setViewportSize(PHONE);
    await busy.scrollIntoViewIfNeeded();
    await screenshot(page, "assign-busy-days-phone");
    await page.setViewportSize({ width: 1440, height: 900 });

    // Replace instead: previewed again, the two planned workouts are replaced, no day doubles.
    await dialog.getByTestId("assign-busy-replace").click();
    await expect
      .poll(() => dialog.getByTestId("assign-preview-summary").textContent())
      .toContain("替换 2 个未完成的训练");
    expect(await busy.count()).toBe(0);
    await dialog.getByTestId("assign-apply").click();
    await dialog.getByTestId("assign-done").waitFor();
    await expect
      .poll(() => toasts(page).allTextContents())
      .toContainEqual(expect.stringContaining("应用成功"));
    expect(await planOf(page, auth, client.id, start, addDays(start, 6))).toEqual([
      `${start} 计划第1天`,
      `${addDays(start, 1)} 计划第2天`,
      `${addDays(start, 2)} 计划第3天`,
    ]);
    expect(page.errors).toEqual([]);
  });
});
