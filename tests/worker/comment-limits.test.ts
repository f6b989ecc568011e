import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { comments, login_throttles } from "../../db/schema";
import {
  COMMENTS_PER_MINUTE,
  MAX_COMMENTS_PER_WORKOUT,
  WINDOW_COMMENTS_PER_WORKOUT,
} from "../../worker/domains/comments/schemas";
import { insertClient, type Persona, persona, unique } from "../factories";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

/**
 * Issue 20 finding 11 (unbounded comments): a workout holds at most 500 comments, even under
 * concurrent writes; one person posts at most 30 a minute (429 with Retry-After); lists side-load
 * a bounded number of each workout's newest comments with complete `comment_ids`; the calendar's
 * tRPC window asks for 3; GET /comments pages. Each rule on REST and tRPC.
 */

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
let client: Persona & { clientId: number };
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations({ d1Limits: true }));
  const c = await insertClient(t, w.a.trainer, {
    email: `${unique("c")}@test.local`,
    password: "Client-pass-123",
  });
  client = { ...(await persona(t, c.user_id)), clientId: c.id };
});
afterAll(() => t.close());
// Each test starts with fresh rates (the clock does not move by itself in tests).
beforeEach(async () => {
  await t.db.delete(login_throttles);
});

type Comment = { id: number; workout_id: number; body: string; created_at: string };
type Listed = {
  workouts: { id: number; comment_ids: number[] }[];
  comments: Comment[];
};

async function workoutWith(n: number, clientId = w.a.client.id): Promise<number> {
  const res = await api.post<{ workout: { id: number } }>(
    "/api/workouts",
    { workout: { client_id: clientId, due: "2026-03-01", state: "completed" } },
    { token: w.a.trainer.token },
  );
  const workoutId = res.body.workout.id;
  // Fixtures straight into the table (the limits under test are the API's), one second apart.
  if (n > 0)
    await t.client.execute({
      sql: `INSERT INTO comments (workout_id, user_id, body, created_at, updated_at)
        WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i + 1 < ?)
        SELECT ?, ?, 'c' || i, strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01T00:00:00Z', '+' || i || ' seconds'),
          strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01T00:00:00Z', '+' || i || ' seconds') FROM k`,
      args: [n, workoutId, w.a.trainer.userId],
    });
  return workoutId;
}

const countOn = async (workoutId: number) =>
  (await t.db.select({ n: count() }).from(comments).where(eq(comments.workout_id, workoutId)))[0]!.n;

describe("at most 500 comments on a workout", () => {
  it("REST: two concurrent comments at 499 → one 201, one 409 COMMENT_LIMIT; never 501", async () => {
    const id = await workoutWith(MAX_COMMENTS_PER_WORKOUT - 1);
    const post = (token: string) =>
      api.post("/api/comments", { comment: { workout_id: id, body: "最后一条" } }, { token });
    const answers = await Promise.all([post(w.a.trainer.token), post(w.a.admin.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body).toMatchObject({ success: 409, code: "COMMENT_LIMIT" });
    expect(await countOn(id)).toBe(MAX_COMMENTS_PER_WORKOUT);
    const more = await post(w.a.trainer.token);
    expect(more.status).toBe(409);
    expect(await countOn(id)).toBe(MAX_COMMENTS_PER_WORKOUT);
  });

  it("tRPC: the same limit (CONFLICT, COMMENT_LIMIT), also for the client itself", async () => {
    const id = await workoutWith(MAX_COMMENTS_PER_WORKOUT - 1, client.clientId);
    const create = (actor: Persona["actor"]) =>
      callerFor(t, actor)
        .comments.create({ comment: { workout_id: id, body: "x" } })
        .then(
          () => "ok",
          (e: { code?: string; cause?: { code?: string } }) => `${e.code}:${e.cause?.code}`,
        );
    const results = await Promise.all([create(client.actor), create(w.a.trainer.actor)]);
    expect(results.sort()).toEqual(["CONFLICT:COMMENT_LIMIT", "ok"]);
    expect(await countOn(id)).toBe(MAX_COMMENTS_PER_WORKOUT);
  });
});

describe("30 comments a minute per person", () => {
  it("REST: the 31st in a minute is a 429 TOO_MANY_COMMENTS with Retry-After; a minute later it goes", async () => {
    const id = await workoutWith(0, client.clientId);
    const post = () =>
      api.post("/api/comments", { comment: { workout_id: id, body: "又一条" } }, { token: client.token });
    for (let i = 0; i < COMMENTS_PER_MINUTE; i++) expect((await post()).status, `comment ${i + 1}`).toBe(201);
    t.clock.advance(20);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: 429, code: "TOO_MANY_COMMENTS" });
    expect(refused.headers.get("retry-after")).toBe("40");
    expect(await countOn(id)).toBe(COMMENTS_PER_MINUTE);
    // Another person is not slowed down by this one.
    const coach = await api.post(
      "/api/comments",
      { comment: { workout_id: id, body: "教练回复" } },
      { token: w.a.trainer.token },
    );
    expect(coach.status).toBe(201);
    t.clock.advance(40);
    expect((await post()).status).toBe(201);
  });

  it("tRPC: the same rate (TOO_MANY_REQUESTS), counted in the database across concurrent calls", async () => {
    const id = await workoutWith(0, client.clientId);
    const caller = callerFor(t, client.actor);
    const results = await Promise.all(
      Array.from({ length: COMMENTS_PER_MINUTE + 5 }, () =>
        caller.comments.create({ comment: { workout_id: id, body: "并发" } }).then(
          () => "ok",
          (e: { code?: string }) => e.code,
        ),
      ),
    );
    expect(results.filter((r) => r === "ok")).toHaveLength(COMMENTS_PER_MINUTE);
    expect(results.filter((r) => r === "TOO_MANY_REQUESTS")).toHaveLength(5);
    expect(await countOn(id)).toBe(COMMENTS_PER_MINUTE);
    t.clock.advance(60);
  });
});

describe("bounded side-loads, complete comment_ids, paged GET /comments", () => {
  const TOTAL = 150;
  let id: number;
  let all: number[];
  beforeAll(async () => {
    id = await workoutWith(TOTAL);
    all = (
      await t.db
        .select({ id: comments.id })
        .from(comments)
        .where(eq(comments.workout_id, id))
        .orderBy(comments.created_at, comments.id)
    ).map((r) => r.id);
  });
  const newest = (n: number) => all.slice(-n);

  it("REST lists and GET /workouts/{id}: the newest 100 side-loaded, all 150 ids", async () => {
    for (const path of [
      `/api/workouts?ids=${id}`,
      `/api/workouts?client_id=${w.a.client.id}&start_date=2026-03-01&end_date=2026-03-01`,
    ]) {
      const res = await api.get<Listed>(path, { token: w.a.trainer.token });
      expect(res.status, path).toBe(200);
      expect(res.body.workouts.find((x) => x.id === id)?.comment_ids, path).toEqual(all);
      const loaded = res.body.comments.filter((c) => c.workout_id === id).map((c) => c.id);
      expect(loaded, path).toEqual(newest(100));
    }
    const one = await api.get<{ workout: { comment_ids: number[]; comments: Comment[] } }>(
      `/api/workouts/${id}`,
      { token: w.a.trainer.token },
    );
    expect(one.body.workout.comment_ids).toEqual(all);
    expect(one.body.workout.comments.map((c) => c.id)).toEqual(newest(100));
  });

  it("tRPC: the calendar window carries each workout's latest 3 and every id (the count)", async () => {
    const list = await callerFor(t, w.a.trainer.actor).workouts.list({
      client_id: w.a.client.id,
      start_date: "2026-03-01",
      end_date: "2026-03-01",
      limit: 1000,
      comments_per_workout: WINDOW_COMMENTS_PER_WORKOUT,
    });
    expect(list.workouts.find((x) => x.id === id)?.comment_ids).toHaveLength(TOTAL);
    expect(list.comments.filter((c) => c.workout_id === id).map((c) => c.id)).toEqual(newest(3));
    const plain = await callerFor(t, w.a.trainer.actor).workouts.list({ ids: [id] });
    expect(plain.comments.map((c) => c.id)).toEqual(newest(100));
  });

  it("GET /comments?workout_id= pages (100 by default), oldest first, with meta; tRPC too", async () => {
    const first = await api.get<{ comments: Comment[]; meta: Record<string, number> }>(
      `/api/comments?workout_id=${id}`,
      { token: w.a.trainer.token },
    );
    expect(first.body.comments.map((c) => c.id)).toEqual(all.slice(0, 100));
    expect(first.body.meta).toEqual({ page: 1, per_page: 100, total_pages: 2, total_count: TOTAL });
    const second = await api.get<{ comments: Comment[]; meta: Record<string, number> }>(
      `/api/comments?workout_id=${id}&page=2`,
      { token: w.a.trainer.token },
    );
    expect(second.body.comments.map((c) => c.id)).toEqual(all.slice(100));
    const small = await callerFor(t, w.a.trainer.actor).comments.list({
      workout_id: id,
      page: 3,
      per_page: 20,
    });
    expect(small.comments.map((c) => c.id)).toEqual(all.slice(40, 60));
    expect(small.meta).toEqual({ page: 3, per_page: 20, total_pages: 8, total_count: TOTAL });
    const tooMany = await api.get(`/api/comments?workout_id=${id}&per_page=501`, {
      token: w.a.trainer.token,
    });
    expect(tooMany.status).toBe(400);
  });
});
