import { describe, expect, it } from "vitest";
import {
  BASE_URL,
  DEMO,
  pagesPerTest,
  screenshot,
  signInCoach,
  storedSession,
  toasts,
  waitForPath,
} from "./support";

const openPage = pagesPerTest();

describe("coach home", () => {
  it("shows the recent completed workouts of the trainer's clients, linking to the workout", async () => {
    const page = await openPage();
    await page.goto(`${BASE_URL}/login`);
    await signInCoach(page, DEMO.trainer.email, DEMO.trainer.password);
    await waitForPath(page, "/");
    const items = page.getByTestId("feed-item");
    await items.first().waitFor();
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(20);
    const first = items.first();
    expect((await first.getByTestId("feed-client").textContent())?.trim()).toBeTruthy();
    expect((await first.getByTestId("feed-title").textContent())?.trim()).toBeTruthy();
    expect(await first.getByTestId("feed-summary").textContent()).toMatch(/\d+\/\d+/);
    expect(await first.locator("time").getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await screenshot(page, "home");

    const href = await first.locator("a").first().getAttribute("href");
    expect(href).toMatch(/^\/clients\/[^/]+\/workouts\/\d+$/);
    await first.locator("a").first().click();
    await waitForPath(page, href!);
    // The calendar loads its client and week first; the linked workout opens in the editor.
    await page.getByTestId("workout-editor").waitFor();
    expect(await page.getByTestId("page-title").textContent()).toBe("学员训练");
    expect(await page.getByTestId("breadcrumb").textContent()).toContain("学员");
    await screenshot(page, "client-workouts");
    expect(page.errors).toEqual([]);
  });

  it("shows what clients wrote beside the feed, opening the conversation (issue 26)", async () => {
    const page = await openPage();
    await page.goto(`${BASE_URL}/login`);
    await signInCoach(page, DEMO.trainer.email, DEMO.trainer.password);
    await waitForPath(page, "/");
    // The demo gives each coach's first clients a thread whose last message is the client's.
    const message = page
      .getByTestId("client-notes")
      .locator('[data-testid="notification-item"][data-kind="message"]');
    await message.first().waitFor();
    expect((await message.first().textContent())?.trim()).toBeTruthy();
    await message.first().click();
    await page.waitForURL(/\/messages\?client=\d+$/);
    expect(page.errors).toEqual([]);
  });

  it("is open to an organization admin, whose feed spans the organization", async () => {
    const page = await openPage();
    await page.goto(`${BASE_URL}/login`);
    await signInCoach(page, DEMO.admin.email, DEMO.admin.password);
    await waitForPath(page, "/");
    expect((await storedSession(page))?.role).toBe("admin");
    await page.getByTestId("feed-item").first().waitFor();
  });
});

describe("profile", () => {
  it("edits the profile fields", async () => {
    const page = await openPage();
    await page.goto(`${BASE_URL}/login?to=%2Fprofile`);
    await signInCoach(page, DEMO.trainer.email, DEMO.trainer.password);
    await waitForPath(page, "/profile");
    const form = page.getByTestId("profile-form");
    await form.waitFor();
    await screenshot(page, "profile");

    const city = `上海 ${Date.now() % 1000}`;
    await form.locator('input[name="location"]').fill(city);
    await form.locator('input[name="height"]').fill("178");
    await form.locator('input[name="phone_number"]').fill("abc");
    await page.getByTestId("profile-save").click();
    await page.getByText("手机号格式不正确").waitFor();
    await form.locator('input[name="phone_number"]').fill("");
    await page.getByTestId("profile-save").click();
    const ok = toasts(page).filter({ hasText: "个人资料已更新" });
    await ok.waitFor();
    expect(await ok.textContent()).toContain("成功");

    await page.reload();
    await page.getByTestId("profile-form").waitFor();
    expect(await form.locator('input[name="location"]').inputValue()).toBe(city);
    expect(await form.locator('input[name="height"]').inputValue()).toBe("178");
    expect(
      (await storedSession(page)) && (await page.evaluate(() => localStorage.getItem("coach:session"))),
    ).toContain(city);
  });

  it("changes the password (密码修改成功); the new token keeps the session", async () => {
    const account = { email: "coach.wang@demo.coach", password: DEMO.trainer.password };
    const page = await openPage();
    await page.goto(`${BASE_URL}/login?to=%2Fprofile`);
    await signInCoach(page, account.email, account.password);
    await waitForPath(page, "/profile");
    const form = page.getByTestId("password-form");
    await form.waitFor();
    const before = (await storedSession(page))?.token;

    const change = async (from: string, to: string) => {
      await form.locator('input[name="current_password"]').fill(from);
      await form.locator('input[name="password"]').fill(to);
      await form.locator('input[name="confirm"]').fill(to);
      await page.getByTestId("password-save").click();
    };

    await change("not-the-password", "Changed123!");
    await toasts(page).filter({ hasText: "当前密码不正确" }).waitFor();

    await change(account.password, "Changed123!");
    const ok = toasts(page).filter({ hasText: "密码修改成功" });
    await ok.waitFor();
    expect(await ok.getAttribute("data-type")).toBe("success");
    const after = (await storedSession(page))?.token;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);

    // The session still works with the new token (older tokens were revoked).
    await page.goto(`${BASE_URL}/`);
    await page.getByTestId("feed").waitFor();

    // Put the demo password back.
    await page.goto(`${BASE_URL}/profile`);
    await form.waitFor();
    await change("Changed123!", account.password);
    await toasts(page).filter({ hasText: "密码修改成功" }).first().waitFor();
  });
});
