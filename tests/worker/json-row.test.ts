import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, trainers, users } from "../../db/schema";
import { computed, jsonRow, leftJoined } from "../../worker/data/json-row";
import { insertClient, insertOrganization, insertTrainer } from "../factories";
import { createTestDb, type TestDb } from "../helpers/db";

/**
 * jsonRow (worker/data/json-row.ts) reads a row as one JSON value and must give back exactly what
 * Drizzle reads from the same columns: booleans from 0/1, JSON columns parsed, REAL columns exact,
 * nulls as null, a missing left-joined row as null.
 */
let t: TestDb;
let clientId: number;
let orphanId: number;

beforeAll(async () => {
  t = await createTestDb();
  const org = await insertOrganization(t);
  const trainer = await insertTrainer(t, org.id, { admin: true });
  const client = await insertClient(t, trainer);
  const orphan = await insertClient(t, trainer);
  clientId = client.id;
  orphanId = orphan.id;
  await t.db
    .update(clients)
    .set({
      settings: { timezone_hint: "北京", nested: { deep: [1, 2.5, null] } } as never,
      equipment_attachments: [{ id: 1, name: "哑铃" }] as never,
      hide_from_feed: true,
      due_date_locked: false,
      // 2/3 needs 16 significant digits: SQLite's JSON would print 0.666666666666667.
      compliance_rate_for_7_days: 2 / 3,
      compliance_rate_for_30_days: null,
      limitations: null,
    })
    .where(eq(clients.id, clientId));
  await t.db.update(clients).set({ trainer_id: null }).where(eq(clients.id, orphanId));
});
afterAll(() => t.close());

const columns = {
  id: clients.id,
  settings: clients.settings,
  equipment_attachments: clients.equipment_attachments,
  hide_from_feed: clients.hide_from_feed,
  due_date_locked: clients.due_date_locked,
  compliance_rate_for_7_days: clients.compliance_rate_for_7_days,
  compliance_rate_for_30_days: clients.compliance_rate_for_30_days,
  limitations: clients.limitations,
};
const trainerColumns = { id: trainers.id, super_admin: trainers.super_admin };
const ROW = jsonRow({
  client: columns,
  trainer: leftJoined({
    ...trainerColumns,
    is_self: computed(sql`${trainers.user_id} = ${users.id}`, (v) => v === 1),
  }),
  user_name: sql<string>`${users.name}`,
});

const read = (id: number) =>
  t.db
    .select(ROW.select)
    .from(clients)
    .innerJoin(users, eq(users.id, clients.user_id))
    .leftJoin(trainers, eq(trainers.id, clients.trainer_id))
    .where(eq(clients.id, id))
    .then((rows) => rows.map((r) => ROW.fromSelected(r)));

const drizzleRead = (id: number) =>
  t.db
    .select({ client: columns, trainer: trainerColumns, user_name: users.name })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.user_id))
    .leftJoin(trainers, eq(trainers.id, clients.trainer_id))
    .where(eq(clients.id, id));

describe("jsonRow", () => {
  it("decodes booleans, JSON columns, exact REALs and nulls as Drizzle does", async () => {
    const [row] = await read(clientId);
    const [expected] = await drizzleRead(clientId);
    expect(row).toEqual({ ...expected, trainer: { ...expected!.trainer, is_self: false } });
    expect(row!.client.compliance_rate_for_7_days).toBe(2 / 3);
    expect(row!.client.hide_from_feed).toBe(true);
    expect(row!.client.due_date_locked).toBe(false);
    expect(row!.client.settings).toEqual({ timezone_hint: "北京", nested: { deep: [1, 2.5, null] } });
    expect(row!.client.limitations).toBeNull();
    expect(row!.trainer?.super_admin).toBe(true);
  });

  it("reads a missing left-joined row as null", async () => {
    const [row] = await read(orphanId);
    expect(row!.trainer).toBeNull();
    expect(row).toEqual(await drizzleRead(orphanId).then((r) => r[0]));
  });

  it("keeps REAL columns out of the JSON value and reads them as columns", () => {
    const keys = Object.keys(ROW.select);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBe("values");
  });

  it("decodes a whole-row array (one value inside json_group_array) the same way", async () => {
    const NARROW = jsonRow({
      id: clients.id,
      hide_from_feed: clients.hide_from_feed,
      settings: clients.settings,
    });
    const [row] = await t.db
      .select({ list: sql<string>`json_group_array(${NARROW.array})` })
      .from(clients)
      .where(eq(clients.id, clientId));
    const [decoded] = (JSON.parse(row!.list) as unknown[][]).map((v) => NARROW.fromArray(v));
    const [expected] = await t.db
      .select({ id: clients.id, hide_from_feed: clients.hide_from_feed, settings: clients.settings })
      .from(clients)
      .where(eq(clients.id, clientId));
    expect(decoded).toEqual(expected);
  });
});
