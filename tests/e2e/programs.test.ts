import { describe, expect, it } from "vitest";
import {
  type ApiWorkout,
  addDays,
  api,
  dayCell,
  demoClients,
  mondayOf,
  signInLead as signIn,
  today,
} from "./program-support";
import {
  BASE_URL,
  dragOnto,
  PHONE,
  pagesPerTest,
  screenshot,
  type TestPage,
  toasts,
  uniqueSuffix,
} from "./support";

const openPage = pagesPerTest();

async function shownWeeks(page: TestPage): Promise<string | null> {
  return page.getByTestId("program-grid").getAttribute("data-weeks");
}

async function storedWeeks(page: TestPage): Promise<string | null> {
  return page.getByTestId("program-length").getAttribute("data-weeks");
}

/** "+" on a day, a title and one item, saved; `position` retypes the day in the editor. */
async function addWorkout(page: TestPage, at: number, title: string, item: string, position?: number) {
  const cell = dayCell(page, at);
  await cell.hover();
  await cell.getByTestId("add-workout").click();
  const editor = page.getByTestId("workout-editor");
  await editor.waitFor();
  // A template has a day, not a date, and nothing to complete.
  expect(await editor.getByTestId("workout-completed").count()).toBe(0);
  expect(await editor.getByTestId("workout-position").inputValue()).toBe(String(at));
  if (position !== undefined) await editor.getByTestId("workout-position").fill(String(position));
  await editor.locator('input[name="title"]').fill(title);
  await editor.getByTestId("add-item").click();
  await editor.getByTestId("item-name").first().fill(item);
  await editor.getByTestId("item-info").first().fill("4×8，休息 90 秒");
  expect(await editor.getByTestId("item-result").count()).toBe(0);
  await editor.getByTestId("save-workout").click();
  await editor.waitFor({ state: "detached" });
}

describe("program builder", () => {
  it("builds a program in the grid, assigns it with a preview (completed work kept) and unassigns", async () => {
    const page = await openPage();
    const token = await signIn(page);
    const name = `E2E 四周计划 ${uniqueSuffix()}`;

    // Create from the list: the grid opens with one (empty) week.
    await page.goto(`${BASE_URL}/programs`);
    await page.getByTestId("programs-page").waitFor();
    await page.getByTestId("new-program").click();
    const form = page.getByTestId("program-form-dialog");
    await form.getByTestId("program-name").fill(name);
    await form.getByTestId("program-description").fill("E2E：下肢与上肢");
    await form.getByTestId("program-save").click();
    // The toast is waited for while it shows (it leaves after a few seconds, which the builder's
    // loading can outlast on a busy machine), not read afterwards.
    await toasts(page).filter({ hasText: "新标准训练计划表创建成功。" }).waitFor();
    await page.waitForURL((u) => /^\/programs\/\d+\/workouts$/.test(u.pathname));
    const programId = Number(new URL(page.url()).pathname.split("/")[2]);
    await page.getByTestId("program-builder").waitFor();
    expect(await page.getByTestId("program-title").textContent()).toBe(name);
    expect(await shownWeeks(page)).toBe("1");

    // Week 1 day 1, and week 4 day 1 (typed as day 22 in the editor of week 2's first day).
    await addWorkout(page, 1, "E2E 深蹲日", "杠铃深蹲");
    await expect.poll(() => shownWeeks(page)).toBe("2");
    await addWorkout(page, 8, "E2E 第四周", "硬拉", 22);
    await expect.poll(() => storedWeeks(page)).toBe("4");
    expect(await shownWeeks(page)).toBe("5");
    expect(await page.locator('[data-testid="program-week"][data-week="5"]').textContent()).toContain(
      "新的一周",
    );
    await dayCell(page, 22).getByTestId("workout-card").waitFor();
    await screenshot(page, "programs-grid-4-weeks", { fullPage: true });

    // Edit one.
    await dayCell(page, 1).getByTestId("workout-card").click();
    const editor = page.getByTestId("workout-editor");
    await editor.waitFor();
    await expect.poll(() => editor.locator('input[name="title"]').inputValue()).toBe("E2E 深蹲日");
    expect(await editor.getByTestId("workout-position-hint").textContent()).toContain("1");
    await editor.locator('input[name="title"]').fill("E2E 深蹲日（改）");
    await editor.getByTestId("save-workout").click();
    await editor.waitFor({ state: "detached" });
    await expect
      .poll(() => dayCell(page, 1).getByTestId("workout-title").textContent())
      .toBe("E2E 深蹲日（改）");

    // Drag week 4's workout from day 22 to day 24.
    await dragOnto(dayCell(page, 22).getByTestId("workout-card"), dayCell(page, 24));
    await dayCell(page, 24).getByTestId("workout-card").waitFor();
    expect(await dayCell(page, 22).getByTestId("workout-card").count()).toBe(0);

    // Copy week 1 and paste it onto week 2 (one programs.copyDays).
    await page.locator('[data-testid="program-week"][data-week="1"] [data-testid="copy-week"]').click();
    await page.locator('[data-testid="program-week"][data-week="2"] [data-testid="paste-week"]').click();
    await dayCell(page, 8).getByTestId("workout-card").waitFor();
    expect(await dayCell(page, 8).getByTestId("workout-title").textContent()).toBe("E2E 深蹲日（改）");

    // Keyboard help is the calendar's dialog.
    await page.keyboard.press("?");
    await page.getByTestId("shortcuts-dialog").waitFor();
    await page.keyboard.press("Escape");
    await page.getByTestId("shortcuts-dialog").waitFor({ state: "detached" });

    // Delete week 4's workout (undo bar, then for real): the program shrinks to 2 weeks.
    await dayCell(page, 24).getByTestId("workout-card").click();
    await editor.getByTestId("delete-workout").click();
    await page.getByTestId("undo-bar").waitFor();
    await page.getByTestId("undo-bar").waitFor({ state: "detached" });
    await expect.poll(() => storedWeeks(page)).toBe("2");
    expect(await shownWeeks(page)).toBe("3");

    // Assign to three demo clients with replace, day 1 = client 9's last completed workout.
    const clients = await demoClients(page, token, [9, 11, 12]);
    const [first] = clients;
    if (!first) throw new Error("no client");
    const now = today();
    const before = await api<{ workouts: ApiWorkout[] }>(
      page,
      token,
      `/workouts?client_id=${first.id}&start_date=${addDays(now, -14)}&end_date=${addDays(now, 21)}`,
    );
    const completed = before.body.workouts.filter((w) => w.state === "completed" && w.due && w.due < now);
    const kept = completed.at(-1);
    if (!kept?.due) throw new Error("client 9 has no completed workout in the last two weeks");
    const start = kept.due;
    const replacedPending = before.body.workouts.find(
      (w) => w.state === "pending" && w.due && w.due >= start && w.due <= addDays(start, 13),
    );

    await page.getByTestId("open-assign").click();
    const dialog = page.getByTestId("assign-dialog");
    await dialog.waitFor();
    // Next Monday by default.
    const defaultStart = await dialog.getByTestId("assign-start").inputValue();
    expect(new Date(`${defaultStart}T00:00:00Z`).getUTCDay()).toBe(1);
    for (const client of clients) {
      await dialog.getByTestId("assign-search").fill(client.name);
      const box = dialog.locator(`[data-testid="assign-client"][data-client-id="${client.id}"]`);
      await box.waitFor();
      await box.check();
    }
    expect(await dialog.getByTestId("assign-selected-count").textContent()).toContain("3");
    await dialog.getByTestId("assign-start").fill(start);
    // Add alongside first: nothing is replaced, and no box about completed work; but day 1 falls
    // on client 9's completed workout, so the preview names that day and asks (issue 22).
    await dialog.getByTestId("assign-preview").click();
    await dialog.getByTestId("assign-preview-table").waitFor();
    const alongside = dialog.locator(`[data-testid="assign-preview-row"][data-client-id="${first.id}"]`);
    expect(await alongside.getByTestId("preview-added").textContent()).toBe("2");
    expect(await alongside.getByTestId("preview-replaced").textContent()).toBe("0");
    expect(await dialog.getByTestId("assign-preview-summary").textContent()).not.toContain("现有训练不变");
    const busyRow = dialog.locator(`[data-testid="assign-busy-row"][data-client-id="${first.id}"]`);
    const [, month, dayOfMonth] = start.split("-").map(Number);
    expect(await busyRow.getByTestId("assign-busy-dates").textContent()).toContain(
      `${month}月${dayOfMonth}日`,
    );
    expect(await dialog.getByTestId("assign-apply").isDisabled()).toBe(true);
    expect(await dialog.getByTestId("assign-delete-completed").count()).toBe(0);
    await dialog.getByTestId("assign-back").click();
    await dialog.getByTestId("assign-mode-replace").check();
    await screenshot(page, "programs-assign-setup");
    await dialog.getByTestId("assign-preview").click();
    await dialog.getByTestId("assign-preview-table").waitFor();
    expect(await dialog.getByTestId("assign-preview-row").count()).toBe(3);
    const row = dialog.locator(`[data-testid="assign-preview-row"][data-client-id="${first.id}"]`);
    expect(await row.getByTestId("preview-added").textContent()).toBe("2");
    if (replacedPending)
      expect(Number(await row.getByTestId("preview-replaced").textContent())).toBeGreaterThan(0);
    expect(await row.getByTestId("preview-completed").textContent()).toContain("保留");
    const deleteCompleted = dialog.getByTestId("assign-delete-completed");
    expect(await deleteCompleted.isChecked()).toBe(false);
    // Replace keeps the completed workout, so its day still holds two: said, not asked.
    expect(await dialog.getByTestId("assign-busy").textContent()).toContain("已完成训练会保留");
    expect(await dialog.getByTestId("assign-busy-choice").count()).toBe(0);
    await screenshot(page, "programs-assign-preview");
    await dialog.getByTestId("assign-apply").click();
    await dialog.getByTestId("assign-done").waitFor();
    await expect
      .poll(() => toasts(page).allTextContents())
      .toContainEqual(expect.stringContaining("应用成功"));
    await screenshot(page, "programs-assign-done");
    await dialog.getByTestId("assign-close").click();

    // The completed workout is still there; a pending one in the range was replaced.
    const keptNow = await api<{ workout: ApiWorkout }>(page, token, `/workouts/${kept.id}`);
    expect(keptNow.status).toBe(200);
    expect(keptNow.body.workout.state).toBe("completed");
    if (replacedPending) {
      expect((await api(page, token, `/workouts/${replacedPending.id}`)).status).toBe(404);
    }

    // On the client's calendar: the program's day 1 on the start date.
    await page.goto(`${BASE_URL}/clients/${first.slug}/workouts?week=${mondayOf(start)}`);
    const startDay = page.locator(`[data-testid="day"][data-day="${start}"]`);
    await startDay.getByTestId("workout-program").first().waitFor();
    expect(await startDay.getByTestId("workout-program").first().textContent()).toBe(name);
    expect(await startDay.locator('[data-status="completed"]').count()).toBeGreaterThan(0);
    await screenshot(page, "programs-client-calendar");

    // Unassign client 9: its pending program workouts from today on go, completed ones stay.
    await page.goto(`${BASE_URL}/programs/${programId}/workouts`);
    await page.getByTestId("open-assignments").click();
    const sheet = page.getByTestId("assignments-sheet");
    const assignment = sheet.locator(`[data-testid="assignment-row"][data-client-id="${first.id}"]`);
    await assignment.waitFor();
    expect(await sheet.getByTestId("assignment-row").count()).toBe(3);
    await screenshot(page, "programs-assignments");
    await assignment.getByTestId("unassign").click();
    await page.getByTestId("unassign-confirm").click();
    await expect
      .poll(() => toasts(page).allTextContents())
      .toContainEqual(expect.stringContaining("已取消分配"));
    await expect.poll(() => sheet.getByTestId("assignment-row").count()).toBe(2);
    const after = await api<{ workouts: ApiWorkout[] }>(
      page,
      token,
      `/workouts?client_id=${first.id}&start_date=${now}&end_date=${addDays(now, 30)}`,
    );
    expect(after.body.workouts.filter((w) => w.program_id === programId && w.state === "pending")).toEqual(
      [],
    );
    expect((await api(page, token, `/workouts/${kept.id}`)).status).toBe(200);
    // A follower's name opens their calendar at the assignment's first week.
    await sheet.getByTestId("assignment-client").first().click();
    await page.waitForURL(
      (u) => /^\/clients\/[^/]+\/workouts$/.test(u.pathname) && u.searchParams.has("week"),
    );
    await page.getByTestId("client-calendar").waitFor();

    // The list counts it; deleting names the followers and says their workouts stay.
    await page.goto(`${BASE_URL}/programs`);
    const listed = page.locator(`[data-testid="program-row"][data-program-id="${programId}"]`);
    await listed.waitFor();
    expect(await listed.getByTestId("program-weeks").textContent()).toBe("2");
    expect(await listed.getByTestId("program-clients").textContent()).toBe("2");
    await screenshot(page, "programs-list");
    await listed.getByTestId("program-actions").click();
    await page.getByTestId("delete-program").click();
    const confirm = page.getByTestId("delete-program-dialog");
    expect(await confirm.getByTestId("delete-program-followers").textContent()).toContain("2 位学员");
    await confirm.getByTestId("delete-program-confirm").click();
    await listed.waitFor({ state: "detached" });
    // Their workouts stay (now without the program).
    expect((await api(page, token, `/workouts/${kept.id}`)).status).toBe(200);
    expect(page.errors).toEqual([]);
  });

  it("selects days, copies and pastes them from the keyboard, deletes with undo", async () => {
    const page = await openPage();
    const token = await signIn(page);
    const headers = { Authorization: `Bearer ${token}` };
    const created = await page.request.post(`${BASE_URL}/api/programs`, {
      headers,
      data: { program: { name: `E2E 键盘 ${uniqueSuffix()}` } },
    });
    expect(created.status()).toBe(201);
    const programId = ((await created.json()) as { program: { id: number } }).program.id;
    for (const [position, title, rest] of [
      [1, "E2E 周一", false],
      [3, "E2E 周三", false],
      [2, "E2E 休息", true],
    ] as const) {
      const res = await page.request.post(`${BASE_URL}/api/workouts`, {
        headers,
        data: { workout: { program_id: programId, position, title, rest_day: rest } },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto(`${BASE_URL}/programs/${programId}/workouts`);
    await dayCell(page, 3).getByTestId("workout-card").waitFor();
    // A template shows no state, a rest day says so.
    expect(await dayCell(page, 1).getByTestId("workout-card").textContent()).not.toContain("待完成");
    expect(await dayCell(page, 2).getByTestId("workout-card").textContent()).toContain("休息");

    // Click day 1, shift-click day 3: three days, three workouts.
    await dayCell(page, 1).getByTestId("program-day-label").click();
    await dayCell(page, 3)
      .getByTestId("program-day-label")
      .click({ modifiers: ["Shift"] });
    expect(await page.getByTestId("selection-count").textContent()).toContain("3");
    await page.keyboard.press("c");
    await expect.poll(() => page.getByTestId("clipboard").textContent()).toContain("3");
    await page.keyboard.press("Escape");
    await page.getByTestId("selection-bar").waitFor({ state: "detached" });
    // The cursor is on day 3; a week down is day 10, where the three days land as 10–12.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("v");
    await dayCell(page, 12).getByTestId("workout-card").waitFor();
    expect(await dayCell(page, 10).getByTestId("workout-title").textContent()).toBe("E2E 周一");
    expect(await dayCell(page, 11).getByTestId("workout-title").textContent()).toBe("E2E 休息");
    await expect.poll(() => storedWeeks(page)).toBe("2");
    await screenshot(page, "programs-keyboard-paste");

    // Select week 2 by its name, delete, undo; then delete for good.
    await page.locator('[data-testid="program-week"][data-week="2"] [data-testid="week-header"]').click();
    expect(await page.getByTestId("selection-count").textContent()).toContain("7");
    await page.getByTestId("delete-selection").click();
    await page.getByTestId("undo-bar").waitFor();
    expect(await dayCell(page, 10).getByTestId("workout-card").count()).toBe(0);
    await page.getByTestId("undo-delete").click();
    await dayCell(page, 10).getByTestId("workout-card").waitFor();
    await page.locator('[data-testid="program-week"][data-week="2"] [data-testid="week-header"]').click();
    await page.keyboard.press("Delete");
    await page.getByTestId("undo-bar").waitFor();
    await page.getByTestId("undo-bar").waitFor({ state: "detached" });
    await expect.poll(() => storedWeeks(page)).toBe("1");
    expect(await shownWeeks(page)).toBe("2");

    // Duplicate week 1 as a new week at the end.
    await page.locator('[data-testid="program-week"][data-week="1"] [data-testid="duplicate-week"]').click();
    await dayCell(page, 10).getByTestId("workout-card").waitFor();
    expect(await dayCell(page, 8).getByTestId("workout-title").textContent()).toBe("E2E 周一");
    await expect.poll(() => storedWeeks(page)).toBe("2");
    expect(page.errors).toEqual([]);
  });

  it("asks before pasting onto a day that has workouts: replace (undoable) or add alongside (issue 22)", async () => {
    const page = await openPage();
    const token = await signIn(page);
    const headers = { Authorization: `Bearer ${token}` };
    const created = await page.request.post(`${BASE_URL}/api/programs`, {
      headers,
      data: { program: { name: `E2E 粘贴冲突 ${uniqueSuffix()}` } },
    });
    expect(created.status()).toBe(201);
    const programId = ((await created.json()) as { program: { id: number } }).program.id;
    const ids: Record<string, number> = {};
    for (const [position, title] of [
      [1, "E2E 源"],
      [8, "E2E 原有"],
    ] as const) {
      const res = await page.request.post(`${BASE_URL}/api/workouts`, {
        headers,
        data: { workout: { program_id: programId, position, title } },
      });
      expect(res.status()).toBe(201);
      ids[title] = ((await res.json()) as { workout: { id: number } }).workout.id;
    }
    /** "position title" per template workout, sorted: what the program holds on the server. */
    const stored = async () =>
      (
        await api<{ workouts: Array<ApiWorkout & { position: number }> }>(
          page,
          token,
          `/programs/${programId}`,
        )
      ).body.workouts
        .map((w) => `${w.position} ${w.title}`)
        .sort();
    const titlesOn = (position: number) =>
      dayCell(page, position).getByTestId("workout-title").allTextContents();
    await page.goto(`${BASE_URL}/programs/${programId}/workouts`);
    await dayCell(page, 8).getByTestId("workout-card").waitFor();

    // Week 1 (day 1) copied onto week 2, whose day 1 (position 8) holds a workout: asked first.
    await page.locator('[data-testid="program-week"][data-week="1"] [data-testid="copy-week"]').click();
    const pasteWeek2 = page.locator('[data-testid="program-week"][data-week="2"] [data-testid="paste-week"]');
    await pasteWeek2.click();
    const prompt = page.getByTestId("paste-conflict");
    await prompt.waitFor();
    const named = prompt.getByTestId("paste-conflict-day");
    expect(await named.evaluateAll((rows) => rows.map((r) => r.getAttribute("data-day")))).toEqual(["8"]);
    expect(await named.textContent()).toContain("第 2 周 · 第 1 天");
    expect(await named.textContent()).toContain("E2E 原有");
    // A template has nothing completed to keep.
    expect(await prompt.getByTestId("paste-conflict-completed").count()).toBe(0);
    await screenshot(page, "programs-paste-conflict");
    expect(await stored()).toEqual(["1 E2E 源", "8 E2E 原有"]);

    // Replace: one workout on day 8; 撤销 brings the original back (same id) and takes the copy away.
    await prompt.getByTestId("paste-replace").click();
    await prompt.waitFor({ state: "detached" });
    const bar = page.getByTestId("undo-bar");
    await bar.waitFor();
    expect(await bar.textContent()).toContain("已粘贴 1 个训练，替换了 1 个原有训练");
    await expect.poll(() => titlesOn(8)).toEqual(["E2E 源"]);
    await page.getByTestId("undo-paste").click();
    await bar.waitFor({ state: "detached" });
    await expect.poll(() => titlesOn(8)).toEqual(["E2E 原有"]);
    await expect.poll(stored).toEqual(["1 E2E 源", "8 E2E 原有"]);
    const original = await api<{ workout: ApiWorkout }>(page, token, `/workouts/${ids["E2E 原有"]}`);
    expect(original.status).toBe(200);

    // Add alongside: two on day 8, on the server too.
    await pasteWeek2.click();
    await prompt.getByTestId("paste-add").click();
    await bar.waitFor();
    await expect.poll(() => titlesOn(8).then((t) => t.sort())).toEqual(["E2E 原有", "E2E 源"]);
    await expect.poll(stored).toEqual(["1 E2E 源", "8 E2E 原有", "8 E2E 源"]);
    expect(page.errors).toEqual([]);
  });

  it("duplicates and renames a program, and fits a phone", async () => {
    const page = await openPage();
    await signIn(page);
    await page.goto(`${BASE_URL}/programs`);
    const seeded = page.getByTestId("program-row").first();
    await seeded.waitFor();
    const before = await page.getByTestId("program-row").count();
    await seeded.getByTestId("program-actions").click();
    await page.getByTestId("duplicate-program").click();
    await page.getByRole("menu").waitFor({ state: "detached" });
    await expect.poll(() => page.getByTestId("program-row").count()).toBe(before + 1);
    const copy = page.getByTestId("program-row").filter({ hasText: "副本" }).first();
    await copy.getByTestId("program-actions").click();
    await page.getByTestId("edit-program").click();
    const form = page.getByTestId("program-form-dialog");
    const renamed = `E2E 改名 ${uniqueSuffix()}`;
    await form.getByTestId("program-name").fill(renamed);
    await form.getByTestId("program-save").click();
    await toasts(page).filter({ hasText: "准训练计划表更新成功。" }).waitFor();
    await form.waitFor({ state: "detached" });
    await page.getByTestId("program-row").filter({ hasText: renamed }).waitFor();

    // Phone: cards, and the grid stacks its days without overflowing.
    await page.setViewportSize(PHONE);
    await page.getByTestId("program-cards").waitFor();
    await screenshot(page, "programs-list-phone");
    await page
      .getByTestId("program-row")
      .filter({ hasText: renamed })
      .getByTestId("program-name-link")
      .click();
    await page.getByTestId("program-builder").waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "programs-grid-phone");
    expect(page.errors).toEqual([]);
  });
});
