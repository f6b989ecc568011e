import { expect } from "vitest";
import {
  type ApiClient,
  type Coach,
  expectError,
  expectStatus,
  type ScenarioGroup,
  setupOrganization,
  setupTwoOrganizations,
  unique,
} from "./harness";

/** POST /api/clients as `coach`: `{"client": {..., "user": {name}}}` (CONTRACT). */
export async function createClient(api: ApiClient, coach: Coach, name = unique("学员")) {
  const res = await api.post(
    "/api/clients",
    { client: { goals: "增肌", user: { name } } },
    { token: coach.token },
  );
  expectStatus(res, 201);
  expect(res.body).toMatchObject({ success: 0, msg: "学员添加成功" });
  return { id: res.body.client.id as number, userId: res.body.user.id as number, name };
}

/** Clients: create, list, read, edit, delete, and what another organization sees. */
export const clientScenarios: ScenarioGroup = {
  name: "clients",
  scenarios: [
    {
      name: "a coach creates, lists, edits and deletes a client",
      async run(t) {
        const { api, admin, organization } = await setupOrganization(t);
        const created = await api.post(
          "/api/clients",
          {
            client: { goals: "减脂", client_type: "in_person", user: { name: "场景学员", gender: "female" } },
          },
          { token: admin.token },
        );
        expectStatus(created, 201);
        expect(created.body).toMatchObject({
          success: 0,
          msg: "学员添加成功",
          client: {
            goals: "减脂",
            client_type: "in_person",
            state: "active",
            organization_id: organization.id,
            trainer_id: admin.trainerId,
          },
          user: { name: "场景学员", gender: "female" },
        });
        const id = created.body.client.id as number;
        expect(created.body.client.links.workouts).toContain(String(id));

        const second = await createClient(api, admin, "第二位学员");

        const list = await api.get("/api/clients", { token: admin.token });
        expectStatus(list, 200);
        expect(
          list.body.clients.map((c: { id: number }) => c.id).sort((a: number, b: number) => a - b),
        ).toEqual([id, second.id].sort((a, b) => a - b));
        const names = list.body.users.map((u: { name: string }) => u.name);
        expect(names).toEqual(expect.arrayContaining(["场景学员", "第二位学员"]));

        const byTrainer = await api.get(`/api/trainers/${admin.trainerId}/clients`, { token: admin.token });
        expectStatus(byTrainer, 200);
        expect(byTrainer.body.clients).toHaveLength(2);

        const edited = await api.put(
          `/api/clients/${id}`,
          { client: { goals: "马拉松备赛", user: { name: "改名学员" } } },
          { token: admin.token },
        );
        expectStatus(edited, 200);
        expect(edited.body).toMatchObject({
          success: 0,
          msg: "学员修改成功",
          client: { goals: "马拉松备赛" },
          user: { name: "改名学员" },
        });

        const bad = await api.post(
          "/api/clients",
          { client: { user: { name: "" } } },
          { token: admin.token },
        );
        expectError(bad, 400);
        expect(bad.body.msg).toBe("学员添加失败");

        const deleted = await api.delete(`/api/clients/${id}`, { token: admin.token });
        expectStatus(deleted, 200);
        expect(deleted.body).toMatchObject({ success: 0, msg: "学员删除成功" });
        expectError(await api.get(`/api/clients/${id}`, { token: admin.token }), 404, "NOT_FOUND");
        const after = await api.get("/api/clients", { token: admin.token });
        expect(after.body.clients.map((c: { id: number }) => c.id)).toEqual([second.id]);
      },
    },
    {
      name: "another organization's client answers 404 to every operation",
      async run(t) {
        const { api, orgA, coachA, coachB } = await setupTwoOrganizations(t);
        const client = await createClient(api, coachA);

        expectError(await api.get(`/api/clients/${client.id}`, { token: coachB.token }), 404, "NOT_FOUND");
        const edit = await api.put(
          `/api/clients/${client.id}`,
          { client: { goals: "x" } },
          { token: coachB.token },
        );
        expectError(edit, 404, "NOT_FOUND");
        const del = await api.delete(`/api/clients/${client.id}`, { token: coachB.token });
        expectError(del, 404, "NOT_FOUND");
        expectError(
          await api.get(`/api/trainers/${coachA.trainerId}/clients`, { token: coachB.token }),
          404,
          "NOT_FOUND",
        );
        expectError(
          await api.get(`/api/clients?organization_id=${orgA.id}`, { token: coachB.token }),
          404,
          "NOT_FOUND",
        );
        const listB = await api.get("/api/clients", { token: coachB.token });
        expect(listB.body.clients).toEqual([]);

        // Still there for its own coach.
        expectStatus(await api.get(`/api/clients/${client.id}`, { token: coachA.token }), 200);
        // Unauthenticated: 401, not 404.
        expectError(await api.get(`/api/clients/${client.id}`), 401, "UNAUTHORIZED");
      },
    },
  ],
};
