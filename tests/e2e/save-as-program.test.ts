import { describe, expect, it } from "vitest";
import { type ApiWorkout, addDays, api, demoClients, mondayOf, signInLead, today } from "./program-support";
import { BASE_URL, PHONE, pagesPerTest, screenshot, uniqueSuffix } from "./support";

const openPage = pagesPerTest();

/**
 * The calendar's "另存为训练计划": two weeks of a demo client's training become a new program
 * (days counted from the first), without results; the program's grid opens.
 */
describe("save a calendar range as a program", () => {
  it("copies two past weeks into a new program and opens its grid", async () => {
    const page = await openPage();
    const token = await signInLead(page);
    const [client] = await demoClients(page, token, [2]);
    const start = addDays(mondayOf(today()), -14);
    const end = addDays(start, 13);
    await page.goto(`${BASE_URL}/clients/${client!.slug}/workouts?week=${start}&weeks=4`);
    await page.getByTestId("client-calendar").waitFor();
    await page.getByTestId("calendar-more").click();
    await page.getByTestId("save-as-program").click();
    const dialog = page.getByTestId("save-as-program-dialog");
    await dialog.waitFor();
    // The range starts as the weeks on screen.
    expect(await page.getByTestId("save-program-start").inputValue()).toBe(start);
    const name = `E2E 从日历保存 ${uniqueSuffix()}`;
    await page.getByTestId("save-program-name").fill(name);
    await page.getByTestId("save-program-end").fill(end);
    await screenshot(page, "save-as-program-dialog");
    await page.getByTestId("save-program-submit").click();
    await page.waitForURL((u) => /^\/programs\/\d+\/workouts$/.test(u.pathname));
    const programId = Number(new URL(page.url()).pathname.split("/")[2]);
    await page.getByTestId("workout-card").first().waitFor();
    await screenshot(page, "save-as-program-grid");

    // The client's two weeks, on their days, as templates without results.
    const own = await api<{ workouts: ApiWorkout[] }>(
      page,
      token,
      `/workouts?client_id=${client!.id}&start_date=${start}&end_date=${end}&limit=100`,
    );
    const program = await api<{
      program: { name: string; length: number };
      workouts: { position: number; title: string; state: string }[];
      workout_items: { result: string | null }[];
    }>(page, token, `/programs/${programId}`);
    expect(program.body.program.name).toBe(name);
    expect(program.body.workouts.map((w) => w.title).sort()).toEqual(
      own.body.workouts.map((w) => w.title).sort(),
    );
    expect(
      program.body.workouts.every((w) => w.state === "pending" && w.position >= 1 && w.position <= 14),
    ).toBe(true);
    expect(program.body.workout_items.every((i) => i.result === null)).toBe(true);

    // Leave the demo as seeded for the other files.
    const removed = await page.request.delete(`${BASE_URL}/api/programs/${programId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(removed.ok()).toBe(true);
    expect(page.errors).toEqual([]);
  });

  it("fits a phone and says when the range has no workouts", async () => {
    const page = await openPage();
    await page.setViewportSize(PHONE);
    const token = await signInLead(page);
    const [client] = await demoClients(page, token, [3]);
    // Far ahead: nothing is planned there.
    const start = addDays(mondayOf(today()), 7 * 30);
    await page.goto(`${BASE_URL}/clients/${client!.slug}/workouts?week=${start}`);
    await page.getByTestId("client-calendar").waitFor();
    await page.getByTestId("calendar-more").click();
    await page.getByTestId("save-as-program").click();
    await page.getByTestId("save-as-program-dialog").waitFor();
    await page.getByTestId("save-program-submit").click();
    await page.getByText("这段时间没有训练").first().waitFor();
    await screenshot(page, "save-as-program-empty-phone");
    expect(new URL(page.url()).pathname).toContain("/workouts");
    expect(page.errors).toEqual([]);
  });
});
