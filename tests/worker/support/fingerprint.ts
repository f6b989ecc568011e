import { createHash } from "node:crypto";
import type { Client } from "@libsql/client";

/**
 * A fingerprint of the whole database: per table its row count and a hash of every row (all
 * columns, `quote()`d, in rowid order). The test databases hold a few hundred rows, so hashing
 * everything is cheap and catches any write, not only inserts and deletes.
 */
export type Fingerprint = Record<string, { rows: number; hash: string }>;

const selects = new WeakMap<Client, Promise<{ table: string; sql: string }[]>>();

async function tableSelects(client: Client) {
  const cached = selects.get(client);
  if (cached) return cached;
  const built = (async () => {
    const tables = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_\\_%' ESCAPE '\\' ORDER BY name",
    );
    const out: { table: string; sql: string }[] = [];
    for (const row of tables.rows) {
      const table = String(row.name);
      const columns = await client.execute(`SELECT name FROM pragma_table_info('${table}')`);
      const parts = columns.rows.map((c) => `quote("${String(c.name)}")`).join(" || '|' || ");
      out.push({
        table,
        sql: `SELECT count(*) AS n, coalesce(group_concat(r, char(10)), '') AS body FROM (SELECT ${parts} AS r FROM "${table}" ORDER BY rowid)`,
      });
    }
    return out;
  })();
  selects.set(client, built);
  return built;
}

/** Fingerprint of every table (pass `except` to leave out bookkeeping tables). */
export async function fingerprint(client: Client, except: readonly string[] = []): Promise<Fingerprint> {
  const all = (await tableSelects(client)).filter((s) => !except.includes(s.table));
  const results = await client.batch(
    all.map((s) => s.sql),
    "read",
  );
  const out: Fingerprint = {};
  all.forEach((s, i) => {
    const row = results[i]?.rows[0];
    out[s.table] = {
      rows: Number(row?.n ?? 0),
      hash: createHash("sha1")
        .update(String(row?.body ?? ""))
        .digest("hex"),
    };
  });
  return out;
}

/** The tables whose fingerprint differs (empty: unchanged). */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n]?.rows !== after[n]?.rows || before[n]?.hash !== after[n]?.hash);
}
