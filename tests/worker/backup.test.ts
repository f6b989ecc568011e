import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, it } from "vitest";
import { applyPragmas } from "../../db/node";

/**
 * `npm run db:backup` / `db:restore` (scripts/db-backup.mjs, scripts/db-restore.mjs) against a
 * database that is being written while the copy runs, as it is under a live server.
 */

const ROOT = join(import.meta.dirname, "..", "..");
const dir = mkdtempSync(join(tmpdir(), "coach-backup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runScript(
  script: string,
  args: string[],
  databasePath: string,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, "scripts", script), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: `file:${databasePath}` },
    });
    let out = "";
    child.stdout.on("data", (d) => {
      out += String(d);
    });
    child.stderr.on("data", (d) => {
      out += String(d);
    });
    child.on("exit", (code) => resolve({ code, out }));
  });
}

async function rowsOf(path: string): Promise<number[]> {
  const c = createClient({ url: `file:${path}` });
  try {
    return (await c.execute("SELECT n FROM probe ORDER BY n")).rows.map((r) => Number(r.n));
  } finally {
    c.close();
  }
}

describe("db:backup and db:restore", () => {
  it("copies every acknowledged row while writes go on, and restores the copy", async () => {
    const live = join(dir, "live.db");
    const writer = createClient({ url: `file:${live}` });
    await applyPragmas(writer);
    await writer.execute("CREATE TABLE probe (n INTEGER PRIMARY KEY, payload TEXT NOT NULL)");
    // Enough rows that the copy takes a while, so writes land during it.
    await writer.execute(
      `WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < 20000)
       INSERT INTO probe SELECT n, hex(randomblob(64)) FROM s`,
    );
    let acknowledged = 20_000;
    let writing = true;
    const writes = (async () => {
      while (writing) {
        await writer.execute({ sql: "INSERT INTO probe VALUES (?, 'x')", args: [acknowledged + 1] });
        acknowledged++;
        // The local client runs statements synchronously: give the event loop a turn.
        await new Promise((r) => setImmediate(r));
      }
    })();

    const before = acknowledged;
    const target = join(dir, "copy.db");
    const result = await runScript("db-backup.mjs", [target], live);
    writing = false;
    await writes;
    expect(result.code, result.out).toBe(0);

    const copied = await rowsOf(target);
    // Everything acknowledged before the copy began is there, as one unbroken prefix.
    expect(copied.length).toBeGreaterThanOrEqual(before);
    expect(copied[copied.length - 1]).toBe(copied.length);
    expect(acknowledged).toBeGreaterThan(before);

    // An existing file is never overwritten.
    expect((await runScript("db-backup.mjs", [target], live)).code).toBe(1);

    writer.close();
    const restored = await runScript("db-restore.mjs", [target], live);
    expect(restored.code, restored.out).toBe(0);
    expect((await rowsOf(live)).length).toBe(copied.length);
    expect(existsSync(`${live}.restoring`)).toBe(false);
    const kept = /kept as (.+)$/m.exec(restored.out)?.[1];
    expect(kept && (await rowsOf(kept)).length).toBe(acknowledged);
  }, 60_000);

  it("refuses a damaged backup and leaves the database alone", async () => {
    const live = join(dir, "keep.db");
    const c = createClient({ url: `file:${live}` });
    await c.execute("CREATE TABLE probe (n INTEGER PRIMARY KEY)");
    await c.execute("INSERT INTO probe VALUES (1)");
    c.close();
    const junk = join(dir, "junk.db");
    writeFileSync(junk, "not a database");
    const r = await runScript("db-restore.mjs", [junk], live);
    expect(r.code).toBe(1);
    expect(await rowsOf(live)).toEqual([1]);
  });
});
