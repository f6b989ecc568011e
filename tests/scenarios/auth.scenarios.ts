import { expect } from "vitest";
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from "../../worker/auth/jwt";
import {
  apiClient,
  base64url,
  decodeSegment,
  expectError,
  expectStatus,
  type ScenarioGroup,
  setupOrganization,
  signHs256,
  superAdminToken,
  unique,
} from "./harness";

/** Sign-in, registration (PBKDF2 in this runtime) and every kind of bad token. */
export const authScenarios: ScenarioGroup = {
  name: "sign-in and tokens",
  scenarios: [
    {
      name: "the super admin signs in at /api/admin/login; a wrong password is refused without a token",
      async run(t) {
        const api = apiClient(t.fetch);
        const ok = await api.post("/api/admin/login", {
          email: t.superAdmin.email,
          password: t.superAdmin.password,
        });
        expectStatus(ok, 200);
        expect(ok.body.data.user.super_admin).toBe(true);
        expect(JSON.stringify(ok.body)).not.toMatch(/password/i);
        const me = await api.get("/api/auth/me", { token: ok.body.data.token });
        expectStatus(me, 200);
        expect(me.body.data.user_id).toBe(ok.body.data.user.id);

        const wrong = await api.post("/api/admin/login", {
          email: t.superAdmin.email,
          password: `${t.superAdmin.password}-wrong`,
        });
        expectError(wrong, 401, "INVALID_CREDENTIALS");
        expect(wrong.body.token).toBeUndefined();
      },
    },
    {
      name: "a coach registers and signs in (password hashing works in this runtime)",
      async run(t) {
        const api = apiClient(t.fetch);
        const email = `${unique("reg")}@scenario.test`;
        const reg = await api.post("/api/register", {
          user: { name: "注册教练", email, password: "Regist3r!" },
        });
        expectStatus(reg, 201);
        expect(reg.body).toMatchObject({ success: 0, msg: "注册成功" });
        expect(typeof reg.body.trainer_id).toBe("number");

        const login = await api.post("/api/oauth/token", {
          username: email.toUpperCase(),
          password: "Regist3r!",
        });
        expectStatus(login, 200);
        expect(login.body).toMatchObject({ success: 0, trainer_id: reg.body.trainer_id });
        const me = await api.get("/api/auth/me", { token: login.body.token });
        expect(me.body.data.user_id).toBe(reg.body.user.id);

        // Not yet placed in an organization: coach operations wait for an administrator.
        const trainers = await api.get("/api/trainers", { token: login.body.token });
        expectError(trainers, 403, "NO_ORGANIZATION");

        const bad = await api.post("/api/oauth/token", { email, password: "Regist3r?" });
        expectError(bad, 401, "INVALID_CREDENTIALS");
        const duplicate = await api.post("/api/register", {
          user: { name: "重复", email, password: "Regist3r!" },
        });
        expectError(duplicate, 409, "EMAIL_TAKEN");
      },
    },
    {
      name: "missing, garbage, tampered, alg-none, foreign-key and expired tokens answer 401",
      async run(t) {
        const api = apiClient(t.fetch);
        const { admin } = await setupOrganization(t);
        const good = admin.token;
        expectStatus(await api.get("/api/auth/me", { token: good }), 200);

        const [h, p, s] = good.split(".") as [string, string, string];
        const claims = decodeSegment(p);
        const now = Math.floor(Date.now() / 1000);
        const forge = (overrides: Record<string, unknown>) =>
          signHs256({ alg: "HS256", typ: "JWT" }, { ...claims, ...overrides }, t.jwtSecret);

        // Control: a token we sign ourselves with the same claims is accepted, so every rejection
        // below is caused by the one thing that differs.
        const control = await forge({ iat: now, exp: now + 600 });
        expectStatus(await api.get("/api/auth/me", { token: control }), 200);

        const otherUser = { ...claims, sub: String(Number(claims.sub) + 1) };
        const flippedSig = `${h}.${p}.${s.startsWith("A") ? `B${s.slice(1)}` : `A${s.slice(1)}`}`;
        const bad: [string, Record<string, string>][] = [
          ["no header", {}],
          ["garbage", { authorization: "Bearer garbage" }],
          ["not bearer", { authorization: `Token ${good}` }],
          ["three garbage segments", { authorization: "Bearer a.b.c" }],
          ["tampered payload", { authorization: `Bearer ${h}.${base64url(JSON.stringify(otherUser))}.${s}` }],
          ["flipped signature", { authorization: `Bearer ${flippedSig}` }],
          [
            "alg none",
            {
              authorization: `Bearer ${base64url(JSON.stringify({ alg: "none", typ: "JWT" }))}.${base64url(
                JSON.stringify({ ...claims, iat: now, exp: now + 600 }),
              )}.`,
            },
          ],
          [
            "another secret",
            {
              authorization: `Bearer ${await signHs256(
                { alg: "HS256", typ: "JWT" },
                { ...claims, iat: now, exp: now + 600 },
                `${t.jwtSecret}-other`,
              )}`,
            },
          ],
          ["expired", { authorization: `Bearer ${await forge({ iat: now - 7200, exp: now - 3600 })}` }],
          ["wrong audience", { authorization: `Bearer ${await forge({ aud: "someone-else" })}` }],
          ["wrong issuer", { authorization: `Bearer ${await forge({ iss: "someone-else" })}` }],
          ["stale token version", { authorization: `Bearer ${await forge({ tv: Number(claims.tv) + 1 })}` }],
        ];
        expect(claims).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE });
        for (const [label, headers] of bad) {
          const res = await api.get("/api/auth/me", { headers });
          expect(res.status, label).toBe(401);
          expect(res.body, label).toMatchObject({ code: "UNAUTHORIZED" });
          expect(res.body.success, label).not.toBe(0);
        }
      },
    },
    {
      name: "logging out everywhere revokes the older token",
      async run(t) {
        const api = apiClient(t.fetch);
        const { admin } = await setupOrganization(t);
        const second = await api.post("/api/oauth/token", { email: admin.email, password: admin.password });
        expectStatus(second, 200);
        expectStatus(await api.post("/api/users/logout_everywhere", {}, { token: admin.token }), 200);
        expectError(await api.get("/api/auth/me", { token: admin.token }), 401, "UNAUTHORIZED");
        expectError(await api.get("/api/auth/me", { token: second.body.token }), 401, "UNAUTHORIZED");
        const fresh = await api.post("/api/oauth/token", { email: admin.email, password: admin.password });
        expectStatus(await api.get("/api/auth/me", { token: fresh.body.token }), 200);
      },
    },
    {
      name: "admin login refuses coaches; bad JSON is a 400 with the CONTRACT body",
      async run(t) {
        const api = apiClient(t.fetch);
        const { admin } = await setupOrganization(t);
        const res = await api.post("/api/admin/login", { email: admin.email, password: admin.password });
        expectError(res, 403, "NOT_SUPER_ADMIN");
        const raw = await api.request("POST", "/api/oauth/token", { rawBody: "{not json" });
        expectError(raw, 400);
        expect(await superAdminToken(t)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      },
    },
  ],
};
