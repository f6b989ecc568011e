import { expect } from "vitest";
import { createClient } from "./clients.scenarios";
import { expectStatus, type ScenarioGroup, setupOrganization } from "./harness";

/**
 * Importing a client's TrueCoach history on both runtimes (Node + libSQL, workerd + D1): a CSV
 * body read as text, a JSON page, the preview, the atomic write and the re-import that adds
 * nothing. The details are in tests/worker/workouts.import.test.ts.
 */

const CSV = [
  "date,exercise_name,instructions,result,state,workout_title",
  '2025-03-03,Back Squat,"5x5, rest 2:00","100kg, 5x5",completed,"Lower, heavy"',
  '2025-03-03,Lunges,"3 x 12\neach leg",,completed,"Lower, heavy"',
  "2025-03-04,,Walk 30 minutes,,pending,Rest Day",
].join("\r\n");

const PAGE = {
  workouts: [
    {
      id: 501,
      due: "2025-3-5",
      title: "Upper",
      state: "completed",
      short_description: "<p>Upper<script>x</script></p>",
    },
  ],
  workout_items: [{ id: 601, workout_id: 501, name: "Bench", info: "4 x 6", result: "80kg", position: 1 }],
  comments: [{ id: 1, workout_id: 501, body: "nice", commenter: { type: "trainer", id: 1 } }],
  meta: { page: 1, total_pages: 1 },
};

export const importScenarios: ScenarioGroup = {
  name: "import from TrueCoach",
  scenarios: [
    {
      name: "a coach previews and imports a CSV and a JSON page; importing again adds nothing",
      async run(t) {
        const { api, admin } = await setupOrganization(t);
        const client = await createClient(api, admin);
        const path = `/api/clients/${client.id}/import`;
        const csv = { token: admin.token, rawBody: CSV, headers: { "content-type": "text/csv" } };

        const preview = await api.request("POST", `${path}?dry_run=1`, csv);
        expectStatus(preview, 200);
        expect(preview.body.preview).toMatchObject({ workouts: 2, rest_days: 1, items: 2, results: 1 });

        const done = await api.request("POST", path, csv);
        expectStatus(done, 200);
        expect(done.body).toMatchObject({ success: 0, msg: "导入完成：新增 2 个训练" });
        const page = await api.post(path, PAGE, { token: admin.token });
        expectStatus(page, 200);
        expect(page.body.imported).toMatchObject({ workouts: 1, items: 1, comments_skipped: 1 });

        const again = await api.request("POST", path, csv);
        expect(again.body.imported).toMatchObject({ workouts: 0, already_imported: 2 });

        const list = await api.get(
          `/api/workouts?client_id=${client.id}&start_date=2025-3-1&end_date=2025-3-9`,
          {
            token: admin.token,
          },
        );
        expectStatus(list, 200);
        expect(list.body.workouts.map((w: { title: string }) => w.title)).toEqual([
          "Lower, heavy",
          "Rest Day",
          "Upper",
        ]);
        expect(list.body.workouts[2].short_description).toBe("<p>Upper</p>");
        const read = await api.get(`/api/clients/${client.id}`, { token: admin.token });
        expect(read.body.client).toMatchObject({ completed_workouts_count: 2, due: "2025-03-05" });
      },
    },
    {
      name: "a bad CSV is refused naming its line, and nothing is written",
      async run(t) {
        const { api, admin } = await setupOrganization(t);
        const client = await createClient(api, admin);
        const res = await api.request("POST", `/api/clients/${client.id}/import`, {
          token: admin.token,
          rawBody: `${CSV}\r\n2025-02-30,Deadlift,,,pending,Lower\r\n`,
          headers: { "content-type": "text/csv" },
        });
        expectStatus(res, 400);
        expect(res.body).toMatchObject({ code: "BAD_REQUEST", msg: "CSV 第 6 行的 date 无效：2025-02-30" });
        const list = await api.get(
          `/api/workouts?client_id=${client.id}&start_date=2025-1-1&end_date=2025-12-31`,
          {
            token: admin.token,
          },
        );
        expect(list.body.workouts).toEqual([]);
      },
    },
  ],
};
