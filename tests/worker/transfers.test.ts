import { TRPCError } from "@trpc/server";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, users, workouts } from "../../db/schema";
import { AppError } from "../../worker/errors";
import type { Actor } from "../../worker/services/actor";
import { insertClient, insertTrainer, unique } from "../factories";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
let colleague: Awaited<ReturnType<typeof insertTrainer>>;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations());
  colleague = await insertTrainer(t, w.a.org.id);
});
afterAll(() => t.close());

type ErrorBody = { success: number; msg: string; code: string; issues?: { path: string; message: string }[] };

async function withWorkouts(trainer: { trainerId: number; actor: Actor }, name: string, n = 2) {
  const client = await insertClient(t, trainer, { name });
  const now = t.clock.now().toISOString();
  await t.db.insert(workouts).values(
    Array.from({ length: n }, (_, i) => ({
      client_id: client.id,
      organization_id: trainer.actor.organizationId!,
      trainer_id: trainer.trainerId,
      uuid: unique("w"),
      due: `2026-03-0${i + 1}`,
      created_at: now,
      updated_at: now,
    })),
  );
  return client;
}

async function trainerOf(clientIds: number[]) {
  const rows = await t.db
    .select({ id: clients.id, trainer_id: clients.trainer_id, user_trainer: users.trainer_id })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.user_id))
    .where(inArray(clients.id, clientIds));
  const workoutRows = await t.db
    .select({ trainer_id: workouts.trainer_id, updated_at: workouts.updated_at })
    .from(workouts)
    .where(inArray(workouts.client_id, clientIds));
  return { rows, workoutRows };
}

describe("POST /api/trainer_client_transfers", () => {
  it("moves clients, their users' trainer link and their workouts' trainer in one write (admin)", async () => {
    const one = await withWorkouts(w.a.trainer, "Transfer 一");
    const two = await withWorkouts(w.a.trainer, "Transfer 二", 3);
    t.clock.advance(60);
    const res = await api.post<{ success: number; msg: string; trainer: { client_ids: number[] } }>(
      "/api/trainer_client_transfers",
      {
        trainer: {
          from_trainer_id: w.a.trainer.trainerId,
          to_trainer_id: colleague.trainerId,
          client_ids: [one.id, two.id, one.id],
        },
      },
      { token: w.a.admin.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: 0, msg: "学员转移成功" });
    expect(res.body.trainer.client_ids.sort()).toEqual([one.id, two.id].sort());
    const { rows, workoutRows } = await trainerOf([one.id, two.id]);
    expect(
      rows.every((r) => r.trainer_id === colleague.trainerId && r.user_trainer === colleague.trainerId),
    ).toBe(true);
    expect(workoutRows).toHaveLength(5);
    expect(workoutRows.every((r) => r.trainer_id === colleague.trainerId)).toBe(true);
    // The coach feed's order does not change with a transfer.
    expect(workoutRows.every((r) => r.updated_at === "2026-03-02T10:00:00.000Z")).toBe(true);
  });

  it("lets a trainer hand its own clients to a colleague, but not someone else's", async () => {
    const own = await withWorkouts(w.a.trainer, "Own 三");
    const ok = await api.post(
      "/api/trainer_client_transfers",
      { trainer: { to_trainer_id: colleague.trainerId, client_ids: [own.id] } },
      { token: w.a.trainer.token },
    );
    expect(ok.status).toBe(200);
    const notOwn = await withWorkouts(w.a.admin, "Not own 四");
    const refused = await api.post<ErrorBody>(
      "/api/trainer_client_transfers",
      { trainer: { to_trainer_id: w.a.trainer.trainerId, client_ids: [notOwn.id] } },
      { token: w.a.trainer.token },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("FORBIDDEN");
    const { rows, workoutRows } = await trainerOf([notOwn.id]);
    expect(rows[0]!.trainer_id).toBe(w.a.admin.trainerId);
    expect(workoutRows.every((r) => r.trainer_id === w.a.admin.trainerId)).toBe(true);
  });

  it("refuses other organizations (404), cross-organization moves and wrong from_trainer_id (400)", async () => {
    const mine = await withWorkouts(w.a.trainer, "Mine 五");
    const toForeign = await api.post<ErrorBody>(
      "/api/trainer_client_transfers",
      { trainer: { to_trainer_id: w.b.trainer.trainerId, client_ids: [mine.id] } },
      { token: w.a.admin.token },
    );
    expect(toForeign.status).toBe(404);
    const foreignClient = await api.post<ErrorBody>(
      "/api/trainer_client_transfers",
      { trainer: { to_trainer_id: colleague.trainerId, client_ids: [mine.id, w.b.client.id] } },
      { token: w.a.admin.token },
    );
    expect(foreignClient.status).toBe(404);
    const missing = await api.post<ErrorBody>(
      "/api/trainer_client_transfers",
      { trainer: { to_trainer_id: colleague.trainerId, client_ids: [mine.id, 987654] } },
      { token: w.a.admin.token },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.issues?.[0]).toEqual({ path: "trainer.client_ids", message: "学员 987654 不存在" });
    const wrongFrom = await api.post<ErrorBody>(
      "/api/trainer_client_transfers",
      {
        trainer: {
          from_trainer_id: colleague.trainerId,
          to_trainer_id: w.a.admin.trainerId,
          client_ids: [mine.id],
        },
      },
      { token: w.a.admin.token },
    );
    expect(wrongFrom.status).toBe(400);
    const crossOrg = await api.post<ErrorBody>(
      "/api/trainer_client_transfers",
      { trainer: { to_trainer_id: w.b.trainer.trainerId, client_ids: [mine.id] } },
      { token: w.superAdmin.token },
    );
    expect(crossOrg.status).toBe(400);
    expect(crossOrg.body.msg).toBe("只能在同一组织内转移学员");
    const { rows, workoutRows } = await trainerOf([mine.id]);
    expect(rows[0]!.trainer_id).toBe(w.a.trainer.trainerId);
    expect(workoutRows.every((r) => r.trainer_id === w.a.trainer.trainerId)).toBe(true);
    const [foreign] = await t.db.select().from(clients).where(eq(clients.id, w.b.client.id));
    expect(foreign!.trainer_id).toBe(w.b.trainer.trainerId);
  });

  it("lets the super admin move clients inside any organization", async () => {
    const other = await insertTrainer(t, w.b.org.id);
    const client = await withWorkouts(w.b.trainer, "Super 六");
    const res = await api.post(
      "/api/trainer_client_transfers",
      { trainer: { to_trainer_id: other.trainerId, client_ids: [client.id] } },
      { token: w.superAdmin.token },
    );
    expect(res.status).toBe(200);
    expect((await trainerOf([client.id])).rows[0]!.trainer_id).toBe(other.trainerId);
  });

  it("validates input (400, nothing written) and needs a caller (401)", async () => {
    const empty = await api.post<ErrorBody>(
      "/api/trainer_client_transfers",
      { trainer: { to_trainer_id: colleague.trainerId, client_ids: [] } },
      { token: w.a.admin.token },
    );
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ success: 400, code: "BAD_REQUEST" });
    expect(empty.body.issues?.[0]?.path).toBe("trainer.client_ids");
    const tooMany = await api.post<ErrorBody>(
      "/api/trainer_client_transfers",
      {
        trainer: {
          to_trainer_id: colleague.trainerId,
          client_ids: Array.from({ length: 1001 }, (_, i) => i + 1),
        },
      },
      { token: w.a.admin.token },
    );
    expect(tooMany.status).toBe(400);
    const noTarget = await api.post<ErrorBody>(
      "/api/trainer_client_transfers",
      { trainer: { client_ids: [w.a.client.id] } },
      { token: w.a.admin.token },
    );
    expect(noTarget.status).toBe(400);
    expect(
      (await api.post("/api/trainer_client_transfers", { trainer: { to_trainer_id: 1, client_ids: [1] } }))
        .status,
    ).toBe(401);
  });

  it("is the same over tRPC (clients.transfer)", async () => {
    const client = await withWorkouts(w.a.trainer, "tRPC 七");
    const out = await callerFor(t, w.a.admin.actor).clients.transfer({
      trainer: { to_trainer_id: colleague.trainerId, client_ids: [client.id] },
    });
    expect(out.msg).toEqual({ code: "CLIENTS_TRANSFERRED" }); // 学员转移成功
    const back = await callerFor(t, w.a.admin.actor).clients.transfer({
      trainer: { to_trainer_id: w.a.trainer.trainerId, client_ids: [client.id] },
    });
    expect(back.trainer.to_trainer_id).toBe(w.a.trainer.trainerId);
    expect(
      (await trainerOf([client.id])).workoutRows.every((r) => r.trainer_id === w.a.trainer.trainerId),
    ).toBe(true);
    try {
      await callerFor(t, w.a.trainer.actor).clients.transfer({
        trainer: { to_trainer_id: w.b.trainer.trainerId, client_ids: [client.id] },
      });
      throw new Error("expected NOT_FOUND");
    } catch (error) {
      expect(error).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code).toBe("NOT_FOUND");
      expect((error as TRPCError).cause).toBeInstanceOf(AppError);
    }
  });
});

describe("GET /api/trainers/{id}/clients", () => {
  it("lists that trainer's clients in the list shape, for coaches of its organization", async () => {
    const res = await api.get<{
      clients: { id: number; trainer_id: number }[];
      users: { id: number }[];
      trainers: { id: number }[];
      meta: { total_count: number };
    }>(`/api/trainers/${w.a.trainer.trainerId}/clients`, { token: w.a.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.clients.length).toBeGreaterThan(0);
    expect(res.body.clients.every((c) => c.trainer_id === w.a.trainer.trainerId)).toBe(true);
    expect(res.body.clients.map((c) => c.id)).toContain(w.a.client.id);
    expect(res.body.trainers.map((tr) => tr.id)).toEqual([w.a.trainer.trainerId]);
    expect(res.body.meta.total_count).toBe(res.body.clients.length);
    const viaTrpc = await callerFor(t, w.a.trainer.actor).trainers.clients({ id: w.a.trainer.trainerId });
    expect(viaTrpc.clients.map((c) => c.id).sort()).toEqual(res.body.clients.map((c) => c.id).sort());
    const filtered = await callerFor(t, w.a.trainer.actor).trainers.clients({
      id: w.a.trainer.trainerId,
      q: "Own 三",
    });
    expect(filtered.clients).toEqual([]);
  });

  it("answers 404 for another organization's or an unknown trainer, 401 anonymous, 400 bad query", async () => {
    expect(
      (await api.get(`/api/trainers/${w.b.trainer.trainerId}/clients`, { token: w.a.admin.token })).status,
    ).toBe(404);
    expect((await api.get("/api/trainers/999999/clients", { token: w.a.admin.token })).status).toBe(404);
    expect((await api.get(`/api/trainers/${w.a.trainer.trainerId}/clients`)).status).toBe(401);
    expect(
      (await api.get(`/api/trainers/${w.a.trainer.trainerId}/clients?limit=0`, { token: w.a.admin.token }))
        .status,
    ).toBe(400);
    expect(
      (await api.get(`/api/trainers/${w.b.trainer.trainerId}/clients`, { token: w.superAdmin.token })).status,
    ).toBe(200);
    await expect(
      callerFor(t, w.a.admin.actor).trainers.clients({ id: w.b.trainer.trainerId }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
