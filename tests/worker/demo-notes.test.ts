import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actorFromToken } from "../../worker/services/actor";
import { DEMO_PASSWORD, seedDemo } from "../../worker/services/demo-seed";
import { callerFor } from "../helpers/caller";
import { createTestDb, type TestDb } from "../helpers/db";
import { testApi } from "../helpers/http";

/** The demo studio starts with a pinned note on the demo client and a waiver to acknowledge (issue 32). */
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await seedDemo({ ...t.deps, db: t.db });
});
afterAll(() => t.close());

async function signIn(email: string) {
  const login = await callerFor(t, null).auth.login({ email, password: DEMO_PASSWORD });
  const actor = (await actorFromToken(t.deps, login.token!))!;
  return { caller: callerFor(t, actor), clientId: actor.client?.id };
}

describe("the demo's notes and documents", () => {
  it("the demo client has a pinned note its coaches see, and a waiver it can open and acknowledge", async () => {
    const { caller: client, clientId } = await signIn("client1@demo.coach");
    expect(clientId).toEqual(expect.any(Number));
    const { caller: lead } = await signIn("lead@demo.coach");
    const { notes } = await lead.notes.list({ client_id: clientId! });
    expect(notes[0]).toMatchObject({ pinned: true });
    const { documents } = await client.documents.forClient({ client_id: clientId! });
    expect(documents.map((d) => d.title)).toEqual(["会员免责声明"]);
    const file = await testApi(t).app.request(documents[0]!.attachment!.attachmentUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    const acked = await client.documents.acknowledge({ id: documents[0]!.id });
    expect(acked.document.acknowledgements).toHaveLength(1);
  });
});
