import type { ServiceDeps } from "../../services/deps";

/**
 * One unit of background work. `key` names it for good (kind, subject, period: e.g.
 * `compliance:Asia/Shanghai:2026-03-02:0`): the runner does each key once, whichever runner
 * or runtime gets there first. `run` must fit comfortably within the kind's lease and one Worker
 * invocation; larger work is listed as several instances.
 */
export type JobInstance = { key: string; run: () => Promise<void> };

/**
 * A kind of background work: which instances are due now, and how long a runner may hold one
 * before another may take it over. Adding a kind is one entry in registry.ts.
 */
export type JobKind = {
  name: string;
  /** Longer than one instance ever takes: a claim older than this counts as a dead runner's. */
  leaseSeconds: number;
  due: (deps: ServiceDeps, now: Date) => Promise<JobInstance[]>;
};
