import { and, count, eq, getTableName, isNull, sql } from "drizzle-orm";
import { exercises } from "../../../db/schema";
import type { ExerciseTags } from "../../../db/schema/json-types";
import type { ServiceDeps } from "../../services/deps";

/** One entry of db/default-exercises/exercises.json (scripts/build-default-exercises.ts). */
export type CatalogueExercise = {
  /** The Free Exercise DB's id ("Barbell_Squat"). */
  id: string;
  /** "中文名 English name". */
  exercise_name: string;
  /** The English name alone: the en list's order (`exercises.english_name`). */
  english_name: string;
  /** The name an earlier catalogue gave this exercise, when it differs: rows still so named get this one. */
  former_name: string | null;
  /** The equipment/level line, Chinese steps for the most programmed exercises, the English steps. */
  description: string;
  tags: ExerciseTags;
  /** Pinyin search aid, built with the catalogue (shared/search-key.ts). */
  search_key: string;
  /** "/exercise-photos/<slug>.<hash>.webp" (scripts/build-exercise-photos.ts), or null. */
  photo_url: string | null;
  /** 1 for the exercise coaches program most … 150; null for the rest (`exercises.common_rank`). */
  common_rank: number | null;
};

/**
 * A catalogue description without its Chinese steps — what catalogues before them stored — or
 * null when it has none. The build writes them as numbered lines under the equipment/level line,
 * then a blank line before the English steps (it checks that this function undoes that).
 */
export function withoutChineseSteps(description: string): string | null {
  const [header = "", ...lines] = description.split("\n");
  if (!/^1\. .*[\u4e00-\u9fff]/.test(lines[0] ?? "")) return null;
  const blank = lines.indexOf("");
  return [header, ...(blank === -1 ? [] : lines.slice(blank + 1))].join("\n");
}

/** Rows per INSERT: each statement binds one JSON array (about 250 KB), far under D1's limits. */
const ROWS_PER_STATEMENT = 200;

/**
 * Inserts default exercises (`default: true`, no organization) once: when default exercises already
 * exist nothing is inserted (so exercises the super admin deleted or renamed stay that way) and rows
 * seeded by an earlier catalogue are brought up to date instead (refreshDefaultExercises); a row is
 * only inserted if no default exercise has its name (or its former name: two servers starting at
 * once do not duplicate it). One atomic batch of multi-row `INSERT … SELECT … FROM json_each(?)`
 * statements. No catalogue import here, so this module costs a bundle nothing.
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
        .map((r) => [
          r.exercise_name,
          r.description,
          r.tags,
          r.search_key,
          r.photo_url,
          r.english_name,
          r.common_rank,
          r.former_name,
        ]),
    );
    statements.push(
      deps.db.run(sql`
        INSERT INTO ${table} ("default", exercise_name, description, url, attachments, trainer_id,
          organization_id, tags, search_key, photo_url, english_name, common_rank, created_at, updated_at)
        SELECT 1, ${field(0)}, ${field(1)}, NULL, '[]', NULL, NULL, ${field(2)}, ${field(3)}, ${field(4)},
          ${field(5)}, ${field(6)}, ${now}, ${now}
        FROM json_each(${json}) AS j
        WHERE NOT EXISTS (
          SELECT 1 FROM ${table} AS e
          WHERE e."default" = 1 AND e.organization_id IS NULL
            AND e.exercise_name IN (${field(0)}, coalesce(${field(7)}, ''))
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
 * The UPDATE that renames catalogue rows still called by a former name (`former_name`: the English
 * name alone before every exercise had a Chinese one, or a corrected Chinese name) — rows the super
 * admin renamed keep their name — with the new name's search key; skipped where a row of the new
 * name exists. `rows` is where the JSON list of [former_name, exercise_name, search_key] goes (a
 * bound parameter or, for `wrangler d1 execute`, a quoted literal).
 */
function renameSql(rows: string): string {
  return `WITH r AS MATERIALIZED (
    SELECT json_extract(j.value, '$[0]') AS former, json_extract(j.value, '$[1]') AS name,
      json_extract(j.value, '$[2]') AS search_key
    FROM json_each(${rows}) AS j
  )
  UPDATE "exercises" SET
    exercise_name = (SELECT r.name FROM r WHERE r.former = "exercises".exercise_name),
    search_key = (SELECT r.search_key FROM r WHERE r.former = "exercises".exercise_name)
  WHERE id IN (
    SELECT e.id FROM r CROSS JOIN "exercises" AS e
    WHERE e."default" = 1 AND e.organization_id IS NULL AND e.exercise_name = r.former
      AND NOT EXISTS (
        SELECT 1 FROM "exercises" AS x
        WHERE x."default" = 1 AND x.organization_id IS NULL AND x.exercise_name = r.name
      )
  )`;
}

/** Whether a catalogue row `e` of the name `r.name` differs from the catalogue entry `r`. */
const DUE = `(e.search_key = '' OR (e.photo_url LIKE '/exercise-photos/%' AND e.photo_url IS NOT r.photo_url)
  OR e.english_name IS NOT r.english_name OR e.common_rank IS NOT r.common_rank)`;

/** The catalogue entries as rows `r` (name, search_key, photo_url, english_name, common_rank, …). */
const entriesSql = (rows: string) => `WITH r AS MATERIALIZED (
    SELECT json_extract(j.value, '$[0]') AS name, json_extract(j.value, '$[1]') AS search_key,
      json_extract(j.value, '$[2]') AS photo_url, json_extract(j.value, '$[3]') AS english_name,
      json_extract(j.value, '$[4]') AS common_rank, json_extract(j.value, '$[5]') AS description,
      json_extract(j.value, '$[6]') AS former
    FROM json_each(${rows}) AS j
  )`;

/**
 * The names of the catalogue rows an earlier catalogue seeded that are not up to date (see
 * refreshSql), from the short rows [exercise_name, search_key, photo_url, english_name,
 * common_rank]: what every start asks, so that the descriptions (~300 KB) are only sent when due.
 */
function dueSql(rows: string): string {
  return `${entriesSql(rows)}
  SELECT r.name FROM r CROSS JOIN "exercises" AS e
  WHERE e."default" = 1 AND e.organization_id IS NULL AND e.exercise_name = r.name AND ${DUE}`;
}

/**
 * The UPDATE that brings catalogue rows seeded by an earlier catalogue up to date, matched by name:
 * - the search key only where none is stored yet (`search_key = ''`: what the migration gave old
 *   rows; every write since stores one), so the super admin's edits stay;
 * - the photo there too, and wherever a catalogue photo's file name changed (a rebuilt photo gets
 *   a new name, the old file is gone);
 * - `english_name` and `common_rank` (the list orders; nobody edits them);
 * - the description where it is still the catalogue's without the Chinese steps (`former`: see
 *   withoutChineseSteps), so an edited one stays.
 * Rows already up to date are not written. `rows` is where the JSON list of [exercise_name,
 * search_key, photo_url, english_name, common_rank, description, former description] goes (the
 * last two null for an exercise without Chinese steps): a bound parameter or, for `wrangler d1
 * execute`, a quoted literal.
 */
function refreshSql(rows: string): string {
  // The catalogue side drives the join (CROSS JOIN keeps it outer: one index lookup per name, ~2 ms
  // when nothing is due); SQLite would otherwise scan the JSON once per exercise (~0.4 s).
  const value = (column: string) => `(SELECT r.${column} FROM r WHERE r.name = "exercises".exercise_name)`;
  return `${entriesSql(rows)}
  UPDATE "exercises" SET
    search_key = CASE WHEN search_key = '' THEN ${value("search_key")} ELSE search_key END,
    photo_url = CASE WHEN search_key = '' OR photo_url LIKE '/exercise-photos/%'
      THEN ${value("photo_url")} ELSE photo_url END,
    english_name = ${value("english_name")},
    common_rank = ${value("common_rank")},
    description = coalesce((SELECT r.description FROM r WHERE r.name = "exercises".exercise_name
      AND r.former = "exercises".description), description)
  WHERE id IN (
    SELECT e.id FROM r CROSS JOIN "exercises" AS e
    WHERE e."default" = 1 AND e.organization_id IS NULL AND e.exercise_name = r.name
      AND (${DUE} OR e.description = r.former)
  )`;
}

const renameRow = (r: CatalogueExercise) =>
  r.former_name === null ? [] : [[r.former_name, r.exercise_name, r.search_key]];

const shortRow = (r: CatalogueExercise) => [
  r.exercise_name,
  r.search_key,
  r.photo_url,
  r.english_name,
  r.common_rank,
];

function refreshRow(r: CatalogueExercise) {
  const former = withoutChineseSteps(r.description);
  return [...shortRow(r), former === null ? null : r.description, former];
}

/**
 * The JSON lists of `rows`, each under `maxBytes` of UTF-8 (one list for the Node server, which
 * binds it; D1's statements must stay under 100 KB of text).
 */
function jsonChunks(rows: readonly unknown[], maxBytes = Number.POSITIVE_INFINITY): string[] {
  const chunks: string[] = [];
  let chunk: string[] = [];
  let bytes = 2;
  for (const row of rows) {
    const json = JSON.stringify(row);
    const size = new TextEncoder().encode(json).length + 1;
    if (chunk.length && bytes + size > maxBytes) {
      chunks.push(`[${chunk.join(",")}]`);
      chunk = [];
      bytes = 2;
    }
    chunk.push(json);
    bytes += size;
  }
  if (chunk.length) chunks.push(`[${chunk.join(",")}]`);
  return chunks;
}

/**
 * Brings the rows an earlier catalogue seeded up to date: the rename (renameSql) and the question
 * which rows are due (dueSql) in one atomic batch — all of it when nothing is due, a few ms — then
 * the refresh (refreshSql) of the due ones only.
 */
export async function refreshDefaultExercises(
  deps: ServiceDeps,
  catalogue: readonly CatalogueExercise[],
): Promise<void> {
  const bound = (template: (rows: string) => string, rows: unknown[]) => {
    const [before, after] = template("\u0000").split("\u0000") as [string, string];
    return sql`${sql.raw(before)}${JSON.stringify(rows)}${sql.raw(after)}`;
  };
  const renames = catalogue.flatMap(renameRow);
  const due = deps.db.all<{ name: string }>(bound(dueSql, catalogue.map(shortRow)));
  const dueRows = renames.length
    ? (await deps.db.batch([deps.db.run(bound(renameSql, renames)), due]))[1]
    : await due;
  const names = new Set(dueRows.map((r) => r.name));
  if (names.size === 0) return;
  const rows = catalogue.filter((e) => names.has(e.exercise_name)).map(refreshRow);
  await deps.db.run(bound(refreshSql, rows));
}

/** Most JSON text per D1 statement: with the SQL around it, well under D1's 100 KB. */
const D1_JSON_BYTES = 60_000;

/**
 * The same insert as SQL text for `wrangler d1 execute` (Worker deployments seed D1 this way
 * instead of bundling the catalogue): one statement per exercise, each skipped when a default
 * exercise of that name (or its former name) exists; then the rename and the refresh of rows an
 * earlier catalogue seeded (renameSql, refreshSql), in statements well under D1's 100 KB limit.
 */
export function defaultExercisesSql(catalogue: readonly CatalogueExercise[], now: string): string {
  const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
  const orNull = (value: string | number | null) =>
    value === null ? "NULL" : typeof value === "number" ? String(value) : text(value);
  const inserts = catalogue.map(
    (e) =>
      `INSERT INTO "exercises" ("default", exercise_name, description, url, attachments, trainer_id, ` +
      `organization_id, tags, search_key, photo_url, english_name, common_rank, created_at, updated_at) ` +
      `SELECT 1, ${text(e.exercise_name)}, ${text(e.description)}, NULL, '[]', NULL, NULL, ` +
      `${text(JSON.stringify(e.tags))}, ${text(e.search_key)}, ${orNull(e.photo_url)}, ` +
      `${text(e.english_name)}, ${orNull(e.common_rank)}, ${text(now)}, ${text(now)} ` +
      `WHERE NOT EXISTS (SELECT 1 FROM "exercises" WHERE "default" = 1 AND organization_id IS NULL ` +
      `AND exercise_name IN (${text(e.exercise_name)}, ${text(e.former_name ?? "")}));`,
  );
  const renames = jsonChunks(catalogue.flatMap(renameRow), D1_JSON_BYTES).map(
    (rows) => `${renameSql(text(rows))};`,
  );
  const refreshes = jsonChunks(catalogue.map(refreshRow), D1_JSON_BYTES).map(
    (rows) => `${refreshSql(text(rows))};`,
  );
  return [...inserts, ...renames, ...refreshes].join("\n");
}
