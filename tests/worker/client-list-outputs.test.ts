import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { group_assignments, groups } from "../../db/schema";
import { loadOperations } from "../../worker/domains";
import { ZClientListOutput } from "../../worker/domains/clients/schemas";
import { restBindings } from "../../worker/domains/operation";
import { checkOutput } from "../../worker/http/check-output";
import type { ServiceDeps } from "../../worker/services/deps";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

/**
 * Client lists go out over REST as JSON text in a Response (clients/list.ts clientListBody), which
 * the answer check of the REST adapter does not see: their bodies are parsed here against the
 * documented schema (`answerSchema` of clients.list, clients.listOrganization, trainers.clients),
 * extra fields included, and so are the tRPC objects.
 */
let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations());
  // A client with every optional part filled: attachments, settings, a group assignment, a
  // completed workout (compliance rates not null).
  const created = await api.post<{ client: { id: number } }>(
    "/api/clients",
    {
      client: {
        goals: "增肌",
        limitations: "膝盖",
        equipment: "哑铃",
        equipment_attachments: [{ name: "a.jpg", attachmentUrl: "https://cdn.example.com/a.jpg", size: 10 }],
        settings: { workoutsThreshold: 3 },
        user: { name: "列表 学员", email: "list-output@test.local", phone_number: "13800000123" },
      },
    },
    { token: w.a.trainer.token },
  );
  expect(created.status).toBe(201);
  const clientId = created.body.client.id;
  const done = await api.post(
    "/api/workouts",
    { workout: { client_id: clientId, due: "2026-03-02", state: "completed", title: "完成" } },
    { token: w.a.trainer.token },
  );
  expect(done.status).toBe(201);
  const now = t.clock.now().toISOString();
  const [group] = await t.db
    .insert(groups)
    .values({ name: "组", organization_id: w.a.org.id, created_at: now, updated_at: now })
    .returning();
  await t.db
    .insert(group_assignments)
    .values({ group_id: group!.id, client_id: clientId, created_at: now, updated_at: now });
});
afterAll(() => t.close());

/** Fails on a mismatch or on a field the schema lacks, exactly like the adapters' check. */
function expectListShape(name: string, body: unknown) {
  expect(() =>
    checkOutput({ checkOutputs: true } as ServiceDeps, name, ZClientListOutput, body),
  ).not.toThrow();
  const list = ZClientListOutput.parse(body);
  expect(list.clients.length).toBeGreaterThan(0);
  expect(list.users.length).toBeGreaterThan(0);
  expect(list.trainers.length).toBeGreaterThan(0);
  return list;
}

describe("client list answers match their documented schema", () => {
  it("is the schema the REST bindings document", async () => {
    const operations = await loadOperations();
    for (const operation of [
      operations.clients.list,
      operations.clients.listOrganization,
      operations.trainers.clients,
    ]) {
      expect(restBindings(operation).map((b) => b.answerSchema)).toEqual([ZClientListOutput]);
    }
  });

  it("GET /api/clients (coach and super admin)", async () => {
    const coach = await api.get("/api/clients", { token: w.a.admin.token });
    expect(coach.status).toBe(200);
    const list = expectListShape("clients.list", coach.body);
    const full = list.clients.find((c) => c.goals === "增肌");
    expect(full?.compliance_rate_for_7_days).toBe(1);
    expect(full?.group_assignment_ids).toHaveLength(1);
    expect(full?.equipment_attachments).toHaveLength(1);

    const all = await api.get(`/api/clients?organization_id=${w.b.org.id}`, { token: w.superAdmin.token });
    expect(all.status).toBe(200);
    expectListShape("clients.list", all.body);
  });

  it("GET /api/organization/clients", async () => {
    const res = await api.get("/api/organization/clients", { token: w.a.trainer.token });
    expect(res.status).toBe(200);
    expectListShape("clients.listOrganization", res.body);
  });

  it("GET /api/trainers/{id}/clients", async () => {
    const res = await api.get(`/api/trainers/${w.a.trainer.trainerId}/clients`, { token: w.a.admin.token });
    expect(res.status).toBe(200);
    expectListShape("trainers.clients", res.body);
  });

  it("the tRPC objects have the same shape", async () => {
    const caller = callerFor(t, w.a.admin.actor);
    expectListShape("clients.list", await caller.clients.list({}));
    expectListShape("clients.listOrganization", await caller.clients.listOrganization({}));
    expectListShape("trainers.clients", await caller.trainers.clients({ id: w.a.trainer.trainerId }));
  });
});
