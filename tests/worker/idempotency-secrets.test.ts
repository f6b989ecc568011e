import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotency_keys } from "../../db/schema";
import { insertClient } from "../factories";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

/**
 * Issue 20, finding 4: answers kept for Idempotency-Key replays are sealed with a key derived from
 * the server secret (worker/http/sealed-answers.ts), so the invitation token and the temporary
 * password never sit in clear in `idempotency_keys`; replays still answer as before.
 */

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
let clientA: { id: number };
let clientB: { id: number };
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations());
  clientA = await insertClient(t, w.a.trainer, { email: "sealed-client-a@test.local" });
  clientB = await insertClient(t, w.b.trainer, { email: "sealed-client-b@test.local" });
});
afterAll(() => t.close());

const storedRow = async (key: string) =>
  (await t.db.select().from(idempotency_keys).where(eq(idempotency_keys.key, key)))[0]!;
const trpc = (path: string, token: string, key: string, body: unknown) =>
  api.app.request(`/trpc/${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "idempotency-key": key },
    body: JSON.stringify(body),
  });

describe("stored answers are sealed", () => {
  it("REST invite: the token is not in the table, and a replay gives the same token", async () => {
    const send = () =>
      api.request("POST", `/api/clients/${clientA.id}/invite`, {
        token: w.a.trainer.token,
        headers: { "idempotency-key": "invite-rest" },
      });
    const first = await send();
    expect(first.status).toBe(200);
    const url = (first.body.invite as { url: string }).url;
    const token = url.split("/invite/")[1]!;
    const row = await storedRow("invite-rest");
    expect(row.body).toMatch(/^v1\./);
    expect(row.body).not.toContain(token);
    const again = await send();
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
  });

  it("tRPC invite: the same", async () => {
    const first = await trpc("clients.invite", w.b.trainer.token, "invite-trpc", { id: clientB.id });
    const text = await first.text();
    expect(first.status).toBe(200);
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
    expect((await storedRow("invite-trpc")).body).not.toContain(token);
    const again = await trpc("clients.invite", w.b.trainer.token, "invite-trpc", { id: clientB.id });
    expect(await again.text()).toBe(text);
  });

  it("REST and tRPC admin organization: the temporary password is not in the table", async () => {
    const rest = await api.request("POST", "/api/admin/organizations", {
      token: w.superAdmin.token,
      body: { name: "Sealed A", owner: { kind: "new", name: "Owner A", email: "sealed-a@test.local" } },
      headers: { "idempotency-key": "org-rest" },
    });
    expect(rest.status).toBe(201);
    const password = rest.body.temporary_password as string;
    expect(password).toMatch(/^[A-Za-z0-9]{14}$/);
    expect((await storedRow("org-rest")).body).not.toContain(password);

    const viaTrpc = await trpc("admin.createOrganization", w.superAdmin.token, "org-trpc", {
      name: "Sealed B",
      owner: { kind: "new", name: "Owner B", email: "sealed-b@test.local" },
    });
    const text = await viaTrpc.text();
    const trpcPassword = /"temporary_password":"([A-Za-z0-9]+)"/.exec(text)![1]!;
    expect((await storedRow("org-trpc")).body).not.toContain(trpcPassword);
    const again = await trpc("admin.createOrganization", w.superAdmin.token, "org-trpc", {
      name: "Sealed B",
      owner: { kind: "new", name: "Owner B", email: "sealed-b@test.local" },
    });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.text()).toBe(text);
  });

  it("a plain row from before sealing counts as expired: the request runs and is stored sealed", async () => {
    // An invitation to a client without email or phone: a 400, stored like any answer.
    const send = () =>
      api.request("POST", `/api/clients/${w.a.client.id}/invite`, {
        token: w.a.trainer.token,
        headers: { "idempotency-key": "plain-1" },
      });
    const first = await send();
    expect(first.status).toBe(400);
    // As a row written before sealing looked: the answer in clear.
    await t.db
      .update(idempotency_keys)
      .set({ body: JSON.stringify({ stale: true }) })
      .where(eq(idempotency_keys.key, "plain-1"));
    const again = await send();
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect(again.status).toBe(first.status);
    expect(again.body).not.toEqual({ stale: true });
    expect((await storedRow("plain-1")).body).toMatch(/^v1\./);
  });
});
