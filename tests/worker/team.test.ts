import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, organizations, trainers, users, workouts } from "../../db/schema";
import { ZCreateWorkoutInput } from "../../worker/domains/workouts/schemas";
import { createWorkout } from "../../worker/domains/workouts/workouts";
import { insertClient, insertTrainer, unique } from "../factories";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

/**
 * The team rules (issue 12, /team): the owner counts as an admin, admins disable and enable their
 * trainers, delete a trainer handing its clients to another, the owner transfer, the team list.
 */

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations());
});
afterAll(() => t.close());

const trainerRow = async (id: number) => (await t.db.select().from(trainers).where(eq(trainers.id, id)))[0];
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const setOwner = (orgId: number, ownerId: number | null, pending: number | null = null) =>
  t.db
    .update(organizations)
    .set({ owner_id: ownerId, pending_owner_id: pending })
    .where(eq(organizations.id, orgId));

async function newTrainer(orgId = w.a.org.id) {
  return insertTrainer(t, orgId, { name: unique("教练"), email: `${unique("team")}@test.local` });
}

describe("the owner counts as an admin", () => {
  it("a plain trainer who owns the organization manages its trainers", async () => {
    const owner = await newTrainer();
    const other = await newTrainer();
    expect(
      (
        await api.put(
          `/api/trainers/${other.trainerId}`,
          { trainer: { max_clients: 5 } },
          { token: owner.token },
        )
      ).status,
    ).toBe(403);
    await setOwner(w.a.org.id, owner.userId);
    const res = await api.put(
      `/api/trainers/${other.trainerId}`,
      { trainer: { max_clients: 5, can_add_clients: false } },
      { token: owner.token },
    );
    expect(res.status).toBe(200);
    expect(await trainerRow(other.trainerId)).toMatchObject({ max_clients: 5, can_add_clients: false });
    // The web derives the role from the base information (GET /users/{id}): the owner flag is there.
    const base = await api.get<{ trainers: { is_organization_owner: boolean }[] }>(
      `/api/users/${owner.userId}`,
      {
        token: owner.token,
      },
    );
    expect(base.body.trainers[0]?.is_organization_owner).toBe(true);
    await setOwner(w.a.org.id, null);
  });
});

describe("disabling and enabling a trainer's sign-in", () => {
  it("the organization's admin disables and enables its trainers; tokens end", async () => {
    const coach = await newTrainer();
    const off = await api.put(
      `/api/users/${coach.userId}`,
      { user: { disabled: true } },
      { token: w.a.admin.token },
    );
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ user: { disabled: true } });
    expect((await api.get("/api/auth/me", { token: coach.token })).status).toBe(401);
    const on = await api.put(
      `/api/users/${coach.userId}`,
      { user: { disabled: false } },
      { token: w.a.admin.token },
    );
    expect(on.body).toMatchObject({ user: { disabled: false } });
    expect((await userRow(coach.userId)).disabled_at).toBeNull();
  });

  it("a plain trainer gets 403, another organization's admin 404, the owner stays enabled", async () => {
    const coach = await newTrainer();
    const body = { user: { disabled: true } };
    expect((await api.put(`/api/users/${coach.userId}`, body, { token: w.a.trainer.token })).status).toBe(
      403,
    );
    expect((await api.put(`/api/users/${coach.userId}`, body, { token: w.b.admin.token })).status).toBe(404);
    await setOwner(w.a.org.id, coach.userId);
    expect((await api.put(`/api/users/${coach.userId}`, body, { token: w.a.admin.token })).status).toBe(200);
    expect((await userRow(coach.userId)).disabled_at).toBeNull();
    // The super admin may.
    expect((await api.put(`/api/users/${coach.userId}`, body, { token: w.superAdmin.token })).status).toBe(
      200,
    );
    expect((await userRow(coach.userId)).disabled_at).not.toBeNull();
    await setOwner(w.a.org.id, null);
  });
});

describe("DELETE /trainers/{id}?transfer_to=", () => {
  async function leavingWithClient() {
    const leaving = await newTrainer();
    const client = await insertClient(t, leaving);
    const created = await createWorkout(
      t.deps,
      leaving.actor,
      ZCreateWorkoutInput.parse({ workout: { client_id: client.id, due: "2026-03-05", title: "history" } }),
    );
    return { leaving, client, workoutId: created.workout.id };
  }

  it("moves the clients, their users' link and their workouts to the receiving trainer in one write", async () => {
    const { leaving, client, workoutId } = await leavingWithClient();
    const res = await api.delete(`/api/trainers/${leaving.trainerId}?transfer_to=${w.a.trainer.trainerId}`, {
      token: w.a.admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: 0, msg: "教练删除成功" });
    expect(await trainerRow(leaving.trainerId)).toBeUndefined();
    const [moved] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    expect(moved?.trainer_id).toBe(w.a.trainer.trainerId);
    expect(await userRow(client.user_id)).toMatchObject({
      trainer_id: w.a.trainer.trainerId,
      has_trainer: true,
    });
    const [workout] = await t.db.select().from(workouts).where(eq(workouts.id, workoutId));
    expect(workout?.trainer_id).toBe(w.a.trainer.trainerId);
  });

  it("without transfer_to the clients stay in the organization without a trainer (SPEC)", async () => {
    const { leaving, client } = await leavingWithClient();
    expect((await api.delete(`/api/trainers/${leaving.trainerId}`, { token: w.a.admin.token })).status).toBe(
      200,
    );
    const [kept] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    expect(kept).toMatchObject({ trainer_id: null, organization_id: w.a.org.id });
  });

  it("refuses a receiving trainer of another organization (404), itself or a bad value (400), changing nothing", async () => {
    const { leaving, client } = await leavingWithClient();
    const del = (q: string) =>
      api.delete(`/api/trainers/${leaving.trainerId}?${q}`, { token: w.a.admin.token });
    expect((await del(`transfer_to=${w.b.trainer.trainerId}`)).status).toBe(404);
    const self = await del(`transfer_to=${leaving.trainerId}`);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ msg: "教练删除失败：请选择同一组织的另一位教练接收学员" });
    expect((await del("transfer_to=abc")).status).toBe(400);
    expect(await trainerRow(leaving.trainerId)).toBeDefined();
    const [kept] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    expect(kept?.trainer_id).toBe(leaving.trainerId);
  });

  it("tRPC takes transfer_to too; a plain trainer gets 403; the owner cannot be deleted by an admin", async () => {
    const { leaving, client } = await leavingWithClient();
    expect(
      (
        await api.delete(`/api/trainers/${leaving.trainerId}?transfer_to=${w.a.admin.trainerId}`, {
          token: w.a.trainer.token,
        })
      ).status,
    ).toBe(403);
    await setOwner(w.a.org.id, leaving.userId);
    const refused = await api.delete(`/api/trainers/${leaving.trainerId}`, { token: w.a.admin.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ msg: "教练删除失败：不能删除组织所有者" });
    expect((await api.delete(`/api/users/${leaving.userId}`, { token: w.a.admin.token })).status).toBe(403);
    await setOwner(w.a.org.id, null);
    const trpc = await api.post<{ result?: unknown }>(
      "/trpc/trainers.delete",
      { id: leaving.trainerId, transfer_to: w.a.admin.trainerId },
      { token: w.a.admin.token },
    );
    expect(trpc.status).toBe(200);
    const [moved] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    expect(moved?.trainer_id).toBe(w.a.admin.trainerId);
  });
});

describe("owner transfer", () => {
  it("the owner names another trainer of the organization, who accepts and becomes the owner", async () => {
    const owner = await newTrainer();
    const next = await newTrainer();
    await setOwner(w.a.org.id, owner.userId);
    const put = (pending: number | null, token: string) =>
      api.put(`/api/organizations/${w.a.org.id}`, { organization: { pending_owner_id: pending } }, { token });

    // An admin who is not the owner: ignored.
    expect((await put(next.userId, w.a.admin.token)).status).toBe(200);
    expect(
      (await t.db.select().from(organizations).where(eq(organizations.id, w.a.org.id)))[0]?.pending_owner_id,
    ).toBeNull();
    // Somebody outside the organization, or the owner itself: 400.
    expect((await put(w.b.trainer.userId, owner.token)).status).toBe(400);
    expect((await put(owner.userId, owner.token)).status).toBe(400);

    const started = await put(next.userId, owner.token);
    expect(started.body).toMatchObject({
      msg: "已发起所有者转让，等待对方接受",
      organization: { pending_owner_id: next.userId },
    });
    const accept = (token: string) =>
      api.post(`/api/organizations/${w.a.org.id}/accept_ownership`, {}, { token });
    expect((await accept(w.a.trainer.token)).status).toBe(403);
    expect((await accept(w.b.trainer.token)).status).toBe(404);
    const accepted = await accept(next.token);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ organization: { owner_id: next.userId, pending_owner_id: null } });
    // Accepting twice: nothing pending any more.
    expect((await accept(next.token)).status).toBe(403);
    await setOwner(w.a.org.id, null);
  });
});

describe("organization settings by its admins", () => {
  it("sets name, homepage, theme, subdomain (DNS label, unique) and the logo by its URL", async () => {
    const put = (organization: Record<string, unknown>, token = w.a.admin.token) =>
      api.put<{ organization: Record<string, unknown>; logo_url?: string | null }>(
        `/api/organizations/${w.a.org.id}`,
        { organization },
        { token },
      );
    const res = await put({
      name: "团队工作室",
      homepage_url: "https://studio.example.com",
      theme: "dark",
      subdomain: "Team-Studio",
      logo_url: "https://studio.example.com/logo.png",
    });
    expect(res.status).toBe(200);
    expect(res.body.organization).toMatchObject({
      name: "团队工作室",
      theme: "dark",
      subdomain: "team-studio",
    });
    expect(res.body.logo_url).toBe("https://studio.example.com/logo.png");
    const got = await api.get<{ logo_url: string | null }>(`/api/organizations/${w.a.org.id}`, {
      token: w.a.trainer.token,
    });
    expect(got.body.logo_url).toBe("https://studio.example.com/logo.png");
    expect((await put({ logo_url: null })).body.logo_url).toBeNull();
    expect((await put({ subdomain: "-bad-" })).status).toBe(400);
    expect((await put({ logo_url: "javascript:alert(1)" })).status).toBe(400);
    await api.put(
      `/api/organizations/${w.b.org.id}`,
      { organization: { subdomain: "taken-one" } },
      {
        token: w.b.admin.token,
      },
    );
    expect((await put({ subdomain: "taken-one" })).status).toBe(409);
    expect((await put({ name: "x" }, w.a.trainer.token)).status).toBe(403);
    expect((await put({ name: "x" }, w.b.admin.token)).status).toBe(404);
  });
});

describe("the team list and adding a trainer", () => {
  it("pages trainers with meta and each trainer's last activity", async () => {
    const res = await api.get<{
      trainers: { id: number; last_active_at: string | null }[];
      meta: { page: number; per_page: number; total_count: number };
    }>("/api/trainers?page=1&per_page=2", { token: w.a.trainer.token });
    expect(res.status).toBe(200);
    expect(res.body.trainers).toHaveLength(2);
    expect(res.body.meta).toMatchObject({ page: 1, per_page: 2 });
    expect(res.body.meta.total_count).toBeGreaterThanOrEqual(2);
    const all = await api.get<{ trainers: { id: number; last_active_at: string | null }[] }>(
      "/api/trainers",
      {
        token: w.a.trainer.token,
      },
    );
    expect(
      all.body.trainers.every((tr) => tr.last_active_at === null || /^\d{4}-/.test(tr.last_active_at)),
    ).toBe(true);
  });

  it("a trainer created without a password gets a temporary one, once, that signs in", async () => {
    const email = `${unique("new")}@test.local`;
    const res = await api.post<{ temporary_password?: string; msg: string }>(
      "/api/trainers",
      { trainer: { user: { name: "新教练", email } } },
      { token: w.a.admin.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.msg).toBe("教练新教练创建成功");
    const password = res.body.temporary_password!;
    expect(password).toMatch(/^[A-Za-z2-9]{14}$/);
    const login = await api.post<{ token?: string }>("/api/oauth/token", { email, password });
    expect(login.body.token).toBeTruthy();
    const withPassword = await api.post<{ temporary_password?: string }>(
      "/api/trainers",
      {
        trainer: {
          user: { name: "有密码", email: `${unique("pw")}@test.local`, password: "Str0ng-Passw0rd!" },
        },
      },
      { token: w.a.admin.token },
    );
    expect(withPassword.body.temporary_password).toBeUndefined();
  });
});
