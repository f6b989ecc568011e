import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  BASE_URL,
  DEMO,
  pagesPerTest,
  SUPER_ADMIN,
  screenshot,
  signInAdmin,
  signInCoach,
  storedSession,
  toasts,
  uniqueSuffix,
  waitForPath,
} from "./support";

const openPage = pagesPerTest();
const DEMO_ORGANIZATION = "活力健身工作室";

/** A REST call with the signed-in super admin's token (setup the screens do not offer). */
async function apiAs<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const token = (await storedSession(page))?.token;
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const res = await fetch(`/api${path}`, {
        method,
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, path, body, token },
  ) as Promise<T>;
}

async function signInSuper(page: Page) {
  await page.goto(`${BASE_URL}/admin/organizations`);
  await waitForPath(page, "/admin/login");
  await signInAdmin(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await waitForPath(page, "/admin/organizations");
  await page.getByTestId("admin-organizations-page").waitFor();
}

async function search(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).fill(text);
  await page.waitForURL((url) => url.searchParams.get("q") === text);
}

async function openRowMenu(row: ReturnType<Page["getByTestId"]>, prefix: string) {
  const page = row.page();
  // A menu still closing would swallow the click.
  await page.getByRole("menu").waitFor({ state: "detached" });
  await row.locator(`[data-testid^="${prefix}-menu-"]`).click();
  await page.getByRole("menu").waitFor();
}

describe("super-admin area", () => {
  it("creates, edits, searches and deletes organizations; moves and disables a trainer; lists clients", async () => {
    const page = await openPage();
    await signInSuper(page);
    const suffix = uniqueSuffix();
    const name = `E2E 工作室 ${suffix}`;
    const ownerEmail = `owner-${suffix}@e2e.test`;

    // Create with a new owner: the temporary password is shown once.
    await page.getByTestId("organization-create").click();
    const create = page.getByTestId("create-organization-dialog");
    await create.getByTestId("organization-name").fill(name);
    await create.getByTestId("owner-name").fill("E2E 所有者");
    await create.getByTestId("owner-email").fill(ownerEmail);
    await screenshot(page, "admin-organization-create");
    await create.getByTestId("organization-submit").click();
    const password = page.getByTestId("temporary-password");
    await password.waitFor();
    expect((await password.inputValue()).length).toBeGreaterThanOrEqual(12);
    await screenshot(page, "admin-organization-created");
    await page.getByTestId("created-done").click();

    // Search: the new organization with its owner and one trainer (the owner).
    await search(page, "organizations-search", name);
    const row = page.getByTestId("organization-row").filter({ hasText: name });
    await row.waitFor();
    // The previous page stays on screen until the search answers.
    await expect.poll(() => page.getByTestId("organization-row").count()).toBe(1);
    expect(await row.textContent()).toContain(ownerEmail);
    await screenshot(page, "admin-organizations-search");

    // Edit its name.
    const renamed = `${name} 改`;
    await openRowMenu(row, "organization");
    await page.getByTestId("organization-edit").click();
    const edit = page.getByTestId("edit-organization-dialog");
    await edit.locator('input[name="name"]').fill(renamed);
    // The demo studio's subdomain is taken: the refusal lands under the field, the dialog stays.
    await edit.locator('input[name="subdomain"]').fill("vitality");
    await edit.getByTestId("org-submit").click();
    await edit.getByText("子域名已被使用").waitFor();
    expect(await edit.locator('input[name="subdomain"]').getAttribute("aria-invalid")).toBe("true");
    await edit.locator('input[name="subdomain"]').fill("");
    await screenshot(page, "admin-organization-edit");
    await edit.getByTestId("org-submit").click();
    await toasts(page).getByText("组织信息修改成功").waitFor();
    await page.getByTestId("organization-row").filter({ hasText: renamed }).waitFor();

    // A second organization and a trainer in the first, made through the API.
    const other = await apiAs<{ organization: { id: number; name: string } }>(
      page,
      "POST",
      "/admin/organizations",
      {
        name: `E2E 目标 ${suffix}`,
        owner: { kind: "new", name: "目标所有者", email: `target-${suffix}@e2e.test` },
      },
    );
    const list = await apiAs<{ organizations: { id: number }[] }>(
      page,
      "GET",
      `/admin/organizations?q=${encodeURIComponent(renamed)}`,
    );
    const firstId = list.organizations[0]!.id;
    const trainerName = `E2E 教练 ${suffix}`;
    await apiAs(page, "POST", "/trainers", {
      trainer: {
        organization_id: firstId,
        user: { name: trainerName, email: `coach-${suffix}@e2e.test`, password: "Coach-e2e-123" },
      },
    });

    // Trainers: listed, disabled, moved to the other organization.
    await page.goto(`${BASE_URL}/admin/trainers`);
    await page.getByTestId("admin-trainers-page").waitFor();
    await search(page, "trainers-search", trainerName);
    const trainerRow = page.getByTestId("trainer-row").filter({ hasText: trainerName });
    await trainerRow.waitFor();
    expect(await trainerRow.textContent()).toContain(renamed);
    await openRowMenu(trainerRow, "trainer");
    await page.getByTestId("trainer-toggle").click();
    await trainerRow.getByTestId("trainer-disabled").waitFor();
    await screenshot(page, "admin-trainers");

    // The team's edit dialog, shared: raise the client limit.
    await openRowMenu(trainerRow, "trainer");
    await page.getByTestId("trainer-edit").click();
    const trainerForm = page.getByTestId("edit-trainer-form");
    await trainerForm.locator('input[name="max_clients"]').fill("42");
    await screenshot(page, "admin-trainer-edit");
    await page.getByTestId("edit-trainer-submit").click();
    await toasts(page).getByText("教练更新成功").waitFor();
    await trainerForm.waitFor({ state: "detached" });

    await openRowMenu(trainerRow, "trainer");
    await page.getByTestId("trainer-move").click();
    const move = page.getByTestId("move-trainer-dialog");
    // The target is searched on the server: typing part of its name finds it among thousands.
    await move.getByTestId("move-organization").click();
    await page.getByTestId("move-organization-search").fill(`目标 ${suffix}`);
    await expect.poll(() => page.getByRole("option").count()).toBe(1);
    await screenshot(page, "admin-trainer-move-picker");
    await page.getByRole("option", { name: other.organization.name }).click();
    await expect
      .poll(() => move.getByTestId("move-organization").textContent())
      .toBe(other.organization.name);
    await screenshot(page, "admin-trainer-move");
    await move.getByTestId("move-confirm").click();
    await toasts(page).getByText("教练已移至新组织").waitFor();
    await page.getByTestId("trainer-row").filter({ hasText: other.organization.name }).waitFor();

    // Enable sign-in again, then delete the coach profile.
    await openRowMenu(trainerRow, "trainer");
    await page.getByTestId("trainer-toggle").click();
    await trainerRow.getByTestId("trainer-disabled").waitFor({ state: "detached" });
    await openRowMenu(trainerRow, "trainer");
    await page.getByTestId("trainer-delete").click();
    await page.getByTestId("delete-trainer-confirm").click();
    await toasts(page).getByText("教练删除成功").waitFor();
    await trainerRow.waitFor({ state: "detached" });

    // Clients of one organization (the demo studio's).
    await page.goto(`${BASE_URL}/admin/clinets`);
    await page.getByTestId("admin-clients-page").waitFor();
    // From the keyboard: ↓ opens the picker, typing searches, Enter picks the active match.
    const organizationFilter = page.getByTestId("clients-organization-filter");
    await organizationFilter.focus();
    await page.keyboard.press("ArrowDown");
    await page.getByTestId("clients-organization-filter-search").waitFor();
    await page.keyboard.insertText("活力");
    await page.getByRole("option", { name: DEMO_ORGANIZATION, selected: true }).waitFor();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.has("org"));
    await expect.poll(() => organizationFilter.textContent()).toBe(DEMO_ORGANIZATION);
    // After a reload the chosen organization, known only by its id, still shows its name.
    await page.reload();
    await expect.poll(() => organizationFilter.textContent()).toBe(DEMO_ORGANIZATION);
    await page.getByTestId("clients-trainer-filter").waitFor();
    await page.getByTestId("admin-client-row").first().waitFor();
    const orgCells = await page.getByTestId("admin-client-row").allTextContents();
    expect(orgCells.length).toBeGreaterThan(0);
    expect(orgCells.every((text) => text.includes(DEMO_ORGANIZATION))).toBe(true);
    await screenshot(page, "admin-clients");

    // Transfer a client to another trainer of its organization, and back.
    const clientRow = page.getByTestId("admin-client-row").first();
    const before = (await clientRow.textContent()) ?? "";
    const transferTo = async (pick: (names: string[]) => string) => {
      await clientRow.getByTestId("client-transfer").click();
      const dialog = page.getByTestId("transfer-client-dialog");
      await dialog.getByTestId("transfer-to").click();
      await page.getByRole("option").first().waitFor();
      // The names, without the contact line under each.
      const names = await page.getByRole("option").locator("[id$='-label']").allTextContents();
      const target = pick(names);
      await page.getByRole("option", { name: target }).click();
      await dialog.getByTestId("transfer-confirm").click();
      await toasts(page).getByText("学员转移成功").first().waitFor();
      await dialog.waitFor({ state: "detached" });
      return target;
    };
    const moved = await transferTo((names) => names[0]!);
    await expect.poll(() => clientRow.textContent()).toContain(moved);
    await transferTo((names) => names.find((n) => before.includes(n))!);
    await expect.poll(() => clientRow.textContent()).toBe(before);

    // The client's calendar opens from the list, read only (admin-readonly-calendar.test.ts).
    await clientRow.getByTestId("client-calendar-link").click();
    await page.waitForURL((url) => url.pathname.startsWith("/admin/clinets/"));
    await page.getByTestId("read-only-calendar").waitFor();
    await screenshot(page, "admin-client-calendar");

    // Delete the other organization: the confirmation names what goes with it.
    await page.goto(`${BASE_URL}/admin/organizations?q=${encodeURIComponent(other.organization.name)}`);
    const otherRow = page.getByTestId("organization-row").filter({ hasText: other.organization.name });
    await otherRow.waitFor();
    await openRowMenu(otherRow, "organization");
    await page.getByTestId("organization-delete").click();
    const del = page.getByTestId("delete-organization-dialog");
    await del.getByTestId("delete-preview").waitFor();
    expect(await del.getByTestId("delete-preview").textContent()).toContain("1 位教练");
    expect(await del.getByTestId("delete-confirm").isDisabled()).toBe(true);
    await del.getByTestId("delete-confirm-input").fill(other.organization.name);
    await screenshot(page, "admin-organization-delete");
    await del.getByTestId("delete-confirm").click();
    await toasts(page).getByText("组织删除成功").waitFor();
    await page.getByTestId("admin-no-match").waitFor();
    expect(page.errors).toEqual([]);
  });

  it("shows the screens on a phone and in English", async () => {
    const page = await openPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInSuper(page);
    await page.getByTestId("organizations-cards").waitFor();
    await screenshot(page, "admin-organizations-phone");
    await page.goto(`${BASE_URL}/admin/trainers`);
    await page.getByTestId("trainers-cards").waitFor();
    await screenshot(page, "admin-trainers-phone");
    await page.getByTestId("trainers-organization-filter").click();
    await page.getByRole("option").nth(1).waitFor();
    await screenshot(page, "admin-organization-picker-phone");
    await page.keyboard.press("Escape");
    await page.goto(`${BASE_URL}/admin/clinets`);
    await page.getByTestId("admin-clients-cards").waitFor();
    await screenshot(page, "admin-clients-phone");
    await page.evaluate(() => localStorage.setItem("coach:locale", "en"));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${BASE_URL}/admin/trainers`);
    await page.getByTestId("trainers-table").waitFor();
    await screenshot(page, "admin-trainers-en");
    // The move dialog of a trainer with clients asks for their fate.
    const withClients = page.getByTestId("trainer-row").filter({ hasText: "coach.wang@demo.coach" });
    await openRowMenu(withClients, "trainer");
    await page.getByTestId("trainer-move").click();
    await page.getByTestId("fate-reassign").click();
    await page.getByTestId("fate-receiver").click();
    await page.getByRole("option").first().waitFor();
    await screenshot(page, "admin-trainer-move-fate-en");
    // Escape closes the picker only; a second one the dialog.
    await page.keyboard.press("Escape");
    await page.getByRole("listbox").waitFor({ state: "detached" });
    expect(await page.getByTestId("move-trainer-dialog").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await page.goto(`${BASE_URL}/admin/clinets`);
    await page.getByTestId("admin-clients-table").waitFor();
    await screenshot(page, "admin-clients-en");
    await page.goto(`${BASE_URL}/admin/organizations`);
    await page.getByTestId("organizations-table").waitFor();
    await screenshot(page, "admin-organizations-en");
    expect(page.errors).toEqual([]);
  });

  it("words a failed trainer deletion as 教练删除失败：… once, in the dialog and a notification", async () => {
    const page = await openPage();
    await signInSuper(page);
    const suffix = uniqueSuffix();
    const trainerName = `E2E 删除失败 ${suffix}`;
    const demo = await apiAs<{ organizations: { id: number }[] }>(
      page,
      "GET",
      `/admin/organizations?q=${encodeURIComponent(DEMO_ORGANIZATION)}`,
    );
    const created = await apiAs<{ trainer: { id: number } }>(page, "POST", "/trainers", {
      trainer: {
        organization_id: demo.organizations[0]!.id,
        user: { name: trainerName, email: `gone-${suffix}@e2e.test`, password: "Coach-e2e-123" },
      },
    });
    await page.goto(`${BASE_URL}/admin/trainers`);
    await search(page, "trainers-search", trainerName);
    const trainerRow = page.getByTestId("trainer-row").filter({ hasText: trainerName });
    await openRowMenu(trainerRow, "trainer");
    await page.getByTestId("trainer-delete").click();
    const dialog = page.getByTestId("delete-trainer-dialog");
    await dialog.waitFor();
    // Someone else deletes it first: the server's 未找到 carries no prefix, the dialog adds it.
    await apiAs(page, "DELETE", `/trainers/${created.trainer.id}`);
    await dialog.getByTestId("delete-trainer-confirm").click();
    await toasts(page).getByText("教练删除失败：未找到").waitFor();
    expect(await dialog.getByTestId("delete-trainer-error").textContent()).toBe("教练删除失败：未找到");
  });

  it("keeps a demo coach out of /admin", async () => {
    const page = await openPage();
    await page.goto(`${BASE_URL}/clients`);
    await waitForPath(page, "/login");
    await signInCoach(page, DEMO.trainer.email, DEMO.trainer.password);
    await waitForPath(page, "/clients");
    await page.goto(`${BASE_URL}/admin/organizations`);
    await waitForPath(page, "/admin/login");
    expect(await page.getByTestId("admin-organizations-page").count()).toBe(0);
  });
});
