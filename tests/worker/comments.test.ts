import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comments } from "../../db/schema";
import { insertTrainer, insertTwoOrganizations } from "../factories";
import { callerFor } from "../helpers/caller";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
let workoutId: number;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations({ d1Limits: true }));
  const res = await api.post<{ workout: { id: number } }>(
    "/api/workouts",
    { workout: { client_id: w.a.client.id, due: "2026-03-01", state: "completed" } },
    { token: w.a.trainer.token },
  );
  workoutId = res.body.workout.id;
});
afterAll(() => t.close());

type Comment = { id: number; workout_id: number; user_id: number; body: string; created_at: string };
const commentCount = async () => (await t.db.select({ n: count() }).from(comments))[0]!.n;

describe("comments", () => {
  it("POST /api/comments stores plain text and side-loads with the workout", async () => {
    const body = '  <script>alert("x")</script> 练得不错！  ';
    const res = await api.post<{ comment: Comment }>(
      "/api/comments",
      { comment: { workout_id: workoutId, body } },
      { token: w.a.trainer.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.comment).toMatchObject({
      workout_id: workoutId,
      user_id: w.a.trainer.userId,
      body: body.trim(),
      created_at: t.clock.now().toISOString(),
    });
    const list = await api.get<{
      workouts: { id: number; comment_ids: number[] }[];
      comments: Comment[];
      users: { id: number }[];
    }>(`/api/workouts?ids=${workoutId}`, { token: w.a.admin.token });
    expect(list.body.workouts[0]?.comment_ids).toEqual([res.body.comment.id]);
    expect(list.body.comments.map((c) => c.id)).toEqual([res.body.comment.id]);
    expect(list.body.users.map((u) => u.id)).toContain(w.a.trainer.userId);
    const feed = await api.get<{ comments: Comment[] }>("/api/workouts", { token: w.a.trainer.token });
    expect(feed.body.comments.map((c) => c.id)).toContain(res.body.comment.id);
  });

  it("side-loads each workout's own comments in every list shape", async () => {
    const token = w.a.trainer.token;
    const made: number[] = [];
    for (const due of ["2026-02-10", "2026-02-11", "2026-02-12", "2026-02-13"]) {
      const res = await api.post<{ workout: { id: number } }>(
        "/api/workouts",
        { workout: { client_id: w.a.client.id, due, state: "completed" } },
        { token },
      );
      made.push(res.body.workout.id);
    }
    // Comment ids deliberately unlike workout ids: two on the third workout, none elsewhere.
    const first = await api.post<{ comment: Comment }>(
      "/api/comments",
      { comment: { workout_id: made[2], body: "一" } },
      { token },
    );
    const second = await api.post<{ comment: Comment }>(
      "/api/comments",
      { comment: { workout_id: made[2], body: "二" } },
      { token },
    );
    const expected = [first.body.comment.id, second.body.comment.id];
    type Listed = { workouts: { id: number; comment_ids: number[] }[]; comments: Comment[] };
    for (const path of [
      `/api/workouts?client_id=${w.a.client.id}&start_date=2026-02-10&end_date=2026-02-13`,
      `/api/workouts?ids=${made.join(",")}`,
      "/api/workouts?limit=1000",
    ]) {
      const res = await api.get<Listed>(path, { token });
      const byId = new Map(res.body.workouts.map((x) => [x.id, x.comment_ids]));
      expect(
        made.map((id) => byId.get(id)),
        path,
      ).toEqual([[], [], expected, []]);
      expect(
        res.body.comments.filter((c) => made.includes(c.workout_id)).map((c) => c.id),
        path,
      ).toEqual(expected);
    }
  });

  it("refuses empty, too long, or foreign-workout comments; anonymous is 401", async () => {
    const before = await commentCount();
    for (const comment of [
      { workout_id: workoutId, body: "   " },
      { workout_id: workoutId, body: "好".repeat(5001) },
      { body: "x" },
    ]) {
      const res = await api.post("/api/comments", { comment }, { token: w.a.trainer.token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: 400, code: "BAD_REQUEST" });
    }
    const ok = await api.post(
      "/api/comments",
      { comment: { workout_id: workoutId, body: "好".repeat(5000) } },
      { token: w.a.trainer.token },
    );
    expect(ok.status).toBe(201);
    expect(
      (
        await api.post(
          "/api/comments",
          { comment: { workout_id: workoutId, body: "x" } },
          { token: w.b.trainer.token },
        )
      ).status,
    ).toBe(404);
    expect((await api.post("/api/comments", { comment: { workout_id: workoutId, body: "x" } })).status).toBe(
      401,
    );
    expect(await commentCount()).toBe(before + 1);
  });

  it("DELETE /api/comments/{id}: the author or a coach of the organization, nobody else", async () => {
    const mk = async (token: string) =>
      (
        await api.post<{ comment: Comment }>(
          "/api/comments",
          { comment: { workout_id: workoutId, body: "x" } },
          { token },
        )
      ).body.comment.id;
    const byTrainer = await mk(w.a.trainer.token);
    expect((await api.delete(`/api/comments/${byTrainer}`, { token: w.b.admin.token })).status).toBe(404);
    expect((await api.delete(`/api/comments/${byTrainer}`)).status).toBe(401);
    const colleague = await insertTrainer(t, w.a.org.id);
    const res = await api.delete(`/api/comments/${byTrainer}`, { token: colleague.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: 0, msg: "评论删除成功" });
    const own = await mk(w.a.admin.token);
    expect((await api.delete(`/api/comments/${own}`, { token: w.a.admin.token })).status).toBe(200);
    expect((await api.delete(`/api/comments/${own}`, { token: w.a.admin.token })).status).toBe(404);
  });

  it("tRPC comments.create / list / delete", async () => {
    const caller = callerFor(t, w.a.admin.actor);
    const created = await caller.comments.create({ comment: { workout_id: workoutId, body: "明天加重" } });
    const listed = await caller.comments.list({ workout_id: workoutId });
    expect(listed.comments.map((c) => c.id)).toContain(created.comment.id);
    expect(listed.users.map((u) => u.id)).toContain(w.a.admin.userId);
    await caller.comments.delete({ id: created.comment.id });
    expect((await caller.comments.list({ workout_id: workoutId })).comments.map((c) => c.id)).not.toContain(
      created.comment.id,
    );
    await expect(
      callerFor(t, w.b.trainer.actor).comments.list({ workout_id: workoutId }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("comment side-loading on a fresh database", () => {
  it("finds a workout's comments whatever their ids (no accidental id coincidence)", async () => {
    const fresh = await createTestDb({ d1Limits: true });
    try {
      const freshApi = testApi(fresh);
      const org = await insertTwoOrganizations(fresh);
      const token = org.a.trainer.token;
      const ids: number[] = [];
      for (const due of ["2026-02-10", "2026-02-11", "2026-02-12"]) {
        const res = await freshApi.post<{ workout: { id: number } }>(
          "/api/workouts",
          { workout: { client_id: org.a.client.id, due } },
          { token },
        );
        ids.push(res.body.workout.id);
      }
      const posted = await freshApi.post<{ comment: Comment }>(
        "/api/comments",
        { comment: { workout_id: ids[2], body: "唯一的评论" } },
        { token },
      );
      expect(posted.body.comment.id).not.toBe(ids[2]);
      const res = await freshApi.get<{
        workouts: { id: number; comment_ids: number[] }[];
        comments: Comment[];
      }>(`/api/workouts?client_id=${org.a.client.id}`, { token });
      expect(res.body.workouts.map((x) => x.comment_ids)).toEqual([[], [], [posted.body.comment.id]]);
      expect(res.body.comments.map((c) => c.body)).toEqual(["唯一的评论"]);
    } finally {
      fresh.close();
    }
  });
});
