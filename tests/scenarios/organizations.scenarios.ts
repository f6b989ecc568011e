import { expect } from "vitest";
import {
  apiClient,
  expectError,
  expectStatus,
  type ScenarioGroup,
  setupOrganization,
  setupTwoOrganizations,
  superAdminToken,
  unique,
} from "./harness";

/** Organizations and trainers: onboarding by the super admin, the admin's reach, isolation. */
export const organizationScenarios: ScenarioGroup = {
  name: "organizations and trainers",
  scenarios: [
    {
      name: "a replayed organization creation answers the same temporary password (sealed while kept); field messages follow the language",
      async run(t) {
        const api = apiClient(t.fetch);
        const token = await superAdminToken(t);
        const body = {
          name: unique("Sealed "),
          owner: { kind: "new", name: "Owner", email: `${unique("owner")}@scenario.test` },
        };
        const key = unique("replay");
        const first = await api.post("/api/admin/organizations", body, {
          token,
          headers: { "idempotency-key": key },
        });
        expectStatus(first, 201);
        const again = await api.post("/api/admin/organizations", body, {
          token,
          headers: { "idempotency-key": key },
        });
        expect(again.headers.get("idempotent-replayed")).toBe("true");
        expect(again.body).toEqual(first.body);

        const en = await api.post(
          "/api/organizations",
          { organization: { name: "" } },
          { token, headers: { "accept-language": "en" } },
        );
        expectError(en, 400);
        expect(en.body.issues).toContainEqual({
          path: "organization.name",
          message: "The name cannot be empty",
        });
        expect(JSON.stringify(en.body)).not.toMatch(/[\u4e00-\u9fff]/);
      },
    },
    {
      name: "the super admin creates an organization and its admin; the admin adds a trainer",
      async run(t) {
        const { api, superToken, organization, admin } = await setupOrganization(t);
        const got = await api.get(`/api/organizations/${organization.id}`, { token: admin.token });
        expectStatus(got, 200);
        expect(got.body.organization).toMatchObject({
          id: organization.id,
          name: organization.name,
          links: { trainers: `/api/organizations/${organization.id}/trainers` },
        });

        const renamed = await api.put(
          `/api/organizations/${organization.id}`,
          { organization: { name: `${organization.name} 改` } },
          { token: admin.token },
        );
        expectStatus(renamed, 200);
        expect(renamed.body.organization.name).toBe(`${organization.name} 改`);

        const email = `${unique("trainer")}@scenario.test`;
        const added = await api.post(
          "/api/trainers",
          { trainer: { user: { name: "新教练", email, password: "Trainer12!" } } },
          { token: admin.token },
        );
        expectStatus(added, 201);
        expect(added.body.trainer.organization_id).toBe(organization.id);
        expect(added.body.msg).toBe("教练新教练创建成功");

        const listed = await api.get(`/api/organizations/${organization.id}/trainers`, {
          token: admin.token,
        });
        expectStatus(listed, 200);
        expect(listed.body.trainers.map((tr: { id: number }) => tr.id).sort()).toEqual(
          [admin.trainerId, added.body.trainer.id].sort(),
        );

        // A plain trainer may not create trainers.
        const trainerLogin = await api.post("/api/oauth/token", { email, password: "Trainer12!" });
        const refused = await api.post(
          "/api/trainers",
          {
            trainer: {
              user: { name: "越权", email: `${unique("x")}@scenario.test`, password: "Trainer12!" },
            },
          },
          { token: trainerLogin.body.token },
        );
        expectError(refused, 403);

        // Only the super admin creates organizations.
        expectError(
          await api.post(
            "/api/organizations",
            { organization: { name: "越权组织" } },
            { token: admin.token },
          ),
          403,
        );
        expect(superToken).toBeTruthy();
      },
    },
    {
      name: "another organization's records answer 404 to a coach",
      async run(t) {
        const { api, orgB, coachA, coachB } = await setupTwoOrganizations(t);

        expectError(
          await api.get(`/api/organizations/${orgB.id}`, { token: coachA.token }),
          404,
          "NOT_FOUND",
        );
        expectError(
          await api.get(`/api/trainers/${coachB.trainerId}`, { token: coachA.token }),
          404,
          "NOT_FOUND",
        );
        expectError(
          await api.get(`/api/organizations/${orgB.id}/trainers`, { token: coachA.token }),
          404,
          "NOT_FOUND",
        );
        expectError(
          await api.put(
            `/api/trainers/${coachB.trainerId}`,
            { trainer: { max_clients: 1 } },
            { token: coachA.token },
          ),
          404,
          "NOT_FOUND",
        );
        expectError(await api.get(`/api/users/${coachB.userId}`, { token: coachA.token }), 404, "NOT_FOUND");

        const ownList = await api.get("/api/trainers", { token: coachA.token });
        expectStatus(ownList, 200);
        expect(ownList.body.trainers.map((tr: { id: number }) => tr.id)).toEqual([coachA.trainerId]);
      },
    },
    {
      name: "deleting an organization answers {message: ok} and leaves its coach without organization",
      async run(t) {
        const { api, superToken, organization, admin } = await setupOrganization(t);
        const del = await api.delete(`/api/organizations/${organization.id}`, { token: superToken });
        expectStatus(del, 200);
        expect(del.body).toEqual({ message: "ok" });
        expectError(await api.get(`/api/organizations/${organization.id}`, { token: superToken }), 404);
        expectError(await api.get("/api/trainers", { token: admin.token }), 403, "NO_ORGANIZATION");
      },
    },
  ],
};
