import { describe, expect, it } from "vitest";
import {
  type ApiWorkout,
  addDays,
  api,
  dayCell,
  demoClients,
  mondayOf,
  signInLead,
  today,
} from "./program-support";
import { BASE_URL, PHONE, pagesPerTest, screenshot, type TestPage, toasts, uniqueSuffix } from "./support";

const openPage = pagesPerTest();

const WIDE = { width: 1280, height: 900 };

/** The program's copies in a client's calendar over the first week of the assignment. */
async function copiesOf(page: TestPage, token: string, clientId: number, programId: number, start: string) {
  const { body } = await api<{ workouts: ApiWorkout[] }>(
    page,
    token,
    `/workouts?client_id=${clientId}&start_date=${start}&end_date=${addDays(start, 6)}`,
  );
  return body.workouts.filter((w) => w.program_id === programId);
}

function syncRow(page: TestPage, clientId: number) {
  return page.locator(`[data-testid="sync-row"][data-client-id="${clientId}"]`);
}

async function figure(page: TestPage, clientId: number, key: string): Promise<string | null> {
  return syncRow(page, clientId).getByTestId(`sync-${key}`).getAttribute("data-value");
}

/** Neither the page nor the dialog scrolls sideways. */
async function overflow(page: TestPage): Promise<number> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[data-testid="sync-dialog"]');
    const page = document.documentElement.scrollWidth - window.innerWidth;
    return Math.max(page, dialog ? dialog.scrollWidth - dialog.clientWidth : 0);
  });
}

/** Unassigning deletes the clients' pending copies (all ahead of today); then the program goes. */
async function removeProgram(page: TestPage, token: string, programId: number) {
  const headers = { Authorization: `Bearer ${token}` };
  const loaded = await api<{ program_assignments: Array<{ id: number }> }>(
    page,
    token,
    `/programs/${programId}`,
  );
  for (const assignment of loaded.body?.program_assignments ?? []) {
    await page.request.delete(`${BASE_URL}/api/program_assignments/${assignment.id}`, { headers });
  }
  await page.request.delete(`${BASE_URL}/api/programs/${programId}`, { headers });
}

describe("program sync", () => {
  it("previews per client, updates untouched copies, skips customised ones, and says when all is current", async () => {
    const page = await openPage();
    await page.setViewportSize(WIDE);
    const token = await signInLead(page);
    const headers = { Authorization: `Bearer ${token}` };
    const [a, b] = await demoClients(page, token, [2, 3]);
    if (!a || !b) throw new Error("no demo clients");

    // A program with two template workouts (days 1 and 2), assigned from next Monday.
    const created = await page.request.post(`${BASE_URL}/api/programs`, {
      headers,
      data: { program: { name: `E2E 同步 ${uniqueSuffix()}` } },
    });
    expect(created.status()).toBe(201);
    const programId = ((await created.json()) as { program: { id: number } }).program.id;
    const start = addDays(mondayOf(today()), 7);
    let removed = false;
    try {
      for (const [position, title] of [
        [1, "E2E 同步 深蹲"],
        [2, "E2E 同步 卧推"],
      ] as const) {
        const res = await page.request.post(`${BASE_URL}/api/workouts`, {
          headers,
          data: {
            workout: {
              program_id: programId,
              position,
              title,
              workout_items: [{ name: "杠铃", info: "5×5" }],
            },
          },
        });
        expect(res.status()).toBe(201);
      }
      const assigned = await page.request.post(`${BASE_URL}/api/programs/${programId}/assign_job`, {
        headers,
        data: { client_ids: [a.id, b.id], start_date: start },
      });
      expect(assigned.ok()).toBe(true);

      // The coach retitles day 1's template in the grid.
      await page.goto(`${BASE_URL}/programs/${programId}/workouts`);
      await dayCell(page, 1).getByTestId("workout-card").click();
      const editor = page.getByTestId("workout-editor");
      await expect.poll(() => editor.locator('input[name="title"]').inputValue()).toBe("E2E 同步 深蹲");
      await editor.locator('input[name="title"]').fill("E2E 同步 深蹲（新）");
      await editor.getByTestId("save-workout").click();
      await editor.waitFor({ state: "detached" });
      await expect
        .poll(() => dayCell(page, 1).getByTestId("workout-title").textContent())
        .toBe("E2E 同步 深蹲（新）");

      // The sync button reminds that the clients still have the old copy.
      await page.getByTestId("sync-reminder").waitFor();

      // Client B's copy of day 1 was customised meanwhile.
      const bDay1 = (await copiesOf(page, token, b.id, programId, start)).find((w) => w.due === start);
      if (!bDay1) throw new Error("client B has no copy of day 1");
      const customised = await page.request.put(`${BASE_URL}/api/workouts/${bDay1.id}`, {
        headers,
        data: { workout: { title: "B 自己的深蹲" } },
      });
      expect(customised.ok()).toBe(true);

      // The preview: A's untouched copy is updated, B's customised one skipped; day 2 unchanged.
      await page.getByTestId("open-sync").click();
      const dialog = page.getByTestId("sync-dialog");
      await dialog.getByTestId("sync-table").waitFor();
      expect(await figure(page, a.id, "updated")).toBe("1");
      expect(await figure(page, a.id, "customised")).toBe("0");
      expect(await figure(page, a.id, "unchanged")).toBe("1");
      expect(await figure(page, b.id, "updated")).toBe("0");
      expect(await figure(page, b.id, "customised")).toBe("1");
      expect(await dialog.getByTestId("sync-total-updated").textContent()).toBe("1");
      expect(await dialog.getByTestId("sync-total-customised").textContent()).toBe("1");
      expect(await dialog.getByTestId("sync-pick-all").getAttribute("data-state")).toBe("checked");
      await screenshot(page, "program-sync-preview");

      // Leaving A out leaves nothing to do; ticking everyone again brings it back.
      await syncRow(page, a.id).getByTestId("sync-pick").click();
      await dialog.getByTestId("sync-nothing-picked").waitFor();
      expect(await dialog.getByTestId("sync-apply").isDisabled()).toBe(true);
      expect(await dialog.getByTestId("sync-total-updated").textContent()).toBe("0");
      await dialog.getByTestId("sync-pick-all").click();
      expect(await dialog.getByTestId("sync-apply").isEnabled()).toBe(true);

      // Phone: rows become cards inside the dialog, nothing scrolls sideways.
      await page.setViewportSize(PHONE);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, "program-sync-preview-phone");
      await page.setViewportSize(WIDE);

      await dialog.getByTestId("sync-apply").click();
      await dialog.getByTestId("sync-done").waitFor();
      await expect
        .poll(() => toasts(page).allTextContents())
        .toContainEqual(expect.stringContaining("计划已同步"));
      await screenshot(page, "program-sync-done");
      await dialog.getByTestId("sync-close").click();
      await dialog.waitFor({ state: "detached" });
      expect(await page.getByTestId("sync-reminder").count()).toBe(0);

      // A's copy carries the new title; B's kept its own.
      const aDay1 = (await copiesOf(page, token, a.id, programId, start)).find((w) => w.due === start);
      expect(aDay1?.title).toBe("E2E 同步 深蹲（新）");
      const bNow = (await copiesOf(page, token, b.id, programId, start)).find((w) => w.due === start);
      expect(bNow?.title).toBe("B 自己的深蹲");

      // Opened again: nothing left to do.
      await page.getByTestId("open-sync").click();
      await dialog.getByTestId("sync-up-to-date").waitFor();
      expect(await dialog.getByTestId("sync-apply").isDisabled()).toBe(true);
      await screenshot(page, "program-sync-up-to-date");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });

      // English, with a change for both clients again (day 2's template retitled).
      const day2 = await api<{ workouts: ApiWorkout[] }>(page, token, `/programs/${programId}`);
      const template2 = day2.body.workouts.find((w) => w.title === "E2E 同步 卧推");
      if (!template2) throw new Error("no day 2 template");
      await page.request.put(`${BASE_URL}/api/workouts/${template2.id}`, {
        headers,
        data: { workout: { title: "E2E 同步 卧推（新）" } },
      });
      await page.evaluate(() => localStorage.setItem("coach:locale", "en"));
      await page.reload();
      await page.getByTestId("open-sync").click();
      await dialog.getByTestId("sync-table").waitFor();
      expect(await figure(page, a.id, "updated")).toBe("1");
      expect(await dialog.textContent()).toContain("Customised (skipped)");
      await screenshot(page, "program-sync-preview-en");
      await page.setViewportSize(PHONE);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, "program-sync-preview-en-phone");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, "program-sync-header-en-phone");
      expect(page.errors).toEqual([]);
      // The demo clients are left as seeded: no copy of the program remains.
      await removeProgram(page, token, programId);
      // (Deleting a program only detaches copies, so they are looked for by title.)
      for (const client of [a, b]) {
        const { body } = await api<{ workouts: ApiWorkout[] }>(
          page,
          token,
          `/workouts?client_id=${client.id}&start_date=${start}&end_date=${addDays(start, 6)}`,
        );
        expect(body.workouts.filter((w) => /^(E2E 同步|B 自己的)/.test(w.title))).toEqual([]);
      }
      removed = true;
    } finally {
      if (!removed) await removeProgram(page, token, programId);
    }
  });
});
