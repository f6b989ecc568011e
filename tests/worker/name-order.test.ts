import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nameSortKey } from "#shared/name-sort-key";
import { users } from "../../db/schema";
import { backfillNameKeys } from "../../worker/domains/users/name-key";
import { insertClient, insertOrganization, insertTrainer, unique } from "../factories";
import { callerFor } from "../helpers/caller";
import type { TestDb } from "../helpers/db";
import type { TestApi } from "../helpers/http";
import { openTwoOrganizations, type TwoOrganizations } from "../helpers/two-organizations";

/**
 * People's names in the paged lists sort by pinyin (issue 22): 刘 liu, 孙 sun, 吴 wu, 周 zhou, not
 * by character code (刘 U+5218, 吴 U+5434, 周 U+5468, 孙 U+5B59). Rule: shared/name-sort-key.ts,
 * stored as users.name_key with every name write (worker/domains/users/name-key.ts).
 */

let t: TestDb;
let api: TestApi;
let w: TwoOrganizations;
beforeAll(async () => {
  ({ t, api, w } = await openTwoOrganizations());
});
afterAll(() => t.close());

// Character-code order would be 刘 吴 周 孙; pinyin order is 刘 孙 吴 周, Latin names among them.
const NAMES = ["周杰", "吴刚", "孙丽", "Mia Chen", "刘伟", "Anna"];
const PINYIN_ORDER = ["Anna", "刘伟", "Mia Chen", "孙丽", "吴刚", "周杰"];

describe("the sort key", () => {
  it("spells Chinese in pinyin and keeps Latin letters", () => {
    expect(nameSortKey("刘伟")).toBe("liu wei");
    expect(nameSortKey("张三丰")).toBe("zhang san feng");
    expect(nameSortKey("Anna Li")).toBe("anna li");
    expect(nameSortKey("Zoë  O'Neil")).toBe("zoe o neil");
    expect(nameSortKey("李A")).toBe("li a");
    expect(nameSortKey("")).toBe("");
  });

  it("files ü the keyboard way and rare characters after every letter", () => {
    expect(nameSortKey("吕")).toBe("lv");
    // 昊 is outside GB2312's common block: after "z…", by code point.
    expect(nameSortKey("昊天") > nameSortKey("祖天")).toBe(true);
  });
});

describe("the lists order names by pinyin", () => {
  it("the coach's client list (name_ASC, the default)", async () => {
    const org = await insertOrganization(t);
    const coach = await insertTrainer(t, org.id, { admin: true });
    for (const name of NAMES) await insertClient(t, coach, { name });
    const res = await api.get<{ clients: { user_id: number }[]; users: { id: number; name: string }[] }>(
      "/api/clients?per_page=50",
      { token: coach.token },
    );
    expect(res.status).toBe(200);
    const names = new Map(res.body.users.map((u) => [u.id, u.name]));
    expect(res.body.clients.map((c) => names.get(c.user_id))).toEqual(PINYIN_ORDER);
  });

  it("the team list", async () => {
    const org = await insertOrganization(t);
    for (const name of NAMES) await insertTrainer(t, org.id, { name });
    const admin = await insertTrainer(t, org.id, { admin: true, name: "Zz Admin" });
    const list = await callerFor(t, admin.actor).trainers.list({});
    const names = new Map(list.users.map((u) => [u.id, u.name]));
    expect(list.trainers.map((tr) => names.get(tr.user_id))).toEqual([...PINYIN_ORDER, "Zz Admin"]);
  });

  it("the super admin's trainer and client lists", async () => {
    const org = await insertOrganization(t);
    const coach = await insertTrainer(t, org.id, { name: "Zz Coach" });
    for (const name of NAMES) await insertClient(t, coach, { name });
    for (const name of NAMES) await insertTrainer(t, org.id, { name });
    const admin = callerFor(t, w.superAdmin.actor).admin;
    const clients = await admin.clients({ organization_id: org.id });
    expect(clients.clients.map((c) => c.name)).toEqual(PINYIN_ORDER);
    const trainers = await admin.trainers({ organization_id: org.id });
    expect(trainers.trainers.map((tr) => tr.name)).toEqual([...PINYIN_ORDER, "Zz Coach"]);
  });
});

describe("the key follows the name", () => {
  it("a rename through PUT /users and PUT /clients rewrites it", async () => {
    const client = await insertClient(t, w.a.trainer, { name: "周杰" });
    const keyOf = async () =>
      (await t.db.select().from(users).where(eq(users.id, client.user_id)))[0]!.name_key;
    expect(await keyOf()).toBe("zhou jie");
    const byUser = await api.put(
      `/api/users/${client.user_id}`,
      { user: { name: "孙丽" } },
      { token: w.a.admin.token },
    );
    expect(byUser.status).toBe(200);
    expect(await keyOf()).toBe("sun li");
    const byClient = await api.put(
      `/api/clients/${client.id}`,
      { client: { user: { name: "吴刚" } } },
      { token: w.a.admin.token },
    );
    expect(byClient.status).toBe(200);
    expect(await keyOf()).toBe("wu gang");
    // The key is the lists' business, not part of a person's profile.
    const read = await api.get<{ user: Record<string, unknown> }>(`/api/users/${client.user_id}`, {
      token: w.a.admin.token,
    });
    expect(read.body.user.name).toBe("吴刚");
    expect(read.body.user).not.toHaveProperty("name_key");
  });

  it("rows from before the column get theirs at start-up", async () => {
    const name = `周${unique("")}`;
    const client = await insertClient(t, w.a.trainer, { name });
    await t.db.update(users).set({ name_key: null }).where(eq(users.id, client.user_id));
    expect(await backfillNameKeys(t.deps)).toBeGreaterThanOrEqual(1);
    const row = (await t.db.select().from(users).where(eq(users.id, client.user_id)))[0]!;
    expect(row.name_key).toBe(nameSortKey(name));
    expect(await backfillNameKeys(t.deps)).toBe(0);
  });
});
