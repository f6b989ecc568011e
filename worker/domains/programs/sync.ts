import { message } from "#shared/messages";
import { MAX_ASSIGNED_WORKOUTS } from "#shared/shared-rules";
import { AppError } from "../../errors";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { loadProgramInScope } from "./load";
import type { TSyncProgramInput } from "./schemas";
import { loadAssignments, loadCopies, loadCopyItems } from "./sync-load";
import { planSync, SYNC_OUTCOMES, type SyncPlan, writtenCount, zeroCounts } from "./sync-plan";
import { writeSync } from "./sync-write";
import { loadTemplates } from "./templates";

/**
 * POST /programs/{id}/sync (programs.sync): template changes reach the clients following the
 * program without overwriting what was customised for them. Reads the program, its templates, its
 * assignments (of `client_ids` when given), their copies and the items of the copies whose
 * template changed or went (five statements whatever the number of clients), plans per copy
 * (sync-plan.ts, where the rules are), and unless `dry_run` writes the plan in one atomic batch
 * (sync-write.ts). A dry run answers exactly what the real run then writes, counted per client.
 * Coaches of the program's organization and the super admin (404 elsewhere, 403 for clients).
 */
export async function syncProgram(deps: ServiceDeps, actor: Actor, id: number, input: TSyncProgramInput) {
  const program = await loadProgramInScope(deps, actor, id);
  const clientIds = input.client_ids === undefined ? undefined : [...new Set(input.client_ids)];
  const readAt = deps.clock.now();
  const [assignments, templates] = await Promise.all([
    loadAssignments(deps, id, clientIds),
    loadTemplates(deps, id),
  ]);
  const copies = await loadCopies(
    deps,
    assignments.map((a) => a.id),
  );
  const plan = await planSync(
    templates,
    assignments,
    copies,
    deps.clock.now(),
    (ids) => loadCopyItems(deps, ids),
    readAt.toISOString(),
  );
  if (writtenCount(plan) > MAX_ASSIGNED_WORKOUTS) {
    throw new AppError("BAD_REQUEST", message("SYNC_TOO_MANY", { max: MAX_ASSIGNED_WORKOUTS }));
  }
  const dryRun = input.dry_run === true;
  if (!dryRun) await writeSync(deps, program, plan, actor.user.id);
  return syncAnswer(plan, dryRun);
}

function syncAnswer(plan: SyncPlan, dryRun: boolean) {
  const totals = zeroCounts();
  const rows = [...plan.clients].map(([clientId, c]) => {
    for (const k of SYNC_OUTCOMES) totals[k] += c.counts[k];
    return { client_id: clientId, name: c.name, ...c.counts };
  });
  return { success: 0 as const, msg: message("PROGRAM_SYNCED"), dry_run: dryRun, totals, clients: rows };
}
