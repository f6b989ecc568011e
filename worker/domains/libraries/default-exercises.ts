import type { ServiceDeps } from "../../services/deps";
import { type CatalogueExercise, insertDefaultExercises } from "./seed";

export type { CatalogueExercise } from "./seed";

/**
 * The default exercise catalogue (db/default-exercises/exercises.json, generated from the
 * public-domain Free Exercise DB by scripts/build-default-exercises.ts): rows with `default: true`
 * and no organization, visible to every organization and changed only by the super admin.
 */
async function loadCatalogue(): Promise<CatalogueExercise[]> {
  // Loaded on demand: the catalogue is ~0.8 MB and only start-up seeding needs it.
  const file = await import("../../../db/default-exercises/exercises.json");
  return (file.default as unknown as { exercises: CatalogueExercise[] }).exercises;
}

/**
 * Seeds the catalogue once (see insertDefaultExercises). Loads the ~0.8 MB catalogue on demand,
 * so whatever bundles this module bundles the catalogue too: the Node server calls it at start; a
 * Worker deployment seeds D1 with the SQL that `scripts/build-default-exercises.ts --sql` writes
 * (docs/clients-and-libraries.md), keeping the Worker bundle small.
 */
export async function seedDefaultExercises(
  deps: ServiceDeps,
  catalogue?: CatalogueExercise[],
): Promise<{ inserted: number }> {
  return insertDefaultExercises(deps, catalogue ?? (await loadCatalogue()));
}
