import { eq } from "drizzle-orm";
import { clients, users, workout_items, workouts } from "../../../db/schema";
import type { ClientSettings } from "../../../db/schema/json-types";
import { runJobsTick } from "../../../worker/domains/jobs/runner";
import type { ServiceDeps } from "../../../worker/services/deps";
import { insertClient, insertOrganization, insertTrainer, unique } from "../../factories";
import type { TestDb } from "../../helpers/db";

/** Fixtures for the email tests: clients in chosen zones and languages, workouts on chosen days. */

export type Coach = Awaited<ReturnType<typeof insertTrainer>>;

export async function emailOrganization(t: TestDb) {
  const org = await insertOrganization(t);
  const coach = await insertTrainer(t, org.id, { name: "Coach Kim" });
  return { org, coach };
}

export async function emailClient(
  t: TestDb,
  coach: Coach,
  opts: {
    timezone: string;
    locale?: "en" | "zh-CN";
    email?: string | null;
    phone?: string;
    name?: string;
    settings?: Partial<ClientSettings>;
  },
) {
  const email = opts.email === null ? undefined : (opts.email ?? `${unique("c")}@mail.test`);
  const client = await insertClient(t, coach, { email, phone_number: opts.phone, name: opts.name });
  await t.db
    .update(users)
    .set({ timezone: opts.timezone, locale: opts.locale ?? "en" })
    .where(eq(users.id, client.user_id));
  if (opts.settings)
    await t.db
      .update(clients)
      .set({ settings: opts.settings as ClientSettings })
      .where(eq(clients.id, client.id));
  return { ...client, email: email ?? null };
}

/** A workout written straight into the table (fixtures bypass the app's write path). */
export async function emailWorkout(
  t: TestDb,
  client: { id: number; organization_id: number | null; trainer_id: number | null },
  due: string,
  fields: Partial<typeof workouts.$inferInsert> & { items?: { name: string; info?: string }[] } = {},
) {
  const { items = [], ...rest } = fields;
  const now = t.clock.now().toISOString();
  const [w] = await t.db
    .insert(workouts)
    .values({
      client_id: client.id,
      organization_id: client.organization_id!,
      trainer_id: client.trainer_id,
      due,
      title: "Workout",
      uuid: crypto.randomUUID(),
      created_at: now,
      updated_at: now,
      ...rest,
    })
    .returning();
  for (const [i, item] of items.entries())
    await t.db.insert(workout_items).values({
      workout_id: w!.id,
      name: item.name,
      info: item.info ?? null,
      position: i,
      created_at: now,
      updated_at: now,
    });
  return w!;
}

/** Ticks the runner until nothing is left to do now (the budget may defer work to a next tick). */
export async function tickUntilIdle(deps: ServiceDeps) {
  for (let i = 0; i < 20; i++) {
    const report = await runJobsTick(deps, { maxInstances: 50 });
    if (report.done.length === 0 && report.deferred === 0) return;
  }
  throw new Error("the runner did not settle in 20 ticks");
}
