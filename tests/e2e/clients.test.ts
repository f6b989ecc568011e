import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  BASE_URL,
  DEMO,
  PHONE,
  pagesPerTest,
  screenshot,
  signInCoach,
  toasts,
  uniqueSuffix,
  waitForPath,
} from "./support";

const openPage = pagesPerTest();

/** The demo seed's client names (worker/services/demo-seed.ts CLIENT_NAMES). */
const DEMO_CLIENTS = [
  "张伟",
  "王芳",
  "李娜",
  "刘洋",
  "陈静",
  "杨磊",
  "赵敏",
  "黄丽",
  "周杰",
  "吴婷",
  "徐明",
  "孙悦",
];

async function openClients(page: Page, account: { email: string; password: string }, search = "") {
  await page.goto(`${BASE_URL}/login?to=${encodeURIComponent(`/clients${search}`)}`);
  await signInCoach(page, account.email, account.password);
  await waitForPath(page, "/clients");
  await page.getByTestId("clients-page").waitFor();
}

async function names(page: Page): Promise<string[]> {
  return (await page.getByTestId("client-name").allTextContents()).map((s) => s.trim());
}

/** Waits until the list shows what `check` wants (the list keeps the old page while the next loads). */
async function waitForNames(page: Page, check: (names: string[]) => boolean) {
  await expect.poll(async () => check(await names(page))).toBe(true);
}

function param(page: Page, key: string): string | null {
  return new URL(page.url()).searchParams.get(key);
}

async function pick(page: Page, trigger: string, option: string) {
  await page.getByTestId(trigger).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The 7-day rates shown, in order ("—" as null). */
async function rates7(page: Page): Promise<Array<number | null>> {
  return (await page.getByTestId("compliance-7").allTextContents()).map((s) => {
    const m = s.match(/(\d+)%/);
    return m ? Number(m[1]) : null;
  });
}

describe("client list", () => {
  it("lists the demo clients for an admin; search, state filter and sort live in the URL", async () => {
    const page = await openPage();
    await openClients(page, DEMO.admin);
    await waitForNames(page, (n) => n.length >= DEMO_CLIENTS.length - 1);
    const shown = await names(page);
    expect(DEMO_CLIENTS.filter((n) => shown.includes(n)).length).toBeGreaterThanOrEqual(10);
    // Names sorted by default (name_ASC), links to the client's workouts.
    const href = await page.getByTestId("client-name").first().getAttribute("href");
    expect(href).toMatch(/^\/clients\/[^/]+\/workouts\/?$/);
    // Admins see every trainer's clients: more than one trainer in the column.
    const trainers = new Set(
      (await page.getByTestId("client-trainer").allTextContents()).map((s) => s.trim()),
    );
    expect(trainers.size).toBeGreaterThan(1);
    expect(await page.getByTestId("compliance-7").first().textContent()).toMatch(/\d+%|—/);
    await screenshot(page, "clients-desktop");

    // Server-side search, debounced, kept in the URL (reload keeps it).
    await page.getByTestId("clients-search").fill("张伟");
    await waitForNames(page, (n) => n.length === 1 && n[0] === "张伟");
    expect(param(page, "q")).toBe("张伟");
    await page.reload();
    await page.getByTestId("clients-page").waitFor();
    await waitForNames(page, (n) => n.length === 1 && n[0] === "张伟");
    expect(await page.getByTestId("clients-search").inputValue()).toBe("张伟");

    // No match → the empty state offers to clear the filters.
    await page.getByTestId("clients-search").fill("没有这个人zzz");
    await page.getByTestId("clients-no-match").waitFor();
    await page.getByTestId("clear-filters").click();
    await waitForNames(page, (n) => n.length >= 10);
    expect(param(page, "q")).toBeNull();

    // State filter.
    await pick(page, "state-filter", "在训");
    await expect.poll(() => param(page, "state")).toBe("active");
    await waitForNames(page, (n) => n.length > 0);
    const states = new Set((await page.getByTestId("client-state").allTextContents()).map((s) => s.trim()));
    expect([...states]).toEqual(["在训"]);
    await pick(page, "state-filter", "全部状态");
    await expect.poll(() => param(page, "state")).toBeNull();

    // Sort by 7-day compliance: ascending, then descending on a second click; back restores it.
    await page.getByTestId("sort-compliance-7").click();
    await expect.poll(() => param(page, "order")).toBe("compliance_7_ASC");
    await expect
      .poll(async () => {
        const r = (await rates7(page)).filter((v): v is number => v !== null);
        return r.length > 1 && r.every((v, i) => i === 0 || (r[i - 1] ?? 0) <= v);
      })
      .toBe(true);
    await page.getByTestId("sort-compliance-7").click();
    await expect.poll(() => param(page, "order")).toBe("compliance_7_DESC");
    await expect
      .poll(async () => {
        const r = (await rates7(page)).filter((v): v is number => v !== null);
        return r.length > 1 && r.every((v, i) => i === 0 || (r[i - 1] ?? 0) >= v);
      })
      .toBe(true);
    await page.goBack();
    await expect.poll(() => param(page, "order")).toBe("compliance_7_ASC");
    expect(page.errors).toEqual([]);
  });

  it("pages on the server (per_page from the URL), with back and forward", async () => {
    const page = await openPage();
    await openClients(page, DEMO.admin, "?per_page=5");
    await waitForNames(page, (n) => n.length === 5);
    const first = await names(page);
    expect(await page.getByTestId("pager-page").textContent()).toMatch(/^1 \/ [3-9]/);
    await page.getByTestId("pager-next").click();
    await expect.poll(() => param(page, "page")).toBe("2");
    await waitForNames(page, (n) => n.length === 5 && !n.includes(first[0] ?? ""));
    expect(await page.getByTestId("pager-range").textContent()).toContain("6–10");
    await page.goBack();
    await expect.poll(() => param(page, "page")).toBeNull();
    await waitForNames(page, (n) => n[0] === first[0]);
    expect(page.errors).toEqual([]);
  });

  it("adds a client, edits it, transfers it, archives it and deletes it after typing its name", async () => {
    const page = await openPage();
    await openClients(page, DEMO.admin);
    const suffix = uniqueSuffix();
    const name = `测试学员 ${suffix}`;

    await page.getByTestId("add-client").first().click();
    const add = page.getByTestId("add-client-form");
    await add.waitFor();
    // Email or phone is required.
    await add.locator('input[name="name"]').fill(name);
    await page.getByTestId("add-client-submit").click();
    await page.getByText("请填写邮箱或手机号").waitFor();
    await add.locator('input[name="email"]').fill(`client-${suffix}@example.com`);
    await screenshot(page, "clients-add-dialog");
    await page.getByTestId("add-client-submit").click();
    await toasts(page).filter({ hasText: "学员添加成功" }).waitFor();
    await add.waitFor({ state: "detached" });

    await page.getByTestId("clients-search").fill(suffix);
    await waitForNames(page, (n) => n.length === 1 && n[0] === name);

    // Edit: profile, goals, a setting.
    await page.getByTestId("edit-client").click();
    const edit = page.getByTestId("edit-client-form");
    await edit.waitFor();
    await edit.locator('textarea[name="goals"]').fill("三个月减脂 5 公斤");
    await edit.locator('input[name="workoutsThreshold"]').fill("999");
    await page.getByTestId("edit-client-save").click();
    await page.getByText("请输入 0 到 365 之间的整数").waitFor();
    await edit.locator('input[name="workoutsThreshold"]').fill("3");
    await edit.locator('input[name="name"]').fill(`${name} 改`);
    // Units (the client's user), loaded from clients.get and saved with the same update.
    const units = edit.getByRole("combobox", { name: "单位制" });
    await expect.poll(async () => (await units.textContent())?.trim()).toBe("公制（厘米、千克）");
    await units.click();
    await page.getByRole("option", { name: "英制（英寸、磅）", exact: true }).click();
    await screenshot(page, "clients-edit-sheet");
    await page.getByTestId("edit-client-save").click();
    await toasts(page).filter({ hasText: "学员修改成功" }).waitFor();
    await waitForNames(page, (n) => n[0] === `${name} 改`);
    await page.getByTestId("edit-client").click();
    expect(await edit.locator('textarea[name="goals"]').inputValue()).toBe("三个月减脂 5 公斤");
    expect(await edit.locator('input[name="workoutsThreshold"]').inputValue()).toBe("3");
    await expect.poll(async () => (await units.textContent())?.trim()).toBe("英制（英寸、磅）");
    // The save above touched no email switch: the client still follows the organization's defaults.
    await edit.getByTestId("emails-inherited").waitFor();
    // Changing one makes them the client's own, until "恢复机构默认" hands them back.
    await edit.getByRole("switch", { name: "每周总结邮件" }).click();
    await edit.getByTestId("emails-restore").waitFor();
    await expect
      .poll(() => edit.getByRole("switch", { name: "每周总结邮件" }).getAttribute("aria-checked"))
      .toBe("false");
    await page.getByTestId("edit-client-save").click();
    await edit.waitFor({ state: "detached" });
    await page.getByTestId("edit-client").click();
    await expect
      .poll(() => edit.getByRole("switch", { name: "每周总结邮件" }).getAttribute("aria-checked"))
      .toBe("false");
    await edit.getByTestId("emails-restore").click();
    await edit.getByTestId("emails-inherited").waitFor();
    await page.getByTestId("edit-client-save").click();
    await edit.waitFor({ state: "detached" });
    await page.getByTestId("edit-client").click();
    await edit.getByTestId("emails-inherited").waitFor();
    await expect
      .poll(() => edit.getByRole("switch", { name: "每周总结邮件" }).getAttribute("aria-checked"))
      .toBe("true");
    await page.keyboard.press("Escape");
    await edit.waitFor({ state: "detached" });

    // Transfer (bulk) to another trainer.
    await page.getByTestId("select-client").click();
    await page.getByTestId("bulk-count").waitFor();
    await pick(page, "transfer-target", "王教练");
    await page.getByTestId("bulk-transfer").click();
    await expect
      .poll(async () => (await page.getByTestId("client-trainer").textContent())?.trim())
      .toBe("王教练");
    await page.getByTestId("bulk-bar").waitFor({ state: "detached" });

    // Archive (bulk), then find it among the archived clients.
    await page.getByTestId("select-client").click();
    await page.getByTestId("bulk-archive").click();
    await toasts(page).filter({ hasText: "成功" }).last().waitFor();
    await page.getByTestId("clients-no-match").waitFor();
    await pick(page, "state-filter", "已归档");
    await waitForNames(page, (n) => n[0] === `${name} 改`);

    // Delete: only after typing the name.
    await page.getByTestId("delete-client").click();
    const confirm = page.getByTestId("delete-confirm");
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByTestId("delete-confirm-input").fill("别的名字");
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByTestId("delete-confirm-input").fill(`${name} 改`);
    await screenshot(page, "clients-delete-dialog");
    await confirm.click();
    await toasts(page).filter({ hasText: "学员删除成功" }).waitFor();
    await page.getByTestId("clients-no-match").waitFor();
    expect(page.errors).toEqual([]);
  });

  it("shows a trainer their own clients, with a switch to the whole organization", async () => {
    const page = await openPage();
    await openClients(page, DEMO.trainer);
    await waitForNames(page, (n) => n.length > 0);
    const own = new Set((await page.getByTestId("client-trainer").allTextContents()).map((s) => s.trim()));
    expect([...own]).toEqual(["李教练"]);
    const ownCount = (await names(page)).length;
    await page.getByTestId("scope-switch").click();
    await expect.poll(() => param(page, "all")).toBe("true");
    await waitForNames(page, (n) => n.length > ownCount);

    // Dark theme.
    await page.evaluate(() => localStorage.setItem("coach:theme", "dark"));
    await page.reload();
    await page.getByTestId("clients-page").waitFor();
    await waitForNames(page, (n) => n.length > 0);
    await screenshot(page, "clients-dark");
    expect(page.errors).toEqual([]);
  });

  it("filters the clients that need attention and explains why", async () => {
    const page = await openPage();
    await openClients(page, DEMO.admin);
    await waitForNames(page, (n) => n.length > 0);
    // Needs attention: only clients with reasons, each reason a badge explained in a tooltip.
    await page.getByTestId("attention-filter").click();
    await expect.poll(() => param(page, "attention")).toBe("true");
    await expect
      .poll(async () => {
        const rowCount = await page.getByTestId("client-row").count();
        const flagged = await page
          .getByTestId("client-row")
          .filter({ has: page.getByTestId("attention-reason") })
          .count();
        return rowCount > 0 && flagged === rowCount;
      })
      .toBe(true);
    await page.getByTestId("attention-reason").first().hover();
    await page.getByRole("tooltip").first().waitFor();

    await screenshot(page, "clients-attention");
    expect(page.errors).toEqual([]);
  });

  it("works in English", async () => {
    const page = await openPage();
    // Chosen on the sign-in page, as a person would (a value written into storage could be
    // overwritten by the page's own boot on a busy machine).
    await page.goto(`${BASE_URL}/login?to=${encodeURIComponent("/clients")}`);
    await page.getByTestId("locale-en").click();
    await page.getByText("Sign in").first().waitFor();
    await signInCoach(page, DEMO.admin.email, DEMO.admin.password);
    await waitForPath(page, "/clients");
    await page.getByTestId("clients-page").waitFor();
    await waitForNames(page, (n) => n.length > 0);
    await page.getByText("Add client").first().waitFor();
    await page.getByRole("button", { name: "7 days" }).waitFor();
    expect(await page.getByTestId("pager-range").textContent()).toMatch(/\d+–\d+ of \d+/);
    await screenshot(page, "clients-en");
    expect(page.errors).toEqual([]);
  });

  it("shows cards instead of the table at phone width, without horizontal scroll", async () => {
    const page = await openPage();
    await page.setViewportSize(PHONE);
    await openClients(page, DEMO.admin);
    await page.getByTestId("client-cards").waitFor();
    expect(await page.getByTestId("clients-table").count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "clients-phone");
    // No headers to click on a phone: sorting is a select.
    await pick(page, "phone-sort", "7 天完成率从低到高");
    await expect.poll(() => param(page, "order")).toBe("compliance_7_ASC");
    await screenshot(page, "clients-phone-full", { fullPage: true });
    expect(page.errors).toEqual([]);
  });
});
