import { expect } from "vitest";
import { createClient } from "./clients.scenarios";
import { expectStatus, isoDay, type Json, type ScenarioGroup, setupOrganization } from "./harness";

/** Far from today, so "today" never falls inside the program's days. */
const MONDAY = "2031-03-03";

/**
 * The program builder's writes on both runtimes (issue 11): duplicate and copy days (INSERT …
 * SELECT … RETURNING in one batch), assignment with a preview, a job key sent twice and
 * keep_completed, the assignments list and unassigning. On workerd they run over D1.
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
          { client_id: a.id, added: 4, replaced_pending: 0, completed_in_range: 1, completed_deleted: 0 },
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
  ],
};
