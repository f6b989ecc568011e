import { readFileSync } from "node:fs";
import type { APIRequestContext, Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  api,
  BASE_URL,
  DEMO,
  DESKTOP,
  launchBrowser,
  newContext,
  newPage,
  PHONE,
  screenshot,
  signInCoach,
  type TestPage,
  toasts,
  uniqueSuffix,
  waitForPath,
} from "./support";

/**
 * The client app (issue 13) on a phone: a coach invites a new client over REST, the client accepts
 * the link, logs a workout online, then another offline (the service worker serves the app after a
 * reload, the queue waits in IndexedDB), comes back online and the queue drains; the coach's REST
 * view shows both completions and the comment exactly once.
 */

const CLIENT_PASSWORD = "Lift-Heavy-2026!";
/** The demo client the server seeds with a password (worker/services/demo-seed.ts DEMO_CLIENT). */
const DEMO_CLIENT = { email: "client1@demo.coach", password: "Demo1234!" };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function todayInShanghai(offsetDays = 0): string {
  const now = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Shanghai",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

type Setup = {
  coachToken: string;
  clientId: number;
  email: string;
  inviteUrl: string;
  todayId: number;
  tomorrowId: number;
};

/** A new client of the demo trainer with a workout today and one tomorrow, invited. */
async function setUp(request: APIRequestContext): Promise<Setup> {
  const login = await api<{ token: string }>(request, "POST", "/oauth/token", null, {
    email: DEMO.trainer.email,
    password: DEMO.trainer.password,
  });
  const coachToken = login.token;
  const email = `client-app-${uniqueSuffix()}@example.com`;
  const created = await api<{ client: { id: number } }>(request, "POST", "/clients", coachToken, {
    client: { user: { name: "林小雨", email } },
  });
  const clientId = created.client.id;
  const workout = async (due: string, title: string, items: Array<{ name: string; info: string }>) =>
    (
      await api<{ workout: { id: number } }>(request, "POST", "/workouts", coachToken, {
        workout: {
          client_id: clientId,
          due,
          title,
          warmup: "动态拉伸 5 分钟",
          workout_items: items.map((item, i) => ({ ...item, position: i })),
        },
      })
    ).workout.id;
  const todayId = await workout(todayInShanghai(), "下肢力量", [
    { name: "深蹲", info: "5 组 × 5 次 @ 80 kg" },
    { name: "平板支撑", info: "3 组 × 45 秒" },
  ]);
  const tomorrowId = await workout(todayInShanghai(1), "上肢推", [{ name: "卧推", info: "4 组 × 6 次" }]);
  const invite = await api<{ invite: { url: string } }>(
    request,
    "POST",
    `/clients/${clientId}/invite`,
    coachToken,
  );
  return { coachToken, clientId, email, inviteUrl: invite.invite.url, todayId, tomorrowId };
}

type WorkoutAnswer = {
  workout: {
    state: string;
    workout_items: Array<{ id: number; name: string; result: string | null; state: string }>;
    comments: Array<{ body: string }>;
  };
};

async function waitForSynced(page: TestPage) {
  await page.getByTestId("sync-done").waitFor();
}

describe("client app", () => {
  let context: BrowserContext;
  let setup: Setup;

  beforeAll(async () => {
    context = await newContext(browser, PHONE);
    setup = await setUp(context.request);
  });
  afterAll(async () => {
    await context?.close();
  });

  it("accepts the invitation, logs online and offline, and the coach sees everything once", async () => {
    const page = await newPage(context);
    // The link as sent (its origin may be APP_URL); open its path on the test server.
    await page.goto(`${BASE_URL}${new URL(setup.inviteUrl).pathname}`);
    await expect(page.getByTestId("invite-info").textContent()).resolves.toContain("李教练");
    await screenshot(page, "client-app-invite-phone");
    const form = page.getByTestId("invite-form");
    await form.locator('input[name="password"]').fill(CLIENT_PASSWORD);
    await form.locator('input[name="confirm"]').fill(CLIENT_PASSWORD);
    await form.locator('button[type="submit"]').click();
    await waitForPath(page, "/client");
    await page.getByTestId("today-section").getByTestId("client-workout").first().waitFor();
    // The service worker has precached the app shell once it is ready.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // Online: results, one item done, completion, a comment.
    await page.locator(`[data-testid="client-workout"][data-workout-id="${setup.todayId}"]`).click();
    await page.getByTestId("client-workout-page").waitFor();
    const items = page.getByTestId("client-item");
    await expect(items.count()).resolves.toBe(2);
    await items.nth(0).getByTestId("item-result").fill("5×5 @ 80 kg");
    await items.nth(0).getByTestId("item-done").click();
    // The result field asks what fits the exercise: kg for a lift, seconds (no kg) for a plank.
    await expect(items.nth(0).locator("label").textContent()).resolves.toBe("我的结果（kg）");
    await expect(items.nth(1).locator("label").textContent()).resolves.toBe("我的结果");
    await expect(items.nth(1).getByTestId("item-result").getAttribute("placeholder")).resolves.toContain(
      "秒",
    );
    await items.nth(1).getByTestId("item-result").fill("3×40 秒");
    await items.nth(1).getByTestId("item-result").blur();
    await page.getByTestId("client-comment-input").fill("最后一组有点吃力");
    await page.getByTestId("client-comment-send").click();
    // One of two exercises is marked done: completing asks first, and "continue" leaves it open.
    await page.getByTestId("workout-complete").click();
    await expect(page.getByTestId("confirm-complete-left").textContent()).resolves.toContain("还有 1 个动作");
    await expect(page.getByTestId("confirm-complete-early").count()).resolves.toBe(0);
    await screenshot(page, "client-app-confirm-complete-phone");
    await page.getByRole("button", { name: "继续训练" }).click();
    await page.getByTestId("confirm-complete-dialog").waitFor({ state: "detached" });
    await expect(page.getByTestId("workout-complete").getAttribute("aria-pressed")).resolves.toBe("false");
    await page.getByTestId("workout-complete").click();
    await page.getByTestId("confirm-complete").click();
    await page.locator('[data-testid="workout-complete"][aria-pressed="true"]').waitFor();
    await waitForSynced(page);
    await page.locator('[data-testid="workout-complete"][aria-pressed="true"]').waitFor();
    await screenshot(page, "client-app-workout-phone");

    // Offline: the next workout opens from the saved window and is logged into the queue.
    await page.getByRole("link", { name: /今天/ }).first().click();
    await waitForPath(page, "/client");
    const tomorrow = page.locator(`[data-testid="client-workout"][data-workout-id="${setup.tomorrowId}"]`);
    await tomorrow.waitFor();
    await context.setOffline(true);
    await page.getByTestId("offline-banner").waitFor();
    await tomorrow.click();
    await page.getByTestId("client-workout-page").waitFor();
    await page.getByTestId("item-result").fill("4×6 @ 50 kg");
    await page.getByTestId("item-done").click();
    // Every exercise done, but the day is still ahead: asked too.
    await page.getByTestId("workout-complete").click();
    await expect(page.getByTestId("confirm-complete-early").textContent()).resolves.toContain("还没到那一天");
    await expect(page.getByTestId("confirm-complete-left").count()).resolves.toBe(0);
    await page.getByTestId("confirm-complete").click();
    await page.locator('[data-testid="workout-complete"][aria-pressed="true"]').waitFor();
    await page.getByTestId("sync-badge").waitFor();
    await expect(page.getByTestId("sync-badge").textContent()).resolves.toMatch(/\d+/);

    // Still offline, a reload is served by the service worker; the queue and the result survive it.
    await page.reload();
    await page.getByTestId("client-workout-page").waitFor();
    await page.getByTestId("sync-badge").waitFor();
    await expect(page.getByTestId("item-result").inputValue()).resolves.toBe("4×6 @ 50 kg");
    await page.locator('[data-testid="workout-complete"][aria-pressed="true"]').waitFor();
    await screenshot(page, "client-app-offline-phone");
    await page.getByTestId("sync-badge").click();
    await expect(page.getByTestId("sync-entry").count()).resolves.toBeGreaterThan(0);
    await screenshot(page, "client-app-sync-sheet-phone");
    await page.keyboard.press("Escape");

    await context.setOffline(false);
    await waitForSynced(page);

    // The coach's view: both completed with their results, the comment once.
    const first = await api<WorkoutAnswer>(
      context.request,
      "GET",
      `/workouts/${setup.todayId}`,
      setup.coachToken,
    );
    expect(first.workout.state).toBe("completed");
    expect(first.workout.workout_items.map((i) => i.result)).toEqual(["5×5 @ 80 kg", "3×40 秒"]);
    expect(first.workout.workout_items.map((i) => i.state)).toEqual(["completed", "pending"]);
    expect(first.workout.comments.map((c) => c.body)).toEqual(["最后一组有点吃力"]);
    const second = await api<WorkoutAnswer>(
      context.request,
      "GET",
      `/workouts/${setup.tomorrowId}`,
      setup.coachToken,
    );
    expect(second.workout.state).toBe("completed");
    expect(second.workout.workout_items[0]?.result).toBe("4×6 @ 50 kg");
    expect(second.workout.comments).toHaveLength(0);
    const client = await api<{ client: { completed_workouts_count: number } }>(
      context.request,
      "GET",
      `/clients/${setup.clientId}`,
      setup.coachToken,
    );
    expect(client.client.completed_workouts_count).toBe(2);

    // A result logged offline for an exercise the coach then deletes: dropped, and the client told.
    await page.goto(`${BASE_URL}/client/workouts/${setup.todayId}`);
    await page.getByTestId("client-item").nth(1).waitFor();
    await context.setOffline(true);
    await page.getByTestId("offline-banner").waitFor();
    await page.getByTestId("client-item").nth(1).getByTestId("item-result").fill("3×45 秒");
    await page.getByTestId("client-item").nth(1).getByTestId("item-result").blur();
    await page.getByTestId("sync-badge").waitFor();
    const deleted = first.workout.workout_items[1]?.id;
    const removal = await context.request.delete(`${BASE_URL}/api/workout_items/${deleted}`, {
      headers: { Authorization: `Bearer ${setup.coachToken}` },
    });
    expect(removal.ok()).toBe(true);
    await context.setOffline(false);
    await expect(page.getByTestId("dropped-notice").textContent()).resolves.toContain("平板支撑");
    await waitForSynced(page);
    // Refetched: the coach's current prescription (one exercise left).
    await page.locator('[data-testid="client-item"]').nth(1).waitFor({ state: "detached" });
    await screenshot(page, "client-app-dropped-phone");
    expect(page.errors).toEqual([]);
  });

  it("signs the client in at /login into the client app, and keeps coaches out of it", async () => {
    const phone = await newContext(browser, PHONE);
    try {
      const page = await newPage(phone);
      await page.goto(`${BASE_URL}/login`);
      await signInCoach(page, setup.email, CLIENT_PASSWORD);
      await waitForPath(page, "/client");
      await page.getByTestId("client-tabbar").waitFor();
      // Coach screens send a client back to their app.
      await page.goto(`${BASE_URL}/clients`);
      await waitForPath(page, "/client");
    } finally {
      await phone.close();
    }
    const desktop = await newContext(browser, DESKTOP);
    try {
      const page = await newPage(desktop);
      await page.goto(`${BASE_URL}/login`);
      await signInCoach(page, DEMO.trainer.email, DEMO.trainer.password);
      await waitForPath(page, "/");
      await page.goto(`${BASE_URL}/client`);
      await waitForPath(page, "/");
    } finally {
      await desktop.close();
    }
  });

  it("profile: units in the result labels, language, and the data download", async () => {
    const page = await newPage(context);
    await page.goto(`${BASE_URL}/client/profile`);
    const form = page.getByTestId("client-settings-form");
    await form.locator('select[name="units"]').selectOption("imperial");
    await page.getByTestId("client-settings-save").click();
    await toasts(page).filter({ hasText: "个人资料已更新" }).waitFor();
    await page.goto(`${BASE_URL}/client/workouts/${setup.todayId}`);
    await expect(page.getByTestId("client-item").first().textContent()).resolves.toContain("（lb）");
    await page.goto(`${BASE_URL}/client/profile`);
    await page.getByTestId("client-locale-en").click();
    await page.getByTestId("client-tabbar").getByText("History").waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("client-export").click(),
    ]);
    const file = await download.path();
    const data = JSON.parse(readFileSync(file, "utf8")) as { user: { email: string }; workouts: unknown[] };
    expect(data.user.email).toBe(setup.email);
    expect(data.workouts.length).toBeGreaterThanOrEqual(2);
    await page.getByTestId("client-locale-zh-CN").click();
    expect(page.errors).toEqual([]);
  });

  it("says when an invitation link no longer works", async () => {
    const page = await newPage(context);
    await page.goto(`${BASE_URL}${new URL(setup.inviteUrl).pathname}`);
    await page.getByTestId("invite-dead").waitFor();
    await screenshot(page, "client-app-invite-used-phone");
  });

  it("looks right on phones and desktops, in Chinese and English (the demo client's data)", async () => {
    for (const [label, viewport] of [
      ["390", PHONE],
      ["1280", { width: 1280, height: 860 }],
    ] as const) {
      for (const locale of ["zh-CN", "en"] as const) {
        const ctx = await newContext(browser, viewport);
        try {
          await ctx.addInitScript((l) => localStorage.setItem("coach:locale", l), locale);
          const page = await newPage(ctx);
          await page.goto(`${BASE_URL}/login`);
          await signInCoach(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
          await waitForPath(page, "/client");
          await page.getByTestId("recent-section").getByTestId("client-workout").first().waitFor();
          await screenshot(page, `client-app-today-${label}-${locale}`, { fullPage: true });
          await page.getByTestId("recent-section").getByTestId("client-workout").first().click();
          await page.getByTestId("client-item").first().waitFor();
          await screenshot(page, `client-app-workout-${label}-${locale}`, { fullPage: true });
          await page.goto(`${BASE_URL}/client/history`);
          await page.getByTestId("history-week").first().waitFor();
          await screenshot(page, `client-app-history-${label}-${locale}`, { fullPage: true });
          await page.goto(`${BASE_URL}/client/profile`);
          await page.getByTestId("client-settings-form").waitFor();
          await screenshot(page, `client-app-profile-${label}-${locale}`, { fullPage: true });
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            viewport.width,
          );
          expect(page.errors).toEqual([]);
        } finally {
          await ctx.close();
        }
      }
    }
  });
});

describe("inviting from the coach's screens", () => {
  it("a coach invites a client from its calendar, copies the link, and the client accepts it on a phone", async () => {
    const desk = await newContext(browser, DESKTOP);
    const phone = await newContext(browser, PHONE);
    try {
      const login = await api<{ token: string }>(desk.request, "POST", "/oauth/token", null, {
        email: DEMO.trainer.email,
        password: DEMO.trainer.password,
      });
      const email = `invited-${uniqueSuffix()}@example.com`;
      const created = await api<{ client: { slug: string } }>(desk.request, "POST", "/clients", login.token, {
        client: { user: { name: "周可欣", email } },
      });

      const coach = await newPage(desk);
      await coach.goto(`${BASE_URL}/login`);
      await signInCoach(coach, DEMO.trainer.email, DEMO.trainer.password);
      await waitForPath(coach, "/");
      await coach.goto(`${BASE_URL}/clients/${created.client.slug}/workouts`);
      await coach.getByTestId("invite-client").click();
      const dialog = coach.getByTestId("invite-client-dialog");
      await expect(dialog.textContent()).resolves.toContain(email);
      await dialog.getByTestId("invite-send").click();
      const url = await dialog.getByTestId("invite-url").inputValue();
      expect(url).toMatch(/\/invite\/[A-Za-z0-9_-]{20,}$/);
      await expect(toasts(coach).first().textContent()).resolves.toContain("邀请已发送");
      await screenshot(coach, "invite-dialog-desktop");
      await coach.keyboard.press("Escape");
      // The calendar marks the invitation as waiting.
      await coach.getByTestId("invite-pending").waitFor();
      expect(coach.errors).toEqual([]);

      const client = await newPage(phone);
      await client.goto(`${BASE_URL}${new URL(url).pathname}`);
      const form = client.getByTestId("invite-form");
      await form.locator('input[name="password"]').fill(CLIENT_PASSWORD);
      await form.locator('input[name="confirm"]').fill(CLIENT_PASSWORD);
      await form.locator('button[type="submit"]').click();
      await waitForPath(client, "/client");
      expect(client.errors).toEqual([]);
    } finally {
      await desk.close();
      await phone.close();
    }
  });
});
