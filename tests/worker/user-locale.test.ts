import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertClient, persona } from "../factories";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

/**
 * A person's language is kept on the account (issue 22: "the stored choice when signed in"), so
 * every device they sign in on, and what is sent to them, follows it. Rules: worker/domains/users/schemas.ts
 * (`locale`), worker/domains/users/users.ts (a client sets its own).
 */

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations());
});
afterAll(() => t.close());

type UserAnswer = { user: { id: number; locale: string | null } };

describe("users.locale", () => {
  it("starts unset, and a coach stores its own choice", async () => {
    const me = w.a.trainer;
    const read = await api.get<UserAnswer>(`/api/users/${me.userId}`, { token: me.token });
    expect(read.body.user.locale).toBeNull();
    const put = await api.put<UserAnswer>(
      `/api/users/${me.userId}`,
      { user: { locale: "en" } },
      { token: me.token },
    );
    expect(put.status).toBe(200);
    expect(put.body.user.locale).toBe("en");
  });

  it("a signed-in client stores its own, and reads it back at its next sign-in", async () => {
    const row = await insertClient(t, w.a.trainer);
    const client = await persona(t, row.user_id);
    const put = await api.put<UserAnswer>(
      `/api/users/${client.userId}`,
      { user: { locale: "en" } },
      { token: client.token },
    );
    expect(put.status).toBe(200);
    const again = await api.get<UserAnswer>(`/api/users/${client.userId}`, { token: client.token });
    expect(again.body.user.locale).toBe("en");
    // Back to following the device.
    const cleared = await api.put<UserAnswer>(
      `/api/users/${client.userId}`,
      { user: { locale: null } },
      { token: client.token },
    );
    expect(cleared.body.user.locale).toBeNull();
  });

  it("refuses a language the product does not have", async () => {
    const me = w.a.trainer;
    const res = await api.put<{ issues?: { path: string }[] }>(
      `/api/users/${me.userId}`,
      { user: { locale: "fr" } },
      { token: me.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.issues?.map((i) => i.path)).toContain("user.locale");
  });
});
