import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

/**
 * Copies of rows written in SQL (`INSERT INTO t (…) SELECT … FROM <source>`), with the column
 * list taken from the Drizzle table: every column is copied from the source row unless it is
 * excluded (left to its default, e.g. the new row's id) or overridden (an SQL expression, e.g. the
 * new client). A column added to the table later is therefore copied without anyone touching the
 * copy; tests assert copied + overridden = table columns − excluded.
 */
export type ColumnKey<T extends SQLiteTable> = keyof T["_"]["columns"] & string;

export type CopyPlan<T extends SQLiteTable> = {
  /** Columns the copy leaves to their defaults, each with its reason. */
  exclude: Partial<Record<ColumnKey<T>, string>>;
  /** Columns the copy sets instead of copying; `from` is the source row's alias. */
  override: (from: (column: ColumnKey<T>) => SQL) => Partial<Record<ColumnKey<T>, SQL>>;
};

/** Which columns a plan copies, overrides and leaves out (for tests and documentation). */
export function copyColumns<T extends SQLiteTable>(table: T, plan: CopyPlan<T>) {
  const all = Object.keys(getTableColumns(table)) as ColumnKey<T>[];
  const overridden = Object.keys(plan.override(() => sql``)) as ColumnKey<T>[];
  const excluded = Object.keys(plan.exclude) as ColumnKey<T>[];
  const copied = all.filter((c) => !overridden.includes(c) && !excluded.includes(c));
  return { all, copied, overridden, excluded };
}

/**
 * `INSERT INTO <table> (columns) SELECT <values> <fromClause>` for the plan; `alias` names the
 * source row in `fromClause` (e.g. `FROM json_each(?) AS j JOIN workouts AS t ON …` with alias "t").
 */
export function insertCopy<T extends SQLiteTable>(
  table: T,
  plan: CopyPlan<T>,
  alias: string,
  fromClause: SQL,
): SQL {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const from = (key: ColumnKey<T>) =>
    sql`${sql.identifier(alias)}.${sql.identifier(columnName(columns, key))}`;
  const overrides = plan.override(from) as Record<string, SQL>;
  const targets: ReturnType<typeof sql.identifier>[] = [];
  const values: SQL[] = [];
  for (const key of Object.keys(columns)) {
    if (key in plan.exclude) continue;
    targets.push(sql.identifier(columnName(columns, key)));
    values.push(overrides[key] ?? from(key as ColumnKey<T>));
  }
  return sql`INSERT INTO ${sql.identifier(getTableName(table))} (${sql.join(targets, sql`, `)}) SELECT ${sql.join(
    values,
    sql`, `,
  )} ${fromClause}`;
}

function columnName(columns: Record<string, { name: string }>, key: string): string {
  const column = columns[key];
  if (!column) throw new Error(`no column ${key}`);
  return column.name;
}
