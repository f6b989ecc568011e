import type { Client, InStatement } from "@libsql/client";
import { insideWorkoutWrite } from "../../worker/domains/workouts/writes";

/**
 * The app's database in tests refuses any statement that writes `workouts` unless it comes
 * through writeWorkouts (worker/domains/workouts/writes.ts), the choke point that keeps clients'
 * cached figures right. Fixtures write through the unguarded `t.db`.
 * Decision: docs/decisions/2026-11-22-one-write-path-for-workouts.md
 */
const WRITES_WORKOUTS =
  /^\s*(?:insert\s+into|update|delete\s+from|replace\s+into)\s+["`[]?workouts["`\]]?[\s(]/i;

function sqlOf(stmt: InStatement): string {
  return typeof stmt === "string" ? stmt : stmt.sql;
}

function check(statements: readonly InStatement[]) {
  if (insideWorkoutWrite()) return;
  const offending = statements.map(sqlOf).find((s) => WRITES_WORKOUTS.test(s));
  if (offending) throw new Error(`workouts written outside writeWorkouts(): ${offending.slice(0, 120)}`);
}

export function withWorkoutWriteGuard(client: Client): Client {
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === "execute") {
        return (stmt: InStatement, args?: unknown) => {
          check([stmt]);
          return args === undefined
            ? target.execute(stmt)
            : target.execute({ sql: stmt as string, args } as InStatement);
        };
      }
      if (prop === "batch") {
        return (stmts: InStatement[], mode?: Parameters<Client["batch"]>[1]) => {
          check(stmts);
          return target.batch(stmts, mode);
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
