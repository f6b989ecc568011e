import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actorFromToken } from "../../../worker/services/actor";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "../../../worker/services/demo-seed";
import { callerFor } from "../../helpers/caller";
import { createTestDb, type TestDb } from "../../helpers/db";
import { testApi } from "../../helpers/http";

/** The demo studio's clients come with bodyweights, a metric, assessments and photos (issue 28). */
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await seedDemo({ ...t.deps, db: t.db });
});
afterAll(() => t.close());

describe("the demo's progress", () => {
  it("a demo coach sees a client's bodyweight trend, photos and assessments", async () => {
    const account = DEMO_ACCOUNTS[0]!;
    const login = await callerFor(t, null).auth.login({ email: account.email, password: DEMO_PASSWORD });
    const caller = callerFor(t, (await actorFromToken(t.deps, login.token!))!);
    const { clients } = await caller.clients.list({});
    const first = Math.min(...clients.map((c) => c.id));
    const view = await caller.progress.overview({ client_id: first });
    expect(view.weight_trackings.length).toBeGreaterThanOrEqual(30);
    expect(view.metric_values.metrics[0]).toMatchObject({ name_zh: "静息心率", target: 60 });
    expect(view.assessments).toHaveLength(2);
    expect(view.assessment_groups[0]!.tests).toHaveLength(4);
    expect(view.photo_sessions).toHaveLength(2);
    expect(view.photo_sessions[0]!.photos.map((p) => p.pose)).toEqual(["front", "side", "back"]);
    // The drawn photos are real PNGs the file route serves.
    const res = await testApi(t).app.request(view.photo_sessions[0]!.photos[0]!.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
  });
});
