import type { Client, InStatement, ResultSet } from "@libsql/client";

/**
 * D1 refuses statements libSQL runs happily (developers.cloudflare.com/d1/platform/limits). The
 * Node scenario runner wraps its libSQL client with these checks, so a query that would fail on
 * D1 fails on Node too, with a message naming the limit, long before `npm run test:workerd`.
 */
export const D1_LIMITS = {
  /** Bound parameters per statement (each statement of a batch counts alone). */
  boundParameters: 100,
  /** Columns of a table, and of a result set (workerd's SQLite: "too many columns in result set"). */
  columns: 100,
  /** SQL text of one statement, in bytes. */
  statementBytes: 100_000,
  /** One string or BLOB value, in bytes. */
  valueBytes: 2_000_000,
} as const;

const encoder = new TextEncoder();

/**
 * Drizzle wraps driver errors as "Failed query: …" and the test setup prints only that message, so
 * the limit is also logged (console.error fails the test and shows the reason).
 */
function refuse(message: string): never {
  console.error(`[d1-limits] ${message}`);
  throw new Error(message);
}

function statementParts(stmt: InStatement): { sql: string; args: unknown[] } {
  if (typeof stmt === "string") return { sql: stmt, args: [] };
  const args = stmt.args ?? [];
  return { sql: stmt.sql, args: Array.isArray(args) ? args : Object.values(args) };
}

export function assertD1Statement(stmt: InStatement): void {
  const { sql, args } = statementParts(stmt);
  const where = sql.replace(/\s+/g, " ").slice(0, 160);
  if (args.length > D1_LIMITS.boundParameters) {
    refuse(`D1 limit: ${args.length} bound parameters > ${D1_LIMITS.boundParameters} in: ${where}`);
  }
  const bytes = encoder.encode(sql).length;
  if (bytes > D1_LIMITS.statementBytes) {
    refuse(`D1 limit: statement of ${bytes} bytes > ${D1_LIMITS.statementBytes}: ${where}`);
  }
  for (const arg of args) {
    const size =
      typeof arg === "string" ? encoder.encode(arg).length : arg instanceof Uint8Array ? arg.length : 0;
    if (size > D1_LIMITS.valueBytes) {
      refuse(`D1 limit: a bound value of ${size} bytes > ${D1_LIMITS.valueBytes} in: ${where}`);
    }
  }
}

export function assertD1Result(stmt: InStatement, result: ResultSet): void {
  if (result.columns.length > D1_LIMITS.columns) {
    const { sql } = statementParts(stmt);
    refuse(
      `D1 limit: ${result.columns.length} columns in the result set > ${D1_LIMITS.columns} (select fewer columns): ` +
        sql.replace(/\s+/g, " ").slice(0, 160),
    );
  }
}

/** The same client, refusing what D1 would refuse (execute and batch; migrations are not checked). */
export function withD1Limits(client: Client): Client {
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === "execute") {
        return async (stmt: InStatement, args?: unknown) => {
          const full = args === undefined ? stmt : ({ sql: stmt as string, args } as InStatement);
          assertD1Statement(full);
          const result = await target.execute(full);
          assertD1Result(full, result);
          return result;
        };
      }
      if (prop === "batch") {
        return async (stmts: InStatement[], mode?: Parameters<Client["batch"]>[1]) => {
          for (const stmt of stmts) assertD1Statement(stmt);
          const results = await target.batch(stmts, mode);
          results.forEach((r, i) => {
            assertD1Result(stmts[i]!, r);
          });
          return results;
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
