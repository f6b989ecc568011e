import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASE_URL,
  DEMO,
  launchBrowser,
  newContext,
  newPage,
  PHONE,
  screenshot,
  signInCoach,
  toasts,
  uniqueSuffix,
  waitForPath,
} from "./support";

/** The team screen (issue 12): the demo admin runs the team; a plain trainer only sees it. */

const WIDE = { width: 1280, height: 860 };
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openTeam(account: { email: string; password: string }, viewport = WIDE, locale?: "en") {
  const context = await newContext(browser, viewport);
  const page = await newPage(context);
  if (locale) {
    await page.goto(`${BASE_URL}/login`);
    await page.evaluate(() => localStorage.setItem("coach:locale", "en"));
  }
  await page.goto(`${BASE_URL}/login?to=${encodeURIComponent("/team")}`);
  await signInCoach(page, account.email, account.password);
  await waitForPath(page, "/team");
  await page.getByTestId("team-page").waitFor();
  return { page, close: () => context.close() };
}

const row = (page: Page, name: string) => page.getByTestId("team-row").filter({ hasText: name });

async function rowAction(page: Page, name: string, action: string) {
  await row(page, name).getByTestId("member-actions").click();
  await page.getByTestId(action).click();
}

async function pick(page: Page, trigger: string, option: string) {
  await page.getByTestId(trigger).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe("/team as the organization's admin", () => {
  it("adds, edits, moves a client, deletes with a new trainer for its clients, disables and enables", async () => {
    const { page, close } = await openTeam(DEMO.admin);
    expect(await page.getByTestId("team-admin-actions").isVisible()).toBe(true);
    await screenshot(page, "team-admin-1280-zh");

    // Add a trainer: the temporary password shows once.
    const suffix = uniqueSuffix();
    const name = `新教练${suffix}`;
    await page.getByTestId("open-add-trainer").click();
    const form = page.getByTestId("add-trainer-form");
    await form.locator('input[name="name"]').fill(name);
    await form.locator('input[name="email"]').fill(`team-${suffix}@demo.coach`);
    await page.getByTestId("add-trainer-submit").click();
    const password = page.getByTestId("temporary-password");
    await password.waitFor();
    expect(await password.inputValue()).toMatch(/^[A-Za-z2-9]{14}$/);
    await screenshot(page, "team-add-password-1280-zh");
    await page.getByTestId("temporary-password-done").click();
    await row(page, name).waitFor();

    // Edit: name and client limit.
    const renamed = `${name}改`;
    await rowAction(page, name, "member-edit");
    const edit = page.getByTestId("edit-trainer-form");
    await edit.locator('input[name="name"]').fill(renamed);
    await edit.locator('input[name="max_clients"]').fill("20");
    await page.getByTestId("edit-trainer-submit").click();
    await row(page, renamed).waitFor();
    await expect.poll(() => row(page, renamed).getByTestId("member-load").textContent()).toBe("0 / 20");

    // Move one of 李教练's clients to the new trainer.
    await rowAction(page, "李教练", "member-transfer");
    await page.getByTestId("transfer-client").first().waitFor();
    await page.getByTestId("transfer-client").first().getByRole("checkbox").click();
    await pick(page, "transfer-to", renamed);
    await page.getByTestId("transfer-confirm").click();
    await expect.poll(() => row(page, renamed).getByTestId("member-load").textContent()).toBe("1 / 20");

    // Delete the new trainer: its client goes to 王教练.
    await rowAction(page, renamed, "member-delete");
    await page.getByTestId("delete-transfer-to").waitFor();
    await screenshot(page, "team-delete-1280-zh");
    await pick(page, "delete-transfer-to", "王教练");
    await page.getByTestId("delete-trainer-confirm").click();
    // Toasts are waited for while they show (they leave after a few seconds), not read afterwards.
    await toasts(page).filter({ hasText: "教练删除成功" }).first().waitFor();
    await page.getByTestId("delete-trainer-dialog").waitFor({ state: "hidden" });
    await expect.poll(() => row(page, renamed).count()).toBe(0);

    // Disable and enable 王教练's sign-in.
    await rowAction(page, "王教练", "member-toggle-disabled");
    await row(page, "王教练").getByTestId("member-disabled").waitFor();
    await screenshot(page, "team-disabled-1280-zh");
    await rowAction(page, "王教练", "member-toggle-disabled");
    await expect.poll(() => row(page, "王教练").getByTestId("member-disabled").count()).toBe(0);
    // Organization settings: homepage and logo.
    await page.getByTestId("open-org-settings").click();
    const org = page.getByTestId("org-form");
    await org.locator('input[name="homepage_url"]').fill("https://vitality.example.com");
    await org.locator('input[name="logo_url"]').fill("https://vitality.example.com/logo.png");
    await page.getByTestId("org-submit").click();
    await toasts(page).filter({ hasText: "组织信息修改成功" }).first().waitFor();
    await page.getByTestId("org-dialog").waitFor({ state: "hidden" });
    await page.getByTestId("open-org-settings").click();
    expect(await page.getByTestId("org-form").locator('input[name="logo_url"]').inputValue()).toBe(
      "https://vitality.example.com/logo.png",
    );
    // The daily workout email's hour (issue 29): saved, shown again, then put back for other tests.
    const hour = page.getByTestId("org-form").getByRole("combobox", { name: "每日训练提醒的发送时间" });
    const before = (await hour.textContent())?.trim() ?? "";
    const other = before === "07:00" ? "08:00" : "07:00";
    const setHour = async (label: string) => {
      await hour.click();
      await page.getByRole("option", { name: label, exact: true }).click();
      await page.getByTestId("org-submit").click();
      await page.getByTestId("org-dialog").waitFor({ state: "hidden" });
      await page.getByTestId("open-org-settings").click();
    };
    await setHour(other);
    await expect.poll(async () => (await hour.textContent())?.trim()).toBe(other);
    await setHour(before);
    await expect.poll(async () => (await hour.textContent())?.trim()).toBe(before);
    expect(page.errors).toEqual([]);
    await close();
  });

  it("shows the team on a phone and in English", async () => {
    const phone = await openTeam(DEMO.admin, PHONE);
    await phone.page.getByTestId("team-card").first().waitFor();
    await screenshot(phone.page, "team-admin-390-zh", { fullPage: true });
    await phone.close();
    const en = await openTeam(DEMO.admin, WIDE, "en");
    await en.page.getByText("Add coach").waitFor();
    await screenshot(en.page, "team-admin-1280-en");
    await en.page.getByTestId("open-org-settings").click();
    await en.page.getByTestId("org-form").waitFor();
    await screenshot(en.page, "team-org-settings-1280-en");
    await en.close();
    const enPhone = await openTeam(DEMO.admin, PHONE, "en");
    await enPhone.page.getByTestId("team-card").first().waitFor();
    await screenshot(enPhone.page, "team-admin-390-en", { fullPage: true });
    await enPhone.close();
  });
});

describe("/team as a plain trainer", () => {
  it("sees the team without any admin control", async () => {
    const { page, close } = await openTeam(DEMO.trainer);
    await page.getByTestId("team-row").first().waitFor();
    expect(await page.getByTestId("team-row").count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId("team-admin-actions").count()).toBe(0);
    expect(await page.getByTestId("member-actions").count()).toBe(0);
    await screenshot(page, "team-trainer-1280-zh");
    await close();
  });
});

describe("owner transfer (李教练 accepts, then hands it back so other files see the demo as seeded)", () => {
  it("the owner names 李教练, who accepts on /team and gets the admin controls", async () => {
    const owner = await openTeam(DEMO.admin);
    await owner.page.getByTestId("open-org-settings").click();
    await pick(owner.page, "owner-target", "李教练");
    await owner.page.getByTestId("owner-transfer-start").click();
    await owner.page.getByText("等待 李教练 接受。").waitFor();
    await screenshot(owner.page, "team-owner-transfer-1280-zh");
    await owner.close();

    const next = await openTeam(DEMO.trainer);
    await next.page.getByTestId("owner-banner").waitFor();
    expect(await next.page.getByTestId("team-admin-actions").count()).toBe(0);
    await screenshot(next.page, "team-owner-banner-1280-zh");
    await next.page.getByTestId("accept-ownership").click();
    await next.page.getByTestId("team-admin-actions").waitFor();
    await expect
      .poll(() => row(next.page, "李教练").getByTestId("member-role").textContent())
      .toContain("所有者");
    await next.close();

    // Hand the ownership back over REST: other test files expect 李教练 to be a plain trainer.
    const api = await newContext(browser, WIDE);
    const request = api.request;
    const login = async (account: { email: string; password: string }) =>
      (await (await request.post(`${BASE_URL}/api/oauth/token`, { data: account })).json()) as {
        token: string;
        trainer_id: number;
        user_id: number;
      };
    const li = await login(DEMO.trainer);
    const lead = await login(DEMO.admin);
    const me = (await (
      await request.get(`${BASE_URL}/api/trainers/${li.trainer_id}`, {
        headers: { Authorization: `Bearer ${li.token}` },
      })
    ).json()) as { trainer: { organization_id: number } };
    const orgId = me.trainer.organization_id;
    const started = await request.put(`${BASE_URL}/api/organizations/${orgId}`, {
      headers: { Authorization: `Bearer ${li.token}` },
      // Owners are people (users.id), as in organizations.owner_id.
      data: { organization: { pending_owner_id: lead.user_id } },
    });
    expect(started.status(), await started.text()).toBe(200);
    const accepted = await request.post(`${BASE_URL}/api/organizations/${orgId}/accept_ownership`, {
      headers: { Authorization: `Bearer ${lead.token}` },
      data: {},
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await api.close();
  });
});
