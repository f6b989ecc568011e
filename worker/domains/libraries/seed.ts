import { and, count, eq, getTableName, isNull, sql } from "drizzle-orm";
import { exercises } from "../../../db/schema";
import type { ExerciseTags } from "../../../db/schema/json-types";
import type { ServiceDeps } from "../../services/deps";

/** One entry of db/default-exercises/exercises.json. */
export type CatalogueExercise = {
  exercise_name: string;
  description: string;
  tags: ExerciseTags;
  /** Pinyin search aid, built with the catalogue (shared/search-key.ts). */
  search_key: string;
  /** "/exercise-photos/<slug>.<hash>.webp" (scripts/build-exercise-photos.ts), or null. */
  photo_url: string | null;
};

/** Rows per INSERT: each statement binds one JSON array (about 170 KB), far under D1's limits. */
const ROWS_PER_STATEMENT = 200;

/**
 * Inserts default exercises (`default: true`, no organization) once: when default exercises already
 * exist nothing is inserted (so exercises the super admin deleted or renamed stay that way), only
 * rows from before search keys and photos are refreshed (refreshDefaultExercises), and a
 * row is only inserted if no default exercise has its name (two servers starting at once do not
 * duplicate it). One atomic batch of multi-row `INSERT … SELECT … FROM json_each(?)` statements.
 * No catalogue import here, so this module costs a bundle nothing.
 */
export async function insertDefaultExercises(
  deps: ServiceDeps,
  catalogue: readonly CatalogueExercise[],
): Promise<{ inserted: number }> {
  const defaults = () =>
    deps.db
      .select({ n: count() })
      .from(exercises)
      .where(and(eq(exercises.default, true), isNull(exercises.organization_id)));
  const [before] = await defaults();
  if ((before?.n ?? 0) > 0) {
    await refreshDefaultExercises(deps, catalogue);
    return { inserted: 0 };
  }

  const now = deps.clock.now().toISOString();
  const table = sql.identifier(getTableName(exercises));
  const field = (i: number) => sql.raw(`json_extract(j.value, '$[${i}]')`);
  const statements = [];
  for (let i = 0; i < catalogue.length; i += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(
      catalogue
        .slice(i, i + ROWS_PER_STATEMENT)
        .map((r) => [r.exercise_name, r.description, r.tags, r.search_key, r.photo_url]),
    );
    statements.push(
      deps.db.run(sql`
        INSERT INTO ${table} ("default", exercise_name, description, url, attachments, trainer_id,
          organization_id, tags, search_key, photo_url, created_at, updated_at)
        SELECT 1, ${field(0)}, ${field(1)}, NULL, '[]', NULL, NULL, ${field(2)}, ${field(3)}, ${field(4)},
          ${now}, ${now}
        FROM json_each(${json}) AS j
        WHERE NOT EXISTS (
          SELECT 1 FROM ${table} AS e
          WHERE e."default" = 1 AND e.organization_id IS NULL AND e.exercise_name = ${field(0)}
        )
        ORDER BY j.key`),
    );
  }
  const [first, ...rest] = statements;
  if (first) await deps.db.batch([first, ...rest]);
  const [after] = await defaults();
  return { inserted: after?.n ?? 0 };
}

/**
 * The UPDATE that brings catalogue rows seeded before search keys and photos existed up to date,
 * matched by name: the key only where none is stored yet (`search_key = ''`: what the migration
 * gave old rows; every write since stores one), so the super admin's edits stay; the photo there
 * too, and wherever a catalogue photo's file name changed (a rebuilt photo gets a new name, the
 * old file is gone). Rows already up to date are not written: cheap at every start.
 * `rows` is where the JSON list of [exercise_name, search_key, photo_url] goes (a bound parameter
 * or, for `wrangler d1 execute`, a quoted literal).
 */
function refreshSql(rows: string): string {
  // The catalogue side drives the join (CROSS JOIN keeps it outer: one index lookup per name, ~2 ms
  // when nothing is due); SQLite would otherwise scan the JSON once per exercise (~0.4 s).
  return `WITH r AS MATERIALIZED (
    SELECT json_extract(j.value, '$[0]') AS name, json_extract(j.value, '$[1]') AS search_key,
      json_extract(j.value, '$[2]') AS photo_url
    FROM json_each(${rows}) AS j
  )
  UPDATE "exercises" SET
    search_key = CASE WHEN search_key = ''
      THEN (SELECT r.search_key FROM r WHERE r.name = "exercises".exercise_name) ELSE search_key END,
    photo_url = (SELECT r.photo_url FROM r WHERE r.name = "exercises".exercise_name)
  WHERE id IN (
    SELECT e.id FROM r CROSS JOIN "exercises" AS e
    WHERE e."default" = 1 AND e.organization_id IS NULL AND e.exercise_name = r.name
      AND (e.search_key = '' OR (e.photo_url LIKE '/exercise-photos/%' AND e.photo_url IS NOT r.photo_url))
  )`;
}

/** Rows per refresh statement: three short strings each (~100 KB of JSON). */
const REFRESH_ROWS_PER_STATEMENT = 1000;

function refreshRows(catalogue: readonly CatalogueExercise[], size = REFRESH_ROWS_PER_STATEMENT): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < catalogue.length; i += size) {
    const rows = catalogue.slice(i, i + size);
    chunks.push(JSON.stringify(rows.map((r) => [r.exercise_name, r.search_key, r.photo_url])));
  }
  return chunks;
}

/** See refreshSql; one atomic batch. */
export async function refreshDefaultExercises(
  deps: ServiceDeps,
  catalogue: readonly CatalogueExercise[],
): Promise<void> {
  const [before, after] = refreshSql("\u0000").split("\u0000") as [string, string];
  const statements = refreshRows(catalogue).map((rows) =>
    deps.db.run(sql`${sql.raw(before)}${rows}${sql.raw(after)}`),
  );
  const [first, ...rest] = statements;
  if (first) await deps.db.batch([first, ...rest]);
}

/**
 * The same insert as SQL text for `wrangler d1 execute` (Worker deployments seed D1 this way
 * instead of bundling the catalogue): one statement per exercise, each skipped when a default
 * exercise of that name exists; then the refresh of rows seeded before search keys and photos
 * (refreshSql), in statements well under D1's 100 KB statement length.
 */
export function defaultExercisesSql(catalogue: readonly CatalogueExercise[], now: string): string {
  const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
  const inserts = catalogue.map(
    (e) =>
      `INSERT INTO "exercises" ("default", exercise_name, description, url, attachments, trainer_id, ` +
      `organization_id, tags, search_key, photo_url, created_at, updated_at) SELECT 1, ${text(e.exercise_name)}, ` +
      `${text(e.description)}, NULL, '[]', NULL, NULL, ${text(JSON.stringify(e.tags))}, ` +
      `${text(e.search_key)}, ${e.photo_url === null ? "NULL" : text(e.photo_url)}, ${text(now)}, ${text(now)} ` +
      `WHERE NOT EXISTS (SELECT 1 FROM "exercises" WHERE "default" = 1 AND organization_id IS NULL ` +
      `AND exercise_name = ${text(e.exercise_name)});`,
  );
  const refreshes = refreshRows(catalogue, 200).map((rows) => `${refreshSql(text(rows))};`);
  return [...inserts, ...refreshes].join("\n");
}
