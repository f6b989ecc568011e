import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, users, workouts } from "../../db/schema";
import { issueToken } from "../../worker/domains/auth/sign-in";
import { mondayOf } from "../../worker/domains/clients/trend";
import { insertClient, insertOrganization, insertTrainer } from "../factories";
import { callerFor } from "../helpers/caller";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";

/**
 * `clients.trend` = GET /api/clients/{id}/trend: weekly completion over the last 12 Monday–Sunday
 * weeks in the client's time zone (worker/domains/clients/trend.ts).
 */

let t: TestDb;
let api: TestApi;
let trainer: Awaited<ReturnType<typeof insertTrainer>>;
beforeAll(async () => {
  t = await createTestDb();
  api = testApi(t);
  trainer = await insertTrainer(t, (await insertOrganization(t)).id);
});
afterAll(() => t.close());

let seq = 0;
async function addWorkouts(
  clientId: number,
  rows: { due: string; state?: "pending" | "completed"; rest_day?: boolean }[],
) {
  const [client] = await t.db.select().from(clients).where(eq(clients.id, clientId));
  const now = t.clock.now().toISOString();
  for (const r of rows) {
    await t.db.insert(workouts).values({
      uuid: `trend-${++seq}`,
      client_id: clientId,
      organization_id: client!.organization_id!,
      trainer_id: client!.trainer_id,
      due: r.due,
      state: r.state ?? "pending",
      rest_day: r.rest_day ?? false,
      created_at: now,
      updated_at: now,
    });
  }
}

type Week = { start: string; scheduled: number; completed: number; rate: number | null };
const trend = async (id: number) => (await callerFor(t, trainer.actor).clients.trend({ id })).weeks as Week[];

describe("clients.trend", () => {
  it("finds the Monday of a date", () => {
    expect(mondayOf("2026-03-02")).toBe("2026-03-02"); // a Monday
    expect(mondayOf("2026-03-08")).toBe("2026-03-02"); // Sunday
    expect(mondayOf("2026-03-04")).toBe("2026-03-02");
    expect(mondayOf("2026-01-01")).toBe("2025-12-29");
  });

  it("answers 12 weeks, oldest first, with and without workouts, rest days excluded", async () => {
    t.clock.set("2026-03-04T04:00:00.000Z"); // Shanghai: Wednesday 2026-03-04 12:00
    const client = await insertClient(t, trainer);
    await addWorkouts(client.id, [
      { due: "2026-03-02", state: "completed" }, // this week (Monday)
      { due: "2026-03-04" }, // today, pending: can still be done, not counted yet (issue 22)
      { due: "2026-03-05", state: "completed" }, // ahead of today: not counted yet
      { due: "2026-03-03", rest_day: true }, // rest day: never counts
      { due: "2026-03-01", state: "completed" }, // Sunday: the week before
      { due: "2026-02-23" }, // Monday of the week before
      { due: "2025-12-15", state: "completed" }, // the first week
      { due: "2025-12-14", state: "completed" }, // before the first week
    ]);
    const weeks = await trend(client.id);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ start: "2025-12-15", scheduled: 1, completed: 1, rate: 1 });
    expect(weeks[10]).toEqual({ start: "2026-02-23", scheduled: 2, completed: 1, rate: 0.5 });
    expect(weeks[11]).toEqual({ start: "2026-03-02", scheduled: 1, completed: 1, rate: 1 });
    for (const w of weeks.slice(1, 10)) expect(w).toMatchObject({ scheduled: 0, completed: 0, rate: null });
    expect(weeks.map((w) => w.start)).toEqual(
      Array.from({ length: 12 }, (_, i) =>
        new Date(Date.UTC(2025, 11, 15 + 7 * i)).toISOString().slice(0, 10),
      ),
    );

    const empty = await insertClient(t, trainer);
    const none = await trend(empty.id);
    expect(none).toHaveLength(12);
    expect(none.every((w) => w.scheduled === 0 && w.rate === null)).toBe(true);
  });

  it("cuts weeks in the client's time zone", async () => {
    // 2026-03-01T20:00Z: Monday 2026-03-02 04:00 in Shanghai, Sunday 2026-03-01 12:00 in Los Angeles.
    t.clock.set("2026-03-01T20:00:00.000Z");
    const shanghai = await insertClient(t, trainer);
    const la = await insertClient(t, trainer);
    await t.db.update(users).set({ timezone: "America/Los_Angeles" }).where(eq(users.id, la.user_id));
    for (const c of [shanghai, la]) {
      await addWorkouts(c.id, [
        { due: "2026-03-01", state: "completed" },
        { due: "2026-03-02", state: "completed" },
      ]);
    }
    const sh = await trend(shanghai.id);
    expect(sh.at(-1)).toEqual({ start: "2026-03-02", scheduled: 1, completed: 1, rate: 1 });
    expect(sh.at(-2)).toEqual({ start: "2026-02-23", scheduled: 1, completed: 1, rate: 1 });
    const l = await trend(la.id);
    // In Los Angeles it is still Sunday: the 2nd is next week and not due.
    expect(l.at(-1)).toEqual({ start: "2026-02-23", scheduled: 1, completed: 1, rate: 1 });
    expect(l[0]!.start).toBe("2025-12-08");
  });

  it("is served over REST, 404 for another organization's client, and reads workouts_client_due_idx", async () => {
    t.clock.set("2026-03-04T04:00:00.000Z");
    const client = await insertClient(t, trainer);
    await addWorkouts(client.id, [{ due: "2026-03-02", state: "completed" }]);
    const token = await issueToken(t.deps, trainer.userId, 0);
    const res = await api.get<{ weeks: Week[] }>(`/api/clients/${client.id}/trend`, { token });
    expect(res.status).toBe(200);
    expect(res.body.weeks.at(-1)).toEqual({ start: "2026-03-02", scheduled: 1, completed: 1, rate: 1 });

    const other = await insertTrainer(t, (await insertOrganization(t)).id);
    const otherToken = await issueToken(t.deps, other.userId, 0);
    expect((await api.get(`/api/clients/${client.id}/trend`, { token: otherToken })).status).toBe(404);
    // The linked collections keep their own names.
    expect((await api.get(`/api/clients/${client.id}/notes`, { token })).body).toEqual({ notes: [] });

    const plan = await t.db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN
      SELECT count(*) FROM workouts AS w WHERE w.client_id = ${client.id} AND w.due >= '2025-12-15'
        AND w.due <= '2026-03-04' AND w.rest_day = 0`);
    expect(plan.map((p) => p.detail).join("\n")).toMatch(/COVERING INDEX workouts_client_due_idx/);
  });
});
