import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertClient, insertOrganization, insertTrainer } from "../factories";
import { callerFor } from "../helpers/caller";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";

/**
 * TrueCoach's paging envelope on every list, and every named filter applied in every shape of
 * GET /workouts, with `order=asc|desc` (issue 14, section 2).
 */

type Meta = { page: number; per_page: number; total_pages: number; total_count: number };
type Listed = { workouts: { id: number; title: string; due: string | null }[]; meta: Meta };

let t: TestDb;
let api: TestApi;
let coach: Awaited<ReturnType<typeof insertTrainer>>;
let other: Awaited<ReturnType<typeof insertTrainer>>;
let clientId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestDb();
  api = testApi(t);
  const org = await insertOrganization(t);
  coach = await insertTrainer(t, org.id, { admin: true });
  other = await insertTrainer(t, org.id);
  clientId = (await insertClient(t, coach)).id;
  // Five workouts of one client: two completed, one pending, one rest day, one hidden.
  const rows = [
    { title: "done-1", due: "2026-03-02", state: "completed" },
    { title: "done-2", due: "2026-03-04", state: "completed" },
    { title: "pending", due: "2026-03-05" },
    { title: "rest", due: "2026-03-06", rest_day: true },
    { title: "hidden", due: "2026-03-07", state: "completed", hidden: true },
  ];
  for (const [i, w] of rows.entries()) {
    t.clock.set(`2026-03-02T10:0${i}:00.000Z`);
    const made = await api.post<{ workout: { id: number } }>(
      "/api/workouts",
      { workout: { client_id: clientId, ...w } },
      { token: coach.token },
    );
    expect(made.status).toBe(201);
    ids[w.title] = made.body.workout.id;
  }
  t.clock.set("2026-03-02T10:30:00.000Z");
});
afterAll(() => t.close());

const titles = (body: Listed) => body.workouts.map((w) => w.title);
const metaShape = {
  page: expect.any(Number),
  per_page: expect.any(Number),
  total_pages: expect.any(Number),
  total_count: expect.any(Number),
};

describe("meta on every list", () => {
  it("answers {page, per_page, total_pages, total_count} everywhere", async () => {
    const orgId = coach.actor.organizationId!;
    for (const path of [
      "/api/workouts",
      `/api/workouts?client_id=${clientId}`,
      `/api/workouts?ids=${ids["done-1"]},${ids.pending}`,
      "/api/clients",
      "/api/trainers",
      "/api/organizations",
      "/api/programs",
      "/api/exercises",
      "/api/warmups",
      "/api/cooldowns",
      `/api/trainers/${coach.trainerId}/clients`,
      `/api/organizations/${orgId}/trainers`,
    ]) {
      const res = await api.get<{ meta: Meta }>(path, { token: coach.token });
      expect(res.status, path).toBe(200);
      expect(res.body.meta, path).toEqual(metaShape);
    }
  });

  it("pages trainers, organizations and an organization's trainers with per_page", async () => {
    const orgId = coach.actor.organizationId!;
    const first = await api.get<{ trainers: { id: number }[]; meta: Meta }>(
      `/api/organizations/${orgId}/trainers?per_page=1`,
      { token: coach.token },
    );
    expect(first.body.trainers).toHaveLength(1);
    expect(first.body.meta).toEqual({ page: 1, per_page: 1, total_pages: 2, total_count: 2 });
    const second = await api.get<{ trainers: { id: number }[]; meta: Meta }>(
      `/api/organizations/${orgId}/trainers?per_page=1&page=2`,
      { token: coach.token },
    );
    expect(second.body.trainers.map((x) => x.id)).toEqual([other.trainerId]);
    const trainers = await api.get<{ meta: Meta }>("/api/trainers?per_page=1&page=2", { token: coach.token });
    expect(trainers.body.meta).toEqual({ page: 2, per_page: 1, total_pages: 2, total_count: 2 });
    const orgs = await api.get<{ meta: Meta }>("/api/organizations?per_page=5", { token: coach.token });
    expect(orgs.body.meta).toEqual({ page: 1, per_page: 5, total_pages: 1, total_count: 1 });
    // tRPC: the same operations, input optional.
    const caller = callerFor(t, coach.actor);
    expect((await caller.organizations.list()).meta.total_count).toBe(1);
    expect((await caller.organizations.trainers({ id: orgId, per_page: 1 })).meta.total_pages).toBe(2);
  });

  it("refuses bad paging with 400", async () => {
    for (const path of [
      "/api/organizations?per_page=0",
      "/api/organizations?page=0",
      `/api/organizations/${coach.actor.organizationId}/trainers?per_page=1001`,
      "/api/workouts?per_page=1001",
      `/api/workouts?client_id=${clientId}&per_page=x`,
    ]) {
      const res = await api.get(path, { token: coach.token });
      expect(res.status, path).toBe(400);
    }
  });
});

describe("GET /workouts: a client's range", () => {
  const range = (q: string) =>
    api.get<Listed>(`/api/workouts?client_id=${clientId}&${q}`, { token: coach.token });

  it("applies every named filter", async () => {
    expect(titles((await range("state=completed")).body)).toEqual(["done-1", "done-2", "hidden"]);
    expect(titles((await range("state=pending")).body)).toEqual(["pending", "rest"]);
    expect(titles((await range("rest_day=true")).body)).toEqual(["rest"]);
    expect(titles((await range("rest_day=false&state=pending")).body)).toEqual(["pending"]);
    expect(titles((await range("hide_from_feed=false&state=completed")).body)).toEqual(["done-1", "done-2"]);
    expect(titles((await range(`trainer_id=${other.trainerId}`)).body)).toEqual([]);
    expect(titles((await range(`trainer_id=${coach.trainerId}&state=completed`)).body)).toHaveLength(3);
  });

  it("orders asc / desc by due and updated_at_DESC by update, and pages with meta", async () => {
    expect(titles((await range("order=desc")).body)).toEqual([
      "hidden",
      "rest",
      "pending",
      "done-2",
      "done-1",
    ]);
    expect(titles((await range("order=asc")).body)).toEqual([
      "done-1",
      "done-2",
      "pending",
      "rest",
      "hidden",
    ]);
    expect(titles((await range("order=updated_at_DESC")).body)[0]).toBe("hidden");
    const page2 = await range("order=desc&per_page=2&page=2");
    expect(titles(page2.body)).toEqual(["pending", "done-2"]);
    expect(page2.body.meta).toEqual({ page: 2, per_page: 2, total_pages: 3, total_count: 5 });
    const filtered = await range("state=completed&per_page=2");
    expect(filtered.body.meta).toEqual({ page: 1, per_page: 2, total_pages: 2, total_count: 3 });
  });

  it("answers the same over tRPC", async () => {
    const caller = callerFor(t, coach.actor);
    const got = await caller.workouts.list({
      client_id: clientId,
      state: "completed",
      order: "desc",
      per_page: 2,
    });
    expect(got.workouts.map((w) => w.title)).toEqual(["hidden", "done-2"]);
    expect(got.meta).toEqual({ page: 1, per_page: 2, total_pages: 2, total_count: 3 });
  });
});

describe("GET /workouts: ids and the feed", () => {
  it("applies named filters and order to an id list", async () => {
    const all = Object.values(ids).join(",");
    const pending = await api.get<Listed>(`/api/workouts?ids=${all}&state=pending&rest_day=false`, {
      token: coach.token,
    });
    expect(titles(pending.body)).toEqual(["pending"]);
    expect(pending.body.meta.total_count).toBe(1);
    const asc = await api.get<Listed>(`/api/workouts?ids=${all}&order=asc&per_page=2`, {
      token: coach.token,
    });
    expect(titles(asc.body)).toEqual(["done-1", "done-2"]);
    expect(asc.body.meta).toEqual({ page: 1, per_page: 2, total_pages: 3, total_count: 5 });
  });

  it("pages the feed oldest or newest first; meta counts to one row past the page", async () => {
    const newest = await api.get<Listed>("/api/workouts?per_page=1", { token: coach.token });
    expect(titles(newest.body)).toEqual(["done-2"]);
    expect(newest.body.meta).toEqual({ page: 1, per_page: 1, total_pages: 2, total_count: 2 });
    const last = await api.get<Listed>("/api/workouts?per_page=1&page=2", { token: coach.token });
    expect(titles(last.body)).toEqual(["done-1"]);
    expect(last.body.meta).toEqual({ page: 2, per_page: 1, total_pages: 2, total_count: 2 });
    const past = await api.get<Listed>("/api/workouts?per_page=1&page=9", { token: coach.token });
    expect(past.body.workouts).toEqual([]);
    expect(past.body.meta).toEqual({ page: 9, per_page: 1, total_pages: 2, total_count: 2 });
    const viaTrpc = await callerFor(t, coach.actor).workouts.list({
      per_page: 1,
      page: 5,
      trainer_id: coach.trainerId,
    });
    expect(viaTrpc.meta).toEqual({ page: 5, per_page: 1, total_pages: 2, total_count: 2 });
    const oldest = await api.get<Listed>("/api/workouts?order=asc", { token: coach.token });
    expect(titles(oldest.body)).toEqual(["done-1", "done-2"]);
    expect(oldest.body.meta).toEqual({ page: 1, per_page: 20, total_pages: 1, total_count: 2 });
    const everything = await api.get<Listed>("/api/workouts?hide_from_feed=true&order=desc", {
      token: coach.token,
    });
    expect(titles(everything.body)).toEqual(["hidden", "done-2", "done-1"]);
  });
});
