import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ASSIGNED_WORKOUTS } from "#shared/shared-rules";
import { workout_items, workouts } from "../../db/schema";
import { uuidV7 } from "../../worker/data/sql";
import { fingerprint } from "../../worker/domains/programs/fingerprint";
import { loadProgramInScope } from "../../worker/domains/programs/load";
import { loadAssignments, loadCopies, loadCopyItems } from "../../worker/domains/programs/sync-load";
import { planSync } from "../../worker/domains/programs/sync-plan";
import { writeSync } from "../../worker/domains/programs/sync-write";
import { loadTemplates } from "../../worker/domains/programs/templates";
import { AppError } from "../../worker/errors";
import { insertClient } from "../factories";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";
import { programSteps } from "./support/programs";

/**
 * Program sync (POST /api/programs/{id}/sync, programs.sync): template changes reach the copies
 * clients have not customised; customised, completed, past and pre-sync copies are left alone.
 */
let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
let s: ReturnType<typeof programSteps>;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations({ d1Limits: true, now: "2026-05-01T13:00:00Z" }));
  s = programSteps(t, api, () => w.a.trainer.token);
});
afterAll(() => t.close());

type Counts = {
  updated: number;
  added: number;
  removed: number;
  customised: number;
  unchanged: number;
  kept: number;
  unlinked: number;
};
type SyncAnswer = {
  success: number;
  msg: string;
  dry_run: boolean;
  totals: Counts;
  clients: (Counts & { client_id: number; name: string })[];
};
const ZERO: Counts = { updated: 0, added: 0, removed: 0, customised: 0, unchanged: 0, kept: 0, unlinked: 0 };

const token = () => w.a.trainer.token;
const sync = (programId: number, body: Record<string, unknown> = {}) =>
  api.post<SyncAnswer>(`/api/programs/${programId}/sync`, body, { token: token() });
const put = (id: number, workout: Record<string, unknown>) =>
  api.put<{ workout: { id: number; workout_items: { id: number; name: string }[] } }>(
    `/api/workouts/${id}`,
    { workout },
    { token: token() },
  );
/** Moves the test clock on, so later template edits and additions are newer than the assignment. */
const later = () => t.clock.advance(60);

/** A client's copies of a program, by template id. */
async function copiesOf(clientId: number) {
  const rows = await s.clientWorkouts(clientId);
  return new Map(rows.filter((r) => r.template_workout_id !== null).map((r) => [r.template_workout_id!, r]));
}
const itemsOf = (workoutId: number) =>
  t.db
    .select()
    .from(workout_items)
    .where(eq(workout_items.workout_id, workoutId))
    .orderBy(workout_items.position, workout_items.id);

describe("program sync", () => {
  it("updates, moves, removes and adds untouched copies; leaves customised and completed ones; a dry run says exactly what happens", async () => {
    const programId = (await s.createProgram("同步计划")).id;
    const a = await s.addTemplate(programId, 1, {
      title: "A",
      workout_items: [{ name: "深蹲" }, { name: "硬拉" }],
    });
    const b = await s.addTemplate(programId, 3, { title: "B", workout_items: [{ name: "卧推" }] });
    const c = await s.addTemplate(programId, 5, { title: "C" });
    const [c1, c2, c3] = [
      await insertClient(t, w.a.trainer, { name: "甲" }),
      await insertClient(t, w.a.trainer, { name: "乙" }),
      await insertClient(t, w.a.trainer, { name: "丙" }),
    ];
    const assigned = await s.assign(programId, { client_ids: [c1.id, c2.id, c3.id], start_date: "2026-5-4" });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);

    // Client 2 customises its copy of A (title) and moves its copy of B; client 3 completes A.
    later();
    const copies2 = await copiesOf(c2.id);
    expect((await put(copies2.get(a)!.id, { title: "A（乙）" })).status).toBe(200);
    expect((await put(copies2.get(b)!.id, { due: "2026-05-08" })).status).toBe(200);
    const copies3 = await copiesOf(c3.id);
    const doneA = copies3.get(a)!;
    const doneItems = await itemsOf(doneA.id);
    const completed = await put(doneA.id, {
      state: "completed",
      workout_items: doneItems.map((i) => ({ id: i.id, name: i.name, result: `${i.name} 5×5` })),
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    const doneBefore = { row: (await copiesOf(c3.id)).get(a)!, items: await itemsOf(doneA.id) };

    // The coach edits A's content, moves B to day 4, deletes C and adds D on day 6.
    later();
    const editedA = await put(a, {
      title: "A（新）",
      workout_items: [{ name: "前蹲" }, { name: "硬拉" }, { name: "臀推" }],
    });
    expect(editedA.status, JSON.stringify(editedA.body)).toBe(200);
    expect((await put(b, { position: 4 })).status).toBe(200);
    expect((await api.delete(`/api/workouts/${c}`, { token: token() })).status).toBe(200);
    const d = await s.addTemplate(programId, 6, { title: "D", workout_items: [{ name: "划船" }] });

    const expected = {
      [c1.id]: { ...ZERO, updated: 2, removed: 1, added: 1 },
      [c2.id]: { ...ZERO, customised: 2, removed: 1, added: 1 },
      [c3.id]: { ...ZERO, kept: 1, updated: 1, removed: 1, added: 1 },
    };
    const before = await s.counts();
    const dry = await sync(programId, { dry_run: true });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(await s.counts()).toEqual(before);
    expect(dry.body).toMatchObject({ success: 0, msg: "计划已同步", dry_run: true });
    // Ordered by name: 丙, 乙, 甲 (binary order of the names).
    const rows = (body: Pick<SyncAnswer, "clients">) =>
      Object.fromEntries(body.clients.map(({ client_id, name: _n, ...k }) => [client_id, k]));
    expect(rows(dry.body)).toEqual(expected);
    expect(dry.body.clients.map((r) => r.name)).toEqual(["丙", "乙", "甲"].sort());
    expect(dry.body.totals).toEqual({ ...ZERO, updated: 3, removed: 3, added: 3, customised: 2, kept: 1 });

    const real = await sync(programId);
    expect(real.status, JSON.stringify(real.body)).toBe(200);
    expect(real.body.dry_run).toBe(false);
    expect(real.body.clients).toEqual(dry.body.clients);
    expect(real.body.totals).toEqual(dry.body.totals);
    expect(await s.counts()).toMatchObject({ workouts: before.workouts });

    // Client 1: A rewritten (content and items), B moved to day 4, C gone, D added.
    const one = await copiesOf(c1.id);
    expect([...one.keys()].sort()).toEqual([a, b, d].sort());
    expect(one.get(a)).toMatchObject({ title: "A（新）", due: "2026-05-04", state: "pending" });
    expect((await itemsOf(one.get(a)!.id)).map((i) => [i.name, i.state, i.result])).toEqual([
      ["前蹲", "pending", null],
      ["硬拉", "pending", null],
      ["臀推", "pending", null],
    ]);
    expect(one.get(b)).toMatchObject({ title: "B", due: "2026-05-07" });
    expect(one.get(d)).toMatchObject({ title: "D", due: "2026-05-09", program_id: programId });
    expect((await itemsOf(one.get(d)!.id)).map((i) => i.name)).toEqual(["划船"]);
    const [templateD] = await t.db.select().from(workouts).where(eq(workouts.id, d));
    expect(one.get(d)!.template_hash).toBe(await fingerprint(templateD!, await itemsOf(d), 6));
    expect(one.get(d)!.program_assignment_id).toBe(one.get(a)!.program_assignment_id);

    // Client 2: its customised copies are as it left them.
    const two = await copiesOf(c2.id);
    expect(two.get(a)).toMatchObject({ title: "A（乙）", due: "2026-05-04" });
    expect(two.get(b)).toMatchObject({ title: "B", due: "2026-05-08" });
    expect(two.has(c)).toBe(false);

    // Client 3: the completed workout and its results are untouched.
    const three = await copiesOf(c3.id);
    expect(three.get(a)).toEqual(doneBefore.row);
    expect(await itemsOf(doneA.id)).toEqual(doneBefore.items);
    expect(three.get(b)).toMatchObject({ due: "2026-05-07" });

    // Syncing again writes nothing: everything synced is unchanged.
    const again = await callerFor(t, w.a.trainer.actor).programs.sync({ id: programId });
    expect(rows(again)).toEqual({
      [c1.id]: { ...ZERO, unchanged: 3 },
      [c2.id]: { ...ZERO, customised: 2, unchanged: 1 },
      [c3.id]: { ...ZERO, kept: 1, unchanged: 2 },
    });
  });

  it("keeps a copy saved unchanged from the editor untouched, and only syncs the named clients", async () => {
    const programId = (await s.createProgram("编辑器保存")).id;
    const a = await s.addTemplate(programId, 1, {
      title: "A",
      workout_items: [{ name: "深蹲", info: "5x5" }],
    });
    const [c1, c2] = [await insertClient(t, w.a.trainer), await insertClient(t, w.a.trainer)];
    await s.assign(programId, { client_ids: [c1.id, c2.id], start_date: "2026-5-4" });
    later();
    const copy = (await copiesOf(c1.id)).get(a)!;
    const [item] = await itemsOf(copy.id);
    // What the editor sends back for an untouched workout: every field, "" for empty text.
    const saved = await put(copy.id, {
      title: "A",
      short_description: "",
      warmup: "",
      cooldown: "",
      rest_day_instructions: "",
      workout_items: [{ id: item!.id, name: "深蹲", info: "5x5" }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await put(a, { title: "A2" });

    const res = await sync(programId, { client_ids: [c1.id, 999_999] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.clients.map((r) => [r.client_id, r.updated])).toEqual([[c1.id, 1]]);
    expect((await copiesOf(c1.id)).get(a)!.title).toBe("A2");
    expect((await copiesOf(c2.id)).get(a)!.title).toBe("A");
  });

  it("uses each client's own today: a copy due yesterday in Auckland is still today in Los Angeles", async () => {
    // The clock is near 2026-05-01T13:00Z: Auckland 05-02 01:00, Los Angeles 05-01 06:00.
    const programId = (await s.createProgram("时区")).id;
    const day1 = await s.addTemplate(programId, 1, { title: "第一天" });
    await s.addTemplate(programId, 2, { title: "第二天" });
    const akl = await insertClient(t, w.a.trainer, { name: "奥克兰" });
    const la = await insertClient(t, w.a.trainer, { name: "洛杉矶" });
    await s.setTimeZone(akl.user_id, "Pacific/Auckland");
    await s.setTimeZone(la.user_id, "America/Los_Angeles");
    await s.assign(programId, { client_ids: [akl.id, la.id], start_date: "2026-5-1" });
    later();
    await put(day1, { title: "第一天（新）" });
    await s.addTemplate(programId, 1, { title: "第一天加练" });

    const res = await sync(programId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const by = Object.fromEntries(res.body.clients.map((r) => [r.client_id, r]));
    expect(by[akl.id]).toMatchObject({ kept: 1, unchanged: 1, updated: 0, added: 0 });
    expect(by[la.id]).toMatchObject({ kept: 0, unchanged: 1, updated: 1, added: 1 });
  });

  it("leaves assignments from before sync alone (unlinked) and adds nothing to them", async () => {
    const programId = (await s.createProgram("旧分配")).id;
    const a = await s.addTemplate(programId, 1, { title: "A" });
    await s.addTemplate(programId, 2, { title: "B" });
    const client = await insertClient(t, w.a.trainer);
    await s.assign(programId, { client_ids: [client.id], start_date: "2026-7-1" });
    await t.db
      .update(workouts)
      .set({ template_workout_id: null, template_hash: null })
      .where(eq(workouts.client_id, client.id));
    later();
    await put(a, { title: "A2" });
    await s.addTemplate(programId, 3, { title: "C" });
    const before = await s.clientWorkouts(client.id);

    const res = await sync(programId);
    expect(res.body.clients).toEqual([
      { client_id: client.id, name: expect.any(String), ...ZERO, unlinked: 2 },
    ]);
    expect(await s.clientWorkouts(client.id)).toEqual(before);
  });

  it("keeps a pending copy the client started logging (its results stay)", async () => {
    const programId = (await s.createProgram("已开始")).id;
    const a = await s.addTemplate(programId, 1, { title: "A", workout_items: [{ name: "深蹲" }] });
    const client = await insertClient(t, w.a.trainer);
    await s.assign(programId, { client_ids: [client.id], start_date: "2026-7-1" });
    const copy = (await copiesOf(client.id)).get(a)!;
    const [item] = await itemsOf(copy.id);
    const logged = await api.put(
      `/api/workout_items/${item!.id}`,
      { workout_item: { result: "60kg × 5" } },
      { token: token() },
    );
    expect(logged.status, JSON.stringify(logged.body)).toBe(200);
    later();
    await put(a, { title: "A2" });
    const res = await sync(programId);
    expect(res.body.totals).toEqual({ ...ZERO, kept: 1 });
    expect((await itemsOf(copy.id)).map((i) => i.result)).toEqual(["60kg × 5"]);
  });

  it("keeps a pending copy with a comment (removing it would delete what was said)", async () => {
    const programId = (await s.createProgram("有评论")).id;
    const a = await s.addTemplate(programId, 1, { title: "A" });
    const client = await insertClient(t, w.a.trainer);
    await s.assign(programId, { client_ids: [client.id], start_date: "2026-7-1" });
    const copy = (await copiesOf(client.id)).get(a)!;
    const said = await api.post(
      "/api/comments",
      { comment: { workout_id: copy.id, body: "这天我出差" } },
      { token: token() },
    );
    expect(said.status, JSON.stringify(said.body)).toBe(201);
    later();
    expect((await api.delete(`/api/workouts/${a}`, { token: token() })).status).toBe(200);
    const res = await sync(programId);
    expect(res.body.totals).toEqual({ ...ZERO, kept: 1 });
    expect((await copiesOf(client.id)).get(a)?.id).toBe(copy.id);
  });

  it("adds a new template once when the client follows the program twice over those dates (assigned again with replace)", async () => {
    const programId = (await s.createProgram("重复分配")).id;
    await s.addTemplate(programId, 1, { title: "A" });
    const client = await insertClient(t, w.a.trainer);
    await s.assign(programId, { client_ids: [client.id], start_date: "2026-7-1" });
    later();
    const y = await s.addTemplate(programId, 2, { title: "Y" });
    later();
    await s.assign(programId, { client_ids: [client.id], start_date: "2026-7-1", replace: true });
    const res = await sync(programId);
    expect(res.body.totals.added).toBe(0);
    const ys = (await s.clientWorkouts(client.id)).filter((r) => r.template_workout_id === y);
    expect(ys.map((r) => r.due)).toEqual(["2026-07-02"]);
  });

  it("does not bring back a synced copy the coach deleted on purpose", async () => {
    const programId = (await s.createProgram("删除的副本")).id;
    await s.addTemplate(programId, 1, { title: "A" });
    const client = await insertClient(t, w.a.trainer);
    await s.assign(programId, { client_ids: [client.id], start_date: "2026-7-1" });
    later();
    const y = await s.addTemplate(programId, 2, { title: "Y" });
    expect((await sync(programId)).body.totals.added).toBe(1);
    const added = (await copiesOf(client.id)).get(y)!;
    later();
    expect((await api.delete(`/api/workouts/${added.id}`, { token: token() })).status).toBe(200);
    const again = await sync(programId);
    expect(again.body.totals).toEqual({ ...ZERO, unchanged: 1 });
    expect((await copiesOf(client.id)).has(y)).toBe(false);
  });

  it("leaves a copy the coach moved to another client alone (it is that client's workout now)", async () => {
    const programId = (await s.createProgram("移给别人")).id;
    const a = await s.addTemplate(programId, 1, { title: "A" });
    const [x, y] = [await insertClient(t, w.a.trainer), await insertClient(t, w.a.trainer)];
    await s.assign(programId, { client_ids: [x.id], start_date: "2026-7-1" });
    const copy = (await copiesOf(x.id)).get(a)!;
    expect((await put(copy.id, { client_id: y.id })).status).toBe(200);
    later();
    expect((await api.delete(`/api/workouts/${a}`, { token: token() })).status).toBe(200);
    const res = await sync(programId);
    expect(res.body.totals).toEqual(ZERO);
    expect((await s.clientWorkouts(y.id)).map((r) => r.id)).toEqual([copy.id]);
  });

  it("keeps syncing copies whose library exercise was deleted (the exercise id is not content)", async () => {
    const programId = (await s.createProgram("动作被删")).id;
    const exercise = await api.post<{ exercise: { id: number } }>(
      "/api/exercises",
      { exercise: { exercise_name: "自定义深蹲" } },
      { token: token() },
    );
    expect(exercise.status, JSON.stringify(exercise.body)).toBe(201);
    const a = await s.addTemplate(programId, 1, {
      title: "A",
      workout_items: [{ name: "自定义深蹲", exercise_id: exercise.body.exercise.id }],
    });
    const client = await insertClient(t, w.a.trainer);
    await s.assign(programId, { client_ids: [client.id], start_date: "2026-7-1" });
    expect((await api.delete(`/api/exercises/${exercise.body.exercise.id}`, { token: token() })).status).toBe(
      200,
    );
    later();
    await put(a, { title: "A2" });
    const res = await sync(programId);
    expect(res.body.totals).toEqual({ ...ZERO, updated: 1 });
  });

  it("removes an untouched copy whose template moved past the assignment's end", async () => {
    const programId = (await s.createProgram("结束日期")).id;
    const a = await s.addTemplate(programId, 2, { title: "A" });
    const client = await insertClient(t, w.a.trainer);
    await s.assign(programId, { client_ids: [client.id], start_date: "2026-7-1", end_date: "2026-7-3" });
    later();
    await put(a, { position: 5 });
    const res = await sync(programId);
    expect(res.body.totals).toEqual({ ...ZERO, removed: 1 });
    expect(await copiesOf(client.id)).toEqual(new Map());
  });

  it("answers 409 and writes nothing when a copy changed after it was read", async () => {
    const programId = (await s.createProgram("并发")).id;
    const a = await s.addTemplate(programId, 1, { title: "A" });
    const client = await insertClient(t, w.a.trainer);
    await s.assign(programId, { client_ids: [client.id], start_date: "2026-7-1" });
    later();
    await put(a, { title: "A2" });
    await s.addTemplate(programId, 2, { title: "B" });

    // The plan is read, then the client's copy changes before it is written.
    const deps = t.deps;
    const program = await loadProgramInScope(deps, w.a.trainer.actor, programId);
    const assignments = await loadAssignments(deps, programId, undefined);
    const planNow = async () =>
      planSync(
        await loadTemplates(deps, programId),
        assignments,
        await loadCopies(
          deps,
          assignments.map((x) => x.id),
        ),
        deps.clock.now(),
        (ids) => loadCopyItems(deps, ids),
      );
    const plan = await planNow();
    expect([plan.updates.length, plan.adds.length]).toEqual([1, 1]);
    later();
    const copy = (await copiesOf(client.id)).get(a)!;
    await put(copy.id, { title: "学员改过" });
    const before = await s.clientWorkouts(client.id);
    const error = await writeSync(deps, program, plan, w.a.trainer.actor.user.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("CONFLICT");
    expect(await s.clientWorkouts(client.id)).toEqual(before);

    // A second sync running at the same time: the one that lost finds the copy already added.
    const fresh = await planNow();
    expect(fresh.adds.length).toBe(1);
    await writeSync(deps, program, fresh, w.a.trainer.actor.user.id);
    const lost = await writeSync(deps, program, fresh, w.a.trainer.actor.user.id).catch((e: unknown) => e);
    expect((lost as AppError).code).toBe("CONFLICT");
    const linked = await t.db
      .select()
      .from(workouts)
      .where(and(eq(workouts.client_id, client.id), isNotNull(workouts.template_workout_id)));
    expect(linked).toHaveLength(2);
  });

  it("refuses more than MAX_ASSIGNED_WORKOUTS written workouts in one request (dry run too); fewer clients fit", async () => {
    const big = (await s.createProgram("大计划同步")).id;
    const days = 201;
    const uuids = uuidV7(days);
    // Templates straight into the table (fixture; 7 rows a statement for D1's parameter limit).
    const rows = Array.from({ length: days }, (_, i) => ({
      program_id: big,
      position: i + 1,
      organization_id: w.a.org.id,
      uuid: uuids[i]!,
      title: `第${i + 1}天`,
      created_at: t.clock.now().toISOString(),
      updated_at: t.clock.now().toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 7) await t.db.insert(workouts).values(rows.slice(i, i + 7));
    const many: number[] = [];
    for (let i = 0; i < 100; i++) many.push((await insertClient(t, w.a.trainer)).id);
    for (const group of [many.slice(0, 50), many.slice(50)]) {
      const res = await s.assign(big, { client_ids: group, start_date: "2027-1-4", end_date: "2027-12-31" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    later();
    await t.db
      .update(workouts)
      .set({ title: "改", updated_at: t.clock.now().toISOString() })
      .where(and(eq(workouts.program_id, big), isNull(workouts.client_id)));
    expect(days * many.length).toBeGreaterThan(MAX_ASSIGNED_WORKOUTS);
    const before = await s.counts();
    for (const dry_run of [true, false]) {
      const res = await sync(big, { dry_run });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: "BAD_REQUEST",
        msg: `一次最多同步 ${MAX_ASSIGNED_WORKOUTS} 个训练，请减少学员数量`,
      });
    }
    expect(await s.counts()).toEqual(before);
    const half = await sync(big, { client_ids: many.slice(0, 50), dry_run: true });
    expect(half.status).toBe(200);
    expect(half.body.totals.updated).toBe(days * 50);
  });

  it("is a 404 for coaches of other organizations and a 400 for bad input, writing nothing", async () => {
    const programId = (await s.createProgram("权限")).id;
    const other = await api.post(`/api/programs/${programId}/sync`, {}, { token: w.b.trainer.token });
    expect(other.status).toBe(404);
    const before = await s.counts();
    for (const body of [
      { client_ids: [] },
      { client_ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
      { client_ids: [0] },
      { client_ids: ["abc"] },
      { client_ids: "1" },
      { client_ids: null },
      { dry_run: "yes" },
      { dry_run: 2 },
      { dry_run: null },
    ]) {
      const bad = await sync(programId, body);
      expect([JSON.stringify(body), bad.status]).toEqual([JSON.stringify(body), 400]);
      expect(bad.body).toMatchObject({ code: "BAD_REQUEST" });
    }
    expect(await s.counts()).toEqual(before);
  });
});
