import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, trainers, users, workouts } from "../../db/schema";
import { issueToken } from "../../worker/domains/auth/sign-in";
import { CLIENT_LIST_ORDERS, type ClientListOrder } from "../../worker/domains/clients/schemas";
import { localDate } from "../../worker/domains/clients/stats";
import { DEFAULT_TRAINER_SETTINGS } from "../../worker/domains/trainers/schemas";
import { insertClient, insertOrganization, insertTrainer, unique } from "../factories";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

/**
 * The coach's client list (`clients.list` = GET /api/clients): search, the orders, the state and
 * trainer filters, needs-attention and its reasons, last_completed_at, "programmed until" (`due`)
 * kept by every workout write, and bulk archiving (`clients.archive` = POST /api/clients/archive).
 * Rules: worker/domains/clients/{list,attention,workout-dates,archive}.ts; definitions in
 * docs/clients-and-libraries.md.
 */

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations());
});
afterAll(() => t.close());

type Reason = "programming_ends" | "missed_workouts" | "compliance_drop";
type ClientOut = {
  id: number;
  user_id: number;
  trainer_id: number | null;
  state: string;
  due: string | null;
  due_date_locked: boolean;
  compliance_rate_for_7_days: number | null;
  compliance_rate_for_30_days: number | null;
  compliance_rate_for_90_days: number | null;
  updated_at: string;
  last_completed_at: string | null;
  needs_attention_reasons: Reason[];
};
type ListOut = {
  clients: ClientOut[];
  users: { id: number; name: string }[];
  meta: { page: number; per_page: number; total_pages: number; total_count: number };
};
type ErrorBody = { success: number; msg: string; code: string; issues?: { path: string; message: string }[] };
type Coach = Awaited<ReturnType<typeof insertTrainer>>;

/** An organization of its own (so lists and totals are exact) with an admin and two trainers. */
async function studio() {
  const org = await insertOrganization(t);
  const admin = await insertTrainer(t, org.id, { admin: true });
  const trainer = await insertTrainer(t, org.id);
  const colleague = await insertTrainer(t, org.id);
  return { org, admin, trainer, colleague };
}

/** A token valid at the test clock's time (tests move the clock by days). */
const tokenOf = async (coach: { userId: number }) => ({ token: await issueToken(t.deps, coach.userId, 0) });

async function list(coach: Coach, query: string) {
  const res = await api.get<ListOut>(`/api/clients?${query}`, await tokenOf(coach));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const idsOf = (body: ListOut) => body.clients.map((c) => c.id);

async function getClient(coach: Coach, id: number) {
  const res = await api.get<{ client: ClientOut }>(`/api/clients/${id}`, await tokenOf(coach));
  expect(res.status).toBe(200);
  return res.body.client;
}

/** Fixture values straight into the client row (figures marked as computed for today). */
async function setClient(id: number, patch: Partial<typeof clients.$inferInsert>) {
  await t.db.update(clients).set(patch).where(eq(clients.id, id));
}
const today = (timezone = "Asia/Shanghai") => localDate(timezone, t.clock.now());
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let seq = 0;
/** Workouts straight into the table (fixtures; the app writes them only through writeWorkouts). */
async function addWorkouts(
  client: { id: number; organization_id: number | null; trainer_id: number | null },
  rows: { due: string; state?: "pending" | "completed"; rest_day?: boolean; completed_at?: string | null }[],
) {
  const now = t.clock.now().toISOString();
  for (const r of rows) {
    await t.db.insert(workouts).values({
      uuid: `clients-list-${++seq}`,
      client_id: client.id,
      organization_id: client.organization_id!,
      trainer_id: client.trainer_id,
      due: r.due,
      state: r.state ?? "pending",
      rest_day: r.rest_day ?? false,
      completed_at: r.completed_at ?? null,
      created_at: now,
      updated_at: now,
    });
  }
}

async function clientRow(id: number) {
  const [row] = await t.db.select().from(clients).where(eq(clients.id, id));
  return row!;
}

describe("search (q)", () => {
  it("matches the user's name, email and phone number, case-insensitively, taking % and _ literally", async () => {
    t.clock.set("2026-03-02T10:00:00.000Z");
    const s = await studio();
    const zhang = await insertClient(t, s.trainer, { name: "张三丰" });
    const li = await insertClient(t, s.trainer, { name: "Li Lei" });
    const wang = await insertClient(t, s.trainer, { name: "王五" });
    await t.db
      .update(users)
      .set({ email: `zhang-${unique("e")}@Example.COM`, phone_number: "13800001111" })
      .where(eq(users.id, zhang.user_id));
    await t.db
      .update(users)
      .set({ email: `lilei-${unique("e")}@mail.test`, phone_number: "+8613900002222" })
      .where(eq(users.id, li.user_id));

    const q = (text: string) => list(s.admin, `order=id_ASC&q=${encodeURIComponent(text)}`);
    expect(idsOf(await q("三丰"))).toEqual([zhang.id]); // Chinese name
    expect(idsOf(await q("王"))).toEqual([wang.id]);
    expect(idsOf(await q("li lei"))).toEqual([li.id]); // Latin name, other case
    expect(idsOf(await q("example.com"))).toEqual([zhang.id]); // email, other case
    expect(idsOf(await q("LILEI-"))).toEqual([li.id]);
    expect(idsOf(await q("0000222"))).toEqual([li.id]); // phone
    expect(idsOf(await q("138"))).toEqual([zhang.id]);
    expect(idsOf(await q("%"))).toEqual([]);
    expect(idsOf(await q("_"))).toEqual([]);
    expect((await q("三丰")).meta.total_count).toBe(1);

    const trpc = await callerFor(t, s.trainer.actor).clients.list({ q: "EXAMPLE", order: "id_ASC" });
    expect(trpc.clients.map((c) => c.id)).toEqual([zhang.id]);
  });
});

describe("orders", () => {
  let s: Awaited<ReturnType<typeof studio>>;
  let made: { id: number }[];
  beforeAll(async () => {
    t.clock.set("2026-03-02T10:00:00.000Z");
    s = await studio();
    const day = today();
    // Values with nulls and ties in every sorted column; figures marked as today's, so the list
    // keeps them as they are.
    const rows = [
      { name: "Ann", r7: 0.5, r30: null, r90: 0.2, last: "2026-03-01T08:00:00.000Z", due: "2026-03-20" },
      { name: "Bob", r7: null, r30: 0.4, r90: 0.2, last: null, due: null },
      { name: "Cid", r7: 0.9, r30: 0.4, r90: null, last: "2026-02-27T12:00:00.000Z", due: "2026-03-09" },
      { name: "Dee", r7: 0.5, r30: 0.1, r90: 0.8, last: "2026-03-01T08:00:00.000Z", due: "2026-03-20" },
      { name: "Eve", r7: null, r30: null, r90: null, last: null, due: "2026-04-01" },
      { name: "Fay", r7: 0.1, r30: 1, r90: 0.2, last: "2026-03-02T09:00:00.000Z", due: null },
    ];
    made = [];
    for (const [i, r] of rows.entries()) {
      const c = await insertClient(t, i % 2 ? s.trainer : s.colleague, { name: r.name });
      await setClient(c.id, {
        compliance_rate_for_7_days: r.r7,
        compliance_rate_for_30_days: r.r30,
        compliance_rate_for_90_days: r.r90,
        compliance_computed_on: day,
        last_completed_at: r.last,
        due: r.due,
        updated_at: `2026-03-0${(i % 3) + 1}T00:00:00.000Z`,
      });
      made.push(c);
    }
  });

  const column: Record<
    ClientListOrder,
    (c: ClientOut, names: Map<number, string>) => string | number | null
  > = {
    name_ASC: (c, names) => names.get(c.user_id) ?? null,
    id_ASC: (c) => c.id,
    updated_at_DESC: (c) => c.updated_at,
    created_at_DESC: () => 0, // same clock for every row: ties by id
    compliance_7_ASC: (c) => c.compliance_rate_for_7_days,
    compliance_7_DESC: (c) => c.compliance_rate_for_7_days,
    compliance_30_ASC: (c) => c.compliance_rate_for_30_days,
    compliance_30_DESC: (c) => c.compliance_rate_for_30_days,
    compliance_90_ASC: (c) => c.compliance_rate_for_90_days,
    compliance_90_DESC: (c) => c.compliance_rate_for_90_days,
    last_completed_DESC: (c) => c.last_completed_at,
    due_ASC: (c) => c.due,
    due_DESC: (c) => c.due,
  };

  it.each(CLIENT_LIST_ORDERS)(
    "%s: sorted with nulls last, ties by id, the same across pages",
    async (order) => {
      const body = await list(s.admin, `order=${order}`);
      expect(body.meta.total_count).toBe(made.length);
      const names = new Map(body.users.map((u) => [u.id, u.name]));
      const desc = order.endsWith("_DESC");
      const expected = [...body.clients].sort((a, b) => {
        const x = column[order](a, names);
        const y = column[order](b, names);
        if (x === null && y !== null) return 1;
        if (y === null && x !== null) return -1;
        if (x !== null && y !== null && x !== y) return (x < y ? -1 : 1) * (desc ? -1 : 1);
        return (a.id - b.id) * (desc ? -1 : 1);
      });
      expect(idsOf(body)).toEqual(expected.map((c) => c.id));
      // At least one null in every nullable column, and it is at the end.
      const last = body.clients[body.clients.length - 1]!;
      if (!["name_ASC", "id_ASC", "updated_at_DESC", "created_at_DESC"].includes(order)) {
        expect(column[order](last, names)).toBeNull();
      }
      const pages = [];
      for (let page = 1; page <= 3; page++)
        pages.push(...idsOf(await list(s.admin, `order=${order}&per_page=2&page=${page}`)));
      expect(pages).toEqual(idsOf(body));
    },
  );

  it("sorts by 7-day compliance as the list screen asks for it (per_page=50, tRPC)", async () => {
    const page = await callerFor(t, s.admin.actor).clients.list({ order: "compliance_7_DESC", per_page: 50 });
    expect(page.clients.map((c) => c.compliance_rate_for_7_days)).toEqual([0.9, 0.5, 0.5, 0.1, null, null]);
    expect(page.meta).toEqual({ page: 1, per_page: 50, total_pages: 1, total_count: 6 });
  });

  it("sorts on today's figures: stale rates are recomputed for every client before sorting", async () => {
    // A day later every cached rate is stale: the list recomputes all of them (no workouts: null),
    // not only those of the page, so the order is by fresh figures.
    t.clock.set("2026-03-03T10:00:00.000Z");
    const body = await list(s.admin, "order=compliance_7_DESC&per_page=2");
    expect(body.clients.map((c) => c.compliance_rate_for_7_days)).toEqual([null, null]);
    for (const c of made) expect((await clientRow(c.id)).compliance_computed_on).toBe("2026-03-03");
    t.clock.set("2026-03-02T10:00:00.000Z");
  });
});

describe("filters: state and trainer", () => {
  it("hides archived clients unless state asks for them; trainer_id narrows to one trainer", async () => {
    t.clock.set("2026-03-02T10:00:00.000Z");
    const s = await studio();
    const active = await insertClient(t, s.trainer, { name: "在训 A" });
    const paused = await insertClient(t, s.trainer, { name: "暂停 B", state: "inactive" });
    const pending = await insertClient(t, s.colleague, { name: "待开始 C", state: "pending" });
    const archived = await insertClient(t, s.trainer, { name: "归档 D", state: "archived" });

    const all = await list(s.admin, "order=id_ASC");
    expect(idsOf(all)).toEqual([active.id, paused.id, pending.id]);
    expect(all.meta.total_count).toBe(3);
    expect(idsOf(await list(s.admin, "state=archived"))).toEqual([archived.id]);
    expect(idsOf(await list(s.admin, "state=inactive"))).toEqual([paused.id]);
    expect(idsOf(await list(s.admin, `order=id_ASC&trainer_id=${s.trainer.trainerId}`))).toEqual([
      active.id,
      paused.id,
    ]);
    expect(idsOf(await list(s.admin, `trainer_id=${s.colleague.trainerId}`))).toEqual([pending.id]);
    expect(idsOf(await list(s.admin, `state=archived&trainer_id=${s.trainer.trainerId}`))).toEqual([
      archived.id,
    ]);
    // The other lists of clients take the same rule.
    const byTrainer = await api.get<ListOut>(`/api/trainers/${s.trainer.trainerId}/clients?order=id_ASC`, {
      token: s.admin.token,
    });
    expect(idsOf(byTrainer.body)).toEqual([active.id, paused.id]);
    const org = await callerFor(t, s.admin.actor).clients.listOrganization({ state: "archived" });
    expect(org.clients.map((c) => c.id)).toEqual([archived.id]);
    expect((await api.get("/api/clients?needs_attention=maybe", { token: s.admin.token })).status).toBe(400);
    expect((await api.get("/api/clients?order=due_SIDEWAYS", { token: s.admin.token })).status).toBe(400);
  });
});

describe("needs attention", () => {
  it("programming_ends: no due date, or due within pastDueThreshold days of the client's local today", async () => {
    t.clock.set("2026-03-10T04:00:00.000Z"); // 12:00 in Shanghai
    const s = await studio();
    const day = today();
    const none = await insertClient(t, s.trainer, { name: "无计划" });
    const ends = await insertClient(t, s.trainer, { name: "三天后结束" });
    const ended = await insertClient(t, s.trainer, { name: "已结束" });
    const later = await insertClient(t, s.trainer, { name: "四天后结束" });
    const otherCoach = await insertClient(t, s.colleague, { name: "同事的学员" });
    await setClient(none.id, { due: null });
    await setClient(ends.id, { due: shift(day, 3) });
    await setClient(ended.id, { due: shift(day, -2) });
    await setClient(later.id, { due: shift(day, 4) });
    await setClient(otherCoach.id, { due: shift(day, 4) });
    // The colleague looks further ahead.
    await t.db
      .update(trainers)
      .set({ settings: { ...DEFAULT_TRAINER_SETTINGS, pastDueThreshold: 10 } })
      .where(eq(trainers.id, s.colleague.trainerId));

    const body = await list(s.admin, "order=id_ASC");
    const reasons = new Map(body.clients.map((c) => [c.id, c.needs_attention_reasons]));
    expect(reasons.get(none.id)).toEqual(["programming_ends"]);
    expect(reasons.get(ends.id)).toEqual(["programming_ends"]);
    expect(reasons.get(ended.id)).toEqual(["programming_ends"]);
    expect(reasons.get(later.id)).toEqual([]);
    expect(reasons.get(otherCoach.id)).toEqual(["programming_ends"]);
    expect(idsOf(await list(s.admin, "order=id_ASC&needs_attention=true"))).toEqual([
      none.id,
      ends.id,
      ended.id,
      otherCoach.id,
    ]);
    expect(idsOf(await list(s.admin, "needs_attention=false"))).toEqual([later.id]);
    // A trainer without settings gets the defaults (3 days).
    await t.db.update(trainers).set({ settings: null }).where(eq(trainers.id, s.colleague.trainerId));
    expect((await getClient(s.admin, otherCoach.id)).needs_attention_reasons).toEqual([]);
  });

  it("missed_workouts: needsAttentionThreshold pending workouts due in the 7 local days before today", async () => {
    t.clock.set("2026-03-10T04:00:00.000Z"); // Shanghai: 03-10 12:00; Los Angeles: 03-09 21:00
    const s = await studio();
    const far = "2026-06-01";
    const one = await insertClient(t, s.trainer, { name: "错过一次" });
    const notCounted = await insertClient(t, s.trainer, { name: "不算错过" });
    const two = await insertClient(t, s.colleague, { name: "错过两次" });
    const oneOfTwo = await insertClient(t, s.colleague, { name: "错过一次 门槛二" });
    const abroad = await insertClient(t, s.trainer, { name: "洛杉矶" });
    for (const c of [one, notCounted, two, oneOfTwo, abroad]) await setClient(c.id, { due: far });
    await t.db
      .update(trainers)
      .set({ settings: { ...DEFAULT_TRAINER_SETTINGS, needsAttentionThreshold: 2 } })
      .where(eq(trainers.id, s.colleague.trainerId));
    await t.db.update(users).set({ timezone: "America/Los_Angeles" }).where(eq(users.id, abroad.user_id));

    await addWorkouts(one, [{ due: "2026-03-09" }]);
    await addWorkouts(notCounted, [
      { due: "2026-03-10" }, // today
      { due: "2026-03-02" }, // 8 days ago
      { due: "2026-03-08", rest_day: true },
      { due: "2026-03-07", state: "completed" },
    ]);
    await addWorkouts(two, [{ due: "2026-03-04" }, { due: "2026-03-09" }]); // the window: 03-04 … 03-09
    await addWorkouts(oneOfTwo, [{ due: "2026-03-05" }]);
    await addWorkouts(abroad, [{ due: "2026-03-09" }]); // today in Los Angeles

    const reasons = async () =>
      new Map((await list(s.admin, "order=id_ASC")).clients.map((c) => [c.id, c.needs_attention_reasons]));
    let r = await reasons();
    expect(r.get(one.id)).toEqual(["missed_workouts"]);
    expect(r.get(notCounted.id)).toEqual([]);
    expect(r.get(two.id)).toEqual(["missed_workouts"]);
    expect(r.get(oneOfTwo.id)).toEqual([]);
    expect(r.get(abroad.id)).toEqual([]);
    expect(idsOf(await list(s.admin, "order=id_ASC&needs_attention=true"))).toEqual([one.id, two.id]);

    // The next local day the workout due "today" is missed too, in Los Angeles as well, and the
    // one of 03-04 is no longer within the last 7 days: the filter reads fresh figures.
    // (The filtered list comes first: it must refresh every client it filters on, not its page.)
    t.clock.set("2026-03-10T20:00:00.000Z"); // Shanghai 03-11 04:00; Los Angeles 03-10 13:00
    expect(idsOf(await list(s.admin, "order=id_ASC&needs_attention=true&per_page=1"))).toEqual([one.id]);
    expect(idsOf(await list(s.admin, "order=id_ASC&needs_attention=true"))).toEqual([
      one.id,
      notCounted.id,
      abroad.id,
    ]);
    r = await reasons();
    expect(r.get(notCounted.id)).toEqual(["missed_workouts"]);
    expect(r.get(abroad.id)).toEqual(["missed_workouts"]);
    expect(r.get(two.id)).toEqual([]);
    expect((await getClient(s.trainer, abroad.id)).needs_attention_reasons).toEqual(["missed_workouts"]);
  });

  it("compliance_drop: the 7-day rate at least 20 points below the 30-day rate", async () => {
    t.clock.set("2026-03-10T04:00:00.000Z");
    const s = await studio();
    const far = "2026-06-01";
    const drop = await insertClient(t, s.trainer, { name: "下降二十" });
    const slight = await insertClient(t, s.trainer, { name: "下降十五" });
    const noRecent = await insertClient(t, s.trainer, { name: "近期无训练" });
    for (const c of [drop, slight, noRecent]) await setClient(c.id, { due: far });
    // This reason alone: a drop within the week always comes with missed workouts too.
    await t.db
      .update(trainers)
      .set({ settings: { ...DEFAULT_TRAINER_SETTINGS, needsAttentionThreshold: 99 } })
      .where(eq(trainers.id, s.trainer.trainerId));
    // 7 days (03-04 … 03-10): 1 of 2 done = 0.5; 30 days: 7 of 10 = 0.7 — exactly 20 points.
    // The one due today is still pending: it can be done today, so it counts nowhere yet.
    const older = (done: number, total: number) =>
      Array.from({ length: total }, (_, i) => ({
        due: shift("2026-02-20", i),
        state: i < done ? ("completed" as const) : ("pending" as const),
      }));
    await addWorkouts(drop, [
      { due: "2026-03-10" },
      { due: "2026-03-05" },
      { due: "2026-03-04", state: "completed" },
      ...older(6, 8),
    ]);
    // 7 days: 3 of 5 = 0.6; 30 days: 9 of 12 = 0.75 — 15 points.
    await addWorkouts(slight, [
      { due: "2026-03-10" },
      { due: "2026-03-09" },
      { due: "2026-03-08" },
      { due: "2026-03-05", state: "completed" },
      { due: "2026-03-06", state: "completed" },
      { due: "2026-03-07", state: "completed" },
      ...older(6, 7),
    ]);
    await addWorkouts(noRecent, older(3, 3));
    // The pending workouts of older() are missed sessions, not within the last 7 days.

    const body = await list(s.admin, "order=id_ASC");
    const byId = new Map(body.clients.map((c) => [c.id, c]));
    expect(byId.get(drop.id)).toMatchObject({
      compliance_rate_for_7_days: 0.5,
      compliance_rate_for_30_days: 0.7,
      needs_attention_reasons: ["compliance_drop"],
    });
    expect(byId.get(slight.id)).toMatchObject({
      compliance_rate_for_7_days: 0.6,
      compliance_rate_for_30_days: 0.75,
      needs_attention_reasons: [],
    });
    expect(byId.get(noRecent.id)).toMatchObject({
      compliance_rate_for_7_days: null,
      needs_attention_reasons: [],
    });
    expect(idsOf(await list(s.admin, "needs_attention=true"))).toEqual([drop.id]);
    expect(idsOf(await list(s.admin, "order=id_ASC&needs_attention=false"))).toEqual([
      slight.id,
      noRecent.id,
    ]);
  });

  it("lists several reasons in order, never for archived or inactive clients, and answers them with the single client", async () => {
    t.clock.set("2026-03-10T04:00:00.000Z");
    const s = await studio();
    const all = await insertClient(t, s.trainer, { name: "三个原因" });
    const paused = await insertClient(t, s.trainer, { name: "暂停", state: "inactive" });
    const archived = await insertClient(t, s.trainer, { name: "归档", state: "archived" });
    const pending = await insertClient(t, s.trainer, { name: "待开始", state: "pending" });
    for (const c of [all, paused, archived, pending]) {
      await addWorkouts(c, [
        { due: "2026-03-09" }, // missed yesterday; 7-day rate 1 of 2
        { due: "2026-03-08", state: "completed" },
        ...Array.from({ length: 8 }, (_, i) => ({
          due: shift("2026-02-12", i),
          state: "completed" as const,
        })),
      ]);
    }
    const body = await list(s.admin, "order=id_ASC");
    const byId = new Map(body.clients.map((c) => [c.id, c]));
    expect(byId.get(all.id)?.needs_attention_reasons).toEqual([
      "programming_ends",
      "missed_workouts",
      "compliance_drop",
    ]);
    expect(byId.get(pending.id)?.needs_attention_reasons).toEqual([
      "programming_ends",
      "missed_workouts",
      "compliance_drop",
    ]);
    expect(byId.get(paused.id)?.needs_attention_reasons).toEqual([]);
    const archivedList = await list(s.admin, "state=archived");
    expect(archivedList.clients[0]?.needs_attention_reasons).toEqual([]);
    expect(idsOf(await list(s.admin, "order=id_ASC&needs_attention=true"))).toEqual([all.id, pending.id]);
    expect(idsOf(await list(s.admin, "state=archived&needs_attention=true"))).toEqual([]);
    // The single client answers the same shape and reasons as the list.
    expect(await getClient(s.trainer, all.id)).toEqual(byId.get(all.id));
  });
});

describe("last_completed_at and due (programmed until), kept by every workout write", () => {
  it("follows create, update, delete, paste and program assignment; a locked due stands", async () => {
    t.clock.set("2026-03-02T10:00:00.000Z");
    const s = await studio();
    const client = await insertClient(t, s.trainer, { name: "计划到" });
    const other = await insertClient(t, s.trainer, { name: "另一位" });
    let token = await tokenOf(s.trainer);
    const dates = async (id = client.id) => {
      const c = await getClient(s.trainer, id);
      return { due: c.due, last: c.last_completed_at };
    };
    expect(await dates()).toEqual({ due: null, last: null });

    const create = async (body: Record<string, unknown>) => {
      const res = await api.post<{ workout: { id: number } }>(
        "/api/workouts",
        { workout: { client_id: client.id, title: "训练", ...body } },
        token,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.workout.id;
    };
    const first = await create({ due: "2026-03-05" });
    expect(await dates()).toEqual({ due: "2026-03-05", last: null });
    const second = await create({ due: "2026-03-12" });
    expect((await dates()).due).toBe("2026-03-12");
    await create({ due: "2026-3-1", state: "completed" });
    expect(await dates()).toEqual({ due: "2026-03-12", last: "2026-03-02T10:00:00.000Z" });

    // Update: a later date moves it; completing sets last_completed_at to the completion time.
    t.clock.set("2026-03-03T09:30:00.000Z");
    token = await tokenOf(s.trainer);
    expect(
      (await api.put(`/api/workouts/${first}`, { workout: { due: "2026-03-20", state: "completed" } }, token))
        .status,
    ).toBe(200);
    expect(await dates()).toEqual({ due: "2026-03-20", last: "2026-03-03T09:30:00.000Z" });
    // Un-completing falls back to the other completed workout.
    expect((await api.put(`/api/workouts/${first}`, { workout: { state: "pending" } }, token)).status).toBe(
      200,
    );
    expect((await dates()).last).toBe("2026-03-02T10:00:00.000Z");

    // Delete: back to the latest remaining date.
    expect((await api.delete(`/api/workouts/${first}`, token)).status).toBe(200);
    expect((await dates()).due).toBe("2026-03-12");

    // Moving a workout to another client updates both.
    expect(
      (
        await api.put(
          `/api/workouts/${second}`,
          { workout: { client_id: other.id, due: "2026-03-15" } },
          token,
        )
      ).status,
    ).toBe(200);
    expect((await dates()).due).toBe("2026-03-01");
    expect((await dates(other.id)).due).toBe("2026-03-15");

    // Paste (tRPC workouts.paste) onto a later day.
    await callerFor(t, s.trainer.actor).workouts.paste({
      source_workout_id: second,
      client_id: client.id,
      due: "2026-04-02",
    });
    expect((await dates()).due).toBe("2026-04-02");

    // Program assignment: the last assigned day.
    const program = await api.post<{ program: { id: number } }>(
      "/api/programs",
      { program: { name: "四周计划" } },
      token,
    );
    const programId = program.body.program.id;
    for (const position of [1, 3, 26]) {
      const res = await api.post(
        "/api/workouts",
        { workout: { program_id: programId, position, title: "模板" } },
        token,
      );
      expect(res.status).toBe(201);
    }
    const assigned = await api.post(
      `/api/programs/${programId}/assign_job`,
      { client_ids: [client.id, other.id], start_date: "2026-4-6" },
      token,
    );
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect((await dates()).due).toBe("2026-05-01");
    expect((await dates(other.id)).due).toBe("2026-05-01");

    // Locked: the coach's date stands through every write.
    const locked = await api.put(
      `/api/clients/${client.id}`,
      { client: { due: "2026-12-31", due_date_locked: true } },
      token,
    );
    expect(locked.status).toBe(200);
    const third = await create({ due: "2027-01-15" });
    expect((await api.put(`/api/workouts/${third}`, { workout: { due: "2027-02-01" } }, token)).status).toBe(
      200,
    );
    expect((await api.delete(`/api/workouts/${third}`, token)).status).toBe(200);
    expect(
      (
        await api.post(
          `/api/programs/${programId}/assign_job`,
          { client_ids: [client.id], start_date: "2027-3-1" },
          token,
        )
      ).status,
    ).toBe(200);
    expect(await dates()).toMatchObject({ due: "2026-12-31" });
    // Unlocking hands the date back to the workouts.
    const unlocked = await api.put<{ client: ClientOut }>(
      `/api/clients/${client.id}`,
      { client: { due_date_locked: false } },
      token,
    );
    expect(unlocked.body.client).toMatchObject({ due: "2027-03-26", due_date_locked: false });
  });

  it("falls back to the due date at 12:00 UTC for a completed workout without completed_at", async () => {
    t.clock.set("2026-03-02T10:00:00.000Z");
    const s = await studio();
    const client = await insertClient(t, s.trainer, { name: "旧数据" });
    await addWorkouts(client, [
      { due: "2026-02-25", state: "completed" },
      { due: "2026-02-20", state: "completed", completed_at: "2026-02-20T07:00:00.000Z" },
    ]);
    // Fixture rows bypass writeWorkouts; the next write through the app recomputes the dates.
    const res = await api.post(
      "/api/workouts",
      { workout: { client_id: client.id, due: "2026-03-04", title: "下一次" } },
      { token: s.trainer.token },
    );
    expect(res.status).toBe(201);
    const listed = await list(s.trainer, `q=${encodeURIComponent("旧数据")}`);
    expect(listed.clients[0]).toMatchObject({
      last_completed_at: "2026-02-25T12:00:00.000Z",
      due: "2026-03-04",
    });
    // And orders by it.
    const other = await insertClient(t, s.trainer, { name: "旧数据 二" });
    await setClient(other.id, { last_completed_at: "2026-02-26T01:00:00.000Z" });
    expect(
      idsOf(await list(s.trainer, `order=last_completed_DESC&q=${encodeURIComponent("旧数据")}`)),
    ).toEqual([other.id, client.id]);
  });
});

describe("POST /api/clients/archive (clients.archive)", () => {
  it("archives and brings back clients in reach, atomically, with the same reach as transfers", async () => {
    t.clock.set("2026-03-02T10:00:00.000Z");
    const s = await studio();
    const mine = await insertClient(t, s.trainer, { name: "我的学员" });
    const mine2 = await insertClient(t, s.trainer, { name: "我的学员二" });
    const paused = await insertClient(t, s.trainer, { name: "暂停学员", state: "inactive" });
    const theirs = await insertClient(t, s.colleague, { name: "同事学员" });
    const state = async (id: number) => (await clientRow(id)).state;

    const archived = await api.post<{ success: number; msg: string; client_ids: number[] }>(
      "/api/clients/archive",
      { client_ids: [mine.id, mine2.id, mine.id], archived: true },
      { token: s.trainer.token },
    );
    expect(archived.status).toBe(200);
    expect(archived.body).toEqual({ success: 0, msg: "学员已归档", client_ids: [mine.id, mine2.id] });
    expect(await state(mine.id)).toBe("archived");
    expect(idsOf(await list(s.trainer, "order=id_ASC"))).toEqual([paused.id, theirs.id]);
    expect(idsOf(await list(s.trainer, "order=id_ASC&state=archived"))).toEqual([mine.id, mine2.id]);

    // Bringing back: archived clients become active; others keep their state.
    const back = await callerFor(t, s.trainer.actor).clients.archive({
      client_ids: [mine.id, paused.id],
      archived: false,
    });
    expect(back).toEqual({
      success: 0,
      msg: { code: "CLIENTS_UNARCHIVED" },
      client_ids: [mine.id, paused.id],
    });
    expect(await state(mine.id)).toBe("active");
    expect(await state(paused.id)).toBe("inactive");
    expect(await state(mine2.id)).toBe("archived");

    // A trainer may not archive a colleague's client: 403, and nothing of the batch is written.
    const refused = await api.post<ErrorBody>(
      "/api/clients/archive",
      { client_ids: [mine.id, theirs.id], archived: true },
      { token: s.trainer.token },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.issues).toEqual([{ path: `client:${theirs.id}`, message: "不是你的学员" }]);
    expect(await state(mine.id)).toBe("active");
    expect(await state(theirs.id)).toBe("active");

    // Admins archive any client of the organization; English on request.
    const byAdmin = await api.request<{ msg: string }>("POST", "/api/clients/archive", {
      body: { client_ids: [theirs.id], archived: "true" },
      token: s.admin.token,
      headers: { "accept-language": "en" },
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.msg).toBe("Clients archived");
    expect(await state(theirs.id)).toBe("archived");
    const restored = await api.request<{ msg: string }>("POST", "/api/clients/archive", {
      body: { client_ids: [theirs.id], archived: false },
      token: s.admin.token,
      headers: { "accept-language": "en" },
    });
    expect(restored.body.msg).toBe("Clients restored");
  });

  it("answers another organization's client exactly like a missing one (404), writing nothing", async () => {
    t.clock.set("2026-03-02T10:00:00.000Z");
    const mine = await insertClient(t, w.a.trainer, { name: "A 的学员" });
    const foreign = await api.post<ErrorBody>(
      "/api/clients/archive",
      { client_ids: [mine.id, w.b.client.id], archived: true },
      { token: w.a.trainer.token },
    );
    const missing = await api.post<ErrorBody>(
      "/api/clients/archive",
      { client_ids: [mine.id, 987_654_321], archived: true },
      { token: w.a.trainer.token },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.issues).toEqual([{ path: "client_ids.1", message: "学员不存在" }]);
    expect({ ...missing.body, status: missing.status }).toEqual({ ...foreign.body, status: 404 });
    expect((await clientRow(mine.id)).state).toBe("active");
    expect((await clientRow(w.b.client.id)).state).toBe("active");
    // The super admin reaches every organization.
    const bySuper = await api.post(
      "/api/clients/archive",
      { client_ids: [w.b.client.id], archived: true },
      { token: w.superAdmin.token },
    );
    expect(bySuper.status).toBe(200);
    expect((await clientRow(w.b.client.id)).state).toBe("archived");
    await callerFor(t, w.superAdmin.actor).clients.archive({ client_ids: [w.b.client.id], archived: false });
    expect((await api.post("/api/clients/archive", { client_ids: [mine.id], archived: true })).status).toBe(
      401,
    );
    expect(
      (
        await api.post(
          "/api/clients/archive",
          { client_ids: [], archived: true },
          { token: w.a.trainer.token },
        )
      ).status,
    ).toBe(400);
  });
});
