import { getTableColumns } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

/** D1's limit of bound parameters per statement (docs: D1 limits); libSQL allows far more. */
const MAX_BOUND_PARAMETERS = 100;

/** How many rows of `table` one multi-row insert may carry on D1 (a row binds at most one parameter per column). */
export const rowsPerStatement = (table: SQLiteTable) =>
  Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / Object.keys(getTableColumns(table)).length));

/** `rows` cut into slices that each fit one D1 insert into `table`. */
export function d1Chunks<T>(table: SQLiteTable, rows: readonly T[]): T[][] {
  const size = rowsPerStatement(table);
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}
