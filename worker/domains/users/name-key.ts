import { eq, isNull, sql } from "drizzle-orm";
import { nameSortKey } from "#shared/name-sort-key";
import { users } from "../../../db/schema/users";
import type { ServiceDeps } from "../../services/deps";

/**
 * A user write with its name's sort key beside the name: every write that sets `name` goes
 * through here, so the paged lists (ordered by `name_key`) never see a stale key.
 */
export function withNameKey<T extends { name?: string | null | undefined }>(
  fields: T,
): T & { name_key?: string } {
  return typeof fields.name === "string" ? { ...fields, name_key: nameSortKey(fields.name) } : fields;
}

/** A person's name in list order: its pinyin key, else (a row the backfill has not reached) the name. */
export const nameOrder = sql`coalesce(${users.name_key}, ${users.name})`;

/** Rows per backfill statement batch. */
const BACKFILL_CHUNK = 200;

/**
 * Gives rows from before `name_key` existed (and rows written straight to the table) their key.
 * Runs at start-up on Node and once per isolate on Workers; a database with no such rows costs one
 * small query.
 */
export async function backfillNameKeys(deps: Pick<ServiceDeps, "db">): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await deps.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(isNull(users.name_key))
      .limit(BACKFILL_CHUNK);
    if (rows.length === 0) return filled;
    const [first, ...rest] = rows.map((r) =>
      deps.db
        .update(users)
        .set({ name_key: nameSortKey(r.name) })
        .where(eq(users.id, r.id)),
    );
    await deps.db.batch([first!, ...rest]);
    filled += rows.length;
  }
}
