import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, organizations, program_assignments, trainers, users, workouts } from "../../db/schema";
import { insertClient, insertOrganization, insertTrainer, insertUser, unique } from "../factories";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
let admin: ReturnType<typeof callerFor>["admin"];
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations());
  admin = callerFor(t, w.superAdmin.actor).admin;
});
afterAll(() => t.close());

const one = async <T>(rows: Promise<T[]>) => (await rows)[0];

describe("admin organizations", () => {
  it("creates an organization with a new owner who can sign in with the temporary password", async () => {
    const email = `${unique("owner")}@test.local`;
    const created = await admin.createOrganization({
      name: "新工作室",
      owner: { kind: "new", name: "王老板", email },
    });
    expect(created.organization).toMatchObject({
      name: "新工作室",
      trainers_count: 1,
      active_clients_count: 0,
      owner: { name: "王老板", email },
    });
    expect(created.temporary_password).toMatch(/^[A-Za-z0-9]{14}$/);
    const trainer = await one(
      t.db.select().from(trainers).where(eq(trainers.organization_id, created.organization.id)),
    );
    expect(trainer).toMatchObject({ user_id: created.owner.id, super_admin: true });
    const signedIn = await callerFor(t, null).auth.login({ email, password: created.temporary_password! });
    expect(signedIn).toBeTruthy();
  });

  it("invites an existing free-standing person as owner, refuses clients and other organizations' trainers", async () => {
    const person = await insertUser(t, { email: `${unique("free")}@test.local` });
    const created = await admin.createOrganization({
      name: "Existing owner studio",
      owner: { kind: "existing", email: person.email! },
    });
    expect(created.temporary_password).toBeNull();
    expect(created.owner.id).toBe(person.id);
    // Invited, not yet the owner (issue 20 finding 3: tests/worker/security-review.test.ts).
    expect(created.organization).toMatchObject({ owner: null, pending_owner: { id: person.id } });
    const clientEmail = (await one(t.db.select().from(users).where(eq(users.id, w.a.client.user_id))))!.email;
    const trainerEmail = w.b.trainer.actor.user.email;
    for (const email of [clientEmail, trainerEmail]) {
      if (!email) continue;
      await expect(
        admin.createOrganization({ name: "x", owner: { kind: "existing", email } }),
      ).rejects.toMatchObject({
        code: "CONFLICT",
      });
    }
    await expect(
      admin.createOrganization({ name: "x", owner: { kind: "existing", email: "nobody@test.local" } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("pages and searches by name or owner email, with figures", async () => {
    const page = await admin.organizations({ q: "新工作室", page: 1, limit: 20 });
    expect(page.organizations).toHaveLength(1);
    expect(page.meta).toMatchObject({ total_count: 1, page: 1 });
    const a = await admin.organizations({ page: 1, limit: 100 });
    const rowA = a.organizations.find((o) => o.id === w.a.org.id);
    expect(rowA).toMatchObject({ trainers_count: 2, active_clients_count: 1 });
    const small = await admin.organizations({ page: 2, limit: 1 });
    expect(small.organizations).toHaveLength(1);
    expect(small.meta.total_pages).toBe(a.meta.total_count);
    // A literal % does not match everything.
    expect((await admin.organizations({ q: "%", page: 1, limit: 20 })).organizations).toEqual([]);
  });

  it("serves the admin pickers: part of a name among many, how many more, and a name by id", async () => {
    // The pickers show 20 matches and "还有 N 个"; a chosen id from the URL shows its name.
    const tag = unique("picker");
    const made = [];
    for (let i = 0; i < 25; i++) made.push(await insertOrganization(t, { name: `拾光工作室 ${tag} ${i}` }));
    const page = await admin.organizations({ q: `工作室 ${tag}`, page: 1, limit: 21 });
    expect(page.organizations).toHaveLength(21);
    expect(page.meta.total_count).toBe(25);
    const single = await admin.organizations({ q: `${tag} 7`, page: 1, limit: 21 });
    expect(single.organizations.map((o) => o.name)).toEqual([`拾光工作室 ${tag} 7`]);
    const caller = callerFor(t, w.superAdmin.actor);
    expect((await caller.organizations.get({ id: made[3]!.id })).organization.name).toBe(made[3]!.name);
    const trainer = await caller.trainers.get({ id: w.b.trainer.trainerId });
    expect(trainer.user.name).toBe(w.b.trainer.actor.user.name);
  });

  it("previews what deleting takes with it, and the SPEC delete answers {message: ok}", async () => {
    const org = await insertOrganization(t);
    const coach = await insertTrainer(t, org.id);
    await insertClient(t, coach);
    const preview = await admin.deletePreview({ id: org.id });
    expect(preview).toMatchObject({ trainers: 1, clients: 1, programs: 0, workouts: 0 });
    const res = await api.delete(`/api/organizations/${org.id}`, { token: w.superAdmin.token });
    expect(res.body).toEqual({ message: "ok" });
    await expect(admin.deletePreview({ id: org.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("answers the REST list for the super admin only", async () => {
    const res = await api.get<{ meta: { total_count: number } }>("/api/admin/organizations?limit=5", {
      token: w.superAdmin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.meta.total_count).toBeGreaterThan(1);
    expect((await api.get("/api/admin/organizations", { token: w.a.admin.token })).status).toBe(403);
  });
});

describe("admin trainers", () => {
  it("lists trainers across organizations, filtered and searched", async () => {
    const all = await admin.trainers({ page: 1, limit: 100 });
    expect(all.trainers.map((r) => r.organization?.id)).toEqual(
      expect.arrayContaining([w.a.org.id, w.b.org.id]),
    );
    const onlyA = await admin.trainers({ organization_id: w.a.org.id, page: 1, limit: 100 });
    expect(onlyA.trainers.every((r) => r.organization?.id === w.a.org.id)).toBe(true);
    expect(onlyA.trainers.find((r) => r.id === w.a.trainer.trainerId)).toMatchObject({
      clients_count: 1,
      active_clients_count: 1,
      is_admin: false,
    });
    const name = onlyA.trainers[0]!.name;
    const searched = await admin.trainers({ q: name, page: 1, limit: 100 });
    expect(searched.trainers.map((r) => r.name)).toContain(name);
  });

  it("moves a trainer with its clients along: workouts follow, the old organization's assignments end", async () => {
    const from = await insertOrganization(t);
    const to = await insertOrganization(t);
    const coach = await insertTrainer(t, from.id, { admin: true });
    const client = await insertClient(t, coach);
    const workout = await callerFor(t, coach.actor).workouts.create({
      workout: { client_id: client.id, due: "2026-03-05", title: "moves along" },
    });
    const moved = await admin.moveTrainer({ id: coach.trainerId, organization_id: to.id, clients: "move" });
    expect(moved.trainer).toMatchObject({ organization: { id: to.id }, is_admin: false });
    expect(moved.moved_client_ids).toEqual([client.id]);
    const row = await one(t.db.select().from(clients).where(eq(clients.id, client.id)));
    expect(row).toMatchObject({ organization_id: to.id, trainer_id: coach.trainerId });
    const left = await t.db.select().from(workouts).where(eq(workouts.organization_id, from.id));
    expect(left).toEqual([]);
    expect(await one(t.db.select().from(workouts).where(eq(workouts.id, workout.workout.id)))).toMatchObject({
      organization_id: to.id,
      trainer_id: coach.trainerId,
    });
    expect(
      await t.db.select().from(program_assignments).where(eq(program_assignments.client_id, client.id)),
    ).toEqual([]);
  });

  it("moves a trainer leaving its clients with another trainer of the old organization", async () => {
    const from = await insertOrganization(t);
    const coach = await insertTrainer(t, from.id);
    const stays = await insertTrainer(t, from.id);
    const client = await insertClient(t, coach);
    const moved = await admin.moveTrainer({
      id: coach.trainerId,
      organization_id: w.b.org.id,
      clients: "reassign",
      reassign_to: stays.trainerId,
    });
    expect(moved.reassigned_client_ids).toEqual([client.id]);
    expect(await one(t.db.select().from(clients).where(eq(clients.id, client.id)))).toMatchObject({
      organization_id: from.id,
      trainer_id: stays.trainerId,
    });
    expect(await one(t.db.select().from(users).where(eq(users.id, client.user_id)))).toMatchObject({
      trainer_id: stays.trainerId,
    });
    expect(await one(t.db.select().from(trainers).where(eq(trainers.id, coach.trainerId)))).toMatchObject({
      organization_id: w.b.org.id,
      super_admin: false,
    });
  });

  it("refuses a move without a decided fate, to the same organization, to a missing one, or of the owner", async () => {
    const from = await insertOrganization(t);
    const coach = await insertTrainer(t, from.id);
    await expect(
      admin.moveTrainer({ id: coach.trainerId, organization_id: w.b.org.id, clients: "reassign" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      admin.moveTrainer({
        id: coach.trainerId,
        organization_id: w.b.org.id,
        clients: "reassign",
        reassign_to: w.b.trainer.trainerId,
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      admin.moveTrainer({ id: coach.trainerId, organization_id: from.id, clients: "move" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      admin.moveTrainer({ id: coach.trainerId, organization_id: 999_999, clients: "move" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      admin.moveTrainer({ id: 999_999, organization_id: w.b.org.id, clients: "move" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await t.db.update(organizations).set({ owner_id: coach.userId }).where(eq(organizations.id, from.id));
    await expect(
      admin.moveTrainer({ id: coach.trainerId, organization_id: w.b.org.id, clients: "move" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("admin clients", () => {
  it("lists clients across organizations, by organization, trainer and search", async () => {
    const all = await admin.clients({ page: 1, limit: 100 });
    expect(all.clients.map((c) => c.id)).toEqual(expect.arrayContaining([w.a.client.id, w.b.client.id]));
    const byTrainer = await admin.clients({
      organization_id: w.a.org.id,
      trainer_id: w.a.trainer.trainerId,
      page: 1,
      limit: 100,
    });
    expect(byTrainer.clients.map((c) => c.id)).toEqual([w.a.client.id]);
    expect(byTrainer.clients[0]).toMatchObject({
      organization: { id: w.a.org.id },
      trainer: { id: w.a.trainer.trainerId },
    });
    const name = byTrainer.clients[0]!.name;
    expect((await admin.clients({ q: name, page: 1, limit: 5 })).clients.map((c) => c.id)).toContain(
      w.a.client.id,
    );
  });
});
