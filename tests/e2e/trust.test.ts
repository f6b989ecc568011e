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

describe("the language stored on the account (issue 22)", () => {
  it("is saved when the person chooses one, and wins on another device at sign-in", async () => {
    // A new coach of the demo studio, so the demo accounts keep their language for other tests.
    const page = await openPage();
    await page.goto(`${BASE_URL}/login`);
    await signInCoach(page, DEMO.admin.email, DEMO.admin.password);
    await page.getByTestId("greeting").waitFor();
    const auth = { Authorization: `Bearer ${(await storedSession(page))?.token ?? ""}` };
    const email = `lang-${uniqueSuffix()}@example.test`;
    const password = "Lang-coach-2026";
    const created = await page.request.post(`${BASE_URL}/api/trainers`, {
      headers: auth,
      data: { trainer: { user: { name: "语言教练", email, password } } },
    });
    expect(created.status()).toBe(201);

    // Device one (Chinese): the coach switches to English; the account keeps it.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${BASE_URL}/login`);
    await signInCoach(page, email, password);
    await page.getByTestId("greeting").waitFor();
    await page.getByTestId("locale-switcher").click();
    await page.getByTestId("locale-en").click();
    await page.waitForFunction(() => document.documentElement.lang === "en");
    const userId = (await storedSession(page))?.user?.id;
    const own = { Authorization: `Bearer ${(await storedSession(page))?.token ?? ""}` };
    await expect
      .poll(async () => {
        const res = await page.request.get(`${BASE_URL}/api/users/${userId}`, { headers: own });
        return ((await res.json()) as { user: { locale: string | null } }).user.locale;
      })
      .toBe("en");

    // Device two, a Chinese browser that never chose: signed in, it follows the account.
    const browser = await launchBrowser();
    try {
      const other = await browser.newContext({ locale: "zh-CN", timezoneId: "Asia/Shanghai" });
      const second = await other.newPage();
      await second.goto(`${BASE_URL}/login`);
      await second.getByText("欢迎回来").waitFor();
      await signInCoach(second, email, password);
      await second.waitForFunction(() => document.documentElement.lang === "en");
      await second.getByTestId("greeting").waitFor();
      await other.close();
    } finally {
      await browser.close();
    }
    expect(page.errors).toEqual([]);
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

describe("the week a coach is planning (issue 22)", () => {
  it("another client's calendar opens on it, and 今天 goes back to the current week", async () => {
    const page = await openPage();
    const { auth, client, week } = await coachOnEmptyWeek(page, 6);
    const list = await page.request.get(`${BASE_URL}/api/clients?limit=100`, { headers: auth });
    const { clients } = (await list.json()) as { clients: { slug: string }[] };
    const other = clients.find((c) => c.slug.startsWith("client-7-"));
    if (!other) throw new Error("no demo client 7");

    await page.goto(`${BASE_URL}/clients/${client.slug}/workouts?week=${week}`);
    await page.getByTestId("calendar-nav").waitFor();
    // The next client from the list: the same week, not today's.
    await page.goto(`${BASE_URL}/clients`);
    await page.locator(`a[href^="/clients/${other.slug}/workouts"]`).first().click();
    await page.waitForURL((url) => url.pathname === `/clients/${other.slug}/workouts`);
    await page.waitForURL((url) => url.searchParams.get("week") === week);
    await page.locator(`[data-testid="day"][data-day="${week}"]`).waitFor();

    // 今天 forgets it: the next calendar opens on the current week.
    await page.getByTestId("this-week").click();
    await page.waitForURL((url) => !url.searchParams.has("week"));
    await page.goto(`${BASE_URL}/clients/${client.slug}/workouts`);
    await page.getByTestId("calendar-nav").waitFor();
    expect(new URL(page.url()).searchParams.has("week")).toBe(false);
    expect(page.errors).toEqual([]);
  });
});

describe("a day's + and paste (issue 22)", () => {
  it("show on keyboard focus, not only on hover", async () => {
    const page = await openPage();
    const { client, week } = await coachOnEmptyWeek(page, 8);
    await page.goto(`${BASE_URL}/clients/${client.slug}/workouts?week=${week}`);
    const add = page.locator(`[data-testid="day"][data-day="${week}"]`).getByTestId("add-workout");
    await add.waitFor({ state: "attached" });
    const opacity = () => add.evaluate((el) => getComputedStyle(el.parentElement as HTMLElement).opacity);
    await page.mouse.move(0, 0);
    await add.focus();
    await expect.poll(opacity).toBe("1");
    expect(page.errors).toEqual([]);
  });
});

describe("the demo's warm-up and cool-down templates (issue 22)", () => {
  it("fill a new workout's warm-up and cool-down from the editor's menus", async () => {
    const page = await openPage();
    const { client, week } = await coachOnEmptyWeek(page, 9);
    await page.goto(`${BASE_URL}/clients/${client.slug}/workouts?week=${week}`);
    const monday = page.locator(`[data-testid="day"][data-day="${week}"]`);
    await monday.getByTestId("add-workout").focus();
    await monday.getByTestId("add-workout").click();
    const editor = page.getByTestId("workout-editor");
    await editor.waitFor();
    const warmup = editor.getByTestId("warmup-template");
    await expect.poll(() => warmup.locator("option").allTextContents()).toContain("力量日通用热身");
    await warmup.selectOption({ label: "力量日通用热身" });
    await expect.poll(() => editor.getByTestId("warmup").inputValue()).toContain("手臂绕环");
    await expect.poll(() => editor.getByTestId("warmup-exercise").count()).toBe(4);
    await editor.getByTestId("cooldown-template").selectOption({ label: "下肢放松" });
    await expect.poll(() => editor.getByTestId("cooldown-exercise").count()).toBe(4);
    expect(await editor.getByTestId("warmup-template-create").count()).toBe(0);
    expect(page.errors).toEqual([]);
  });
});
