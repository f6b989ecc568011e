import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMON_PASSWORDS_FRONT_CODED } from "#shared/common-passwords";
import { FIELD_MESSAGES } from "#shared/messages";
import { decodeFrontCoded, isCommonPassword } from "#shared/password-rules";
import { PASSWORD_MIN_LENGTH } from "#shared/shared-rules";
import { common_passwords, users } from "../../db/schema";
import { insertOrganization, insertTrainer, unique } from "../factories";
import { createTestDb, type TestDb } from "../helpers/db";
import { testApi } from "../helpers/http";

/**
 * The common-password list exists twice from one generator (scripts/build-common-passwords.ts):
 * front-coded in the web forms' lazily loaded chunk, and as the common_passwords table the server
 * checks (worker/domains/auth/common-passwords.ts), which keeps it out of the Worker bundle. Both
 * must hold the same 10,000 words, and every operation that takes a chosen password must refuse
 * them, on the password field, before it writes anything.
 */
const words = decodeFrontCoded(COMMON_PASSWORDS_FRONT_CODED);

describe("the web forms' copy of the list", () => {
  it("decodes to 10,000 distinct sorted lower-case words of 8+ characters", () => {
    expect(words).toHaveLength(10_000);
    expect(new Set(words).size).toBe(10_000);
    expect(words).toEqual([...words].sort());
    expect(words.every((w) => w.length >= PASSWORD_MIN_LENGTH && w === w.toLowerCase())).toBe(true);
    // Front coding pays: the stored text is well under the 90 KB of the plain list.
    expect(COMMON_PASSWORDS_FRONT_CODED.length).toBeLessThan(words.join("\n").length * 0.7);
  });

  it("refuses the list's words in any case, and accepts others", () => {
    for (const w of ["password", "iloveyou", "1qaz2wsx", "trustno1", words[0]!, words.at(-1)!])
      expect(isCommonPassword(w.toUpperCase())).toBe(true);
    expect(isCommonPassword("Correct-Horse-Battery-9")).toBe(false);
  });
});

describe("the server's check", () => {
  let t: TestDb;
  let api: ReturnType<typeof testApi>;
  beforeAll(async () => {
    t = await createTestDb({ d1Limits: true });
    api = testApi(t);
  });
  afterAll(() => t.close());

  it("the migration's table holds exactly the web list's words", async () => {
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(common_passwords);
    expect(n).toBe(10_000);
    const stored = await t.db.select().from(common_passwords);
    expect(new Set(stored.map((r) => r.password))).toEqual(new Set(words));
  });

  /** A 400 whose one issue is the common-password message on `path`, in the request's language. */
  function expectRefused(res: { status: number; body: Record<string, unknown> }, path: string) {
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.issues).toEqual([{ path, message: FIELD_MESSAGES.PASSWORD_COMMON.zh }]);
  }

  it("registering refuses a common password in any case and creates nobody", async () => {
    const email = `${unique("reg")}@test.local`;
    const res = await api.post("/api/register", { user: { name: "常见", email, password: "PassWord123" } });
    expectRefused(res, "user.password");
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const ok = await api.post("/api/register", {
      user: { name: "常见", email, password: "Register-2026-x" },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });

  it("changing a password refuses it before the current password is even checked", async () => {
    const org = await insertOrganization(t);
    const coach = await insertTrainer(t, org.id, { password: "Old-pass-2026" });
    const res = await api.post(
      "/api/users/change_password",
      { user: { current_password: "wrong", password: "iloveyou" } },
      { token: coach.token },
    );
    expectRefused(res, "user.password");
  });

  it("a password reset refuses it before the SMS code is looked at (no guess is used up)", async () => {
    const res = await api.post("/api/user/reset_password", {
      user: { mobile: "13800138000", code: "123456", password: "qwertyuiop" },
    });
    expectRefused(res, "user.password");
  });

  it("a coach creating a user or a trainer with a common password is refused", async () => {
    const org = await insertOrganization(t);
    const admin = await insertTrainer(t, org.id, { admin: true });
    const email = `${unique("new")}@test.local`;
    expectRefused(
      await api.post(
        "/api/users",
        { user: { name: "新人", email, password: "trustno1" } },
        { token: admin.token },
      ),
      "user.password",
    );
    expectRefused(
      await api.post(
        "/api/trainers",
        { trainer: { user: { name: "新教练", email, password: "1qaz2wsx" } } },
        { token: admin.token },
      ),
      "trainer.user.password",
    );
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
