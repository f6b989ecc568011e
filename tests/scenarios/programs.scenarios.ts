import { expect } from "vitest";
import { createClient } from "./clients.scenarios";
import { expectStatus, isoDay, type Json, type ScenarioGroup, setupOrganization } from "./harness";

/** Far from today, so "today" never falls inside the program's days. */
const MONDAY = "2031-03-03";

/**
 * The program builder's writes on both runtimes (issue 11): duplicate and copy days (INSERT …
 * SELECT … RETURNING in one batch), assignment with a preview, a job key sent twice and
 * keep_completed, the assignments list and unassigning; program sync (UPDATE … FROM, guards). On
 * workerd they run over D1.
 */
export const programScenarios: ScenarioGroup = {
  name: "the program builder",
  scenarios: [
    {
      name: "duplicate, copy days, assign with preview and job key, list and unassign",
      async run(t) {
        const { api, admin } = await setupOrganization(t);
        const token = admin.token;
        const created = await api.post("/api/programs", { program: { name: "两周计划" } }, { token });
        expectStatus(created, 201);
        const programId = created.body.program.id as number;
        for (const position of [1, 3]) {
          const day = await api.post(
            "/api/workouts",
            {
              workout: {
                program_id: programId,
                position,
                title: `第${position}天`,
                workout_items: [{ name: "深蹲" }],
              },
            },
            { token },
          );
          expectStatus(day, 201);
        }
        // Week 1 pasted into week 2: days 8 and 10, the program is two weeks long.
        const copied = await api.post(
          `/api/programs/${programId}/copy_days`,
          { from_positions: [1, 2, 3, 4, 5, 6, 7], to_position: 8 },
          { token },
        );
        expectStatus(copied, 201);
        expect(copied.body.workouts.map((w: Json) => w.position)).toEqual([8, 10]);
        expect(copied.body.workout_items).toHaveLength(2);

        const duplicate = await api.post(`/api/programs/${programId}/duplicate`, {}, { token });
        expectStatus(duplicate, 201);
        expect(duplicate.body.program).toMatchObject({
          name: "两周计划 (副本)",
          length: 14,
          weeks: 2,
          workouts_count: 4,
          clients_count: 0,
        });

        const a = await createClient(api, admin, "计划学员丙");
        const done = await api.post(
          "/api/workouts",
          { workout: { client_id: a.id, due: isoDay(MONDAY, 2), title: "已完成", state: "completed" } },
          { token },
        );
        expectStatus(done, 201);
        const body = {
          client_ids: [a.id],
          start_date: MONDAY,
          replace: true,
          keep_completed: true,
          job_key: "scenario-job",
        };
        const preview = await api.post(
          `/api/programs/${programId}/assign_job`,
          { ...body, dry_run: true },
          { token },
        );
        expectStatus(preview, 200);
        expect(preview.body.preview).toEqual([
          {
            client_id: a.id,
            added: 4,
            replaced_pending: 0,
            completed_in_range: 1,
            completed_deleted: 0,
            // The program's day 3 falls on the completed workout's day, which replace keeps.
            busy_dates: [isoDay(MONDAY, 2)],
            busy_completed_dates: [isoDay(MONDAY, 2)],
          },
        ]);
        const first = await api.post(`/api/programs/${programId}/assign_job`, body, { token });
        expectStatus(first, 200);
        expect(first.body).toMatchObject({ workouts_count: 4, clients_done: [a.id], clients_skipped: [] });
        const again = await api.post(`/api/programs/${programId}/assign_job`, body, { token });
        expect(again.body).toMatchObject({
          workouts_count: 0,
          clients_done: [a.id],
          clients_skipped: [a.id],
        });

        const list = await api.get(`/api/programs/${programId}/assignments`, { token });
        expectStatus(list, 200);
        expect(list.body.program_assignments).toHaveLength(1);
        expect(list.body.program_assignments[0]).toMatchObject({
          client_id: a.id,
          client_name: "计划学员丙",
          pending_future_count: 4,
        });
        const unassigned = await api.delete(
          `/api/program_assignments/${list.body.program_assignments[0].id}`,
          {
            token,
          },
        );
        expectStatus(unassigned, 200);
        expect(unassigned.body).toEqual({ success: 0, msg: "已取消分配" });
        const left = await api.get(
          `/api/workouts?client_id=${a.id}&start_date=${MONDAY}&end_date=${isoDay(MONDAY, 13)}&order=due_ASC`,
          { token },
        );
        expect(left.body.workouts.map((w: Json) => w.title)).toEqual(["已完成"]);
      },
    },
    {
      name: "program sync: preview, then one batch updating, moving, removing and adding copies",
      async run(t) {
        const { api, admin } = await setupOrganization(t);
        const token = admin.token;
        const created = await api.post("/api/programs", { program: { name: "同步计划" } }, { token });
        expectStatus(created, 201);
        const programId = created.body.program.id as number;
        const day = async (position: number, title: string) => {
          const res = await api.post(
            "/api/workouts",
            {
              workout: { program_id: programId, position, title, workout_items: [{ name: `${title}-动作` }] },
            },
            { token },
          );
          expectStatus(res, 201);
          return res.body.workout.id as number;
        };
        const [a, b, c] = [await day(1, "A"), await day(3, "B"), await day(5, "C")];
        const client = await createClient(api, admin, "同步学员");
        expectStatus(
          await api.post(
            `/api/programs/${programId}/assign_job`,
            { client_ids: [client.id], start_date: MONDAY },
            { token },
          ),
          200,
        );
        expectStatus(
          await api.put(
            `/api/workouts/${a}`,
            { workout: { title: "A2", workout_items: [{ name: "新动作" }, { name: "第二个" }] } },
            { token },
          ),
          200,
        );
        expectStatus(await api.put(`/api/workouts/${b}`, { workout: { position: 4 } }, { token }), 200);
        expectStatus(await api.delete(`/api/workouts/${c}`, { token }), 200);
        await day(6, "D");

        const counts = {
          updated: 2,
          added: 1,
          removed: 1,
          customised: 0,
          unchanged: 0,
          kept: 0,
          unlinked: 0,
        };
        const preview = await api.post(`/api/programs/${programId}/sync`, { dry_run: true }, { token });
        expectStatus(preview, 200);
        expect(preview.body).toEqual({
          success: 0,
          msg: "计划已同步",
          dry_run: true,
          totals: counts,
          clients: [{ client_id: client.id, name: "同步学员", ...counts }],
        });
        const synced = await api.post(`/api/programs/${programId}/sync`, {}, { token });
        expectStatus(synced, 200);
        expect(synced.body.totals).toEqual(counts);
        const week = await api.get(
          `/api/workouts?client_id=${client.id}&start_date=${MONDAY}&end_date=${isoDay(MONDAY, 6)}&order=due_ASC`,
          { token },
        );
        expect(week.body.workouts.map((w: Json) => [w.title, w.due])).toEqual([
          ["A2", MONDAY],
          ["B", isoDay(MONDAY, 3)],
          ["D", isoDay(MONDAY, 5)],
        ]);
        expect(week.body.workout_items.map((i: Json) => i.name).sort()).toEqual(
          ["新动作", "第二个", "B-动作", "D-动作"].sort(),
        );
        const again = await api.post(`/api/programs/${programId}/sync`, {}, { token });
        expect(again.body.totals).toMatchObject({ updated: 0, added: 0, removed: 0, unchanged: 3 });

        // Two syncs at once: each writes or answers 409 (never a 500), and nothing is added twice.
        await day(7, "E");
        const both = await Promise.all([
          api.post(`/api/programs/${programId}/sync`, {}, { token }),
          api.post(`/api/programs/${programId}/sync`, {}, { token }),
        ]);
        expect(both.map((r) => r.status).every((status) => status === 200 || status === 409)).toBe(true);
        expect(both.some((r) => r.status === 200)).toBe(true);
        const after = await api.get(
          `/api/workouts?client_id=${client.id}&start_date=${MONDAY}&end_date=${isoDay(MONDAY, 6)}&order=due_ASC`,
          { token },
        );
        expect(after.body.workouts.map((w: Json) => w.title)).toEqual(["A2", "B", "D", "E"]);
      },
    },
  ],
};
