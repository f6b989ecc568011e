import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, comments, idempotency_keys } from "../../db/schema";
import { ZCreateWorkoutInput } from "../../worker/domains/workouts/schemas";
import { createWorkout } from "../../worker/domains/workouts/workouts";
import { insertClient, insertOrganization, insertTrainer, type Persona, persona } from "../factories";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";

/**
 * Idempotent replays (worker/http/idempotency.ts): the client app's offline queue sends every write
 * with an Idempotency-Key and may send it again; the write runs once.
 */

let t: TestDb;
let api: TestApi;
let me: Persona;
let clientId: number;
let workoutId: number;
beforeAll(async () => {
  t = await createTestDb({ d1Limits: true });
  api = testApi(t);
  const org = await insertOrganization(t);
  const trainer = await insertTrainer(t, org.id);
  const client = await insertClient(t, trainer);
  clientId = client.id;
  me = await persona(t, client.user_id);
  const created = await createWorkout(
    t.deps,
    trainer.actor,
    ZCreateWorkoutInput.parse({
      workout: { client_id: client.id, due: "2026-03-02", workout_items: [{ name: "跑步" }] },
    }),
  );
  workoutId = created.workout.id;
});
afterAll(() => t.close());

const withKey = (key: string, method: string, path: string, body?: unknown) =>
  api.request(method, path, { token: me.token, body, headers: { "idempotency-key": key } });
const commentCount = async () =>
  (await t.db.select({ n: count() }).from(comments).where(eq(comments.workout_id, workoutId)))[0]!.n;

describe("Idempotency-Key on REST writes", () => {
  it("a replay gets the same status and body without running again (one comment)", async () => {
    const before = await commentCount();
    const body = { comment: { workout_id: workoutId, body: "离线时写的" } };
    const first = await withKey("comment-1", "POST", "/api/comments", body);
    const again = await withKey("comment-1", "POST", "/api/comments", body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await commentCount()).toBe(before + 1);
  });

  it("a replayed completion is counted once", async () => {
    const complete = { workout: { state: "completed" } };
    const first = await withKey("done-1", "PUT", `/api/workouts/${workoutId}`, complete);
    expect(first.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const again = await withKey("done-1", "PUT", `/api/workouts/${workoutId}`, complete);
      expect(again.body).toEqual(first.body);
    }
    const [row] = await t.db.select().from(clients).where(eq(clients.id, clientId));
    expect(row?.completed_workouts_count).toBe(1);
  });

  it("the same key on a different request answers 422 and runs nothing", async () => {
    const before = await commentCount();
    await withKey("reuse-1", "POST", "/api/comments", { comment: { workout_id: workoutId, body: "一" } });
    const other = await withKey("reuse-1", "POST", "/api/comments", {
      comment: { workout_id: workoutId, body: "二" },
    });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ success: 422, code: "IDEMPOTENCY_KEY_REUSED" });
    const otherPath = await withKey("reuse-1", "PUT", `/api/workouts/${workoutId}`, {
      workout: { state: "pending" },
    });
    expect(otherPath.status).toBe(422);
    expect(await commentCount()).toBe(before + 1);
  });

  it("a replay while the first is still running answers 409", async () => {
    const body = { comment: { workout_id: workoutId, body: "并发" } };
    // The first request's claim, as it stands while that request runs.
    const first = await withKey("race-0", "POST", "/api/comments", body);
    const [claim] = await t.db.select().from(idempotency_keys).where(eq(idempotency_keys.key, "race-0"));
    await t.db.insert(idempotency_keys).values({ ...claim!, key: "race-1", status: null, body: null });
    const during = await withKey("race-1", "POST", "/api/comments", body);
    expect(during.status).toBe(409);
    expect(during.body).toMatchObject({ code: "CONFLICT" });
    expect(first.status).toBe(201);
  });

  it("parallel sends of one write create it once", async () => {
    const before = await commentCount();
    const body = { comment: { workout_id: workoutId, body: "两次发送" } };
    const answers = await Promise.all(
      [1, 2, 3].map(() => withKey("parallel-1", "POST", "/api/comments", body)),
    );
    for (const a of answers) expect([201, 409]).toContain(a.status);
    expect(await commentCount()).toBe(before + 1);
  });

  it("refused answers are kept too; server errors and unsigned callers are not covered", async () => {
    const missing = await withKey("missing-1", "PUT", "/api/workouts/999999", {
      workout: { state: "completed" },
    });
    expect(missing.status).toBe(404);
    const again = await withKey("missing-1", "PUT", "/api/workouts/999999", {
      workout: { state: "completed" },
    });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const anon = await api.request("POST", "/api/comments", {
      body: { comment: { workout_id: workoutId, body: "x" } },
      headers: { "idempotency-key": "anon-1" },
    });
    expect(anon.status).toBe(401);
  });

  it("a key longer than 100 characters is refused (400)", async () => {
    const res = await withKey("k".repeat(101), "POST", "/api/comments", {
      comment: { workout_id: workoutId, body: "x" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("keys live 24 hours: then the same key runs again, and old keys are purged", async () => {
    const body = { comment: { workout_id: workoutId, body: "明天再发" } };
    await withKey("old-1", "POST", "/api/comments", body);
    const before = await commentCount();
    t.clock.advance(24 * 3600 + 1);
    try {
      const fresh = await persona(t, me.userId); // tokens of the test config live an hour
      const later = await api.request("POST", "/api/comments", {
        token: fresh.token,
        body,
        headers: { "idempotency-key": "old-1" },
      });
      expect(later.status).toBe(201);
      expect(later.headers.get("idempotent-replayed")).toBeNull();
      expect(await commentCount()).toBe(before + 1);
      const keys = await t.db.select({ key: idempotency_keys.key }).from(idempotency_keys);
      expect(keys.map((k) => k.key)).toEqual(["old-1"]);
    } finally {
      t.clock.set("2026-03-02T10:00:00.000Z");
    }
  });
});

describe("Idempotency-Key on tRPC mutations", () => {
  it("a single mutation call with a key runs once; a replay gets the same answer", async () => {
    const before = await commentCount();
    const send = () =>
      api.app.request("/trpc/comments.create", {
        method: "POST",
        headers: {
          authorization: `Bearer ${me.token}`,
          "content-type": "application/json",
          "idempotency-key": "trpc-1",
        },
        body: JSON.stringify({ comment: { workout_id: workoutId, body: "来自 tRPC" } }),
      });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(200);
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await commentCount()).toBe(before + 1);
  });
});
