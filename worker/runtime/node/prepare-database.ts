import type { Client } from "@libsql/client";
import { migrateDatabase } from "../../../db/node";
import { seedDefaultExercises } from "../../domains/libraries/default-exercises";
import { backfillNameKeys } from "../../domains/users/name-key";
import { ensureSuperAdmin } from "../../services/bootstrap";
import { seedDemo } from "../../services/demo-seed";
import type { ServiceDeps } from "../../services/deps";

/** What the start-up work did, for the lines the server prints once it listens. */
export type PreparedDatabase = {
  admin: { created: boolean; email: string };
  demoSeeded: boolean;
};

/**
 * The start-up work on the database, in order: migrations, users' name keys from before the
 * column, the super admin, the shared exercise catalogue (product data, not demo data: every
 * database gets it once) and, when SEED_DEMO is on, the demo data. Every step is a no-op on a
 * database that already has what it adds, so it runs at every start.
 */
export async function prepareDatabase(
  deps: ServiceDeps,
  client: Client,
  migrationsFolder?: string,
): Promise<PreparedDatabase> {
  await migrateDatabase(client, migrationsFolder);
  // Rows from before users.name_key get their pinyin sort key (a no-op once every row has one).
  await backfillNameKeys(deps);
  const admin = await ensureSuperAdmin(deps);
  await seedDefaultExercises(deps);
  const demo = deps.config.seedDemo ? await seedDemo(deps) : { seeded: false };
  return { admin, demoSeeded: demo.seeded };
}
