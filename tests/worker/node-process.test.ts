import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs } from "../../db/schema";
import { systemClock } from "../../worker/config";
import { issueToken } from "../../worker/domains/auth/sign-in";
import { insertClient, insertOrganization, insertTrainer } from "../factories";
import { createTestDb, TEST_CONFIG, type TestDb } from "../helpers/db";

/**
 * The production server as an operator runs it: the bundle `npm run build` makes
 * (scripts/build-server.mjs), started as `node server.mjs` on a libSQL file. Graceful stop on
 * SIGTERM, and a SIGKILL in the middle of a large program assignment that must leave the whole old
 * or the whole new assignment behind.
 */

const ROOT = join(import.meta.dirname, "..", "..");
let buildDir: string;
let t: TestDb;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

type Running = { child: ChildProcess; base: string; output: () => string; exited: Promise<number | null> };

/** How an operator would start the bundle on `dbPath`. */
function serverEnv(dbPath: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: `file:${dbPath}`,
    // Uploaded files beside the test's database, not in the repository's .data/.
    UPLOADS_DIR: join(dirname(dbPath), "uploads"),
    PORT: String(port),
    HOST: "127.0.0.1",
    JWT_SECRET: TEST_CONFIG.jwtSecret,
    PASSWORD_PEPPER: TEST_CONFIG.passwordPepper,
    SUPER_ADMIN_EMAIL: "super@process.test",
    SUPER_ADMIN_PASSWORD: "Process-Admin-9x!",
    SEED_DEMO: "0",
    LOG_LEVEL: "info",
  };
}

async function startServer(dbPath: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(buildDir, "server.mjs")], {
    cwd: ROOT,
    env: serverEnv(dbPath, port),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += String(d);
  });
  child.stderr?.on("data", (d) => {
    output += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  // Polled until healthy; the limit is a safety net for a machine busy with other work.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).status === 200)
        return { child, base, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become healthy:\n${output}`);
}

/**
 * A JSON POST sent with `Expect: 100-continue`: `taken` resolves when the server has read the
 * request's head and handed it to the app (Node answers 100 Continue then), so the request is in
 * flight from the server's side; the body follows at once. `status` is the final answer's.
 */
function postWhenTaken(url: string, headers: Record<string, string>, body: string) {
  let taken: () => void = () => {};
  const takenPromise = new Promise<void>((resolve) => {
    taken = resolve;
  });
  const status = new Promise<number>((resolve, reject) => {
    const req = request(url, {
      method: "POST",
      headers: {
        ...headers,
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        expect: "100-continue",
      },
    });
    req.on("continue", () => {
      req.end(body);
      taken();
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
  });
  return { taken: takenPromise, status };
}

/** An organization's admin, 150 clients and a 12-week program (84 workouts × 6 items). */
async function seedProgramAndClients(db: TestDb) {
  const org = await insertOrganization(db);
  const coach = await insertTrainer(db, org.id, { admin: true });
  const clientIds: number[] = [];
  for (let i = 0; i < 150; i++) clientIds.push((await insertClient(db, coach)).id);
  const now = db.clock.now().toISOString();
  const [program] = await db.db
    .insert(programs)
    .values({
      name: "12 周",
      organization_id: org.id,
      length: 84,
      highest_position: 84,
      created_at: now,
      updated_at: now,
    })
    .returning();
  // 84 template workouts of 6 items each, written straight into the file (fixtures).
  await db.client.execute({
    sql: `WITH RECURSIVE p(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM p WHERE n < 84)
      INSERT INTO workouts (organization_id, program_id, position, title, uuid, created_at, updated_at)
      SELECT ?, ?, n, '第' || n || '天', 'tpl-' || n, ?, ? FROM p`,
    args: [org.id, program!.id, now, now],
  });
  await db.client.execute({
    sql: `WITH RECURSIVE k(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM k WHERE n < 6)
      INSERT INTO workout_items (workout_id, name, info, position, created_at, updated_at)
      SELECT w.id, '动作 ' || k.n, '3 × 10', k.n, ?, ? FROM workouts AS w, k WHERE w.program_id = ?`,
    args: [now, now, program!.id],
  });
  const token = await issueToken({ ...db.deps, clock: systemClock }, coach.userId, 0);
  return { program: program!, clientIds, token };
}

beforeAll(() => {
  // Inside the repository so the bundle's external packages resolve from node_modules.
  mkdirSync(join(ROOT, "node_modules", ".cache"), { recursive: true });
  buildDir = mkdtempSync(join(ROOT, "node_modules", ".cache", "server-build-"));
  const r = spawnSync(process.execPath, [join(ROOT, "scripts", "build-server.mjs"), "--outdir", buildDir], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`server build failed:\n${r.stdout}${r.stderr}`);
}, 300_000);

afterAll(() => {
  t?.close();
  rmSync(buildDir, { recursive: true, force: true });
});

/** The super admins and default exercises in the file at `dbPath`. */
async function preparedRows(dbPath: string) {
  const check = createClient({ url: `file:${dbPath}` });
  try {
    const admins = await check.execute("SELECT email FROM users WHERE super_admin = 1");
    const exercises = await check.execute('SELECT count(*) AS n FROM exercises WHERE "default" = 1');
    return { admins: admins.rows.map((r) => r.email), defaultExercises: Number(exercises.rows[0]?.n) };
  } finally {
    check.close();
  }
}

describe("the bundled Node server", () => {
  it("does the start-up work on an empty database in a child process and reports it once listening", async () => {
    const dir = mkdtempSync(join(tmpdir(), "node-process-"));
    try {
      const path = join(dir, "empty.db");
      const server = await startServer(path);
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      // Migrated, with the super admin from the environment and the shared catalogue; the line
      // saying the admin was created comes from the child's report.
      const rows = await preparedRows(path);
      expect(rows.admins).toEqual(["super@process.test"]);
      expect(rows.defaultExercises).toBeGreaterThan(0);
      expect(server.output()).toContain("super admin: super@process.test / (SUPER_ADMIN_PASSWORD)");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);

  it("only prepares the database with --prepare-database-only (an operator's migration step)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "node-process-"));
    try {
      const path = join(dir, "empty.db");
      const run = spawnSync(process.execPath, [join(buildDir, "server.mjs"), "--prepare-database-only"], {
        cwd: ROOT,
        env: serverEnv(path, await freePort()),
        encoding: "utf8",
        timeout: 120_000,
      });
      // Exits by itself (it never listens) once the work is done.
      expect(run.status).toBe(0);
      expect(run.stdout).not.toContain("Coach platform on");
      expect(await preparedRows(path)).toMatchObject({ admins: ["super@process.test"] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);

  it("answers /healthz, logs one line per request without secrets, and stops cleanly on SIGTERM", async () => {
    t = await createTestDb();
    const { program, clientIds, token } = await seedProgramAndClients(t);
    t.client.close();
    const server = await startServer(t.path);
    // A request being served when the signal arrives is finished, not cut. The signal is sent
    // once the server has taken the request (its 100 Continue), not after a fixed pause: on a
    // busy machine the request might not even have arrived yet.
    const assign = postWhenTaken(
      `${server.base}/api/programs/${program.id}/assign_job`,
      { authorization: `Bearer ${token}`, "x-request-id": "req-graceful" },
      JSON.stringify({ client_ids: clientIds, start_date: "2026-12-07" }),
    );
    await assign.taken;
    server.child.kill("SIGTERM");
    expect(await assign.status).toBe(200);
    expect(await server.exited).toBe(0);

    const lines = server
      .output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const requests = lines.filter((l) => l.msg === "request");
    expect(requests.some((l) => l.route === "/healthz" && l.status === 200)).toBe(true);
    const logged = requests.find((l) => l.request_id === "req-graceful");
    expect(logged).toMatchObject({ method: "POST", status: 200 });
    expect(String(logged?.route)).toMatch(/^\/api\/programs\/:id/);
    expect(server.output()).not.toContain(token);
    expect(lines.at(-1)?.msg).toBe("stopped");
    // The WAL was folded back into the database file.
    expect(statSync(`${t.path}-wal`, { throwIfNoEntry: false })?.size ?? 0).toBe(0);
    const check = createClient({ url: `file:${t.path}` });
    const [row] = (await check.execute("SELECT count(*) AS n FROM workouts WHERE client_id IS NOT NULL"))
      .rows;
    check.close();
    expect(Number(row?.n)).toBe(clientIds.length * 84);
  }, 300_000);

  it("leaves the whole old or the whole new assignment when killed in the middle of one", async () => {
    const db = await createTestDb();
    try {
      const { program, clientIds, token } = await seedProgramAndClients(db);
      db.client.close();

      for (const delayMs of [40, 250]) {
        const server = await startServer(db.path);
        const assign = fetch(`${server.base}/api/programs/${program!.id}/assign_job`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ client_ids: clientIds, start_date: "2026-12-07", replace: true }),
        }).then(
          (r) => r.status,
          () => "cut",
        );
        await new Promise((r) => setTimeout(r, delayMs));
        server.child.kill("SIGKILL");
        await server.exited;
        const answered = await assign;

        const check = createClient({ url: `file:${db.path}` });
        const [integrity] = (await check.execute("PRAGMA integrity_check")).rows;
        expect(integrity?.[0]).toBe("ok");
        const perClient = (
          await check.execute({
            sql: "SELECT count(*) AS n FROM workouts WHERE client_id IS NOT NULL AND program_id = ? GROUP BY client_id",
            args: [program!.id],
          })
        ).rows.map((r) => Number(r.n));
        const items = Number(
          (
            await check.execute({
              sql: `SELECT count(*) AS n FROM workout_items AS i JOIN workouts AS w ON w.id = i.workout_id
                WHERE w.client_id IS NOT NULL AND w.program_id = ?`,
              args: [program!.id],
            })
          ).rows[0]?.n,
        );
        check.close();
        // One batch: nobody holds part of it, and either nobody or everybody has it.
        const assigned = perClient.length;
        expect([0, clientIds.length]).toContain(assigned);
        expect(perClient.every((n) => n === 84)).toBe(true);
        expect(items).toBe(assigned * 84 * 6);
        // An acknowledged assignment is never lost.
        if (answered === 200) expect(assigned).toBe(clientIds.length);
      }
    } finally {
      db.close();
    }
  }, 300_000);
});
