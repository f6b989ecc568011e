import { expect } from "vitest";
import {
  type ApiClient,
  type Coach,
  expectError,
  expectStatus,
  isoDay,
  type Json,
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
    {
      name: "the client list screen: search, compliance order, needs attention, programmed until, archive",
      async run(t) {
        const { api, admin } = await setupOrganization(t);
        const token = { token: admin.token };
        // Clients' local today (Asia/Shanghai by default); dates used are days away from it.
        const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Shanghai" }).format(new Date());
        // Phone numbers are unique: a run-specific middle part, found again by the search below.
        const middle = String(Math.floor(Math.random() * 1_000_000)).padStart(6, "0");
        let n = 0;
        const make = async (name: string, email: string) => {
          const user = { name, email: `${unique(email)}@scenario.test`, phone_number: `139${middle}${++n}0` };
          const res = await api.post("/api/clients", { client: { user } }, token);
          expectStatus(res, 201);
          return res.body.client.id as number;
        };
        const workout = async (clientId: number, due: string, state = "pending") =>
          expectStatus(
            await api.post(
              "/api/workouts",
              { workout: { client_id: clientId, due, title: "训练", state } },
              token,
            ),
            201,
          );
        const a = await make("甲 Alpha", "alpha");
        const b = await make("乙 Beta", "beta");
        const c = await make("丙 Gamma", "gamma");
        await workout(a, isoDay(today, -2), "completed");
        await workout(a, isoDay(today, 60));
        await workout(b, isoDay(today, -2));
        await workout(b, isoDay(today, 90));

        const list = async (query: string) => {
          const res = await api.get(`/api/clients?${query}`, token);
          expectStatus(res, 200);
          return res.body;
        };
        const ids = (body: Json) => body.clients.map((x: { id: number }) => x.id);
        expect(ids(await list(`q=${encodeURIComponent("乙")}`))).toEqual([b]);
        expect(ids(await list("q=GAMMA"))).toEqual([c]);
        expect(ids(await list(`q=${middle}&order=id_ASC`))).toEqual([a, b, c]);
        expect(ids(await list("order=compliance_7_DESC&per_page=50"))).toEqual([a, b, c]);
        expect(ids(await list("order=compliance_7_ASC"))).toEqual([b, a, c]);
        expect(ids(await list("order=due_DESC"))).toEqual([b, a, c]);
        expect(ids(await list("order=last_completed_DESC"))).toEqual([a, c, b]);

        const all = await list("order=id_ASC");
        const byId = new Map<number, Json>(all.clients.map((x: Json) => [x.id, x]));
        expect(byId.get(a)).toMatchObject({ due: isoDay(today, 60), needs_attention_reasons: [] });
        expect(byId.get(a).last_completed_at).toEqual(expect.any(String));
        expect(byId.get(b)).toMatchObject({
          due: isoDay(today, 90),
          last_completed_at: null,
          needs_attention_reasons: ["missed_workouts"],
        });
        expect(byId.get(c)).toMatchObject({ due: null, needs_attention_reasons: ["programming_ends"] });
        expect(ids(await list("order=id_ASC&needs_attention=true"))).toEqual([b, c]);

        const archived = await api.post("/api/clients/archive", { client_ids: [c], archived: true }, token);
        expectStatus(archived, 200);
        expect(archived.body).toEqual({ success: 0, msg: "学员已归档", client_ids: [c] });
        expect(ids(await list("order=id_ASC"))).toEqual([a, b]);
        expect(ids(await list("state=archived"))).toEqual([c]);
        expect(ids(await list("order=id_ASC&needs_attention=true"))).toEqual([b]);
        const restored = await api.post("/api/clients/archive", { client_ids: [c], archived: false }, token);
        expect(restored.body.msg).toBe("学员已恢复");
        expect(ids(await list("order=id_ASC"))).toEqual([a, b, c]);
      },
    },
  ],
};
