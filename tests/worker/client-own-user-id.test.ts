import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients } from "../../db/schema";
import { loadOperations } from "../../worker/domains";
import { flattenOperations, ID, restBindings } from "../../worker/domains/operation";
import { ZCreateWorkoutInput } from "../../worker/domains/workouts/schemas";
import { createWorkout } from "../../worker/domains/workouts/workouts";
import { insertClient, insertUser, type Persona, persona } from "../factories";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

/**
 * TrueCoach's client-side exporter signs in as the client and reads
 * `GET /clients/{login.user_id}/workouts?states=completed&per_page=20&page=N&order=desc`. For a
 * client caller, `{id}` in `/clients/{id}` and every route below it may be its own user id
 * (worker/http/own-client-path.ts); never anyone else's, and a coach's path ids stay client ids.
 */

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
let me: { id: number; user_id: number };
let meP: Persona;
let other: { id: number; user_id: number };
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations());
  me = await insertClient(t, w.a.trainer);
  other = await insertClient(t, w.a.trainer);
  meP = await persona(t, me.user_id);
  const workout = await createWorkout(
    t.deps,
    w.a.trainer.actor,
    ZCreateWorkoutInput.parse({
      workout: { client_id: me.id, due: "2026-03-01", workout_items: [{ name: "跑步" }] },
    }),
  );
  await api.put(
    `/api/workouts/${workout.workout.id}`,
    { workout: { state: "completed" } },
    { token: meP.token },
  );
});
afterAll(() => t.close());

/** Every REST route under /clients/{id} (a route added later is walked too), with a concrete path. */
const clientRoutes = flattenOperations(await loadOperations()).flatMap(([name, operation]) =>
  restBindings(operation)
    .filter((b) => b.path.startsWith(`/clients/:id{${ID}}`))
    .map((b) => ({
      name,
      method: b.method,
      path: (id: number) => b.path.replace(`:id{${ID}}`, String(id)).replace(/\/:name\{.*\}$/, "/exercises"),
    })),
);

const send = (method: string, path: string, token: string) =>
  api.request(method, `/api${path}`, { token, body: method === "POST" || method === "PUT" ? {} : undefined });

describe("a client's own user id names its client record", () => {
  it("the exporter's request answers with the client's own completed workouts", async () => {
    const res = await api.get<{ workouts: { client_id: number; state: string }[] }>(
      `/api/clients/${meP.userId}/workouts?states=completed&per_page=20&page=1&order=desc`,
      { token: meP.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.workouts.length).toBe(1);
    expect(res.body.workouts[0]).toMatchObject({ client_id: me.id, state: "completed" });
  });

  it("every /clients/{id} route answers the user id as it answers the client id", async () => {
    expect(clientRoutes.length).toBeGreaterThanOrEqual(8);
    for (const route of clientRoutes) {
      const byClientId = await send(route.method, route.path(me.id), meP.token);
      const byUserId = await send(route.method, route.path(me.user_id), meP.token);
      expect({ route: route.name, status: byUserId.status }).toEqual({
        route: route.name,
        status: byClientId.status,
      });
      if (route.method === "GET" && byClientId.status === 200) expect(byUserId.body).toEqual(byClientId.body);
    }
  });

  it("another client's user id answers 404; a coach passing a user id answers 404 as before", async () => {
    expect(other.user_id).not.toBe(me.id);
    for (const path of [`/clients/${other.user_id}`, `/clients/${other.user_id}/workouts`]) {
      expect((await send("GET", path, meP.token)).status).toBe(404);
    }
    const coach = w.a.trainer.token;
    expect((await send("GET", `/clients/${me.id}`, coach)).status).toBe(200);
    expect((await send("GET", `/clients/${me.user_id}`, coach)).status).toBe(404);
    expect((await send("GET", `/clients/${me.user_id}/workouts`, coach)).status).toBe(404);
  });

  it("when the client's user id is also another client's id, the client still gets its own record", async () => {
    // Both ids are sequential integers: a client record numbered like my user id exists.
    const person = await insertUser(t);
    const now = t.clock.now().toISOString();
    await t.db.insert(clients).values({
      id: me.user_id,
      user_id: person.id,
      trainer_id: w.a.trainer.trainerId,
      organization_id: w.a.org.id,
      slug: `collision-${me.user_id}`,
      state: "active",
      created_at: now,
      updated_at: now,
    });
    const mine = await api.get<{ client: { id: number } }>(`/api/clients/${me.user_id}`, {
      token: meP.token,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.client.id).toBe(me.id);
    const workouts = await api.get<{ workouts: { client_id: number }[] }>(
      `/api/clients/${me.user_id}/workouts`,
      {
        token: meP.token,
      },
    );
    expect(workouts.body.workouts.map((x) => x.client_id)).toEqual([me.id]);
    // The coach's path id is a client id: the record numbered so.
    const coachView = await api.get<{ client: { id: number } }>(`/api/clients/${me.user_id}`, {
      token: w.a.trainer.token,
    });
    expect(coachView.body.client.id).toBe(me.user_id);
  });
});
