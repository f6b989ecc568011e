import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import type { Db } from "../../db/client";
import journal from "../../db/migrations/meta/_journal.json";

/** Migrations this build expects (db/migrations/meta/_journal.json, bundled: ~1 KB). */
export const EXPECTED_MIGRATIONS = journal.entries.length;

/**
 * Applied migrations: the libSQL migrator records them in `__drizzle_migrations` (Node), wrangler
 * in `d1_migrations` (D1). Whichever table exists answers; neither means none applied.
 */
async function appliedMigrations(db: Db): Promise<number> {
  const tables = await db.all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('__drizzle_migrations', 'd1_migrations')`,
  );
  let applied = 0;
  for (const { name } of tables) {
    const [row] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM ${sql.identifier(name)}`);
    applied = Math.max(applied, Number(row?.n ?? 0));
  }
  return applied;
}

/**
 * `GET /healthz` for load balancers, Docker and systemd: 200 when the database answers and every
 * migration of this build is applied, 503 otherwise. No authentication and, on purpose, no
 * details (versions, counts, errors) an attacker could use; the reason goes to the server log.
 */
export function mountHealth(app: Hono, db: Db, onFailure: (reason: string) => void = () => {}) {
  app.get("/healthz", async (c) => {
    c.header("cache-control", "no-store");
    try {
      const applied = await appliedMigrations(db);
      if (applied >= EXPECTED_MIGRATIONS) return c.json({ status: "ok" });
      onFailure(`migrations: ${applied} of ${EXPECTED_MIGRATIONS} applied`);
    } catch (e) {
      onFailure(`database: ${e instanceof Error ? e.message : String(e)}`);
    }
    return c.json({ status: "unavailable" }, 503);
  });
}
