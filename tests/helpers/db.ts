import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Client } from "@libsql/client";
import { createLibsqlDb, type Db } from "../../db/client";
import { migrateDatabase, openNodeDatabase } from "../../db/node";
import type { AppConfig, Clock } from "../../worker/config";
import { directoryUploadStore } from "../../worker/runtime/node/upload-store";
import type { ServiceDeps, SmsSender } from "../../worker/services/deps";
import { withD1Limits } from "../scenarios/d1-limits";
import { withWorkoutWriteGuard } from "./workout-write-guard";

export const TEST_CONFIG: AppConfig = {
  jwtSecret: "test-secret-test-secret-test-secret-0123456789",
  passwordPepper: "test-pepper-0123456789",
  superAdminEmail: "super@test.local",
  superAdminPassword: "Super1234!",
  seedDemo: false,
  accessTokenTtl: 3600,
  maxBodyBytes: 256 * 1024,
  trustedProxies: ["127.0.0.1"],
  // Organizations' own addresses are <subdomain>.coach.test (the workerd tests use the same).
  appDomain: "coach.test",
};

/** A clock tests can move: `clock.set("2026-03-02T10:00:00Z")`, `clock.advance(seconds)`. */
export function testClock(start = "2026-03-02T10:00:00.000Z") {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    set: (iso: string) => {
      now = new Date(iso);
    },
    advance: (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
  } satisfies Clock & Record<string, unknown>;
}
export type TestClock = ReturnType<typeof testClock>;

/** Captures SMS texts instead of logging them. */
export function testSms() {
  const sent: { phone: string; text: string }[] = [];
  const sender: SmsSender = {
    async send(phone, text) {
      sent.push({ phone, text });
    },
  };
  return { sender, sent };
}

export type TestDb = {
  /** For fixtures: writes anything. The app (`deps.db`, testApi, callers) uses a guarded handle. */
  db: Db;
  client: Client;
  deps: ServiceDeps;
  clock: TestClock;
  sms: ReturnType<typeof testSms>;
  path: string;
  close: () => void;
};

/**
 * A fresh, migrated libSQL file database (one per test file: call in beforeAll). With `d1Limits`
 * the database refuses what D1 would refuse (bound parameters, result columns, value sizes), so
 * code meant for both runtimes meets D1's limits in the fast Node run.
 * Decision: docs/decisions/2026-11-21-a-database-per-test-file.md
 */
export async function createTestDb(opts: { d1Limits?: boolean } = {}): Promise<TestDb> {
  const dir = mkdtempSync(join(tmpdir(), "coach-test-"));
  const path = join(dir, "test.db");
  const { client, db: plain } = await openNodeDatabase(`file:${path}`);
  await migrateDatabase(client);
  const base = opts.d1Limits ? withD1Limits(client) : client;
  const db = opts.d1Limits ? createLibsqlDb(base) : plain;
  // The app's handle: workouts are written only through writeWorkouts (see workout-write-guard.ts).
  const appDb = createLibsqlDb(withWorkoutWriteGuard(base));
  const clock = testClock();
  const sms = testSms();
  return {
    db,
    client,
    clock,
    sms,
    path,
    deps: {
      db: appDb,
      config: TEST_CONFIG,
      clock,
      sms: sms.sender,
      checkOutputs: true,
      // Uploaded files in the test's own temporary directory, removed with it.
      uploads: directoryUploadStore(join(dir, "uploads")),
    },
    close: () => {
      client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
