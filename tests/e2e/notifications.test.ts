import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sendAs, signInAt, TRAINER_PASSWORD, trainerWithClients } from "./conversation-support";
import {
  api,
  DESKTOP,
  launchBrowser,
  newContext,
  newPage,
  pathOf,
  screenshot,
  toasts,
  waitForPath,
} from "./support";

/**
 * Issue 26's in-app notifications for a coach: the bell counts what clients did, lists it grouped
 * by client, marks all read, and leads to the workout or the conversation; the notification
 * settings card on the profile hides the bell's count (`showUnreads`) and keeps the working hours
 * (`workCanWait`). Each test has a new trainer of its own, so no other file's activity counts.
 */

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await newContext(browser, DESKTOP);
});
afterEach(async () => {
  await context?.close();
});

function todayInShanghai(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Shanghai" }).format(new Date());
}

describe("the bell", () => {
  it("counts, groups by client, leads to the workout and the conversation, marks all read", async () => {
    const { trainer, clients } = await trainerWithClients(context.request, 2, "bell");
    const [talker, lifter] = clients;
    if (!talker || !lifter) throw new Error("no clients");
    // One client writes twice; the other completes today's workout.
    await sendAs(context.request, talker.token, talker.id, "今天能不能把训练挪到晚上？");
    await sendAs(context.request, talker.token, talker.id, "下班后七点左右");
    const workout = await api<{ workout: { id: number } }>(
      context.request,
      "POST",
      "/workouts",
      trainer.token,
      {
        workout: { client_id: lifter.id, due: todayInShanghai(), title: "铃铛测试·下肢", workout_items: [] },
      },
    );
    await api(context.request, "PUT", `/workouts/${workout.workout.id}`, lifter.token, {
      workout: { state: "completed" },
    });

    const page = await newPage(context);
    await signInAt(page, trainer, TRAINER_PASSWORD, "/");
    const count = page.getByTestId("bell-count");
    await expect.poll(() => count.textContent()).toBe("3");
    const bell = page.getByTestId("notification-bell");
    expect(await bell.getAttribute("aria-label")).toBe("通知（3 条未读）");
    await bell.click();
    const popover = page.getByTestId("notification-popover");
    const groups = popover.getByTestId("notification-group");
    await expect.poll(() => groups.count()).toBe(2);
    const talkerGroup = groups.filter({ hasText: talker.name });
    const lifterGroup = groups.filter({ hasText: lifter.name });
    // Each group: its client's notices, unread ones marked (the invitation accepted while setting up was read).
    const unreadIn = (group: typeof groups) =>
      group.locator('[data-testid="notification-item"][data-unread]');
    await expect.poll(() => unreadIn(talkerGroup).count()).toBe(2);
    expect(await talkerGroup.getByRole("heading").textContent()).toContain("2 条未读");
    const completion = lifterGroup.locator(
      '[data-testid="notification-item"][data-kind="workout_completed"]',
    );
    expect(await completion.getAttribute("data-unread")).toBe("true");
    expect(await completion.textContent()).toContain("铃铛测试·下肢");
    await screenshot(page, "bell-grouped-desktop");

    // A completion leads to that workout on the client's calendar, and is read from then on.
    await completion.click();
    await waitForPath(page, `/clients/${lifter.slug}/workouts/${workout.workout.id}`);
    await page.getByTestId("workout-editor").waitFor();
    await expect.poll(() => count.textContent()).toBe("2");
    await page.keyboard.press("Escape");
    await page.getByTestId("workout-editor").waitFor({ state: "detached" });

    // Mark all read: the count goes, no item stays marked.
    await bell.click();
    await popover.getByTestId("notifications-read-all").click();
    await count.waitFor({ state: "detached" });
    await expect
      .poll(() => popover.locator('[data-testid="notification-item"][data-unread]').count())
      .toBe(0);
    expect(await popover.getByTestId("notifications-read-all").isDisabled()).toBe(true);

    // A message leads to the client's conversation.
    await talkerGroup.getByTestId("notification-item").filter({ hasText: "下班后七点左右" }).click();
    await waitForPath(page, "/messages");
    expect(pathOf(page)).toBe(`/messages?client=${talker.id}`);
    await page.getByTestId("message").filter({ hasText: "下班后七点左右" }).waitFor();
    expect(page.errors).toEqual([]);
  });
});

describe("the notification settings card", () => {
  it("turning 铃铛显示未读数 off hides the bell's count; the working hours are kept", async () => {
    const { trainer, clients } = await trainerWithClients(context.request, 1, "quiet");
    const [client] = clients;
    if (!client) throw new Error("no client");
    await sendAs(context.request, client.token, client.id, "教练，明天的课还上吗？");

    const page = await newPage(context);
    await signInAt(page, trainer, TRAINER_PASSWORD, "/profile");
    await expect.poll(() => page.getByTestId("bell-count").textContent()).toBe("1");
    const card = page.getByTestId("notification-settings");
    const form = card.getByTestId("notification-settings-form");
    const showUnreads = form.getByRole("switch", { name: "铃铛显示未读数" });
    expect(await showUnreads.getAttribute("aria-checked")).toBe("true");
    await showUnreads.click();

    // Working hours: 07:30–20:00, Saturdays too, not Fridays.
    await form.locator('input[name="workCanWait.start"]').fill("07:30");
    await form.locator('input[name="workCanWait.end"]').fill("20:00");
    await form.getByRole("checkbox", { name: "周六" }).click();
    await form.getByRole("checkbox", { name: "周五" }).click();
    await screenshot(page, "notification-settings-desktop");
    await form.getByTestId("notification-settings-save").click();
    await toasts(page).filter({ hasText: "设置已保存" }).waitFor();
    await page.getByTestId("bell-count").waitFor({ state: "detached" });

    // A second message arrives: the bell's list holds it (waited for), and still no number shows.
    await sendAs(context.request, client.token, client.id, "我先按原计划准备");
    await page.getByTestId("notification-bell").click();
    await page
      .getByTestId("notification-popover")
      .getByTestId("notification-item")
      .filter({ hasText: "我先按原计划准备" })
      .waitFor();
    expect(await page.getByTestId("bell-count").count()).toBe(0);
    expect(await page.getByTestId("notification-bell").getAttribute("aria-label")).toBe("通知");
    await page.keyboard.press("Escape");

    // The settings are the trainer's: stored, and shown again after a reload.
    const stored = await api<{
      trainer: {
        settings: { showUnreads: boolean; workCanWait: { start: string; end: string; days: object } };
      };
    }>(context.request, "GET", `/trainers/${trainer.id}`, trainer.token);
    expect(stored.trainer.settings.showUnreads).toBe(false);
    expect(stored.trainer.settings.workCanWait).toEqual({
      days: { mon: true, tue: true, wed: true, thu: true, fri: false, sat: true, sun: false },
      start: "07:30",
      end: "20:00",
    });
    await page.reload();
    await form.waitFor();
    expect(await form.locator('input[name="workCanWait.start"]').inputValue()).toBe("07:30");
    expect(await form.getByRole("checkbox", { name: "周五" }).getAttribute("aria-checked")).toBe("false");
    expect(await showUnreads.getAttribute("aria-checked")).toBe("false");
    expect(await page.getByTestId("bell-count").count()).toBe(0);

    // On again: the count of unread notices comes back.
    await showUnreads.click();
    await form.getByTestId("notification-settings-save").click();
    await expect.poll(() => page.getByTestId("bell-count").textContent()).toBe("2");
    expect(page.errors).toEqual([]);
  });
});
