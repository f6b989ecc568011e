import { sql } from "drizzle-orm";
import { exercises } from "../../../db/schema";
import type { ExerciseTags } from "../../../db/schema/json-types";
import { requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { libraryScope, visibleExercises } from "./exercises";
import { TAG_FAMILIES, type TagFamily, type TListExerciseTagsInput } from "./schemas";

/**
 * GET /exercises/tags: every tag value in use per family over the exercises the caller sees
 * (catalogue and own organization; the super admin: all), for filter chips and the tag picker.
 * Values differing only in case count once (the smallest spelling, so "Back" over "back"),
 * sorted case-insensitively. One query: json_each over the families, then over their values, of
 * each distinct tag list.
 */
export async function listExerciseTags(deps: ServiceDeps, actor: Actor, input: TListExerciseTagsInput) {
  requireCoach(actor);
  const visible = visibleExercises(libraryScope(actor, input.organization_id));
  // Many exercises share the same tags: parsing each distinct list once is ~10× faster.
  const rows = await deps.db.all<{ family: string; value: string }>(sql`
    WITH lists AS (SELECT DISTINCT ${exercises.tags} AS tags FROM ${exercises} ${visible ? sql`WHERE ${visible}` : sql``})
    SELECT f.key AS family, min(v.value) AS value
    FROM lists, json_each(lists.tags) AS f, json_each(f.value) AS v
    WHERE f.key IN (select value from json_each(${JSON.stringify(TAG_FAMILIES)}))
      AND v.type = 'text' AND trim(v.value) <> ''
    GROUP BY f.key, lower(v.value)
    ORDER BY f.key, lower(v.value)`);
  const tags = { type: [], primary_muscles: [], plane: [], pattern: [] } as ExerciseTags;
  for (const row of rows) tags[row.family as TagFamily].push(row.value);
  return { tags };
}
