import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * One row per job instance the runner has claimed (worker/domains/jobs/claims.ts). `key` names the
 * instance (`compliance:Asia/Shanghai:2026-03-02:0`), so the primary key is what makes an instance
 * run once: a runner may work on it only after winning the row (inserted, or taken over once
 * `lease_until` has passed and it is not done). ISO 8601 UTC text, compared as text.
 * Decision: docs/decisions/2026-11-26-job-runner.md
 */
export const job_runs = sqliteTable(
  "job_runs",
  {
    key: text().primaryKey(),
    /** The registry entry that does it (worker/domains/jobs/registry.ts). */
    kind: text().notNull(),
    /** `running` while claimed (until lease_until), `done` once finished. */
    state: text({ enum: ["running", "done"] }).notNull(),
    lease_until: text(),
    /** Claims so far: 2 means a runner died or failed once and another took the key over. */
    attempts: integer().notNull().default(0),
    claimed_at: text().notNull(),
    done_at: text(),
  },
  (t) => [index("job_runs_done_idx").on(t.done_at)],
);
