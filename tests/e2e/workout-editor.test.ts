import { describe, expect, it } from "vitest";
import {
  BASE_URL,
  DEMO,
  dragOnto,
  pagesPerTest,
  screenshot,
  signInCoach,
  type TestPage,
  uniqueSuffix,
  waitForPath,
} from "./support";

/** The workout editor: concurrent edits (409), the rich-text description, drag to reorder. */
const openPage = pagesPerTest();

type ApiClient = { id: number; slug: string };
type ApiWorkout = {
  id: number;
  title: string;
  updated_at: string;
  short_description: string | null;
  workout_items: Array<{ id: number; name: string; position: number }>;
};

/** A token as an API client gets one (POST /api/oauth/token), independent of the browser's. */
async function apiToken(page: TestPage): Promise<string> {
  const res = await page.request.post(`${BASE_URL}/api/oauth/token`, {
    data: { email: DEMO.admin.email, password: DEMO.admin.password },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

async function api<T>(
  page: TestPage,
  token: string,
  method: "GET" | "POST" | "PUT",
  path: string,
  data?: unknown,
) {
  const res = await page.request.fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Signs in, finds seeded client N and opens its calendar on a week far ahead (left empty). */
async function openEmptyWeek(page: TestPage, n: number, weeksAhead: number) {
  await page.goto(`${BASE_URL}/login`);
  await signInCoach(page, DEMO.admin.email, DEMO.admin.password);
  await waitForPath(page, "/");
  const token = await apiToken(page);
  const { clients } = await api<{ clients: ApiClient[] }>(page, token, "GET", "/clients?limit=100");
  const client = clients.find((c) => c.slug.startsWith(`client-${n}-`));
  expect(client).toBeTruthy();
  await page.goto(`${BASE_URL}/clients/${client!.slug}/workouts`);
  const grid = page.getByTestId("client-calendar");
  await grid.waitFor();
  const week = addDays((await grid.getAttribute("data-start")) ?? "", weeksAhead * 7);
  await page.goto(`${BASE_URL}/clients/${client!.slug}/workouts?week=${week}`);
  await expect.poll(() => grid.getAttribute("data-start")).toBe(week);
  return { token, client: client!, week };
}

function day(page: TestPage, ymd: string) {
  return page.locator(`[data-testid="day"][data-day="${ymd}"]`);
}

describe("workout editor", () => {
  it("answers a save over someone else's change with a notice: reload, or overwrite", async () => {
    const page = await openPage();
    const { token, client, week } = await openEmptyWeek(page, 8, 30 + (Date.now() % 20));
    const tag = uniqueSuffix();
    const { workout } = await api<{ workout: ApiWorkout }>(page, token, "POST", "/workouts", {
      workout: { client_id: client.id, due: week, title: `原标题 ${tag}`, workout_items: [{ name: "深蹲" }] },
    });
    await page.reload();
    const card = day(page, week).getByTestId("workout-card");
    const editor = page.getByTestId("workout-editor");
    const title = editor.locator('input[name="title"]');

    // 1) Someone changes the workout over the API while the editor is open: the save is refused.
    await card.click();
    await editor.getByTestId("item-row").first().waitFor();
    await title.fill(`我的标题 ${tag}`);
    await api(page, token, "PUT", `/workouts/${workout.id}`, {
      workout: { title: `别人的标题 ${tag}`, workout_items: [{ name: "硬拉" }] },
    });
    await editor.getByTestId("save-workout").click();
    const notice = editor.getByTestId("workout-conflict");
    await notice.waitFor();
    expect(await notice.textContent()).toContain("训练已被其他人修改");
    const changes = notice.getByTestId("workout-conflict-changes");
    expect(await changes.textContent()).toContain(`别人的标题 ${tag}`);
    expect(await changes.textContent()).toContain("硬拉");
    expect(await title.inputValue()).toBe(`我的标题 ${tag}`); // nothing lost
    await screenshot(page, "workout-editor-conflict");
    let stored = (await api<{ workout: ApiWorkout }>(page, token, "GET", `/workouts/${workout.id}`)).workout;
    expect(stored.title).toBe(`别人的标题 ${tag}`);

    // Reload takes their version; saving then works.
    await editor.getByTestId("conflict-reload").click();
    await notice.waitFor({ state: "detached" });
    expect(await title.inputValue()).toBe(`别人的标题 ${tag}`);
    expect(await editor.getByTestId("item-name").first().inputValue()).toBe("硬拉");
    await title.fill(`重新加载后 ${tag}`);
    await editor.getByTestId("save-workout").click();
    await editor.waitFor({ state: "detached" });
    await expect.poll(() => card.getByTestId("workout-title").textContent()).toBe(`重新加载后 ${tag}`);

    // 2) Again, and this time overwrite: our values win, checked against the version shown.
    await card.click();
    await editor.getByTestId("item-row").first().waitFor();
    await title.fill(`覆盖 ${tag}`);
    await api(page, token, "PUT", `/workouts/${workout.id}`, { workout: { title: `又改了 ${tag}` } });
    await editor.getByTestId("save-workout").click();
    await notice.waitFor();
    await editor.getByTestId("conflict-overwrite").click();
    await editor.waitFor({ state: "detached" });
    stored = (await api<{ workout: ApiWorkout }>(page, token, "GET", `/workouts/${workout.id}`)).workout;
    expect(stored.title).toBe(`覆盖 ${tag}`);
    expect(stored.workout_items.map((i) => i.name)).toEqual(["硬拉"]);
    await expect.poll(() => card.getByTestId("workout-title").textContent()).toBe(`覆盖 ${tag}`);
    expect(page.errors).toEqual([]);
  });

  it("edits the description as rich text (bold, list) and shows it on the card", async () => {
    const page = await openPage();
    const { token, week } = await openEmptyWeek(page, 9, 30 + (Date.now() % 20));
    const monday = day(page, week);
    await monday.hover();
    await monday.getByTestId("add-workout").click();
    const editor = page.getByTestId("workout-editor");
    await editor.locator('input[name="title"]').fill("富文本简介");
    const input = editor.getByTestId("rich-text-input");
    await input.waitFor(); // the lazily loaded editor replaced the textarea
    await input.click();
    await editor.getByTestId("rt-bold").click();
    await page.keyboard.type("重点：核心收紧");
    await editor.getByTestId("rt-bold").click();
    await page.keyboard.press("Enter");
    await editor.getByTestId("rt-bullet").click();
    await page.keyboard.type("热身 10 分钟");
    await page.keyboard.press("Enter");
    await page.keyboard.type("组间休息 90 秒");
    expect(await input.locator("strong").textContent()).toBe("重点：核心收紧");
    await screenshot(page, "workout-editor-rich-text");
    await editor.getByTestId("save-workout").click();
    await editor.waitFor({ state: "detached" });

    const card = monday.getByTestId("workout-card");
    const description = card.getByTestId("workout-description");
    await description.waitFor();
    expect(await description.locator("strong").textContent()).toBe("重点：核心收紧");
    expect(await description.locator("ul > li").allTextContents()).toEqual([
      "热身 10 分钟",
      "组间休息 90 秒",
    ]);
    const id = (await card.getAttribute("data-workout-id")) ?? "";
    const { workout } = await api<{ workout: ApiWorkout }>(page, token, "GET", `/workouts/${id}`);
    expect(workout.short_description).toContain("<strong>重点：核心收紧</strong>");
    expect(workout.short_description).toMatch(/<ul><li>(<p>)?热身 10 分钟/);
    await screenshot(page, "workout-card-rich-text");

    // Reopened, the editor shows the same formatting.
    await card.click();
    await editor.getByTestId("rich-text-input").locator("strong").waitFor();
    expect(await editor.getByTestId("rich-text-input").locator("li").count()).toBe(2);
    expect(page.errors).toEqual([]);
  });

  it("reorders items by dragging (the buttons stay for keyboards)", async () => {
    const page = await openPage();
    const { token, client, week } = await openEmptyWeek(page, 10, 30 + (Date.now() % 20));
    const due = addDays(week, 2);
    const { workout } = await api<{ workout: ApiWorkout }>(page, token, "POST", "/workouts", {
      workout: {
        client_id: client.id,
        due,
        title: "拖动排序",
        workout_items: [{ name: "甲 深蹲" }, { name: "乙 卧推" }, { name: "丙 划船" }],
      },
    });
    await page.reload();
    const card = day(page, due).getByTestId("workout-card");
    await card.click();
    const editor = page.getByTestId("workout-editor");
    const rows = editor.getByTestId("item-row");
    await rows.nth(2).waitFor();
    const names = () =>
      editor.getByTestId("item-name").evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(await names()).toEqual(["甲 深蹲", "乙 卧推", "丙 划船"]);

    await dragOnto(rows.nth(0).getByTestId("item-drag-handle"), rows.nth(2));
    await expect.poll(names).toEqual(["乙 卧推", "丙 划船", "甲 深蹲"]);
    // The keyboard path still works: move the last one up.
    await rows.nth(2).getByRole("button", { name: "上移" }).click();
    await expect.poll(names).toEqual(["乙 卧推", "甲 深蹲", "丙 划船"]);
    await screenshot(page, "workout-editor-reordered");
    await editor.getByTestId("save-workout").click();
    await editor.waitFor({ state: "detached" });

    const stored = (await api<{ workout: ApiWorkout }>(page, token, "GET", `/workouts/${workout.id}`))
      .workout;
    expect([...stored.workout_items].sort((a, b) => a.position - b.position).map((i) => i.name)).toEqual([
      "乙 卧推",
      "甲 深蹲",
      "丙 划船",
    ]);
    await expect
      .poll(() => card.getByTestId("workout-item").allTextContents())
      .toEqual([
        expect.stringContaining("乙 卧推"),
        expect.stringContaining("甲 深蹲"),
        expect.stringContaining("丙 划船"),
      ]);
    expect(page.errors).toEqual([]);
  });

  it("links an item's library exercise to its video (new tab, web addresses only)", async () => {
    const page = await openPage();
    const { token, client, week } = await openEmptyWeek(page, 11, 30 + (Date.now() % 20));
    const tag = uniqueSuffix();
    const video = `https://example.com/videos/squat-${tag}.mp4`;
    const { exercise } = await api<{ exercise: { id: number } }>(page, token, "POST", "/exercises", {
      exercise: { exercise_name: `视频动作 ${tag}`, url: video },
    });
    const due = addDays(week, 1);
    await api(page, token, "POST", "/workouts", {
      workout: {
        client_id: client.id,
        due,
        title: `视频 ${tag}`,
        workout_items: [{ name: `视频动作 ${tag}`, exercise_id: exercise.id }, { name: "自由动作" }],
      },
    });
    await page.reload();
    await day(page, due).getByTestId("workout-card").click();
    const editor = page.getByTestId("workout-editor");
    const rows = editor.getByTestId("item-row");
    const link = rows.nth(0).getByTestId("item-video-link");
    await link.waitFor();
    expect(await link.textContent()).toContain("视频");
    expect(await link.getAttribute("href")).toBe(video);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await rows.nth(1).getByTestId("item-video-link").count()).toBe(0); // no library exercise
    await screenshot(page, "workout-editor-video-link");
    expect(page.errors).toEqual([]);
  });

  it("suggests library exercises while an item's name is typed (keyboard and click) (issue 22)", async () => {
    const page = await openPage();
    const { token, client, week } = await openEmptyWeek(page, 12, 30 + (Date.now() % 20));
    const tag = uniqueSuffix();
    const due = addDays(week, 2);
    await api(page, token, "POST", "/workouts", {
      workout: {
        client_id: client.id,
        due,
        title: `建议 ${tag}`,
        workout_items: [{ name: "" }, { name: "" }],
      },
    });
    await page.reload();
    await day(page, due).getByTestId("workout-card").click();
    const editor = page.getByTestId("workout-editor");
    const rows = editor.getByTestId("item-row");
    const first = rows.nth(0).getByTestId("item-name");
    // Typed, the library answers with its ranking: the exact exercise first.
    await first.pressSequentially("杠铃深蹲");
    const suggestions = rows.nth(0).getByTestId("item-name-suggestion");
    await expect.poll(() => suggestions.first().textContent()).toMatch(/^杠铃深蹲 /);
    expect(await first.getAttribute("aria-expanded")).toBe("true");
    await screenshot(page, "workout-editor-name-suggestions");
    await first.press("Enter");
    await expect.poll(() => first.inputValue()).toMatch(/^杠铃深蹲 /);
    expect(await first.getAttribute("aria-expanded")).toBe("false");
    // Escape closes the suggestions, not the editor.
    const second = rows.nth(1).getByTestId("item-name");
    await second.pressSequentially("俯卧撑");
    await rows.nth(1).getByTestId("item-name-suggestion").first().waitFor();
    await second.press("Escape");
    await rows.nth(1).getByTestId("item-name-suggestion").first().waitFor({ state: "detached" });
    await expect(editor.isVisible()).resolves.toBe(true);
    // A click picks too.
    await second.press("Backspace");
    await rows.nth(1).getByTestId("item-name-suggestion").first().click();
    await expect.poll(() => second.inputValue()).not.toBe("俯卧");
    await editor.getByTestId("save-workout").click();
    await editor.waitFor({ state: "detached" });
    const { workouts } = await api<{ workouts: Array<{ id: number }> }>(
      page,
      token,
      "GET",
      `/workouts?client_id=${client.id}&start_date=${due}&end_date=${due}`,
    );
    type Linked = { workout: { workout_items: Array<{ exercise_id: number | null }> } };
    const saved = (await api<Linked>(page, token, "GET", `/workouts/${workouts[0]!.id}`)).workout;
    expect(saved.workout_items.every((item) => item.exercise_id !== null)).toBe(true);
    expect(page.errors).toEqual([]);
  });

  it("shows the server's refusal under the field it names (title, an item's name)", async () => {
    const page = await openPage();
    const { token, client, week } = await openEmptyWeek(page, 12, 30 + (Date.now() % 20));
    const due = addDays(week, 3);
    await api(page, token, "POST", "/workouts", {
      workout: {
        client_id: client.id,
        due,
        title: "服务器校验",
        workout_items: [{ name: "甲" }, { name: "乙" }],
      },
    });
    await page.reload();
    // What the form cannot foresee, simulated: the request reaches the server too long.
    await page.route("**/trpc/workouts.update**", async (route) => {
      const body = JSON.parse(route.request().postData() ?? "{}") as Record<
        string,
        { workout?: { title?: string; workout_items?: Array<{ name?: string }> } }
      >;
      for (const input of Object.values(body)) {
        const second = input.workout?.workout_items?.[1];
        if (input.workout && second) {
          input.workout.title = "标".repeat(300);
          second.name = "名".repeat(300);
        }
      }
      await route.continue({ postData: JSON.stringify(body) });
    });
    await day(page, due).getByTestId("workout-card").click();
    const editor = page.getByTestId("workout-editor");
    const rows = editor.getByTestId("item-row");
    await rows.nth(1).waitFor();
    await editor.getByTestId("save-workout").click();
    const name = rows.nth(1).getByTestId("item-name");
    await expect.poll(() => name.getAttribute("aria-invalid")).toBe("true");
    expect(await rows.nth(0).getByTestId("item-name").getAttribute("aria-invalid")).toBeNull();
    expect((await rows.nth(1).locator('[data-slot="field-error"], [role="alert"]').count()) > 0).toBe(true);
    expect(await editor.locator('input[name="title"]').inputValue()).toBe("服务器校验"); // values kept
    await editor.getByText(/255/).first().waitFor();
    await screenshot(page, "workout-editor-server-issues");
    await page.unroute("**/trpc/workouts.update**");
  });

  it("copies a warm-up template's exercises as chips that can be removed per workout", async () => {
    const page = await openPage();
    const { token, week } = await openEmptyWeek(page, 11, 50 + (Date.now() % 20));
    const tag = uniqueSuffix();
    const made = [];
    for (const name of [`热身开合跳 ${tag}`, `热身弓步 ${tag}`]) {
      made.push(
        (
          await api<{ exercise: { id: number } }>(page, token, "POST", "/exercises", {
            exercise: { exercise_name: name },
          })
        ).exercise.id,
      );
    }
    // "0…" sorts first, so the template is among the editor's first 100.
    const { warmup } = await api<{ warmup: { id: number } }>(page, token, "POST", "/warmups", {
      warmup: {
        name: `0 热身模板 ${tag}`,
        description: "慢跑 5 分钟",
        selected_exercises: made.map((id) => ({ id })),
      },
    });
    const monday = day(page, week);
    await monday.hover();
    await monday.getByTestId("add-workout").click();
    const editor = page.getByTestId("workout-editor");
    await editor.locator('input[name="title"]').fill(`热身 ${tag}`);
    const select = editor.getByTestId("warmup-template");
    await select.locator(`option[value="${warmup.id}"]`).waitFor({ state: "attached" });
    await select.selectOption(String(warmup.id));
    expect(await editor.getByTestId("warmup").inputValue()).toBe("慢跑 5 分钟");
    const chips = editor.getByTestId("warmup-exercise");
    await expect.poll(() => chips.allTextContents()).toEqual([`热身开合跳 ${tag}`, `热身弓步 ${tag}`]);
    await chips
      .nth(0)
      .getByRole("button", { name: `移除 热身开合跳 ${tag}` })
      .click();
    await expect.poll(() => chips.allTextContents()).toEqual([`热身弓步 ${tag}`]);
    await screenshot(page, "workout-editor-warmup-exercises");
    await editor.getByTestId("save-workout").click();
    await editor.waitFor({ state: "detached" });

    const card = monday.getByTestId("workout-card").filter({ hasText: `热身 ${tag}` });
    const id = (await card.getAttribute("data-workout-id")) ?? "";
    type Saved = { workout: { warmup: string | null; warmup_selected_exercises: Array<{ id: number }> } };
    const saved = (await api<Saved>(page, token, "GET", `/workouts/${id}`)).workout;
    expect(saved.warmup).toBe("慢跑 5 分钟");
    expect(saved.warmup_selected_exercises.map((e) => e.id)).toEqual([made[1]]);
    const template = await api<{ warmup: { selected_exercises: Array<{ id: number }> } }>(
      page,
      token,
      "GET",
      `/warmups/${warmup.id}`,
    );
    expect(template.warmup.selected_exercises.map((e) => e.id)).toEqual(made); // the template is unchanged

    // Reopened, the chip is still there.
    await card.click();
    await expect
      .poll(() => editor.getByTestId("warmup-exercise").allTextContents())
      .toEqual([`热身弓步 ${tag}`]);
    expect(page.errors).toEqual([]);
  });
});
