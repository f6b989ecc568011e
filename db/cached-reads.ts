import { Buffer } from "node:buffer";
import type { Client, InArgs, InStatement, InValue, ResultSet, Row } from "@libsql/client";
import Database from "libsql";

/**
 * Reads of an embedded file database through a second, query-only connection that keeps its
 * prepared statements.
 *
 * Why: `@libsql/client`'s file driver prepares every statement again, asks it for its columns
 * twice and defines each value of each row with `Object.defineProperty`. On the hot read paths
 * (the token check, a client's week, the feed) that work costs several times the query itself
 * (client week: 0.57 ms through the client, 0.12 ms on a kept statement). Drizzle's prepared
 * queries send the same SQL text every time, so a small statement cache pays off at once.
 *
 * Safety:
 * - Only statements that read are served here: the SQL must start with SELECT or WITH and SQLite
 *   must report that it returns rows; the connection is `PRAGMA query_only`, so a statement that
 *   would write anyway fails instead of writing outside the main connection's transactions.
 * - Everything else (writes, batches, migrations, transactions) goes to the wrapped client, whose
 *   commits are visible to this connection's next read (WAL: each read sees the latest commit).
 * - Values come back as the wrapped client gives them with `intMode: "number"` (integers beyond
 *   2^53 refused, blobs as ArrayBuffer), and rows are both indexable and keyed by column name.
 */
export function withCachedReads(client: Client, path: string): Client {
  return new CachedReadsClient(client, path);
}

/** The wrapped client with `execute` answering reads from kept statements; the rest is delegated. */
class CachedReadsClient implements Client {
  private readonly reader: Database.Database;
  private readonly statements: StatementCache;

  constructor(
    private readonly client: Client,
    path: string,
  ) {
    this.reader = new Database(path, { timeout: 5 });
    this.reader.exec("PRAGMA query_only = 1");
    this.reader.exec("PRAGMA busy_timeout = 5000");
    this.statements = new StatementCache(this.reader);
  }

  execute(stmt: InStatement): Promise<ResultSet>;
  execute(sql: string, args?: InArgs): Promise<ResultSet>;
  execute(stmtOrSql: InStatement | string, args?: InArgs): Promise<ResultSet> {
    const stmt: InStatement =
      typeof stmtOrSql === "string" ? { sql: stmtOrSql, args: args ?? [] } : stmtOrSql;
    const statementArgs = stmt.args ?? [];
    const cached = Array.isArray(statementArgs) ? this.statements.readerFor(stmt.sql) : undefined;
    if (!cached || !Array.isArray(statementArgs)) return this.client.execute(stmt);
    try {
      return Promise.resolve(cached.run(statementArgs));
    } catch (e) {
      return Promise.reject(e);
    }
  }

  batch(...args: Parameters<Client["batch"]>) {
    return this.client.batch(...args);
  }
  migrate(...args: Parameters<Client["migrate"]>) {
    return this.client.migrate(...args);
  }
  transaction(...args: Parameters<Client["transaction"]>) {
    return this.client.transaction(...args);
  }
  executeMultiple(sql: string) {
    return this.client.executeMultiple(sql);
  }
  sync() {
    return this.client.sync();
  }
  reconnect() {
    this.client.reconnect();
  }
  close() {
    this.statements.clear();
    this.reader.close();
    this.client.close();
  }
  get closed() {
    return this.client.closed;
  }
  get protocol() {
    return this.client.protocol;
  }
}

const MAX_STATEMENTS = 200;
const READ_SQL = /^\s*(select|with)\b/i;

type Statement = Database.Statement;

/** A kept statement that reads, with what is needed to shape its rows. */
class CachedRead {
  readonly columns: string[];
  private readonly named: [string, number][];
  private readonly rowPrototype: object;

  constructor(private readonly statement: Statement) {
    statement.raw(true);
    statement.safeIntegers(true);
    this.columns = statement.columns().map((c) => c.name);
    this.named = namedColumns(this.columns);
    this.rowPrototype = rowPrototypeFor(this.columns);
  }

  run(args: InValue[]): ResultSet {
    const raw = this.statement.all(...args.map(toSql)) as unknown[][];
    const columns = this.columns;
    const rows = new Array<Row>(raw.length);
    for (let r = 0; r < raw.length; r++) rows[r] = makeRow(this.rowPrototype, this.named, raw[r]!);
    return {
      columns,
      columnTypes: columns.map(() => ""),
      rows,
      rowsAffected: 0,
      lastInsertRowid: undefined,
      toJSON: () => ({ columns, rows: rows.map((row) => Array.from(row)) }),
    };
  }
}

class StatementCache {
  /** SQL text → its kept statement, or null when it is not a read (then it goes to the client). */
  private readonly kept = new Map<string, CachedRead | null>();

  constructor(private readonly db: Database.Database) {}

  readerFor(sql: string): CachedRead | undefined {
    let entry = this.kept.get(sql);
    if (entry === undefined) {
      entry = null;
      if (READ_SQL.test(sql)) {
        // A statement this connection cannot prepare (e.g. a syntax error) is left to the client,
        // which reports it the usual way.
        try {
          const statement = this.db.prepare(sql);
          if (statement.reader) entry = new CachedRead(statement);
        } catch {
          entry = null;
        }
      }
      if (this.kept.size >= MAX_STATEMENTS) {
        const oldest = this.kept.keys().next();
        if (!oldest.done) this.kept.delete(oldest.value);
      }
      this.kept.set(sql, entry);
    }
    return entry ?? undefined;
  }

  clear() {
    this.kept.clear();
  }
}

/** Index access (`row[0]`, `row.length`) for Drizzle's array mode, from the values kept on the row. */
const VALUES = Symbol("values");

function rowPrototypeFor(columns: string[]): object {
  const proto: Record<string | symbol, unknown> = {};
  Object.defineProperty(proto, "length", { value: columns.length });
  for (let i = 0; i < columns.length; i++) {
    Object.defineProperty(proto, i, {
      get(this: { [VALUES]: unknown[] }) {
        return this[VALUES][i];
      },
    });
  }
  return proto;
}

/**
 * The (name, position) pairs a row gets as its own keys, as the libSQL client decides them: the
 * first of duplicate names wins, and names that clash with `length` or a position are left out.
 */
function namedColumns(columns: string[]): [string, number][] {
  const named: [string, number][] = [];
  const seen = new Set<string>(["length", ...columns.map((_, i) => String(i))]);
  columns.forEach((name, i) => {
    if (seen.has(name)) return;
    seen.add(name);
    named.push([name, i]);
  });
  return named;
}

/** A row as the libSQL client shapes it: names as own enumerable keys, positions not enumerable. */
function makeRow(proto: object, named: [string, number][], raw: unknown[]): Row {
  const values = raw.map(fromSql);
  const row = Object.create(proto) as Record<string | symbol, unknown>;
  Object.defineProperty(row, VALUES, { value: values });
  for (const [name, i] of named) row[name] = values[i];
  return row as unknown as Row;
}

function fromSql(value: unknown): unknown {
  if (typeof value === "bigint") {
    if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER))
      throw new RangeError("Received integer which cannot be safely represented as a JavaScript number");
    return Number(value);
  }
  if (value instanceof Uint8Array) {
    return value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength);
  }
  return value;
}

function toSql(value: InValue): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.valueOf();
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (value === undefined) throw new TypeError("undefined cannot be passed as an SQL argument");
  return value;
}
