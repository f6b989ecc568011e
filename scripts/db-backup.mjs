// `npm run db:backup [path]`: a consistent copy of the libSQL database file while the server runs.
// `VACUUM INTO` reads the database inside one read transaction (WAL lets the server keep writing)
// and writes a compact, self-contained file: every transaction committed before the copy started is
// in it, none committed after. Default path: .data/backups/coach-<UTC timestamp>.db.
// The database is DATABASE_URL (file: URLs only; a libSQL server has its own backups) or
// .data/coach.db, as for `npm start`.
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { createClient } from "@libsql/client";

export function databaseFile(env = process.env) {
  const url = env.DATABASE_URL || "file:.data/coach.db";
  if (!url.startsWith("file:")) {
    throw new Error(
      `db:backup copies a database file; DATABASE_URL is ${url.split(":")[0]}: use its server's backups`,
    );
  }
  return resolve(url.slice("file:".length).split("?")[0]);
}

export async function backup(source, target) {
  if (!existsSync(source)) throw new Error(`no database at ${source}`);
  if (existsSync(target)) throw new Error(`${target} exists; choose a new file`);
  mkdirSync(dirname(target), { recursive: true });
  const client = createClient({ url: `file:${source}` });
  try {
    // Wait for a writer's lock instead of failing at once (the server may be mid-write).
    await client.execute("PRAGMA busy_timeout = 10000");
    await client.execute({ sql: "VACUUM INTO ?", args: [target] });
  } finally {
    client.close();
  }
  const copy = createClient({ url: `file:${target}` });
  try {
    const check = await copy.execute("PRAGMA integrity_check");
    if (check.rows[0]?.[0] !== "ok")
      throw new Error(`the copy failed its integrity check: ${check.rows[0]?.[0]}`);
  } finally {
    copy.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, "db-backup.mjs")) {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const source = databaseFile();
  const target = resolve(process.argv[2] ?? join(".data", "backups", `coach-${stamp}.db`));
  backup(source, target).then(
    () => {
      console.log(`Backed up ${source} to ${target}`);
      // Uploaded files live beside the database, not in it: written once, never changed, so a plain
      // copy while the server runs is consistent file by file.
      const uploads = resolve(process.env.UPLOADS_DIR || join(".data", "uploads"));
      console.log(
        `Uploaded files are not in the database: copy ${uploads} too, e.g. rsync -a ${uploads}/ ${target.replace(/\.db$/, "")}-uploads/`,
      );
    },
    (e) => {
      console.error(`db:backup: ${e instanceof Error ? e.message : e}`);
      process.exit(1);
    },
  );
}
