import { Column, type GetColumnData, is, type SQL, sql } from "drizzle-orm";

/**
 * A row that crosses the SQL seam as ONE JSON value, described once by its Drizzle columns.
 *
 * The libSQL client re-prepares statements, asks for their columns and defines a property per
 * column per row; for wide rows that costs more than the query, so our hot reads select a single
 * `json_array(…)` instead (docs/decisions/2026-11-21-json-at-the-data-seam.md). A `jsonRow`
 * descriptor `{ key: column | sql | nested shape }` gives both sides of that trade from one place:
 * the SQL (`array`, or the select list `select`) and the decoder back to the object Drizzle would
 * have read, typed from the columns themselves.
 *
 * Decoding is the column's own (`mapFromDriverValue`): booleans arrive as 0/1, JSON columns as
 * their stored text (parsed, as Drizzle parses it), timestamps as numbers. REAL columns are the one
 * thing JSON cannot carry: SQLite's JSON writes doubles with 15 significant digits, which would
 * not give back the stored value, so `select` reads them as plain columns beside the JSON.
 */

/**
 * An SQL expression with its own decoding of the JSON value (a flag from a comparison, a nested
 * list); `decode` also receives null.
 */
export class Computed<T> {
  constructor(
    readonly sql: SQL,
    readonly decode: (value: unknown) => T,
  ) {}
}
export const computed = <T>(expression: SQL, decode: (value: unknown) => T) =>
  new Computed(expression, decode);

/** A nested shape from a LEFT JOIN: null when all its values are (as Drizzle reads joined tables). */
export class LeftJoined<S extends RowShape> {
  constructor(readonly shape: S) {}
}
export const leftJoined = <S extends RowShape>(shape: S) => new LeftJoined(shape);

type Leaf = Column | SQL<unknown> | Computed<unknown>;
export type RowShape = { readonly [key: string]: Leaf | RowShape | LeftJoined<RowShape> };

/** The object a shape decodes to: column types from Drizzle, `sql<T>` as T. */
export type RowOf<S extends RowShape> = {
  -readonly [K in keyof S]: S[K] extends Column
    ? GetColumnData<S[K]>
    : S[K] extends SQL<infer T>
      ? T
      : S[K] extends Computed<infer T>
        ? T
        : S[K] extends LeftJoined<infer G>
          ? RowOf<G> | null
          : S[K] extends RowShape
            ? RowOf<S[K]>
            : never;
};

/** One value of the row: where it sits in the flat list, how it is read and decoded. */
type Slot = {
  sql: SQL | Column;
  decode: (value: unknown) => unknown;
  /** Computed values decode null too (a comparison with a missing row is "no"). */
  decodesNull: boolean;
  real: boolean;
};
type Node = { key: string; slot: number } | { key: string; nullable: boolean; children: Node[] };

const identity = (value: unknown) => value;

function columnDecoder(column: Column): (value: unknown) => unknown {
  // Plain integers and text need no decoding: skip the call for the common case.
  if (column.mapFromDriverValue === Column.prototype.mapFromDriverValue) return identity;
  return (value) => column.mapFromDriverValue(value);
}

function flatten(shape: RowShape, slots: Slot[]): Node[] {
  return Object.entries(shape).map(([key, part]): Node => {
    if (is(part, Column)) {
      slots.push({
        sql: part,
        decode: columnDecoder(part),
        decodesNull: false,
        real: part.columnType === "SQLiteReal",
      });
      return { key, slot: slots.length - 1 };
    }
    if (part instanceof Computed) {
      slots.push({ sql: part.sql, decode: part.decode, decodesNull: true, real: false });
      return { key, slot: slots.length - 1 };
    }
    if (part instanceof LeftJoined) return { key, nullable: true, children: flatten(part.shape, slots) };
    if (isSql(part)) {
      slots.push({ sql: part, decode: identity, decodesNull: false, real: false });
      return { key, slot: slots.length - 1 };
    }
    return { key, nullable: false, children: flatten(part as RowShape, slots) };
  });
}

function isSql(part: unknown): part is SQL {
  return typeof part === "object" && part !== null && "queryChunks" in part;
}

/** Builds the objects of `nodes` from the flat values; null for a left-joined shape read as all nulls. */
function build(nodes: Node[], slots: Slot[], values: readonly unknown[]): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  for (const node of nodes) {
    if ("slot" in node) {
      const slot = slots[node.slot] as Slot;
      const value = values[node.slot] ?? null;
      out[node.key] = value === null && !slot.decodesNull ? null : slot.decode(value);
    } else {
      out[node.key] =
        node.nullable && allNull(node.children, values) ? null : build(node.children, slots, values);
    }
  }
  return out;
}

function allNull(nodes: Node[], values: readonly unknown[]): boolean {
  return nodes.every((node) =>
    "slot" in node ? (values[node.slot] ?? null) === null : allNull(node.children, values),
  );
}

/** The select list of `jsonRow(…).select`: the JSON value and the REAL columns, as plain columns. */
type Selected = { values: string } & Record<string, unknown>;

export function jsonRow<S extends RowShape>(shape: S) {
  const slots: Slot[] = [];
  const nodes = flatten(shape, slots);
  const list = (chosen: Slot[]) =>
    sql<string>`json_array(${sql.join(
      chosen.map((s) => s.sql),
      sql`, `,
    )})`;
  const realColumns = Object.fromEntries(
    slots.flatMap((s, i) => (s.real ? [[`real_${i}`, s.sql as Column]] : [])),
  ) as Record<string, Column>;
  const inJson = slots.map((_, i) => i).filter((i) => !(slots[i] as Slot).real);
  return {
    /**
     * Every value in the shape's order as `json_array(…)`, for places where a row must be ONE
     * value (inside json_group_array). REAL columns go in as SQLite's JSON prints them.
     */
    array: list(slots),
    /** The values of `array`, in order: the SQL of each (for writers that pick values by position). */
    slotSql: slots.map((s) => s.sql),
    /** Decodes a parsed `array` value. */
    fromArray(values: readonly unknown[]): RowOf<S> {
      return build(nodes, slots, values) as RowOf<S>;
    },
    /** The select list: `values` (everything but REAL columns, as JSON) and each REAL column. */
    select: { values: list(inJson.map((i) => slots[i] as Slot)), ...realColumns },
    /** Decodes a row read with `select`. */
    fromSelected(row: Selected): RowOf<S> {
      const parsed = JSON.parse(row.values) as unknown[];
      const values = new Array<unknown>(slots.length);
      for (let j = 0; j < inJson.length; j++) values[inJson[j] as number] = parsed[j];
      for (const key of Object.keys(realColumns)) values[Number(key.slice(5))] = row[key];
      return build(nodes, slots, values) as RowOf<S>;
    },
  };
}
