import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Client, createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openNodeDatabase } from "../../db/node";

// The Node database reads through kept statements on a second, query-only connection
// (db/cached-reads.ts). Its results must be indistinguishable from the libSQL client's.
let dir: string;
let url: string;
let client: Client;
let plain: Client;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "coach-cached-reads-"));
  url = `file:${join(dir, "reads.db")}`;
  ({ client } = await openNodeDatabase(url));
  plain = createClient({ url });
  await client.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, data BLOB, big INTEGER, r REAL)");
});
afterAll(() => {
  client.close();
  plain.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The shape Drizzle relies on: named keys (enumerable), positions and length (not enumerable). */
function shape(row: object) {
  const r = row as Record<string | number, unknown> & { length: number };
  return {
    keys: Object.keys(r),
    positions: Array.prototype.slice.call(r),
    length: r.length,
    json: JSON.stringify(r),
  };
}

describe("cached reads", () => {
  it("sees every committed write of the main connection at once", async () => {
    for (let i = 1; i <= 3; i++) {
      await client.execute({ sql: "INSERT INTO t (id, name) VALUES (?, ?)", args: [i, `n${i}`] });
      const { rows } = await client.execute({ sql: "SELECT count(*) AS n FROM t", args: [] });
      expect(rows[0]?.n).toBe(i);
    }
    await client.batch([
      { sql: "UPDATE t SET name = ? WHERE id = ?", args: ["batched", 1] },
      { sql: "DELETE FROM t WHERE id = ?", args: [3] },
    ]);
    const { rows } = await client.execute("SELECT id, name FROM t ORDER BY id");
    expect(rows.map((r) => [r.id, r.name])).toEqual([
      [1, "batched"],
      [2, "n2"],
    ]);
  });

  it("holds no read transaction between statements: other statements see new commits, checkpoints run", async () => {
    const probe = "SELECT name FROM t WHERE id = ?";
    expect((await client.execute({ sql: probe, args: [30] })).rows).toEqual([]);
    await client.execute({ sql: "INSERT INTO t (id, name) VALUES (?, ?)", args: [30, "late"] });
    // A statement the reader has never run, then the kept one again.
    const other = await client.execute({ sql: "SELECT count(*) AS n FROM t WHERE id >= ?", args: [30] });
    expect(other.rows[0]?.n).toBe(1);
    expect((await client.execute({ sql: probe, args: [30] })).rows[0]?.name).toBe("late");
    // A read transaction left open would keep the WAL from being checkpointed completely.
    const { rows } = await client.execute("PRAGMA wal_checkpoint(TRUNCATE)");
    expect(rows[0]?.busy).toBe(0);
    await client.execute({ sql: "DELETE FROM t WHERE id = ?", args: [30] });
  });

  it("shapes rows exactly as the libSQL client does, duplicate and clashing names included", async () => {
    const sql = "SELECT t.id, t.name, t.id AS id, 7 AS length, 'x' AS \"0\", t.r FROM t WHERE id = ?";
    await client.execute({ sql: "UPDATE t SET r = ? WHERE id = ?", args: [0.1 + 0.2, 1] });
    const ours = (await client.execute({ sql, args: [1] })).rows[0]!;
    const theirs = (await plain.execute({ sql, args: [1] })).rows[0]!;
    expect(shape(ours)).toEqual(shape(theirs));
    expect(ours.r).toBe(0.1 + 0.2);
  });

  it("converts arguments and values like the client: booleans, blobs, unsafe integers", async () => {
    await client.execute({
      sql: "INSERT INTO t (id, name, data, big) VALUES (?, ?, ?, ?)",
      args: [10, "blob", new Uint8Array([1, 2, 3]), 2 ** 40],
    });
    const { rows } = await client.execute({
      sql: "SELECT data, big, ? AS yes FROM t WHERE id = ?",
      args: [true, 10],
    });
    expect(rows[0]?.data).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(rows[0]?.data as ArrayBuffer)]).toEqual([1, 2, 3]);
    expect(rows[0]?.big).toBe(2 ** 40);
    expect(rows[0]?.yes).toBe(1);
    await client.execute("UPDATE t SET big = 9007199254740993 WHERE id = 10");
    await expect(client.execute("SELECT big FROM t WHERE id = 10")).rejects.toThrow(RangeError);
  });

  it("never writes through the reading connection, even for a statement that returns rows", async () => {
    // INSERT … RETURNING returns rows but does not start with SELECT/WITH: the client writes it.
    const inserted = await client.execute({
      sql: "INSERT INTO t (id, name) VALUES (?, ?) RETURNING id",
      args: [20, "r"],
    });
    expect(inserted.rows[0]?.id).toBe(20);
    // A WITH … INSERT … RETURNING reaches the query-only connection, which refuses it.
    await expect(
      client.execute("WITH v(x) AS (SELECT 21) INSERT INTO t (id, name) SELECT x, 'w' FROM v RETURNING id"),
    ).rejects.toThrow();
    const { rows } = await plain.execute("SELECT count(*) AS n FROM t WHERE id = 21");
    expect(rows[0]?.n).toBe(0);
  });

  it("leaves statements it cannot prepare to the client, which reports them", async () => {
    await expect(client.execute("SELECT nope FROM t")).rejects.toThrow(/nope/);
  });

  it("keeps one connection for an in-memory database", async () => {
    const mem = await openNodeDatabase("file::memory:");
    await mem.client.execute("CREATE TABLE m (v)");
    await mem.client.execute("INSERT INTO m VALUES (1)");
    const { rows } = await mem.client.execute("SELECT v FROM m");
    expect(rows[0]?.v).toBe(1);
    mem.client.close();
  });
});
