import { and, count, eq, getTableName, isNull, sql } from "drizzle-orm";
import { exercises } from "../../../db/schema";
import type { ExerciseTags } from "../../../db/schema/json-types";
import type { ServiceDeps } from "../../services/deps";

/** One entry of db/default-exercises/exercises.json. */
export type CatalogueExercise = { exercise_name: string; description: string; tags: ExerciseTags };

/** Rows per INSERT: each statement binds one JSON array (about 170 KB), far under D1's limits. */
const ROWS_PER_STATEMENT = 200;

/**
 * Inserts default exercises (`default: true`, no organization) once: nothing happens when default
 * exercises already exist (so exercises the super admin deleted or renamed stay that way), and a
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
  if ((before?.n ?? 0) > 0) return { inserted: 0 };

  const now = deps.clock.now().toISOString();
  const table = sql.identifier(getTableName(exercises));
  const field = (i: number) => sql.raw(`json_extract(j.value, '$[${i}]')`);
  const statements = [];
  for (let i = 0; i < catalogue.length; i += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(
      catalogue.slice(i, i + ROWS_PER_STATEMENT).map((r) => [r.exercise_name, r.description, r.tags]),
    );
    statements.push(
      deps.db.run(sql`
        INSERT INTO ${table} ("default", exercise_name, description, url, attachments, trainer_id,
          organization_id, tags, created_at, updated_at)
        SELECT 1, ${field(0)}, ${field(1)}, NULL, '[]', NULL, NULL, ${field(2)}, ${now}, ${now}
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
 * The same insert as SQL text for `wrangler d1 execute` (Worker deployments seed D1 this way
 * instead of bundling the catalogue): one statement per exercise, each skipped when a default
 * exercise of that name exists.
 */
export function defaultExercisesSql(catalogue: readonly CatalogueExercise[], now: string): string {
  const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
  return catalogue
    .map(
      (e) =>
        `INSERT INTO "exercises" ("default", exercise_name, description, url, attachments, trainer_id, ` +
        `organization_id, tags, created_at, updated_at) SELECT 1, ${text(e.exercise_name)}, ` +
        `${text(e.description)}, NULL, '[]', NULL, NULL, ${text(JSON.stringify(e.tags))}, ${text(now)}, ${text(now)} ` +
        `WHERE NOT EXISTS (SELECT 1 FROM "exercises" WHERE "default" = 1 AND organization_id IS NULL ` +
        `AND exercise_name = ${text(e.exercise_name)});`,
    )
    .join("\n");
}
