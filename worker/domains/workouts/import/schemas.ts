import * as z from "zod";
import { zBoolish, zId } from "../../shared/fields";

/**
 * clients.importWorkouts (POST /clients/{id}/import): a client's history from TrueCoach, as JSON
 * pages (`data` is one page `{workouts, workout_items, comments?, meta?}` or an array of pages) or
 * as the CSV of its browser exporters (`data` is the text). `data` is checked by the importer of
 * its format, which names the CSV line or JSON field of a problem
 * (worker/domains/workouts/import/). `dry_run` answers the preview and writes nothing.
 */
const zDryRun = zBoolish.optional().describe("true: answer the preview only, write nothing.");

export const ZImportWorkoutsInput = z.discriminatedUnion("format", [
  z.object({ id: zId, format: z.literal("json"), data: z.unknown(), dry_run: zDryRun }),
  z.object({ id: zId, format: z.literal("csv"), data: z.string().max(5_000_000), dry_run: zDryRun }),
]);
export type TImportWorkoutsInput = z.infer<typeof ZImportWorkoutsInput>;
