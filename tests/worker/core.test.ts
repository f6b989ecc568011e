import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deriveRole } from "#shared/roles";
import { FILE_PRAGMAS } from "../../db/node";
import { organizations, trainers, users } from "../../db/schema";
import {
  hashPassword,
  PBKDF2_ITERATIONS,
  PBKDF2_MAX_ITERATIONS,
  parsePasswordHash,
  verifyPassword,
} from "../../worker/auth/password";
import { ensureSuperAdmin } from "../../worker/services/bootstrap";
import { createTestDb, type TestDb } from "../helpers/db";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

describe("role derivation (SPEC section 6)", () => {
  it.each([
    [{ super_admin: true }, [{ super_admin: false }], "super"],
    [{ super_admin: true }, [], "super"],
    [{ super_admin: false }, [{ super_admin: true }], "admin"],
    [{ super_admin: false }, [{ super_admin: false }, { super_admin: true }], "trainer"],
    [{ super_admin: false }, [{ super_admin: false }], "trainer"],
    [{ super_admin: false }, [], ""],
    [null, [{ super_admin: true }], ""],
  ] as const)("user %j with trainers %j is %j", (user, trainerList, role) => {
    expect(deriveRole(user, trainerList)).toBe(role);
  });
});

describe("password hashing", () => {
  it("never exceeds workerd's PBKDF2 cap of 100,000 iterations", async () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    expect(PBKDF2_MAX_ITERATIONS).toBe(100_000);
    const stored = await hashPassword("correct horse", "pepper-0123456789");
    expect(parsePasswordHash(stored)?.iterations).toBe(PBKDF2_ITERATIONS);
  });

  it("uses a per-user salt, the pepper, and a versioned format", async () => {
    const a = await hashPassword("same password", "pepper-0123456789");
    const b = await hashPassword("same password", "pepper-0123456789");
    expect(a).not.toBe(b);
    expect(a.startsWith("pbkdf2-sha256$100000$")).toBe(true);
    expect(await verifyPassword("same password", a, "pepper-0123456789")).toBe(true);
    expect(await verifyPassword("same password", a, "another-pepper-xx")).toBe(false);
    expect(await verifyPassword("other password", a, "pepper-0123456789")).toBe(false);
  });

  it("refuses a stored hash claiming more iterations than the cap", async () => {
    const stored = (await hashPassword("x", "pepper-0123456789")).replace("$100000$", "$200000$");
    await expect(verifyPassword("x", stored, "pepper-0123456789")).rejects.toThrow(/iterations/);
  });
});

describe("embedded database", () => {
  it("runs with the pragmas set at start", async () => {
    const read = async (name: string) => {
      const r = await t.client.execute(`PRAGMA ${name}`);
      return String(Object.values(r.rows[0] ?? {})[0]).toLowerCase();
    };
    expect(await read("journal_mode")).toBe(FILE_PRAGMAS.journal_mode);
    expect(await read("synchronous")).toBe(FILE_PRAGMAS.synchronous);
    expect(await read("foreign_keys")).toBe(FILE_PRAGMAS.foreign_keys);
    expect(await read("busy_timeout")).toBe(FILE_PRAGMAS.busy_timeout);
  });

  it("enforces foreign keys", async () => {
    await expect(
      t.db.insert(trainers).values({ user_id: 999_999, created_at: "x", updated_at: "x" }),
    ).rejects.toThrow();
  });

  it("keeps a multi-row batch atomic", async () => {
    const before = await t.db.select({ n: count() }).from(organizations);
    await expect(
      t.db.batch([
        t.db.insert(organizations).values({ name: "atomic-1" }),
        t.db.insert(trainers).values({ user_id: 999_999 }),
      ]),
    ).rejects.toThrow();
    const after = await t.db.select({ n: count() }).from(organizations);
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});

describe("bootstrap", () => {
  it("creates the super admin once, also when started concurrently", async () => {
    const results = await Promise.all([
      ensureSuperAdmin(t.deps),
      ensureSuperAdmin(t.deps),
      ensureSuperAdmin(t.deps),
    ]);
    expect(results.filter((r) => r.created).length).toBeLessThanOrEqual(1);
    const supers = await t.db.select().from(users);
    expect(supers.filter((u) => u.super_admin)).toHaveLength(1);
    expect((await ensureSuperAdmin(t.deps)).created).toBe(false);
  });
});
