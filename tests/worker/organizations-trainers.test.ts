import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { message, renderMessage } from "#shared/messages";
import { clients, organizations, trainers, users } from "../../db/schema";
import { insertUser } from "../factories";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations());
});
afterAll(() => t.close());

const rowCounts = async () => ({
  organizations: (await t.db.select({ n: count() }).from(organizations))[0]?.n,
  users: (await t.db.select({ n: count() }).from(users))[0]?.n,
  trainers: (await t.db.select({ n: count() }).from(trainers))[0]?.n,
});

describe("organizations", () => {
  it("lists all for super, only the own one for coaches", async () => {
    const all = await api.get<{ organizations: { id: number }[] }>("/api/organizations", {
      token: w.superAdmin.token,
    });
    expect(all.body.organizations.map((o) => o.id)).toEqual(expect.arrayContaining([w.a.org.id, w.b.org.id]));
    const own = await api.get<{ organizations: { id: number; active_clients_count: number }[] }>(
      "/api/organizations",
      {
        token: w.a.trainer.token,
      },
    );
    expect(own.body.organizations).toEqual([
      expect.objectContaining({ id: w.a.org.id, active_clients_count: 1 }),
    ]);
  });

  it("lets only the super admin create and delete; the org admin may rename its own", async () => {
    expect(
      (await api.post("/api/organizations", { organization: { name: "x" } }, { token: w.a.admin.token }))
        .status,
    ).toBe(403);
    const renamed = await api.put<{ organization: { name: string } }>(
      `/api/organizations/${w.a.org.id}`,
      { organization: { name: "新名字", can_whitelabel: true } },
      { token: w.a.admin.token },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.organization).toMatchObject({ name: "新名字", can_whitelabel: false });
    expect(
      (
        await api.put(
          `/api/organizations/${w.b.org.id}`,
          { organization: { name: "x" } },
          { token: w.a.admin.token },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await api.put(
          `/api/organizations/${w.a.org.id}`,
          { organization: { name: "x" } },
          { token: w.a.trainer.token },
        )
      ).status,
    ).toBe(403);
    expect((await api.delete(`/api/organizations/${w.a.org.id}`, { token: w.a.admin.token })).status).toBe(
      403,
    );
  });

  it("deletes with {message: ok}, keeping its people without organization", async () => {
    const created = await api.post<{ organization: { id: number } }>(
      "/api/organizations",
      { organization: { name: "临时组织", subdomain: "temp-org" } },
      { token: w.superAdmin.token },
    );
    const id = created.body.organization.id;
    const coach = await callerFor(t, w.superAdmin.actor).trainers.create({
      trainer: { organization_id: id, user: { name: "临时教练", email: "temp-coach@x.test" } },
    });
    const res = await api.delete(`/api/organizations/${id}`, { token: w.superAdmin.token });
    expect(res.body).toEqual({ message: "ok" });
    const [left] = await t.db.select().from(trainers).where(eq(trainers.id, coach.trainer.id));
    expect(left?.organization_id).toBeNull();
    expect((await api.delete(`/api/organizations/${id}`, { token: w.superAdmin.token })).status).toBe(404);
  });

  it("refuses a taken subdomain with 409", async () => {
    await api.post(
      "/api/organizations",
      { organization: { name: "a", subdomain: "dup-sub" } },
      { token: w.superAdmin.token },
    );
    const dup = await api.post(
      "/api/organizations",
      { organization: { name: "b", subdomain: "dup-sub" } },
      { token: w.superAdmin.token },
    );
    expect(dup.status).toBe(409);
  });

  it("answers the subdomain's 409 also when a race passes the check (the unique index decides)", async () => {
    // Parallel creates all pass the pre-check before any insert lands; the index refuses the rest.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api.post<{ msg: string; code?: string }>(
          "/api/organizations",
          { organization: { name: `race ${i}`, subdomain: "race-sub" } },
          { token: w.superAdmin.token },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 201 || a.status === 200)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 201 && a.status !== 200)) {
      expect(lost.status).toBe(409);
      expect(lost.body.msg).toBe(renderMessage(message("SUBDOMAIN_TAKEN"), "zh-CN"));
    }
  });

  it("lists an organization's trainers inside the organization only", async () => {
    const res = await api.get<{ trainers: { id: number; links: { clients: string } }[] }>(
      `/api/organizations/${w.a.org.id}/trainers`,
      { token: w.a.trainer.token },
    );
    expect(res.body.trainers.map((x) => x.id).sort()).toEqual(
      [w.a.admin.trainerId, w.a.trainer.trainerId].sort(),
    );
    expect(res.body.trainers[0]?.links.clients).toMatch(/^\/api\/trainers\/\d+\/clients$/);
    expect(
      (await api.get(`/api/organizations/${w.b.org.id}/trainers`, { token: w.a.trainer.token })).status,
    ).toBe(404);
  });
});

describe("trainers and users", () => {
  it("an org admin creates a trainer in its own organization, whatever organization_id says", async () => {
    const res = await api.post<{
      trainer: { organization_id: number; has_access: boolean; super_admin: boolean };
    }>(
      "/api/trainers",
      {
        trainer: {
          organization_id: w.b.org.id,
          has_access: false,
          user: { name: "新人", email: "newbie@a.test", password: "Newbie123!", super_admin: true },
        },
      },
      { token: w.a.admin.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.trainer.organization_id).toBe(w.a.org.id);
    expect(res.body.trainer.has_access).toBe(true);
    const [u] = await t.db.select().from(users).where(eq(users.email, "newbie@a.test"));
    expect(u?.super_admin).toBe(false);
  });

  it("a plain trainer cannot create or delete trainers", async () => {
    expect(
      (
        await api.post(
          "/api/trainers",
          { trainer: { user: { name: "x", email: "x1@a.test" } } },
          { token: w.a.trainer.token },
        )
      ).status,
    ).toBe(403);
    expect(
      (await api.delete(`/api/trainers/${w.a.admin.trainerId}`, { token: w.a.trainer.token })).status,
    ).toBe(403);
  });

  it("hides other organizations' trainers and users behind 404", async () => {
    const b = w.b.trainer;
    for (const [method, path] of [
      ["GET", `/api/trainers/${b.trainerId}`],
      ["PUT", `/api/trainers/${b.trainerId}`],
      ["DELETE", `/api/trainers/${b.trainerId}`],
      ["GET", `/api/users/${b.userId}`],
      ["PUT", `/api/users/${b.userId}`],
      ["DELETE", `/api/users/${b.userId}`],
    ] as const) {
      const res = await api.request(method, path, {
        token: w.a.admin.token,
        body: method === "PUT" ? { trainer: {}, user: {} } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });

  it("a trainer edits its own settings but not its access or organization", async () => {
    const res = await api.put<{
      trainer: {
        settings: { editorFontSize: string; pastDueThreshold: number };
        max_clients: number;
        organization_id: number;
      };
    }>(
      `/api/trainers/${w.a.trainer.trainerId}`,
      { trainer: { settings: { editorFontSize: "large" }, max_clients: 9999, organization_id: w.b.org.id } },
      { token: w.a.trainer.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.trainer.settings.editorFontSize).toBe("large");
    expect(res.body.trainer.settings.pastDueThreshold).toBe(3);
    expect(res.body.trainer.max_clients).toBe(75);
    expect(res.body.trainer.organization_id).toBe(w.a.org.id);
  });

  it("users.get returns the base information and never password material", async () => {
    const res = await api.get(`/api/users/${w.a.trainer.userId}`, { token: w.a.trainer.token });
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/password|pbkdf2|invite_token|token_version/);
  });

  it("a coach may delete a client of its organization, not a colleague", async () => {
    const client = await t.db.select().from(clients).where(eq(clients.id, w.a.client.id));
    expect((await api.delete(`/api/users/${w.a.admin.userId}`, { token: w.a.trainer.token })).status).toBe(
      403,
    );
    const res = await api.delete(`/api/users/${client[0]!.user_id}`, { token: w.a.trainer.token });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(clients).where(eq(clients.id, w.a.client.id))).toEqual([]);
  });

  it("only the super admin grants super_admin", async () => {
    const plain = await insertUser(t);
    const byAdmin = await api.put(
      `/api/users/${plain.id}`,
      { user: { super_admin: true } },
      { token: w.a.admin.token },
    );
    expect(byAdmin.status).toBe(404);
    const bySuper = await api.put<{ user: { super_admin: boolean } }>(
      `/api/users/${plain.id}`,
      { user: { super_admin: true } },
      { token: w.superAdmin.token },
    );
    expect(bySuper.body.user.super_admin).toBe(true);
  });
});

describe("bad input answers 400 with CONTRACT's body and writes nothing", () => {
  const cases: [string, string, string, unknown][] = [
    ["POST", "/api/oauth/token", "", { email: "" }],
    ["POST", "/api/admin/login", "", { password: 5 }],
    ["POST", "/api/register", "", { user: { name: "", email: "not-an-email", password: "short" } }],
    ["POST", "/api/trainers/register", "", { user: null }],
    ["POST", "/api/users/change_password", "coach", { user: { password: "x" } }],
    ["POST", "/api/user/sms", "", { mobile: "abc" }],
    ["POST", "/api/user/reset_password", "", { user: { mobile: "13900000000", code: "12", password: "x" } }],
    ["POST", "/api/organizations", "super", { organization: { name: "x".repeat(500) } }],
    ["PUT", "/api/organizations/ORG", "super", { organization: { homepage_url: "javascript:alert(1)" } }],
    ["POST", "/api/users", "super", { user: { email: "x@y.test" } }],
    ["PUT", "/api/users/ME", "coach", { user: { height: -5 } }],
    ["POST", "/api/trainers", "super", { trainer: { user_id: 1, user: { name: "both" } } }],
    ["PUT", "/api/trainers/TR", "super", { trainer: { max_clients: "many" } }],
  ];
  it.each(cases)("%s %s", async (method, rawPath, who, body) => {
    const token = who === "super" ? w.superAdmin.token : who === "coach" ? w.a.trainer.token : undefined;
    const path = rawPath
      .replace("ORG", String(w.a.org.id))
      .replace("ME", String(w.a.trainer.userId))
      .replace("TR", String(w.a.trainer.trainerId));
    const before = await rowCounts();
    const res = await api.request(method, path, { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: 400, code: "BAD_REQUEST", msg: expect.any(String) });
    expect((res.body as { issues: unknown[] }).issues.length).toBeGreaterThan(0);
    expect(await rowCounts()).toEqual(before);
  });

  it("malformed JSON is a 400 INVALID_JSON", async () => {
    const res = await api.request("POST", "/api/organizations", {
      token: w.superAdmin.token,
      rawBody: "{nope",
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "INVALID_JSON" });
  });

  it("oversized bodies are a 413", async () => {
    const res = await api.request("POST", "/api/organizations", {
      token: w.superAdmin.token,
      rawBody: JSON.stringify({ organization: { name: "x".repeat(t.deps.config.maxBodyBytes) } }),
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });

  it("unknown API paths and bad ids are a 404 with the error body", async () => {
    expect((await api.get("/api/nope", { token: w.superAdmin.token })).body).toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await api.get("/api/users/abc", { token: w.superAdmin.token })).status).toBe(404);
  });

  it("answers in English when asked", async () => {
    const res = await api.request("GET", "/api/auth/me", {
      headers: { "accept-language": "en-US,en;q=0.9" },
    });
    expect(res.body).toMatchObject({ msg: "Please sign in" });
  });

  it("tRPC reports zod issues and the app code in error.data", async () => {
    const res = await api.request("POST", "/trpc/auth.login", { body: { email: "", password: "" } });
    expect(res.status).toBe(400);
    const data = (res.body as { error: { data: { appCode: string; issues: unknown[] } } }).error.data;
    expect(data.appCode).toBe("BAD_REQUEST");
    expect(data.issues.length).toBeGreaterThan(0);
  });
});

describe("deleting a trainer", () => {
  it("leaves its clients in the organization without a trainer, on both the client and its user", async () => {
    const { insertClient, insertTrainer } = await import("../factories");
    const coach = await insertTrainer(t, w.a.org.id);
    const client = await insertClient(t, coach);
    const res = await api.delete<{ msg: string }>(`/api/trainers/${coach.trainerId}`, {
      token: w.a.admin.token,
    });
    expect(res.body.msg).toBe("教练删除成功");
    const [row] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row).toMatchObject({ trainer_id: null, organization_id: w.a.org.id });
    const [user] = await t.db.select().from(users).where(eq(users.id, client.user_id));
    expect(user).toMatchObject({ trainer_id: null, has_trainer: false });
  });
});

describe("NUL characters", () => {
  it("are refused on both surfaces instead of being stored cut off", async () => {
    const rest = await api.post(
      "/api/organizations",
      { organization: { name: "a\u0000b" } },
      { token: w.superAdmin.token },
    );
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      callerFor(t, w.superAdmin.actor).organizations.create({ organization: { name: "a\u0000b" } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
