import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, users, workouts } from "../../db/schema";
import { nightlyFigures } from "../../worker/domains/clients/nightly-figures";
import { runJobsTick } from "../../worker/domains/jobs/runner";
import { insertClient, insertOrganization, insertTrainer } from "../factories";
import { callerFor } from "../helpers/caller";
import { createTestDb, type TestDb } from "../helpers/db";
import { recordStatements } from "../helpers/statements";

/**
 * The nightly refresh (issue 25): after a client's local midnight the job recomputes its figures,
 * so the coach's next list reads them as they are and writes nothing.
 */

let t: TestDb;
let trainer: Awaited<ReturnType<typeof insertTrainer>>;
let shanghai: typeof clients.$inferSelect;
let shanghaiMissed: typeof clients.$inferSelect;
let losAngeles: typeof clients.$inferSelect;
beforeAll(async () => {
  t = await createTestDb({ d1Limits: true });
  t.clock.set("2026-03-02T10:00:00.000Z"); // Shanghai 18:00 on 03-02, Los Angeles 02:00 on 03-02
  trainer = await insertTrainer(t, (await insertOrganization(t)).id);
  shanghai = await insertClient(t, trainer);
  shanghaiMissed = await insertClient(t, trainer);
  losAngeles = await insertClient(t, trainer);
  await t.db.update(users).set({ timezone: "America/Los_Angeles" }).where(eq(users.id, losAngeles.user_id));
  const now = t.clock.now().toISOString();
  for (const [client, state] of [
    [shanghai, "completed"],
    [shanghaiMissed, "pending"],
  ] as const) {
    await t.db.insert(workouts).values({
      uuid: `nightly-${client.id}`,
      client_id: client.id,
      organization_id: client.organization_id!,
      trainer_id: client.trainer_id,
      due: "2026-03-02",
      state,
      created_at: now,
      updated_at: now,
    });
  }
});
afterAll(() => t.close());

const tick = () => runJobsTick(t.deps, { kinds: [nightlyFigures] });

/** The statements a coach's client list sends that write (a refresh it pays for). */
async function listWrites(): Promise<string[]> {
  const { statements } = await recordStatements(t.client, () =>
    callerFor(t, trainer.actor).clients.list({ per_page: 50 }),
  );
  return statements.filter((s) => /^\s*(update|insert|delete)\b/i.test(s));
}

async function figures(id: number) {
  const [row] = await t.db
    .select({
      on: clients.compliance_computed_on,
      r7: clients.compliance_rate_for_7_days,
      missed: clients.missed_sessions_count,
    })
    .from(clients)
    .where(eq(clients.id, id));
  return row!;
}

describe("the nightly figures job", () => {
  it("is what a list would otherwise pay for: stale figures make the list write", async () => {
    expect(await listWrites()).not.toEqual([]);
    expect(await listWrites()).toEqual([]);
  });

  it("refreshes each zone after its local midnight, so the next list writes nothing", async () => {
    // Shanghai has passed midnight (00:30 on 03-03); Los Angeles is still on 03-02.
    t.clock.set("2026-03-02T16:30:00.000Z");
    const report = await tick();
    expect(report.done).toEqual(["compliance:Asia/Shanghai:2026-03-03:0"]);
    expect(await figures(shanghai.id)).toEqual({ on: "2026-03-03", r7: 1, missed: 0 });
    expect(await figures(shanghaiMissed.id)).toEqual({ on: "2026-03-03", r7: 0, missed: 1 });
    expect((await figures(losAngeles.id)).on).toBe("2026-03-02");
    expect(await listWrites()).toEqual([]);

    // Nothing is due again until the next local midnight.
    t.clock.advance(3600);
    expect((await tick()).done).toEqual([]);

    // Los Angeles' midnight (08:00 UTC on 03-03).
    t.clock.set("2026-03-03T08:05:00.000Z");
    expect((await tick()).done).toEqual(["compliance:America/Los_Angeles:2026-03-03:0"]);
    expect((await figures(losAngeles.id)).on).toBe("2026-03-03");
    expect(await listWrites()).toEqual([]);
  });
});
