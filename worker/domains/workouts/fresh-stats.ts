import type { ServiceDeps } from "../../services/deps";
import { ensureFreshClientStatsFor, staleClientStats } from "../clients/stats";
import { type ClientBundle, selectClientBundles } from "./client-bundles";

/**
 * Clients with their user, trainer and group assignments, their cached stats made
 * current for today first (recomputed only for rows computed on another day).
 */
export async function loadClientBundles(deps: ServiceDeps, clientIds: number[]): Promise<ClientBundle[]> {
  return withFreshStats(deps, await selectClientBundles(deps, [...new Set(clientIds)]));
}

/** The bundles with their cached statistics brought up to date (a write: only for clients in reach). */
export async function withFreshStats(deps: ServiceDeps, bundles: ClientBundle[]): Promise<ClientBundle[]> {
  const targets = bundles.map((b) => ({
    id: b.client.id,
    timezone: b.user.timezone,
    compliance_computed_on: b.client.compliance_computed_on,
  }));
  const stale = staleClientStats(deps, targets);
  if (stale.length === 0) return bundles;
  await ensureFreshClientStatsFor(deps, stale);
  const fresh = new Map(
    (
      await selectClientBundles(
        deps,
        stale.map((s) => s.id),
      )
    ).map((b) => [b.client.id, b]),
  );
  return bundles.map((b) => fresh.get(b.client.id) ?? b);
}
