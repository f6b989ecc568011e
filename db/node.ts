import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Client, createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { withCachedReads } from "./cached-reads";
import { createLibsqlDb, type Db } from "./client";

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Pragmas for an embedded file database, set explicitly at start rather than trusting client
 * defaults: WAL for concurrent readers, NORMAL sync (durable at checkpoints, safe with WAL),
 * foreign keys enforced (SQLite leaves them off), and a busy timeout instead of instant SQLITE_BUSY.
 */
export const FILE_PRAGMAS = {
  journal_mode: "wal",
  synchronous: "1",
  foreign_keys: "1",
  busy_timeout: "5000",
} as const;

export async function applyPragmas(client: Client): Promise<void> {
  for (const [name, value] of Object.entries(FILE_PRAGMAS)) {
    await client.execute(`PRAGMA ${name} = ${name === "journal_mode" ? value.toUpperCase() : value}`);
  }
}

export async function openNodeDatabase(url: string, authToken?: string): Promise<{ client: Client; db: Db }> {
  const isFile = url.startsWith("file:");
  if (isFile) {
    const path = url.slice("file:".length);
    if (path && path !== ":memory:") mkdirSync(dirname(resolve(path)), { recursive: true });
  }
  let client = createClient({ url, authToken });
  if (isFile) {
    await applyPragmas(client);
    // Reads through kept statements on a second connection (see cached-reads.ts); an in-memory
    // database is private to its connection, so it keeps the one connection.
    const path = fileDatabasePath(url);
    if (path) client = withCachedReads(client, path);
  }
  return { client, db: createLibsqlDb(client) };
}

/** The file behind a `file:` URL, or null for in-memory databases and URLs with options. */
function fileDatabasePath(url: string): string | null {
  const path = url.slice("file:".length);
  if (!path || path.includes(":memory:") || path.includes("?")) return null;
  return resolve(path);
}

/**
 * Applies db/migrations (the same SQL wrangler applies to D1); the bundled server passes the copy
 * the build puts beside dist/server.mjs.
 */
export async function migrateDatabase(client: Client, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  await migrate(drizzle(client), { migrationsFolder });
}
