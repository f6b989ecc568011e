import { expect } from "vitest";
import { createClient } from "./clients.scenarios";
import {
  type ApiClient,
  type Coach,
  expectError,
  expectStatus,
  isoDay,
  type Json,
  type ScenarioGroup,
  setupOrganization,
  setupTwoOrganizations,
} from "./harness";

/** A Monday far from today, so "missed" and compliance windows never depend on the run date. */
const MONDAY = "2031-03-03";

async function createWorkout(api: ApiClient, coach: Coach, workout: Record<string, unknown>) {
  const res = await api.post("/api/workouts", { workout }, { token: coach.token });
  expectStatus(res, 201);
  return res.body.workout as Json;
}

const week = (clientId: number, start = MONDAY) =>
  `/api/workouts?client_id=${clientId}&start_date=${start}&end_date=${isoDay(start, 6)}&order=due_ASC`;

/** A client's week of workouts, programs (length, assignment) and comments, over REST. */
export const workoutScenarios: ScenarioGroup = {
  name: "workouts, programs and comments",
  scenarios: [
    {
      name: "a client's week: workouts with items come back by due date with side-loaded collections",
      async run(t) {
        const { api, admin } = await setupOrganization(t);
        const client = await createClient(api, admin);
        // Unpadded dates are accepted (CONTRACT); written out of order on purpose.
        const friday = await createWorkout(api, admin, {
          client_id: client.id,
          due: "2031-3-7",
          title: "核心与有氧",
          workout_items: [{ name: "平板支撑 Plank", info: "3 组 × 45 秒" }],
        });
        const monday = await createWorkout(api, admin, {
          client_id: client.id,
          due: MONDAY,
          title: "下肢力量",
          workout_items: [
            { name: "杠铃深蹲 Barbell Squat", info: "4 组 × 8 次", position: 1 },
            { name: "罗马尼亚硬拉 Romanian Deadlift", info: "3 组 × 10 次", position: 2 },
          ],
        });
        expect(monday).toMatchObject({ client_id: client.id, due: MONDAY, state: "pending" });
        await createWorkout(api, admin, { client_id: client.id, due: isoDay(MONDAY, 7), title: "下周一" });
        await createWorkout(api, admin, { client_id: client.id, due: isoDay(MONDAY, -1), title: "上周日" });

        const res = await api.get(week(client.id), { token: admin.token });
        expectStatus(res, 200);
        expect(res.body.workouts.map((w: Json) => [w.due, w.title])).toEqual([
          [MONDAY, "下肢力量"],
          ["2031-03-07", "核心与有氧"],
        ]);
        expect(res.body.workout_items.map((i: Json) => i.name).sort()).toEqual(
          ["平板支撑 Plank", "杠铃深蹲 Barbell Squat", "罗马尼亚硬拉 Romanian Deadlift"].sort(),
        );
        const mondayIds = res.body.workouts[0].workout_item_ids as number[];
        expect(mondayIds).toHaveLength(2);
        for (const key of ["clients", "users", "comments"])
          expect(Array.isArray(res.body[key]), key).toBe(true);
        expect(res.body.clients.map((c: Json) => c.id)).toContain(client.id);

        // Completing an item and the workout is visible in the same week view.
        const itemId = mondayIds[0]!;
        const item = await api.put(
          `/api/workout_items/${itemId}`,
          { workout_item: { result: "60kg × 8, 8, 8, 7", state: "completed" } },
          { token: admin.token },
        );
        expectStatus(item, 200);
        const done = await api.put(
          `/api/workouts/${monday.id}`,
          { workout: { state: "completed" } },
          { token: admin.token },
        );
        expectStatus(done, 200);
        const again = await api.get(week(client.id), { token: admin.token });
        expect(again.body.workouts[0]).toMatchObject({ id: monday.id, state: "completed" });
        expect(again.body.workout_items.find((i: Json) => i.id === itemId)).toMatchObject({
          result: "60kg × 8, 8, 8, 7",
        });

        // Deleting a workout removes it from the week.
        expectStatus(await api.delete(`/api/workouts/${friday.id}`, { token: admin.token }), 200);
        const after = await api.get(week(client.id), { token: admin.token });
        expect(after.body.workouts.map((w: Json) => w.id)).toEqual([monday.id]);

        const bad = await api.get(
          `/api/workouts?client_id=${client.id}&start_date=2031-02-30&end_date=2031-03-09`,
          { token: admin.token },
        );
        expectError(bad, 400);
      },
    },
    {
      name: "program length follows its workouts; assign_job copies them to clients from start_date",
      async run(t) {
        const { api, admin } = await setupOrganization(t);
        const created = await api.post(
          "/api/programs",
          { program: { name: "四周增肌" } },
          { token: admin.token },
        );
        expectStatus(created, 201);
        const program = created.body.program as Json;
        expect(program).toMatchObject({ name: "四周增肌", length: 7, highest_position: 0 });

        const at = async (position: number, title: string) =>
          createWorkout(api, admin, {
            program_id: program.id,
            position,
            title,
            workout_items: [{ name: `${title} 动作`, info: "3 × 10" }],
          });
        await at(1, "第1天");
        await at(3, "第3天");
        let got = await api.get(`/api/programs/${program.id}`, { token: admin.token });
        expect(got.body.program).toMatchObject({ length: 7, highest_position: 3 });
        const day9 = await at(9, "第9天");
        got = await api.get(`/api/programs/${program.id}`, { token: admin.token });
        expect(got.body.program).toMatchObject({ length: 14, highest_position: 9 });
        expect(got.body.workouts.map((w: Json) => w.position)).toEqual([1, 3, 9]);
        await at(15, "第15天");
        got = await api.get(`/api/programs/${program.id}`, { token: admin.token });
        expect(got.body.program).toMatchObject({ length: 21, highest_position: 15 });

        const a = await createClient(api, admin, "计划学员甲");
        const b = await createClient(api, admin, "计划学员乙");
        // b already has a workout inside the range: replace:true removes it in the same write.
        const old = await createWorkout(api, admin, {
          client_id: b.id,
          due: isoDay(MONDAY, 1),
          title: "旧训练",
        });
        const assigned = await api.post(
          `/api/programs/${program.id}/assign_job`,
          { client_ids: [a.id, b.id], start_date: "2031-3-3", replace: true },
          { token: admin.token },
        );
        expectStatus(assigned, 200);
        expect(assigned.body).toMatchObject({ success: 0, msg: "应用成功", workouts_count: 8 });

        for (const client of [a, b]) {
          const list = await api.get(
            `/api/workouts?client_id=${client.id}&start_date=${MONDAY}&end_date=${isoDay(MONDAY, 20)}&order=due_ASC`,
            { token: admin.token },
          );
          expectStatus(list, 200);
          expect(list.body.workouts.map((w: Json) => [w.due, w.title])).toEqual([
            [MONDAY, "第1天"],
            [isoDay(MONDAY, 2), "第3天"],
            [isoDay(MONDAY, 8), "第9天"],
            [isoDay(MONDAY, 14), "第15天"],
          ]);
          expect(list.body.workouts.every((w: Json) => w.program_id === program.id)).toBe(true);
          expect(list.body.workout_items.map((i: Json) => i.name)).toContain("第9天 动作");
        }
        expectError(await api.get(`/api/workouts/${old.id}`, { token: admin.token }), 404);

        // Deleting the last day shrinks the program again.
        expectStatus(await api.delete(`/api/workouts/${day9.id}`, { token: admin.token }), 200);
        got = await api.get(`/api/programs/${program.id}`, { token: admin.token });
        expect(got.body.program.length).toBe(21);
        const last = got.body.workouts.find((w: Json) => w.position === 15);
        expectStatus(await api.delete(`/api/workouts/${last.id}`, { token: admin.token }), 200);
        got = await api.get(`/api/programs/${program.id}`, { token: admin.token });
        expect(got.body.program).toMatchObject({ length: 7, highest_position: 3 });
      },
    },
    {
      name: "coaches comment on a workout; comments come back with the workout",
      async run(t) {
        const { api, admin } = await setupOrganization(t);
        const client = await createClient(api, admin);
        const workout = await createWorkout(api, admin, {
          client_id: client.id,
          due: MONDAY,
          title: "上肢推拉",
        });
        const posted = await api.post(
          "/api/comments",
          { comment: { workout_id: workout.id, body: "  动作很标准，下次加重 <b>2.5kg</b>  " } },
          { token: admin.token },
        );
        expectStatus(posted, 201);
        expect(posted.body.comment).toMatchObject({
          workout_id: workout.id,
          user_id: admin.userId,
          body: "动作很标准，下次加重 <b>2.5kg</b>",
        });

        const list = await api.get(`/api/comments?workout_id=${workout.id}`, { token: admin.token });
        expectStatus(list, 200);
        expect(list.body.comments.map((c: Json) => c.id)).toEqual([posted.body.comment.id]);
        const inWeek = await api.get(week(client.id), { token: admin.token });
        expect(inWeek.body.comments.map((c: Json) => c.id)).toContain(posted.body.comment.id);

        expectError(
          await api.post(
            "/api/comments",
            { comment: { workout_id: workout.id, body: "   " } },
            { token: admin.token },
          ),
          400,
        );
        const del = await api.delete(`/api/comments/${posted.body.comment.id}`, { token: admin.token });
        expectStatus(del, 200);
        const empty = await api.get(`/api/comments?workout_id=${workout.id}`, { token: admin.token });
        expect(empty.body.comments).toEqual([]);
      },
    },
    {
      name: "one person posts at most 30 comments a minute: the 31st is a 429 with Retry-After (issue 20)",
      async run(t) {
        // The rate is counted in the database (login_throttles), so it holds on both runtimes.
        const { api, admin } = await setupOrganization(t);
        const client = await createClient(api, admin);
        const workout = await createWorkout(api, admin, { client_id: client.id, due: MONDAY });
        const post = () =>
          api.post(
            "/api/comments",
            { comment: { workout_id: workout.id, body: "加油" } },
            { token: admin.token },
          );
        const answers = await Promise.all(Array.from({ length: 30 }, post));
        expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201));
        const refused = await post();
        expectError(refused, 429);
        expect(refused.body.code).toBe("TOO_MANY_COMMENTS");
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
        const list = await api.get(`/api/comments?workout_id=${workout.id}&per_page=20`, {
          token: admin.token,
        });
        expect(list.body.meta).toMatchObject({ per_page: 20, total_pages: 2, total_count: 30 });
      },
    },
    {
      name: "another organization's workouts, programs and comments answer 404",
      async run(t) {
        const { api, coachA, coachB } = await setupTwoOrganizations(t);
        const clientA = await createClient(api, coachA);
        const clientB = await createClient(api, coachB);
        const workout = await createWorkout(api, coachA, {
          client_id: clientA.id,
          due: MONDAY,
          title: "A 的训练",
          workout_items: [{ name: "深蹲" }],
        });
        const program = (
          await api.post("/api/programs", { program: { name: "A 计划" } }, { token: coachA.token })
        ).body.program as Json;
        const comment = (
          await api.post(
            "/api/comments",
            { comment: { workout_id: workout.id, body: "A" } },
            { token: coachA.token },
          )
        ).body.comment as Json;

        const asB = { token: coachB.token };
        expectError(await api.get(week(clientA.id), asB), 404, "NOT_FOUND");
        expectError(await api.get(`/api/workouts/${workout.id}`, asB), 404, "NOT_FOUND");
        expectError(
          await api.put(`/api/workouts/${workout.id}`, { workout: { title: "x" } }, asB),
          404,
          "NOT_FOUND",
        );
        expectError(await api.delete(`/api/workouts/${workout.id}`, asB), 404, "NOT_FOUND");
        expectError(
          await api.put(
            `/api/workout_items/${workout.workout_item_ids[0]}`,
            { workout_item: { result: "x" } },
            asB,
          ),
          404,
          "NOT_FOUND",
        );
        expectError(
          await api.post(
            "/api/workouts",
            { workout: { client_id: clientA.id, due: MONDAY, title: "x" } },
            asB,
          ),
          404,
          "NOT_FOUND",
        );
        expectError(await api.get(`/api/programs/${program.id}`, asB), 404, "NOT_FOUND");
        expectError(
          await api.post(
            `/api/programs/${program.id}/assign_job`,
            { client_ids: [clientB.id], start_date: MONDAY },
            asB,
          ),
          404,
          "NOT_FOUND",
        );
        expectError(
          await api.post("/api/comments", { comment: { workout_id: workout.id, body: "x" } }, asB),
          404,
          "NOT_FOUND",
        );
        expectError(await api.get(`/api/comments?workout_id=${workout.id}`, asB), 404, "NOT_FOUND");
        expectError(await api.delete(`/api/comments/${comment.id}`, asB), 404, "NOT_FOUND");
        // A's own program cannot be assigned to B's client either.
        expectError(
          await api.post(
            `/api/programs/${program.id}/assign_job`,
            { client_ids: [clientB.id], start_date: MONDAY },
            { token: coachA.token },
          ),
          404,
        );
        const ids = await api.get(`/api/workouts?ids=${workout.id}`, asB);
        expectStatus(ids, 200);
        expect(ids.body.workouts).toEqual([]);
        // Nothing changed for A.
        const mine = await api.get(`/api/workouts/${workout.id}`, { token: coachA.token });
        expect(mine.body.workout).toMatchObject({ title: "A 的训练" });
      },
    },
  ],
};
