// `npm run db:restore <backup file>`: puts a backup made by `npm run db:backup` back as the database.
// STOP THE SERVER FIRST (systemctl stop / docker stop): a running server keeps the old file open.
// The backup is checked (integrity_check) before anything is touched; the current database and its
// WAL are kept beside it as <name>.before-restore-<timestamp> so a restore can itself be undone.
// The next start applies any migrations newer than the backup.
import { copyFileSync, existsSync, renameSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { createClient } from "@libsql/client";
import { databaseFile } from "./db-backup.mjs";

export async function restore(backupFile, target) {
  if (!existsSync(backupFile)) throw new Error(`no backup at ${backupFile}`);
  const check = createClient({ url: `file:${backupFile}` });
  try {
    const r = await check.execute("PRAGMA integrity_check");
    if (r.rows[0]?.[0] !== "ok") throw new Error(`the backup failed its integrity check: ${r.rows[0]?.[0]}`);
  } finally {
    check.close();
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  // Copy first, then swap by rename: a crash midway leaves either the old or the new database.
  const incoming = `${target}.restoring`;
  copyFileSync(backupFile, incoming);
  for (const suffix of ["", "-wal", "-shm"]) {
    if (existsSync(`${target}${suffix}`))
      renameSync(`${target}${suffix}`, `${target}.before-restore-${stamp}${suffix}`);
  }
  renameSync(incoming, target);
  rmSync(`${target}-journal`, { force: true });
  return `${target}.before-restore-${stamp}`;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, "db-restore.mjs")) {
  const from = process.argv[2];
  if (!from) {
    console.error("usage: npm run db:restore <backup file>   (stop the server first)");
    process.exit(1);
  }
  const target = databaseFile();
  restore(resolve(from), target).then(
    (kept) =>
      console.log(`Restored ${target} from ${resolve(from)}; the previous database is kept as ${kept}`),
    (e) => {
      console.error(`db:restore: ${e instanceof Error ? e.message : e}`);
      process.exit(1);
    },
  );
}
