import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, users, workouts } from "../../db/schema";
import {
  addDays,
  ensureFreshClientStats,
  localDate,
  refreshClientStats,
} from "../../worker/domains/clients/stats";
import { insertClient, insertOrganization, insertTrainer } from "../factories";
import { createTestDb, type TestDb } from "../helpers/db";

let t: TestDb;
let trainer: Awaited<ReturnType<typeof insertTrainer>>;
beforeAll(async () => {
  t = await createTestDb({ d1Limits: true });
  trainer = await insertTrainer(t, (await insertOrganization(t)).id);
});
afterAll(() => t.close());

let seq = 0;
/** Workouts straight into the table (the stats code must not depend on how they were written). */
async function addWorkouts(
  clientId: number,
  rows: { due: string; state?: "pending" | "completed"; rest_day?: boolean }[],
) {
  const [client] = await t.db.select().from(clients).where(eq(clients.id, clientId));
  const now = t.clock.now().toISOString();
  // One row per statement: D1 takes at most 100 bound parameters per statement.
  for (const r of rows) {
    await t.db.insert(workouts).values({
      uuid: `compliance-${++seq}`,
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

async function stats(clientId: number) {
  const [row] = await t.db
    .select({
      completed: clients.completed_workouts_count,
      missed: clients.missed_sessions_count,
      r7: clients.compliance_rate_for_7_days,
      r30: clients.compliance_rate_for_30_days,
      r90: clients.compliance_rate_for_90_days,
      on: clients.compliance_computed_on,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row!;
}

async function setTimezone(client: { user_id: number }, timezone: string) {
  await t.db.update(users).set({ timezone }).where(eq(users.id, client.user_id));
}

describe("date helpers", () => {
  it("gives the local calendar date in a time zone, falling back to Asia/Shanghai", () => {
    const at = new Date("2026-03-01T20:00:00.000Z");
    expect(localDate("Asia/Shanghai", at)).toBe("2026-03-02");
    expect(localDate("America/Los_Angeles", at)).toBe("2026-03-01");
    expect(localDate("Pacific/Kiritimati", new Date("2026-03-01T10:30:00.000Z"))).toBe("2026-03-02");
    expect(localDate("Not/AZone", at)).toBe("2026-03-02");
    expect(localDate(null, at)).toBe("2026-03-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("client statistics", () => {
  it("counts completed and missed workouts and rates the 7/30/90-day windows ending today", async () => {
    t.clock.set("2026-03-02T04:00:00.000Z"); // Shanghai: 2026-03-02 12:00
    const client = await insertClient(t, trainer);
    await addWorkouts(client.id, [
      { due: "2026-03-02", state: "completed" }, // today: in every window
      { due: "2026-03-02" }, // today, pending: can still be done, counts nowhere yet (issue 22)
      { due: "2026-02-24", state: "completed" }, // 7th day back: in the 7-day window
      { due: "2026-02-23" }, // 8th day back: only 30/90, missed
      { due: "2026-02-20", rest_day: true }, // rest day: never counts
      { due: "2026-02-01", state: "completed" }, // 30th day back (inclusive)
      { due: "2026-01-31" }, // 31st day back: 90 only, missed
      { due: "2025-12-03", state: "completed" }, // 90th day back
      { due: "2025-12-02" }, // 91st day back: outside every window, still missed
      { due: "2026-03-03", state: "completed" }, // completed ahead of time: not due yet
    ]);
    await refreshClientStats(t.deps, [client.id]);
    expect(await stats(client.id)).toEqual({
      completed: 5,
      missed: 3,
      r7: 2 / 2,
      r30: 3 / 4,
      r90: 4 / 6,
      on: "2026-03-02",
    });
  });

  it("is null when nothing was due in a window", async () => {
    const client = await insertClient(t, trainer);
    await addWorkouts(client.id, [
      { due: "2026-01-10", state: "completed" },
      { due: "2026-02-28", rest_day: true },
    ]);
    await refreshClientStats(t.deps, [client.id]);
    expect(await stats(client.id)).toMatchObject({ completed: 1, missed: 0, r7: null, r30: null, r90: 1 });
    const empty = await insertClient(t, trainer);
    await refreshClientStats(t.deps, [empty.id]);
    expect(await stats(empty.id)).toMatchObject({ completed: 0, missed: 0, r7: null, r30: null, r90: null });
  });

  it("uses the client's own local date (users.timezone)", async () => {
    // 2026-03-02T02:00Z is 10:00 on the 2nd in Shanghai and 18:00 on the 1st in Los Angeles.
    t.clock.set("2026-03-02T02:00:00.000Z");
    const shanghai = await insertClient(t, trainer);
    const la = await insertClient(t, trainer);
    await setTimezone(la, "America/Los_Angeles");
    for (const c of [shanghai, la]) {
      await addWorkouts(c.id, [{ due: "2026-03-01" }, { due: "2026-03-02", state: "completed" }]);
    }
    await refreshClientStats(t.deps, [shanghai.id, la.id]);
    // Shanghai: the 1st is past (missed), both are due. Los Angeles: the 1st is today and still
    // pending (not counted yet), the 2nd is ahead: nothing is due so far.
    expect(await stats(shanghai.id)).toMatchObject({ missed: 1, r7: 0.5, on: "2026-03-02" });
    expect(await stats(la.id)).toMatchObject({ missed: 0, r7: null, on: "2026-03-01" });

    // Later the same UTC day it is the 2nd in Los Angeles too: ensureFresh recomputes only LA.
    t.clock.set("2026-03-02T09:00:00.000Z");
    await t.db.update(clients).set({ completed_workouts_count: 42 }).where(eq(clients.id, shanghai.id));
    await ensureFreshClientStats(t.deps, [shanghai.id, la.id]);
    expect(await stats(la.id)).toMatchObject({ missed: 1, r7: 0.5, on: "2026-03-02" });
    expect((await stats(shanghai.id)).completed).toBe(42); // fresh for today: not touched
    await refreshClientStats(t.deps, [shanghai.id]);
    expect((await stats(shanghai.id)).completed).toBe(1);
  });

  it("moves the windows with the date: yesterday's figures are recomputed on the first read of a new day", async () => {
    t.clock.set("2026-03-02T04:00:00.000Z");
    const client = await insertClient(t, trainer);
    await addWorkouts(client.id, [{ due: "2026-02-24", state: "completed" }, { due: "2026-03-02" }]);
    await refreshClientStats(t.deps, [client.id]);
    // Today's pending workout is not counted yet: only the 24th is due.
    expect(await stats(client.id)).toMatchObject({ r7: 1, missed: 0, on: "2026-03-02" });
    t.clock.set("2026-03-03T04:00:00.000Z");
    await ensureFreshClientStats(t.deps, [client.id]);
    // The 24th left the 7-day window; the 2nd is now past and missed.
    expect(await stats(client.id)).toMatchObject({ r7: 0, r30: 0.5, missed: 1, on: "2026-03-03" });
    t.clock.set("2026-03-02T10:00:00.000Z");
  });

  it("recomputes many clients with one aggregate statement, and reads once when all are fresh", async () => {
    t.clock.set("2026-03-02T04:00:00.000Z");
    const many: number[] = [];
    for (let i = 0; i < 60; i++) {
      const c = await insertClient(t, trainer);
      many.push(c.id);
      await addWorkouts(c.id, [
        { due: "2026-03-01", state: i % 2 ? "completed" : "pending" },
        { due: "2026-02-28" },
      ]);
    }
    const calls = { execute: 0, batch: 0, statements: 0 };
    const execute = t.client.execute.bind(t.client);
    const batch = t.client.batch.bind(t.client);
    t.client.execute = ((...args: Parameters<typeof execute>) => {
      calls.execute++;
      return execute(...args);
    }) as typeof t.client.execute;
    t.client.batch = ((stmts: Parameters<typeof batch>[0], mode?: Parameters<typeof batch>[1]) => {
      calls.batch++;
      calls.statements += stmts.length;
      return batch(stmts, mode);
    }) as typeof t.client.batch;
    try {
      await ensureFreshClientStats(t.deps, many);
      expect(calls).toEqual({ execute: 1, batch: 1, statements: 1 });
      await ensureFreshClientStats(t.deps, many);
      expect(calls).toEqual({ execute: 2, batch: 1, statements: 1 });
    } finally {
      t.client.execute = execute;
      t.client.batch = batch;
    }
    expect(await stats(many[1]!)).toMatchObject({ completed: 1, missed: 1, r7: 0.5 });
    expect(await stats(many[0]!)).toMatchObject({ completed: 0, missed: 2, r7: 0 });
    t.clock.set("2026-03-02T10:00:00.000Z");
  });
});
