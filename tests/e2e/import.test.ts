import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  BASE_URL,
  DEMO,
  PHONE,
  pagesPerTest,
  screenshot,
  signInCoach,
  storedSession,
  type TestPage,
  toasts,
  uniqueSuffix,
  waitForPath,
} from "./support";

const openPage = pagesPerTest();

/**
 * Importing a client's history from TrueCoach on its calendar (issue 14 section 3): the coach picks
 * an exporter CSV, sees the preview, imports, and sees the workouts; picking the same file again
 * previews nothing new.
 */

const CSV = [
  "date,exercise_name,instructions,result,state,workout_title",
  '2025-01-06,Back Squat,"5x5, rest 2:00","100kg, 5x5",completed,Lower A',
  '2025-01-06,Walking Lunges,"3 x 12\neach leg",,completed,Lower A',
  '2025-01-07,,"Walk 30 minutes, ""easy"" pace",,pending,Rest Day',
  "2025-01-08,Bench Press,4 x 6,,missed,Upper A",
].join("\r\n");

function csvFile(): string {
  const dir = mkdtempSync(join(tmpdir(), "tc-import-"));
  const path = join(dir, "truecoach-export.csv");
  writeFileSync(path, CSV);
  return path;
}

/** A fresh client of the demo admin (its calendar starts empty), opened on its calendar. */
async function openFreshClient(page: TestPage): Promise<string> {
  await page.goto(`${BASE_URL}/login`);
  await signInCoach(page, DEMO.admin.email, DEMO.admin.password);
  await waitForPath(page, "/");
  await page.getByTestId("page-title").waitFor();
  await page.waitForLoadState("networkidle");
  const token = (await storedSession(page))?.token ?? "";
  const res = await page.request.post(`${BASE_URL}/api/clients`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { client: { user: { name: `导入学员 ${uniqueSuffix()}` } } },
  });
  expect(res.ok()).toBe(true);
  const slug = ((await res.json()) as { client: { slug: string } }).client.slug;
  await page.goto(`${BASE_URL}/clients/${slug}/workouts`);
  await page.getByTestId("client-calendar").waitFor();
  return slug;
}

async function pickFile(page: TestPage, path: string | string[]) {
  await openImport(page);
  const dialog = page.getByTestId("import-dialog");
  await dialog.waitFor();
  await page.getByTestId("import-file-input").setInputFiles(path);
  return dialog;
}

/** The import sits in the calendar toolbar's "more" menu. */
async function openImport(page: TestPage) {
  await page.getByTestId("calendar-more").click();
  await page.getByTestId("import-truecoach").click();
}

describe("import from TrueCoach", () => {
  it("previews an exporter CSV, imports it into the calendar, and adds nothing the second time", async () => {
    const page = await openPage();
    await openFreshClient(page);
    const file = csvFile();

    const dialog = await pickFile(page, file);
    await page.getByTestId("import-preview").waitFor();
    expect(await page.getByTestId("import-count-workouts").textContent()).toContain("3");
    expect(await page.getByTestId("import-count-rest-days").textContent()).toContain("1");
    expect(await page.getByTestId("import-count-items").textContent()).toContain("3");
    expect(await page.getByTestId("import-count-results").textContent()).toContain("1");
    expect(await page.getByTestId("import-count-already").textContent()).toContain("0");
    expect(await page.getByTestId("import-range").textContent()).toContain("2025");
    await screenshot(page, "import-preview");

    await page.getByTestId("import-confirm").click();
    await dialog.waitFor({ state: "hidden" });
    await expect
      .poll(() => toasts(page).allTextContents())
      .toContainEqual(expect.stringContaining("导入完成：新增 3 个训练"));
    // The calendar moved to the first imported week and shows the workouts.
    await expect
      .poll(() => page.getByTestId("client-calendar").getAttribute("data-start"))
      .toBe("2025-01-06");
    const monday = page.locator('[data-testid="day"][data-day="2025-01-06"]');
    await monday.getByTestId("workout-title").filter({ hasText: "Lower A" }).waitFor();
    expect(await monday.getByTestId("workout-item").count()).toBe(2);
    await page
      .locator('[data-testid="day"][data-day="2025-01-08"]')
      .getByTestId("workout-title")
      .filter({ hasText: "Upper A" })
      .waitFor();
    await screenshot(page, "import-calendar");

    // The same file again: nothing new, the import button stays disabled.
    await pickFile(page, file);
    await page.getByTestId("import-nothing-new").waitFor();
    expect(await page.getByTestId("import-count-already").textContent()).toContain("3");
    expect(await page.getByTestId("import-confirm").isDisabled()).toBe(true);
    expect(page.errors).toEqual([]);
  });

  it("imports several TrueCoach JSON pages at once, in English, at 1280 px", async () => {
    const page = await openPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await openFreshClient(page);
    await page.evaluate(() => localStorage.setItem("coach:locale", "en"));
    await page.reload();
    await page.getByTestId("client-calendar").waitFor();
    await page.getByTestId("calendar-more").click();
    expect(await page.getByTestId("import-truecoach").textContent()).toContain("Import from TrueCoach");
    await screenshot(page, "import-toolbar-en");
    await page.keyboard.press("Escape");
    await page.getByTestId("import-truecoach").waitFor({ state: "detached" });
    const pages = ["page-1.json", "page-2.json"].map((name) =>
      fileURLToPath(new URL(`../fixtures/truecoach/${name}`, import.meta.url)),
    );
    await pickFile(page, pages);
    await page.getByTestId("import-preview").waitFor();
    expect(await page.getByTestId("import-count-workouts").textContent()).toContain("5");
    expect(await page.getByTestId("import-count-comments").textContent()).toContain("1");
    expect(await page.getByTestId("import-comments-skipped").textContent()).toContain(
      "A coach's comments are not imported: 1 in the file",
    );
    await screenshot(page, "import-preview-en");
    await page.getByTestId("import-confirm").click();
    await expect
      .poll(() => toasts(page).allTextContents())
      .toContainEqual(expect.stringContaining("Import finished, new workouts: 5"));
    await expect
      .poll(() => page.getByTestId("client-calendar").getAttribute("data-start"))
      .toBe("2026-02-02");
    await page.getByTestId("workout-title").filter({ hasText: "Lower A" }).waitFor();
    // The client's own comment came with it, marked as imported (issue 20 finding 7).
    await page.getByTestId("workout-card").filter({ hasText: "Lower A" }).click();
    const imported = page.getByTestId("workout-comments").getByTestId("comment-imported");
    await imported.waitFor();
    expect(await imported.textContent()).toBe("Imported");
    await screenshot(page, "import-comment-imported-en");
    expect(page.errors).toEqual([]);
  });

  it("names the line of a bad CSV and writes nothing (phone width)", async () => {
    const page = await openPage();
    await page.setViewportSize(PHONE);
    await openFreshClient(page);
    const dir = mkdtempSync(join(tmpdir(), "tc-import-bad-"));
    const path = join(dir, "broken.csv");
    writeFileSync(path, `${CSV}\r\n2025-02-30,Deadlift,3 x 5,,pending,Lower B\r\n`);
    await screenshot(page, "import-toolbar-phone");
    await pickFile(page, path);
    const error = page.getByTestId("import-error");
    await error.waitFor();
    expect(await error.textContent()).toContain("CSV 第 7 行的 date 无效：2025-02-30");
    expect(await page.getByTestId("import-confirm").isDisabled()).toBe(true);
    await screenshot(page, "import-error-phone");
  });
});
