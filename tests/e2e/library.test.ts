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
  untilAllMatch,
  waitForPath,
} from "./support";

const openPage = pagesPerTest();
const DESKTOP_1280 = { width: 1280, height: 900 };

/** Hosts of the video players: nothing may be requested from them before a click on play. */
const VIDEO_HOSTS = /youtube|ytimg|googlevideo|vimeo|bilibili|hdslb/;

/**
 * Signs in as the organization admin on /library (with `search`), and keeps the page off the
 * network beyond our server: external requests are recorded and aborted (no player loads here).
 */
async function openLibrary(page: TestPage, search = ""): Promise<{ token: string; external: string[] }> {
  const external: string[] = [];
  await page.route(
    (url) => !url.href.startsWith(BASE_URL),
    (route) => {
      external.push(route.request().url());
      return route.abort();
    },
  );
  await page.goto(`${BASE_URL}/login?to=${encodeURIComponent(`/library${search}`)}`);
  await signInCoach(page, DEMO.admin.email, DEMO.admin.password);
  await waitForPath(page, "/library");
  await page.getByTestId("library-page").waitFor();
  const token = (await storedSession(page))?.token ?? "";
  return { token, external };
}

async function api<T>(page: TestPage, token: string, path: string): Promise<T> {
  const res = await page.request.get(`${BASE_URL}/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

type ExerciseList = {
  exercises: Array<{
    id: number;
    exercise_name: string;
    search_key: string;
    attachments: Array<{ size?: number | null }>;
  }>;
  meta: { total_count: number };
};

function param(page: TestPage, name: string): string | null {
  return new URL(page.url()).searchParams.get(name);
}

/** Types into the exercise search and waits until the list shows the answer for it. */
async function searchFor(page: TestPage, text: string) {
  await page.getByTestId("library-search").fill(text);
  await expect.poll(() => param(page, "q")).toBe(text || null);
  await page.waitForSelector(`[data-testid="exercises-tab"][data-state="ready"][data-q="${text}"]`);
}

async function total(page: TestPage): Promise<number> {
  const text = (await page.getByTestId("exercise-total").textContent()) ?? "";
  return Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
}

function cardNames(page: TestPage) {
  return page.getByTestId("exercise-card").evaluateAll((cards) =>
    cards.map((card) => ({
      zh: card.querySelector('[data-testid="exercise-name-zh"]')?.textContent ?? "",
      en: card.querySelector('[data-testid="exercise-name-en"]')?.textContent ?? "",
    })),
  );
}

function toastWith(page: TestPage, text: string) {
  return toasts(page).filter({ hasText: text }).first().waitFor();
}

describe("library", () => {
  it("searches the catalogue in Chinese, English and pinyin, and filters by tag and source", async () => {
    const page = await openPage();
    await page.setViewportSize(DESKTOP_1280);
    const { token } = await openLibrary(page);
    await page.getByTestId("exercise-card").first().waitFor();
    const all = await total(page);
    expect(all).toBeGreaterThan(100);
    await screenshot(page, "library-zh-1280");

    // Chinese: every card's Chinese name holds the words.
    await searchFor(page, "深蹲");
    const byChinese = await total(page);
    expect(byChinese).toBeGreaterThan(0);
    for (const { zh } of await cardNames(page)) expect(zh).toContain("深蹲");

    // English: matched on the English half, shown separately from the Chinese one.
    await searchFor(page, "squat");
    expect(await total(page)).toBeGreaterThan(0);
    expect((await cardNames(page)).some(({ en }) => /squat/i.test(en))).toBe(true);

    // Full pinyin finds the same exercises as the Chinese words (and perhaps a few more).
    await searchFor(page, "shendun");
    expect(await total(page)).toBeGreaterThanOrEqual(byChinese);
    expect((await cardNames(page)).some(({ zh }) => zh.includes("深蹲"))).toBe(true);
    // Initials: every 深蹲 holds "sd".
    await searchFor(page, "sd");
    expect(await total(page)).toBeGreaterThanOrEqual(byChinese);

    // A tag filter: 股四头肌 (Quadriceps) among the primary muscles, as the REST list counts it.
    await searchFor(page, "");
    await page.getByTestId("tag-filter-primary_muscles").click();
    const options = page.getByTestId("tag-filter-primary_muscles-options");
    await options.getByText("股四头肌", { exact: true }).click();
    await expect.poll(() => param(page, "primary_muscles")).toContain("Quadriceps");
    await page.keyboard.press("Escape");
    const quads = await api<ExerciseList>(page, token, "/exercises?primary_muscles=Quadriceps&limit=1");
    await expect.poll(() => total(page)).toBe(quads.meta.total_count);
    expect(quads.meta.total_count).toBeLessThan(all);
    expect(await page.getByTestId("active-tag").textContent()).toContain("股四头肌");
    // Survives a reload (the filter is in the URL).
    await page.reload();
    await page.getByTestId("exercise-card").first().waitFor();
    expect(await total(page)).toBe(quads.meta.total_count);
    await screenshot(page, "library-tag-filter");

    // Source: the organization's own exercises only (none yet in a fresh organization, or a few
    // made by other tests), then the catalogue only.
    await page.getByTestId("clear-filters").click();
    await page.getByTestId("source-filter").getByText("默认库").click();
    await expect.poll(() => param(page, "source")).toBe("default");
    await page.waitForSelector('[data-testid="exercises-tab"][data-state="ready"][data-source="default"]');
    expect(await total(page)).toBeLessThanOrEqual(all);
    expect(await page.getByTestId("copy-exercise").count()).toBe(
      await page.getByTestId("exercise-card").count(),
    );
    expect(page.errors).toEqual([]);
  });

  it("creates, edits and deletes an own exercise; pinyin finds it; the video plays only after a click", async () => {
    const page = await openPage();
    await page.setViewportSize(DESKTOP_1280);
    const { token, external } = await openLibrary(page);
    const suffix = uniqueSuffix();

    await page.getByTestId("create-exercise").click();
    const dialog = page.getByTestId("exercise-form-dialog");
    // Both names empty: refused under the Chinese name.
    await dialog.getByTestId("exercise-save").click();
    await dialog.getByText("请至少填写中文名或英文名").waitFor();
    await dialog.locator('input[name="name_zh"]').fill("鹦鹉螺深蹲");
    await dialog.locator('input[name="name_en"]').fill(`Nautilus Squat ${suffix}`);
    // The pinyin key is computed as the coach types (pinyin-pro loaded with the form).
    await expect
      .poll(() => dialog.getByTestId("search-key-preview").textContent())
      .toContain("yingwuluoshendun ywlsd");
    await dialog.getByTestId("exercise-description").fill("双脚与肩同宽，下蹲至大腿平行地面。");
    await dialog.locator('input[name="url"]').fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    // Tags: a known value by its Chinese label, and a new one.
    const typeInput = dialog.getByTestId("tag-picker-type").getByTestId("tag-input");
    await typeInput.fill("力量");
    await typeInput.press("Enter");
    const patternInput = dialog.getByTestId("tag-picker-pattern").getByTestId("tag-input");
    await patternInput.fill(`Nautilus ${suffix}`);
    await patternInput.press("Enter");
    expect(await dialog.getByTestId("picked-tag").allTextContents()).toEqual(["力量", `Nautilus ${suffix}`]);
    // Attachment metadata.
    await dialog.getByTestId("add-attachment").click();
    await dialog.getByTestId("attachment-name").fill("示范视频");
    await dialog.getByTestId("attachment-type").fill("video/mp4");
    await dialog.getByTestId("attachment-url").fill("https://example.com/demo.mp4");
    // Above the server's 10 GB limit: refused, and the server's issue shows under that row.
    await dialog.getByTestId("attachment-size").fill("20 GB");
    await dialog.getByTestId("exercise-save").click();
    await dialog.getByTestId("attachment-row").getByRole("alert").waitFor();
    await dialog.getByTestId("attachment-size").fill("12 MB");
    await screenshot(page, "library-exercise-form");
    await dialog.getByTestId("exercise-save").click();
    await toastWith(page, "练习运动保存成功");
    await dialog.waitFor({ state: "detached" });

    // Found by its pinyin initials, with both names, its tags and the source badge.
    await searchFor(page, "ywlsd");
    const card = page.getByTestId("exercise-card").filter({ hasText: suffix });
    await card.waitFor();
    expect(await card.getByTestId("exercise-name-zh").textContent()).toBe("鹦鹉螺深蹲");
    expect(await card.getByTestId("exercise-name-en").textContent()).toBe(`Nautilus Squat ${suffix}`);
    expect(await card.getByTestId("source-badge").textContent()).toBe("我的组织");
    expect(await card.getByTestId("tag-badge").allTextContents()).toContain("力量");
    const stored = await api<ExerciseList>(page, token, `/exercises?q=${encodeURIComponent(suffix)}`);
    expect(stored.exercises).toHaveLength(1);
    expect(stored.exercises[0]?.exercise_name).toBe(`鹦鹉螺深蹲 Nautilus Squat ${suffix}`);
    expect(stored.exercises[0]?.search_key).toContain("yingwuluoshendun ywlsd");
    expect(stored.exercises[0]?.attachments[0]?.size).toBe(12 * 1024 * 1024);

    // The video: a facade until clicked; no iframe and no request to the video site before.
    expect(await page.locator("iframe").count()).toBe(0);
    expect(external.filter((u) => VIDEO_HOSTS.test(u))).toEqual([]);
    await card.getByTestId("video-facade").click();
    const iframe = card.getByTestId("video-embed");
    await iframe.waitFor();
    expect(await iframe.getAttribute("src")).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
    );

    // Edit: a new Chinese name, found by its new pinyin.
    await card.getByTestId("edit-exercise").click();
    await dialog.waitFor();
    expect(await dialog.locator('input[name="name_zh"]').inputValue()).toBe("鹦鹉螺深蹲");
    expect(await dialog.getByTestId("attachment-size").inputValue()).toBe("12 MB");
    await dialog.locator('input[name="name_zh"]').fill("鹦鹉螺箱式深蹲");
    await dialog.getByTestId("exercise-save").click();
    await toastWith(page, "练习运动保存成功");
    await dialog.waitFor({ state: "detached" });
    await searchFor(page, "yingwuluoxiangshi");
    const edited = page.getByTestId("exercise-card").filter({ hasText: suffix });
    await edited.waitFor();
    expect(await edited.getByTestId("exercise-name-zh").textContent()).toBe("鹦鹉螺箱式深蹲");
    await searchFor(page, "ywlxssd");
    await edited.waitFor();

    // Delete, after confirming.
    await edited.getByTestId("delete-exercise").click();
    await page.getByTestId("confirm-delete-dialog").getByTestId("confirm-delete").click();
    await toastWith(page, "练习运动删除成功");
    await page.getByTestId("exercises-no-match").waitFor();
    const gone = await api<ExerciseList>(page, token, `/exercises?q=${encodeURIComponent(suffix)}`);
    expect(gone.exercises).toHaveLength(0);
    expect(page.errors).toEqual([]);
  });

  it("copies a catalogue exercise into the organization and opens the copy for editing", async () => {
    const page = await openPage();
    const { token } = await openLibrary(page, "?source=default&q=%E6%B7%B1%E8%B9%B2");
    const first = page.getByTestId("exercise-card").first();
    await first.waitFor();
    const zh = (await first.getByTestId("exercise-name-zh").textContent()) ?? "";
    // Read-only: the card has no edit button; the detail sheet offers the copy.
    expect(await first.getByTestId("edit-exercise").count()).toBe(0);
    // The photo opens it too (no video to play here).
    await first.getByTestId("media-open").click();
    const detail = page.getByTestId("exercise-detail");
    await detail.waitFor();
    expect(await detail.getByTestId("detail-name-zh").textContent()).toBe(zh);
    expect(await detail.getByTestId("detail-edit").count()).toBe(0);
    await screenshot(page, "library-detail");
    await detail.getByTestId("detail-copy").click();
    await toastWith(page, "练习运动保存成功");
    const dialog = page.getByTestId("exercise-form-dialog");
    await dialog.waitFor();
    expect(await dialog.locator('input[name="name_zh"]').inputValue()).toBe(zh);
    await dialog.locator('input[name="name_zh"]').fill(`${zh}（我的版本）`);
    await dialog.getByTestId("exercise-save").click();
    await toastWith(page, "练习运动保存成功");
    await dialog.waitFor({ state: "detached" });

    // The copy is the organization's, editable, marked as a copy; the catalogue is unchanged.
    await page.getByTestId("source-filter").getByText("我的组织").click();
    await expect.poll(() => param(page, "source")).toBe("own");
    await page.getByTestId("library-search").fill("我的版本");
    const copy = page
      .getByTestId("exercise-card")
      .filter({ hasText: `${zh}（我的版本）` })
      .first();
    await copy.waitFor();
    expect(await copy.getByTestId("source-badge").textContent()).toBe("我的组织 · 副本");
    expect(await copy.getByTestId("edit-exercise").count()).toBe(1);
    const catalogue = await api<ExerciseList>(
      page,
      token,
      `/exercises?default=true&q=${encodeURIComponent(zh)}`,
    );
    expect(
      catalogue.exercises.some((e) => e.exercise_name.startsWith(`${zh} `) || e.exercise_name === zh),
    ).toBe(true);
    expect(page.errors).toEqual([]);
  });

  for (const kind of [
    { tab: "warmups", saved: "热身运动保存成功", deleted: "热身运动删除成功" },
    { tab: "cooldowns", saved: "放松运动保存成功", deleted: "放松运动删除成功" },
  ] as const) {
    it(`creates, edits and deletes a ${kind.tab} template with selected exercises`, async () => {
      const page = await openPage();
      await openLibrary(page);
      await page.getByTestId(`tab-${kind.tab}`).click();
      await expect.poll(() => param(page, "tab")).toBe(kind.tab);
      const tab = page.getByTestId(`${kind.tab}-tab`);
      await tab.waitFor();
      const name = `模板 ${uniqueSuffix()}`;

      await tab.getByTestId("create-template").click();
      const dialog = page.getByTestId("template-form-dialog");
      await dialog.locator('input[name="name"]').fill(name);
      // Escape with unsaved typing asks instead of closing.
      await page.keyboard.press("Escape");
      await dialog.getByTestId("discard-bar").getByText("继续编辑").click();
      await dialog.getByTestId("discard-bar").waitFor({ state: "detached" });
      await dialog.getByTestId("template-description-input").fill("慢跑 5 分钟，然后各做 10 次");
      // The workout editor's library search, pinyin included.
      const picker = dialog.getByTestId("exercise-picker");
      await picker.getByRole("textbox").fill("shendun");
      // Until the search answers, the picker shows the unfiltered list, whose staples (杠铃深蹲 …)
      // match too: wait for the answer, so that what is read is what is clicked.
      await untilAllMatch(picker, /深蹲/);
      const results = picker.getByRole("button", { name: /深蹲/ });
      const picked = [(await results.nth(0).textContent()) ?? "", (await results.nth(1).textContent()) ?? ""];
      await results.nth(0).click();
      await results.nth(1).click();
      expect(await dialog.getByTestId("selected-exercise").count()).toBe(2);
      await screenshot(page, `library-${kind.tab}-form`);
      await dialog.getByTestId("template-save").click();
      await toastWith(page, kind.saved);
      await dialog.waitFor({ state: "detached" });

      // Listed with its exercises; found by the search.
      await page.getByTestId("library-search").fill(name);
      await expect.poll(() => param(page, "q")).toBe(name);
      const card = tab.getByTestId("template-card").filter({ hasText: name });
      await card.waitFor();
      expect(await card.getByTestId("template-exercise").allTextContents()).toEqual(picked);

      // Edit: drop the first exercise.
      await card.getByTestId("edit-template").click();
      await dialog.waitFor();
      await dialog.getByTestId("remove-selected").first().click();
      await dialog.getByTestId("template-save").click();
      await toastWith(page, kind.saved);
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => card.getByTestId("template-exercise").allTextContents()).toEqual([picked[1]]);
      await screenshot(page, `library-${kind.tab}`);

      // Delete after confirming.
      await card.getByTestId("delete-template").click();
      await page.getByTestId("confirm-delete").click();
      await toastWith(page, kind.deleted);
      await card.waitFor({ state: "detached" });
      expect(page.errors).toEqual([]);
    });
  }

  it("works in English and at phone width without horizontal scroll", async () => {
    const page = await openPage();
    await page.setViewportSize(DESKTOP_1280);
    await page.goto(`${BASE_URL}/login?to=${encodeURIComponent("/library")}`);
    await page.getByTestId("locale-en").click();
    await page.getByText("Sign in").first().waitFor();
    await signInCoach(page, DEMO.admin.email, DEMO.admin.password);
    await waitForPath(page, "/library");
    await page.getByTestId("exercise-card").first().waitFor();
    await page.getByTestId("tab-exercises").getByText("Exercises").waitFor();
    // Tag values in English, the filter chips' names too.
    await page.getByTestId("tag-filter-primary_muscles").getByText("Primary muscles").waitFor();
    expect(await page.getByTestId("tag-badge").allTextContents()).toContain("Strength");
    await screenshot(page, "library-en-1280");

    await page.setViewportSize(PHONE);
    // The page lays itself out again for the phone width: wait for that, not for a fixed time.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await screenshot(page, "library-en-390");
    await page.getByTestId("tab-warmups").click();
    await page.getByTestId("warmups-tab").waitFor();
    await screenshot(page, "library-en-390-warmups");

    expect(page.errors).toEqual([]);
  });

  it("shows one column of cards at phone width (zh-CN)", async () => {
    const page = await openPage();
    await page.setViewportSize(PHONE);
    await openLibrary(page);
    const cards = page.getByTestId("exercise-card");
    await cards.nth(1).waitFor();
    const [a, b] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(a && b && b.y > a.y && Math.abs(a.x - b.x) < 1).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, "library-zh-390");
    expect(page.errors).toEqual([]);
  });
});
