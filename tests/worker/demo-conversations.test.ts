import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actorFromToken } from "../../worker/services/actor";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "../../worker/services/demo-seed";
import { callerFor } from "../helpers/caller";
import { createTestDb, type TestDb } from "../helpers/db";

/** The demo studio starts with a few threads per coach, some unread, one with a workout card (issue 26). */
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await seedDemo({ ...t.deps, db: t.db });
});
afterAll(() => t.close());

describe("the demo's conversations", () => {
  it("a demo coach finds unread threads, a workout card and notifications", async () => {
    const account = DEMO_ACCOUNTS[0]!;
    const login = await callerFor(t, null).auth.login({ email: account.email, password: DEMO_PASSWORD });
    const caller = callerFor(t, (await actorFromToken(t.deps, login.token!))!);
    const inbox = await caller.conversations.inbox({});
    expect(inbox.conversations.length).toBeGreaterThanOrEqual(1);
    expect(inbox.conversations[0]!.unread_count).toBeGreaterThanOrEqual(1);
    const thread = await caller.conversations.get({ client_id: inbox.conversations[0]!.client_id });
    expect(thread.messages).toHaveLength(4);
    const counts = await caller.notifications.counts();
    expect(counts.notifications_unread).toBeGreaterThanOrEqual(1);
  });
});
