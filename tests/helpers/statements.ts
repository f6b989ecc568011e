import type { Client, InArgs, InStatement, ResultSet } from "@libsql/client";
import { vi } from "vitest";

export type StatementLog = {
  /** The SQL of every statement sent, batches' statements one by one. */
  statements: string[];
  /** Rows written (inserted, updated or deleted) by them. */
  rowsWritten: number;
};

const sqlOf = (stmt: InStatement | [string, InArgs?]) =>
  Array.isArray(stmt) ? stmt[0] : typeof stmt === "string" ? stmt : stmt.sql;

/**
 * Records what reaches the database while `work` runs. Cost assertions count statements and rows
 * (the work a request does), not milliseconds: a duration measures the machine and its other
 * load as much as the code, so a bound on it passes or fails with whatever else is running.
 * Decision: docs/decisions/2026-11-23-bench-method.md
 */
export async function recordStatements(client: Client, work: () => Promise<unknown>): Promise<StatementLog> {
  const log: StatementLog = { statements: [], rowsWritten: 0 };
  const execute = client.execute.bind(client);
  const batch = client.batch.bind(client);
  const count = (results: ResultSet[]) => {
    for (const r of results) log.rowsWritten += r.rowsAffected;
  };
  // The overloads of `execute` cannot be spelled by one implementation: cast to the method's type.
  const onExecute = vi.spyOn(client, "execute").mockImplementation((async (
    stmt: InStatement,
    args?: InArgs,
  ) => {
    log.statements.push(sqlOf(stmt));
    const result = args === undefined ? await execute(stmt) : await execute(sqlOf(stmt), args);
    count([result]);
    return result;
  }) as Client["execute"]);
  const onBatch = vi.spyOn(client, "batch").mockImplementation(async (stmts, mode) => {
    log.statements.push(...stmts.map(sqlOf));
    const results = await batch(stmts, mode);
    count(results);
    return results;
  });
  try {
    await work();
  } finally {
    onExecute.mockRestore();
    onBatch.mockRestore();
  }
  return log;
}
