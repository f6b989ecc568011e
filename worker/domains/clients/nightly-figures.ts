import { sql } from "drizzle-orm";
import { clients, users } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";
import type { JobInstance, JobKind } from "../jobs/kind";
import { localDate, refreshStaleClientRange } from "./stats";

/**
 * The nightly refresh of the clients' cached figures (stats.ts): after a client's local midnight
 * its compliance rates are for yesterday, and the first coach to list it would pay for the
 * recomputation (about 0.7 s for 5,000 clients). This job does it first, in the background.
 *
 * Instances are (time zone, block of CHUNK_SIZE client ids) pairs holding a client whose figures are
 * for another day than its local today, keyed by the date: `compliance:<zone>:<date>:<block>`.
 * Each is one aggregate UPDATE over at most CHUNK_SIZE clients, well within a Worker invocation.
 */

/** Client ids per instance. */
export const CHUNK_SIZE = 1000;

type Block = { timezone: string; block: number; oldest: string; newest: string };

/**
 * Per time zone and id block: the oldest and newest computed_on. A row per pair (a handful for
 * thousands of clients), read once per tick, so an idle tick writes nothing.
 */
function blocksOf(deps: ServiceDeps) {
  return deps.db.all<Block>(sql`
    SELECT u.timezone AS timezone, c.id / ${sql.raw(String(CHUNK_SIZE))} AS block,
      min(coalesce(c.compliance_computed_on, '')) AS oldest,
      max(coalesce(c.compliance_computed_on, '')) AS newest
    FROM ${clients} AS c JOIN ${users} AS u ON u.id = c.user_id
    GROUP BY u.timezone, block`);
}

export const nightlyFigures: JobKind = {
  name: "compliance",
  leaseSeconds: 300,
  async due(deps, now): Promise<JobInstance[]> {
    const instances: JobInstance[] = [];
    for (const b of await blocksOf(deps)) {
      const today = localDate(b.timezone, now);
      if (b.oldest === today && b.newest === today) continue;
      const range = { from: b.block * CHUNK_SIZE, to: (b.block + 1) * CHUNK_SIZE };
      instances.push({
        key: `compliance:${b.timezone}:${today}:${b.block}`,
        run: () => refreshStaleClientRange(deps, b.timezone, today, range),
      });
    }
    return instances;
  },
};
