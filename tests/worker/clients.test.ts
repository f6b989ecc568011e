import { TRPCError } from "@trpc/server";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderMessage } from "#shared/messages";
import { clients, group_assignments, groups, users, workouts } from "../../db/schema";
import { CLIENT_LINK_NAMES } from "../../worker/domains/clients/schemas";
import { AppError } from "../../worker/errors";
import { insertClient, insertTrainer, unique } from "../factories";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { recordStatements } from "../helpers/statements";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations());
});
afterAll(() => t.close());

type ErrorBody = { success: number; msg: string; code: string; issues?: { path: string; message: string }[] };
type ClientOut = {
  id: number;
  slug: string;
  state: string;
  user_id: number;
  trainer_id: number | null;
  organization_id: number | null;
  settings: Record<string, unknown>;
  links: Record<string, string>;
  group_assignment_ids: number[];
  compliance_rate_for_7_days: number | null;
  compliance_rate_for_30_days: number | null;
  compliance_rate_for_90_days: number | null;
  completed_workouts_count: number;
  missed_sessions_count: number;
  due: string | null;
  goals: string | null;
};
type UserOut = {
  id: number;
  name: string;
  email: string | null;
  has_trainer: boolean;
  trainer_id: number | null;
};
type CreateOut = { success: number; msg: string; client: ClientOut; user: UserOut; trainer: { id: number } };
type ListOut = {
  clients: ClientOut[];
  users: UserOut[];
  trainers: { id: number }[];
  meta: { page: number; per_page: number; total_pages: number; total_count: number };
};

const counts = async () => ({
  users: (await t.db.select({ n: count() }).from(users))[0]!.n,
  clients: (await t.db.select({ n: count() }).from(clients))[0]!.n,
});

async function trpcFailure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const cause = error.cause;
    if (!(cause instanceof AppError)) throw error;
    const msg = cause.msg && renderMessage(cause.msg, "zh-CN");
    return { code: error.code, appCode: cause.code, msg, issues: cause.issues };
  }
  throw new Error("expected the call to fail");
}

async function createVia(token: string, client: Record<string, unknown>) {
  return api.post<CreateOut & ErrorBody>("/api/clients", { client }, { token });
}

describe("POST /api/clients", () => {
  it("creates the user and the client linked by user_id, active, in the caller's organization", async () => {
    const email = `${unique("c")}@test.local`;
    const res = await createVia(w.a.trainer.token, {
      user: { name: "张三 Zhang San", email, phone_number: "13900000001" },
      goals: "减脂 5 公斤",
      due: "2026-4-1",
      settings: { weeklyDigest: false },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: 0, msg: "学员添加成功" });
    const { client, user, trainer } = res.body;
    expect(client).toMatchObject({
      state: "active",
      organization_id: w.a.org.id,
      trainer_id: w.a.trainer.trainerId,
      user_id: user.id,
      goals: "减脂 5 公斤",
      due: "2026-04-01",
      group_assignment_ids: [],
    });
    expect(client.settings).toMatchObject({
      weeklyDigest: false,
      dailyWorkoutEmails: true,
      workoutsThreshold: 2,
    });
    expect(client.slug).toMatch(/^zhang-san-[a-z0-9]+$/);
    expect(client.links).toMatchObject({
      workouts: `/api/workouts?client_id=${client.id}`,
      notes: `/api/clients/${client.id}/notes`,
      stripe_subscriptions: `/api/clients/${client.id}/stripe_subscriptions`,
    });
    expect(Object.keys(client.links).sort()).toEqual([...CLIENT_LINK_NAMES, "workouts"].sort());
    expect(user).toMatchObject({ email, has_trainer: true, trainer_id: w.a.trainer.trainerId });
    expect(trainer.id).toBe(w.a.trainer.trainerId);
    expect(JSON.stringify(res.body)).not.toMatch(/password|invite_token|compliance_computed_on/);
  });

  it("honours the active option and a trainer of the same organization", async () => {
    const res = await createVia(w.a.trainer.token, {
      user: { name: "李四" },
      active: false,
      trainer_id: w.a.admin.trainerId,
    });
    expect(res.status).toBe(201);
    expect(res.body.client).toMatchObject({ state: "inactive", trainer_id: w.a.admin.trainerId });
    expect(res.body.user.trainer_id).toBe(w.a.admin.trainerId);
  });

  it("gives clients of the same name different slugs", async () => {
    const one = await createVia(w.a.trainer.token, { user: { name: "Wang Wu" } });
    const two = await createVia(w.a.trainer.token, { user: { name: "Wang Wu" } });
    expect(one.body.client.slug).toMatch(/^wang-wu-/);
    expect(two.body.client.slug).toMatch(/^wang-wu-/);
    expect(one.body.client.slug).not.toBe(two.body.client.slug);
    const bySlug = await api.get<{ client: ClientOut }>(`/api/clients/by_slug/${two.body.client.slug}`, {
      token: w.a.admin.token,
    });
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.client.id).toBe(two.body.client.id);
  });

  it("answers 学员添加失败 with the cause in issues and writes nothing for a taken email", async () => {
    const before = await counts();
    const taken = (await t.db.select().from(users).where(eq(users.id, w.b.trainer.userId)))[0]!.email;
    const res = await createVia(w.a.trainer.token, { user: { name: "重复邮箱", email: taken } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: 409, msg: "学员添加失败", code: "EMAIL_TAKEN" });
    expect(res.body.issues).toEqual([{ path: "client.user.email", message: "该邮箱已被使用" }]);
    expect(await counts()).toEqual(before);
  });

  it("is atomic: a failure after the user insert leaves neither user nor client", async () => {
    // A real constraint in the real database, raised by the client insert that follows the user's.
    await t.client.execute(
      "CREATE TRIGGER fail_client_insert BEFORE INSERT ON clients WHEN NEW.goals = 'force-failure' " +
        "BEGIN SELECT RAISE(ABORT, 'forced failure'); END",
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const before = await counts();
      const email = `${unique("atomic")}@test.local`;
      const res = await createVia(w.a.trainer.token, {
        user: { name: "原子", email },
        goals: "force-failure",
      });
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ msg: "学员添加失败", code: "INTERNAL" });
      expect(await counts()).toEqual(before);
      expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);

      const failure = await trpcFailure(
        callerFor(t, w.a.trainer.actor).clients.create({
          client: { user: { name: "原子二", email: `x${email}` }, goals: "force-failure" },
        }),
      );
      expect(failure).toMatchObject({ code: "INTERNAL_SERVER_ERROR", msg: "学员添加失败" });
      expect(await counts()).toEqual(before);
      expect(logged).toHaveBeenCalled();
    } finally {
      await t.client.execute("DROP TRIGGER fail_client_insert");
    }
  });

  it("refuses bad input with 400, CONTRACT's body and 学员添加失败, writing nothing", async () => {
    const before = await counts();
    const missingName = await createVia(w.a.trainer.token, { user: { email: "not-an-email" } });
    expect(missingName.status).toBe(400);
    expect(missingName.body).toMatchObject({ success: 400, msg: "学员添加失败", code: "BAD_REQUEST" });
    expect(missingName.body.issues?.map((i) => i.path)).toEqual(
      expect.arrayContaining(["client.user.name", "client.user.email"]),
    );
    const badState = await createVia(w.a.trainer.token, { user: { name: "x" }, state: "deleted" });
    expect(badState.status).toBe(400);
    const longGoals = await createVia(w.a.trainer.token, { user: { name: "x" }, goals: "a".repeat(5001) });
    expect(longGoals.status).toBe(400);
    const badUrl = await createVia(w.a.trainer.token, {
      user: { name: "x" },
      equipment_attachments: [{ name: "a", attachmentUrl: "javascript:alert(1)" }],
    });
    expect(badUrl.status).toBe(400);
    const malformed = await api.request<ErrorBody>("POST", "/api/clients", {
      rawBody: "{not json",
      token: w.a.trainer.token,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ msg: "学员添加失败", code: "INVALID_JSON" });
    const trpc = await trpcFailure(
      callerFor(t, w.a.trainer.actor).clients.create({ client: { user: { name: "" } } }),
    );
    expect(trpc).toMatchObject({ code: "BAD_REQUEST", msg: "学员添加失败" });
    expect(trpc.issues?.[0]?.path).toBe("client.user.name");
    expect(await counts()).toEqual(before);
  });

  it("answers 404 for another organization's trainer_id, 401 anonymous, and ignores organization_id", async () => {
    const before = await counts();
    const other = await createVia(w.a.trainer.token, {
      user: { name: "x" },
      trainer_id: w.b.trainer.trainerId,
    });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ msg: "学员添加失败", code: "NOT_FOUND" });
    expect(await counts()).toEqual(before);
    expect((await api.post("/api/clients", { client: { user: { name: "x" } } })).status).toBe(401);
    const moved = await createVia(w.a.trainer.token, {
      user: { name: "组织字段" },
      organization_id: w.b.org.id,
    });
    expect(moved.status).toBe(201);
    expect(moved.body.client.organization_id).toBe(w.a.org.id);
  });

  it("lets the super admin create a client for any organization's trainer", async () => {
    const res = await createVia(w.superAdmin.token, {
      user: { name: "超管学员" },
      trainer_id: w.b.trainer.trainerId,
    });
    expect(res.status).toBe(201);
    expect(res.body.client.organization_id).toBe(w.b.org.id);
    const noTrainer = await createVia(w.superAdmin.token, { user: { name: "无教练" } });
    expect(noTrainer.status).toBe(400);
    expect(noTrainer.body.issues?.[0]?.path).toBe("client.trainer_id");
  });
});

describe("GET /api/clients", () => {
  it("lists the organization's clients with users and trainers side-loaded", async () => {
    const res = await api.get<ListOut>("/api/clients", { token: w.a.trainer.token });
    expect(res.status).toBe(200);
    const ids = res.body.clients.map((c) => c.id);
    expect(ids).toContain(w.a.client.id);
    expect(ids).not.toContain(w.b.client.id);
    expect(res.body.clients.every((c) => c.organization_id === w.a.org.id)).toBe(true);
    const userIds = new Set(res.body.users.map((u) => u.id));
    for (const c of res.body.clients) expect(userIds.has(c.user_id)).toBe(true);
    expect(userIds.has(w.a.trainer.userId)).toBe(true);
    expect(res.body.trainers.map((tr) => tr.id)).toEqual(expect.arrayContaining([w.a.trainer.trainerId]));
    expect(res.body.meta).toEqual({
      page: 1,
      per_page: 1000,
      total_pages: 1,
      total_count: res.body.clients.length,
    });
    const first = res.body.clients[0]!;
    expect(first).toHaveProperty("compliance_rate_for_7_days");
    expect(first).toHaveProperty("compliance_rate_for_30_days");
    expect(first).toHaveProperty("compliance_rate_for_90_days");
    expect(first).toHaveProperty("completed_workouts_count");
    expect(first).toHaveProperty("missed_sessions_count");
    expect(first).toHaveProperty("group_assignment_ids");
    expect(first.links.workouts).toBe(`/api/workouts?client_id=${first.id}`);
  });

  it("sends an ASCII-only body in which Chinese text survives", async () => {
    const raw = await api.app.request(`/api/clients?q=${encodeURIComponent("张三")}`, {
      headers: { authorization: `Bearer ${w.a.trainer.token}` },
    });
    expect(raw.headers.get("content-type")).toMatch(/^application\/json/);
    const text = await raw.text();
    expect(/[\u0080-\uffff]/.test(text)).toBe(false);
    const body = JSON.parse(text) as ListOut;
    expect(body.users.map((u) => u.name)).toContain("张三 Zhang San");
    expect(body.clients[0]?.goals).toBe("减脂 5 公斤");
  });

  it("filters by q, state and trainer_id, pages, and bounds limit", async () => {
    const org = w.a;
    const named = await insertClient(t, org.admin, { name: "Searchable 赵六" });
    await insertClient(t, org.admin, { name: "Paused 孙七", state: "inactive" });
    const q = await api.get<ListOut>(`/api/clients?q=${encodeURIComponent("赵六")}`, {
      token: org.trainer.token,
    });
    expect(q.body.clients.map((c) => c.id)).toEqual([named.id]);
    const literal = await api.get<ListOut>("/api/clients?q=%25", { token: org.trainer.token });
    expect(literal.body.clients).toEqual([]);
    const inactive = await api.get<ListOut>("/api/clients?state=inactive", { token: org.trainer.token });
    expect(inactive.body.clients.every((c) => c.state === "inactive")).toBe(true);
    expect(inactive.body.clients.length).toBeGreaterThan(0);
    const byTrainer = await api.get<ListOut>(`/api/clients?trainer_id=${org.admin.trainerId}`, {
      token: org.trainer.token,
    });
    expect(byTrainer.body.clients.every((c) => c.trainer_id === org.admin.trainerId)).toBe(true);
    const all = await api.get<ListOut>("/api/clients?order=id_ASC", { token: org.trainer.token });
    const page2 = await api.get<ListOut>("/api/clients?order=id_ASC&limit=2&page=2", {
      token: org.trainer.token,
    });
    expect(page2.body.clients.map((c) => c.id)).toEqual(all.body.clients.slice(2, 4).map((c) => c.id));
    const total = all.body.meta.total_count;
    expect(page2.body.meta).toEqual({
      page: 2,
      per_page: 2,
      total_pages: Math.ceil(total / 2),
      total_count: total,
    });
    // per_page (TrueCoach's name) is the same as limit, and wins when both are given.
    const perPage = await api.get<ListOut>("/api/clients?order=id_ASC&per_page=2&limit=3&page=2", {
      token: org.trainer.token,
    });
    expect(perPage.body.clients.map((c) => c.id)).toEqual(page2.body.clients.map((c) => c.id));
    const tooMany = await api.get<ErrorBody>("/api/clients?limit=5001", { token: org.trainer.token });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.code).toBe("BAD_REQUEST");
    expect((await api.get("/api/clients?state=gone", { token: org.trainer.token })).status).toBe(400);
  });

  it("gives the super admin every organization, or one; another organization is 404 for coaches", async () => {
    const all = await api.get<ListOut>("/api/clients", { token: w.superAdmin.token });
    const ids = all.body.clients.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([w.a.client.id, w.b.client.id]));
    const one = await api.get<ListOut>(`/api/clients?organization_id=${w.b.org.id}`, {
      token: w.superAdmin.token,
    });
    expect(one.body.clients.every((c) => c.organization_id === w.b.org.id)).toBe(true);
    expect(
      (await api.get(`/api/clients?organization_id=${w.b.org.id}`, { token: w.a.trainer.token })).status,
    ).toBe(404);
    expect((await api.get("/api/clients")).status).toBe(401);
  });

  it("serves the same list at /api/organization/clients and through tRPC", async () => {
    const rest = await api.get<ListOut>("/api/organization/clients?order=id_ASC", { token: w.a.admin.token });
    const trpc = await callerFor(t, w.a.admin.actor).clients.list({ order: "id_ASC" });
    const orgList = await callerFor(t, w.a.admin.actor).clients.listOrganization({ order: "id_ASC" });
    expect(rest.body.clients.map((c) => c.id)).toEqual(trpc.clients.map((c) => c.id));
    expect(orgList.clients.map((c) => c.id)).toEqual(trpc.clients.map((c) => c.id));
    await expect(callerFor(t, null).clients.list({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("reads compliance and counts from the client's workouts, and lists group assignments", async () => {
    const org = w.a;
    const client = await insertClient(t, org.trainer, { name: "Compliance 周八" });
    const now = t.clock.now().toISOString();
    const day = (offset: number) =>
      new Date(Date.parse("2026-03-02T00:00:00Z") + offset * 86_400_000).toISOString().slice(0, 10);
    const base = {
      client_id: client.id,
      organization_id: org.org.id,
      trainer_id: org.trainer.trainerId,
      created_at: now,
      updated_at: now,
    };
    await t.db.insert(workouts).values([
      { ...base, uuid: unique("w"), due: day(-1), state: "completed" },
      { ...base, uuid: unique("w"), due: day(-2), state: "pending" },
      { ...base, uuid: unique("w"), due: day(-3), state: "completed" },
      { ...base, uuid: unique("w"), due: day(-4), state: "completed" },
    ]);
    const [group] = await t.db
      .insert(groups)
      .values({ name: "早班", organization_id: org.org.id, created_at: now, updated_at: now })
      .returning();
    const [assignment] = await t.db
      .insert(group_assignments)
      .values({ group_id: group!.id, client_id: client.id, created_at: now, updated_at: now })
      .returning();
    const res = await api.get<ListOut>(`/api/clients?q=${encodeURIComponent("周八")}`, {
      token: org.trainer.token,
    });
    expect(res.body.clients[0]).toMatchObject({
      id: client.id,
      completed_workouts_count: 3,
      missed_sessions_count: 1,
      compliance_rate_for_7_days: 0.75,
      compliance_rate_for_30_days: 0.75,
      group_assignment_ids: [assignment!.id],
    });
    const one = await api.get<{ client: ClientOut }>(`/api/clients/${client.id}`, {
      token: org.trainer.token,
    });
    expect(one.body.client).toMatchObject({
      compliance_rate_for_90_days: 0.75,
      group_assignment_ids: [assignment!.id],
    });
    // The list (JSON built by SQLite) and the single answer (built from the row) are the same shape.
    expect(res.body.clients[0]).toEqual(one.body.client);
  });
});

describe("GET /api/clients/{id}", () => {
  it("answers the client with its user and trainer, by id and by slug, in reach only", async () => {
    const res = await api.get<{ client: ClientOut; user: UserOut; trainer: { id: number } }>(
      `/api/clients/${w.a.client.id}`,
      { token: w.a.admin.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.client.id).toBe(w.a.client.id);
    expect(res.body.user.id).toBe(w.a.client.user_id);
    expect(res.body.trainer.id).toBe(w.a.trainer.trainerId);
    const viaTrpc = await callerFor(t, w.a.admin.actor).clients.get({ slug: w.a.client.slug });
    expect(viaTrpc.client.id).toBe(w.a.client.id);
    expect((await api.get(`/api/clients/${w.b.client.id}`, { token: w.a.admin.token })).status).toBe(404);
    expect(
      (await api.get(`/api/clients/by_slug/${w.b.client.slug}`, { token: w.a.admin.token })).status,
    ).toBe(404);
    expect((await api.get("/api/clients/999999", { token: w.a.admin.token })).status).toBe(404);
    expect((await api.get("/api/clients/by_slug/NOT%20A%20SLUG", { token: w.a.admin.token })).status).toBe(
      404,
    );
    expect((await api.get(`/api/clients/${w.b.client.id}`, { token: w.superAdmin.token })).status).toBe(200);
    await expect(callerFor(t, w.a.admin.actor).clients.get({ id: w.b.client.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("answers SPEC's hinted link paths with empty collections (null for a single resource) for clients in reach", async () => {
    const skeletons = await api.get(`/api/clients/${w.a.client.id}/skeletons`, { token: w.a.trainer.token });
    expect(skeletons.body).toEqual({ skeletons: [] });
    const plan = await api.get(`/api/clients/${w.a.client.id}/nutrition_plan`, { token: w.a.trainer.token });
    // A single resource: an object or null, as TrueCoach's typed clients read it.
    expect(plan.body).toEqual({ nutrition_plan: null, today: null });
    expect(
      (await api.get(`/api/clients/${w.a.client.id}/secrets`, { token: w.a.trainer.token })).status,
    ).toBe(404);
    expect(
      (await api.get(`/api/clients/${w.b.client.id}/skeletons`, { token: w.a.trainer.token })).status,
    ).toBe(404);
    const trpc = await callerFor(t, w.a.trainer.actor).clients.linked({
      id: w.a.client.id,
      name: "skeletons",
    });
    expect(trpc).toEqual({ skeletons: [] });
  });
});

describe("PUT /api/clients/{id}", () => {
  it("updates client fields, merges settings, changes the user's profile; organization_id is ignored", async () => {
    const client = await insertClient(t, w.a.trainer, { name: "Edit 吴九" });
    const res = await api.put<CreateOut>(
      `/api/clients/${client.id}`,
      {
        client: {
          settings: { workoutsThreshold: 4, currentWeekOnly: true },
          limitations: "膝盖旧伤",
          equipment: "哑铃、弹力带",
          equipment_attachments: [
            {
              name: "器械.jpg",
              attachmentUrl: "https://cdn.example.com/a.jpg",
              type: "image/jpeg",
              size: 1200,
            },
          ],
          client_type: "in_person",
          due: "2026-5-9",
          due_date_locked: true,
          state: "inactive",
          hide_from_feed: true,
          organization_id: w.b.org.id,
          user: { name: "吴九 改名", timezone: "Europe/Berlin", email: `${unique("edit")}@test.local` },
        },
      },
      { token: w.a.trainer.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe("学员修改成功");
    expect(res.body.client).toMatchObject({
      limitations: "膝盖旧伤",
      client_type: "in_person",
      due: "2026-05-09",
      due_date_locked: true,
      state: "inactive",
      hide_from_feed: true,
      organization_id: w.a.org.id,
    });
    expect(res.body.client.settings).toMatchObject({
      workoutsThreshold: 4,
      currentWeekOnly: true,
      weeklyDigest: true,
    });
    expect(res.body.user).toMatchObject({ name: "吴九 改名" });
    const listed = await api.get<ListOut>(`/api/clients?q=${encodeURIComponent("吴九")}`, {
      token: w.a.trainer.token,
    });
    expect(listed.body.clients).toEqual([res.body.client]);
    expect(listed.body.users.find((u) => u.id === res.body.user.id)).toMatchObject({
      name: "吴九 改名",
      has_trainer: true,
      timezone: "Europe/Berlin",
    });
    const again = await callerFor(t, w.a.admin.actor).clients.update({
      id: client.id,
      client: { settings: { weeklyDigest: false } },
    });
    expect(again.client.settings).toMatchObject({ workoutsThreshold: 4, weeklyDigest: false });
  });

  it("answers 学员修改失败 for bad input, taken emails and other organizations, changing nothing", async () => {
    const [before] = await t.db.select().from(clients).where(eq(clients.id, w.a.client.id));
    const bad = await api.put<ErrorBody>(
      `/api/clients/${w.a.client.id}`,
      { client: { settings: { workoutsThreshold: "many" }, goals: "不应写入" } },
      { token: w.a.trainer.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ msg: "学员修改失败", code: "BAD_REQUEST" });
    expect(bad.body.issues?.[0]?.path).toBe("client.settings.workoutsThreshold");
    const taken = (await t.db.select().from(users).where(eq(users.id, w.a.admin.userId)))[0]!.email;
    const conflict = await api.put<ErrorBody>(
      `/api/clients/${w.a.client.id}`,
      { client: { goals: "不应写入", user: { email: taken } } },
      { token: w.a.trainer.token },
    );
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ msg: "学员修改失败", code: "EMAIL_TAKEN" });
    const foreign = await api.put<ErrorBody>(
      `/api/clients/${w.b.client.id}`,
      { client: { goals: "不应写入" } },
      { token: w.a.trainer.token },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe("学员修改失败");
    const trpc = await trpcFailure(
      callerFor(t, w.a.trainer.actor).clients.update({ id: w.b.client.id, client: { goals: "x" } }),
    );
    expect(trpc).toMatchObject({ code: "NOT_FOUND", msg: "学员修改失败" });
    const [after] = await t.db.select().from(clients).where(eq(clients.id, w.a.client.id));
    expect(after).toEqual(before);
    const [foreignAfter] = await t.db.select().from(clients).where(eq(clients.id, w.b.client.id));
    expect(foreignAfter!.goals).toBeNull();
  });

  it("moves the client to a colleague with trainer_id, keeping users.trainer_id and workouts in step", async () => {
    const colleague = await insertTrainer(t, w.a.org.id);
    const client = await insertClient(t, w.a.trainer, { name: "Move 郑十" });
    const now = t.clock.now().toISOString();
    await t.db.insert(workouts).values({
      client_id: client.id,
      organization_id: w.a.org.id,
      trainer_id: w.a.trainer.trainerId,
      uuid: unique("w"),
      due: "2026-03-05",
      created_at: now,
      updated_at: now,
    });
    const res = await api.put<CreateOut>(
      `/api/clients/${client.id}`,
      { client: { trainer_id: colleague.trainerId } },
      { token: w.a.trainer.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.client.trainer_id).toBe(colleague.trainerId);
    expect(res.body.user.trainer_id).toBe(colleague.trainerId);
    const rows = await t.db.select().from(workouts).where(eq(workouts.client_id, client.id));
    expect(rows.every((r) => r.trainer_id === colleague.trainerId)).toBe(true);
    const foreignTrainer = await api.put<ErrorBody>(
      `/api/clients/${client.id}`,
      { client: { trainer_id: w.b.trainer.trainerId } },
      { token: w.a.admin.token },
    );
    expect(foreignTrainer.status).toBe(404);
  });
});

describe("DELETE /api/clients/{id}", () => {
  it("deletes the user and the client together", async () => {
    const client = await insertClient(t, w.a.trainer, { name: "Delete 钱一" });
    const res = await api.delete(`/api/clients/${client.id}`, { token: w.a.trainer.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: 0, msg: "学员删除成功" });
    expect(await t.db.select().from(clients).where(eq(clients.id, client.id))).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.id, client.user_id))).toEqual([]);

    const viaTrpc = await insertClient(t, w.a.trainer, { name: "Delete 钱二" });
    const out = await callerFor(t, w.a.admin.actor).clients.delete({ id: viaTrpc.id });
    expect(out.msg).toEqual({ code: "CLIENT_DELETED" }); // 学员删除成功
    expect(await t.db.select().from(users).where(eq(users.id, viaTrpc.user_id))).toEqual([]);
  });

  it("answers 学员用户删除不成功 for another organization's client and deletes nothing", async () => {
    const before = await counts();
    const res = await api.delete<ErrorBody>(`/api/clients/${w.b.client.id}`, { token: w.a.admin.token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: 404, msg: "学员用户删除不成功", code: "NOT_FOUND" });
    const trpc = await trpcFailure(callerFor(t, w.a.admin.actor).clients.delete({ id: w.b.client.id }));
    expect(trpc).toMatchObject({ code: "NOT_FOUND", msg: "学员用户删除不成功" });
    expect(await counts()).toEqual(before);
    expect((await api.delete(`/api/clients/${w.b.client.id}`)).status).toBe(401);
  });
});

describe("client list cost", () => {
  it("lists 2,000 clients with compliance in a handful of queries", async () => {
    const org = w.b;
    const now = t.clock.now().toISOString();
    const existing = (await t.db.select({ n: count() }).from(users))[0]!.n;
    const n = 2000;
    // Bulk rows straight into the database: this measures the read, not the writes.
    await t.client.execute({
      sql: `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ?)
            INSERT INTO users (name, timezone, created_at, updated_at, has_trainer, trainer_id)
            SELECT 'Bulk ' || i, 'Asia/Shanghai', ?, ?, 1, ? FROM s`,
      args: [n, now, now, org.trainer.trainerId],
    });
    await t.db.run(sql`
      INSERT INTO clients (user_id, trainer_id, organization_id, slug, created_at, updated_at)
      SELECT id, ${org.trainer.trainerId}, ${org.org.id}, 'bulk-' || id, ${now}, ${now}
      FROM users WHERE name LIKE 'Bulk %'`);
    expect((await t.db.select({ n: count() }).from(users))[0]!.n).toBe(existing + n);
    const caller = callerFor(t, org.admin.actor);
    const cold = await caller.clients.list({ limit: 5000 });
    expect(cold.clients.length).toBeGreaterThanOrEqual(n);
    let warm: Awaited<ReturnType<typeof caller.clients.list>> | undefined;
    const { statements } = await recordStatements(t.client, async () => {
      warm = await caller.clients.list({ limit: 5000 });
    });
    expect(warm?.clients.length).toBe(cold.clients.length);
    expect(warm?.users.length).toBeGreaterThanOrEqual(n);
    // A handful of statements whatever the number of clients (none per client). Counted, not
    // timed: a duration bound failed on a busy machine; the 5,000-client timing lives in bench/.
    expect(statements.length).toBeLessThanOrEqual(5);
  });
});
