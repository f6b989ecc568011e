import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureSuperAdmin } from "../../worker/services/bootstrap";
import { createTestDb, type TestDb } from "../helpers/db";
import { type TestApi, testApi } from "../helpers/http";

let t: TestDb;
let api: TestApi;
beforeAll(async () => {
  t = await createTestDb();
  api = testApi(t);
  await ensureSuperAdmin(t.deps);
});
afterAll(() => t.close());

describe("a super admin onboards a coach over REST", () => {
  it("creates an organization, a user and a trainer; the trainer signs in", async () => {
    const admin = await api.post<{ data: { token: string; user: { super_admin: boolean } } }>(
      "/api/admin/login",
      {
        email: t.deps.config.superAdminEmail,
        password: t.deps.config.superAdminPassword,
      },
    );
    expect(admin.status).toBe(200);
    expect(admin.body.data.user.super_admin).toBe(true);
    const token = admin.body.data.token;

    const org = await api.post<{ organization: { id: number; name: string; links: { trainers: string } } }>(
      "/api/organizations",
      { organization: { name: "北京力量工作室" } },
      { token },
    );
    expect(org.status).toBe(201);
    expect(org.body.organization.links.trainers).toBe(
      `/api/organizations/${org.body.organization.id}/trainers`,
    );

    const user = await api.post<{ user: { id: number; email: string } }>(
      "/api/users",
      { user: { name: "刘教练", email: "Liu@Coach.Test", password: "Coach1234!" } },
      { token },
    );
    expect(user.status).toBe(201);
    expect(user.body.user.email).toBe("liu@coach.test");
    expect(JSON.stringify(user.body)).not.toContain("password");

    const trainer = await api.post<{ trainer: { id: number; organization_id: number }; msg: string }>(
      "/api/trainers",
      { trainer: { user_id: user.body.user.id, organization_id: org.body.organization.id } },
      { token },
    );
    expect(trainer.status).toBe(201);
    expect(trainer.body.msg).toBe("教练刘教练创建成功");

    const login = await api.post<{ success: number; token: string; trainer_id: number }>("/api/oauth/token", {
      email: "liu@coach.test",
      password: "Coach1234!",
    });
    expect(login.status).toBe(200);
    expect(login.body.success).toBe(0);
    expect(login.body.trainer_id).toBe(trainer.body.trainer.id);

    const me = await api.get<{ data: { user_id: number } }>("/api/auth/me", { token: login.body.token });
    expect(me.body.data.user_id).toBe(user.body.user.id);

    const base = await api.get<{
      user: { id: number };
      trainers: unknown[];
      organizations: { name: string }[];
    }>(`/api/users/${user.body.user.id}`, { token: login.body.token });
    expect(base.status).toBe(200);
    expect(base.body.trainers).toHaveLength(1);
    expect(base.body.organizations[0]?.name).toBe("北京力量工作室");
  });

  it("accepts `username` as an alias and a phone number as the identifier", async () => {
    const admin = await api.post<{ data: { token: string } }>("/api/admin/login", {
      username: t.deps.config.superAdminEmail,
      password: t.deps.config.superAdminPassword,
    });
    const token = admin.body.data.token;
    const created = await api.post<{ trainer: { id: number } }>(
      "/api/trainers",
      { trainer: { user: { name: "周教练", phone_number: "13800138000", password: "Phone1234!" } } },
      { token },
    );
    expect(created.status).toBe(201);
    const login = await api.post<{ success: number; trainer_id: number }>("/api/oauth/token", {
      username: "13800138000",
      password: "Phone1234!",
    });
    expect(login.body).toMatchObject({ success: 0, trainer_id: created.body.trainer.id });
  });
});
