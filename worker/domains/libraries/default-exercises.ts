import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { ServiceDeps } from "../../services/deps";
import { type CatalogueExercise, insertDefaultExercises } from "./seed";

export type { CatalogueExercise } from "./seed";

/**
 * The default exercise catalogue (db/default-exercises/exercises.json, generated from the
 * public-domain Free Exercise DB by scripts/build-default-exercises.ts): rows with `default: true`
 * and no organization, visible to every organization and changed only by the super admin.
 */
async function loadCatalogue(): Promise<CatalogueExercise[]> {
  // Read and parsed on demand, not imported: the catalogue is ~1.1 MB and only start-up seeding
  // needs it. An imported module stays in the module map for the life of the process (its source
  // text and every parsed exercise: several MiB of the Node server's idle memory); this parse is
  // garbage once seeding is done. Beside the bundle in dist/ (scripts/build-server.mjs copies it),
  // or in db/ when running from the sources.
  const candidates = [
    new URL("./default-exercises/exercises.json", import.meta.url),
    new URL("../../../db/default-exercises/exercises.json", import.meta.url),
  ];
  const file = candidates.find((url) => existsSync(url));
  if (!file) throw new Error("the default exercise catalogue (exercises.json) is missing");
  return (JSON.parse(await readFile(file, "utf8")) as { exercises: CatalogueExercise[] }).exercises;
}

/**
 * Seeds the catalogue once (see insertDefaultExercises). Reads the ~1.1 MB catalogue file on
 * demand (Node only): the Node server calls it at start; a
 * Worker deployment seeds D1 with the SQL that `scripts/build-default-exercises.ts --sql` writes
 * (docs/clients-and-libraries.md), keeping the Worker bundle small.
 */
export async function seedDefaultExercises(
  deps: ServiceDeps,
  catalogue?: CatalogueExercise[],
): Promise<{ inserted: number }> {
  return insertDefaultExercises(deps, catalogue ?? (await loadCatalogue()));
}
