import { and, eq, isNotNull, sql } from "drizzle-orm";
import { message } from "#shared/messages";
import { comments, workouts } from "../../../../db/schema";
import { insertJsonRows, uuidV7 } from "../../../data/sql";
import { AppError } from "../../../errors";
import type { Actor } from "../../../services/actor";
import type { ServiceDeps } from "../../../services/deps";
import { unitsOf } from "../../records/result-sets";
import { loadClientInScope } from "../access";
import type { ClientBundle } from "../client-bundles";
import { insertItemStatements, itemRows } from "../items";
import { writeWorkouts } from "../writes";
import { countsOf, type PlannedWorkout } from "./plan";
import type { TImportWorkoutsInput } from "./schemas";
import { planFromCsv } from "./truecoach-csv";
import { planFromTrueCoachJson } from "./truecoach-json";

/**
 * POST /clients/{id}/import: a coach who may edit the client brings its TrueCoach history into its
 * calendar. The file is read into a plan (./truecoach-json.ts, ./truecoach-csv.ts); workouts whose
 * source key the client already has are skipped whole (never changed: the coach may have edited
 * them since), so importing the same data again adds nothing and pages can come one by one. The
 * rest is one atomic write through writeWorkouts, which refreshes the client's figures. A
 * concurrent import of the same data loses on the unique source-key index: 409, nothing written.
 */
export async function importClientWorkouts(deps: ServiceDeps, actor: Actor, input: TImportWorkoutsInput) {
  const bundle = await loadClientInScope(deps, actor, input.id);
  if (bundle.client.organization_id === null) {
    throw new AppError("BAD_REQUEST", message("CLIENT_NO_ORGANIZATION"));
  }
  const plan = input.format === "csv" ? planFromCsv(input.data) : planFromTrueCoachJson(input.data);
  const existing = await importedKeys(
    deps,
    bundle.client.id,
    plan.map((w) => w.key),
  );
  const fresh = plan.filter((w) => !existing.has(w.key));
  const counts = countsOf(fresh, plan.length - fresh.length);
  if (input.dry_run === true) return { preview: counts };
  if (fresh.length > 0) await writeImport(deps, bundle, fresh);
  return { success: 0 as const, msg: message("IMPORT_DONE", { workouts: fresh.length }), imported: counts };
}

/** The keys among `keys` the client's imported workouts already hold (the partial unique index). */
async function importedKeys(deps: ServiceDeps, clientId: number, keys: readonly string[]) {
  const rows = await deps.db
    .select({ key: workouts.import_key })
    .from(workouts)
    .where(
      and(
        eq(workouts.client_id, clientId),
        isNotNull(workouts.import_key),
        sql`${workouts.import_key} IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`,
      ),
    );
  return new Set(rows.map((r) => r.key));
}

async function writeImport(deps: ServiceDeps, bundle: ClientBundle, plan: readonly PlannedWorkout[]) {
  const nowDate = deps.clock.now();
  const now = nowDate.toISOString();
  const uuids = uuidV7(plan.length, nowDate.getTime());
  const { client } = bundle;
  const workoutRows = plan.map((w, i) => ({
    uuid: uuids[i]!,
    client_id: client.id,
    trainer_id: client.trainer_id,
    organization_id: client.organization_id!,
    due: w.due,
    title: w.title,
    short_description: w.short_description,
    state: w.state,
    completed_at: w.completed_at,
    rest_day: w.rest_day,
    rest_day_instructions: w.rest_day_instructions,
    warmup: w.warmup,
    cooldown: w.cooldown,
    hidden: w.hidden,
    order: w.order,
    import_key: w.key,
    created_at: now,
    updated_at: now,
  }));
  // Items find their new workout by uuid inside the same batch (items.ts insertItemStatements).
  // The results were logged by the client: a weight without a unit is in its units.
  const units = await unitsOf(deps, bundle.user.id);
  const items = plan.flatMap((w, i) =>
    itemRows(
      w.items.map(({ key: _key, ...fields }) => fields),
      { workoutRef: uuids[i]!, template: false, now, units },
    ).map((row, j) => ({ ...row, import_key: w.items[j]!.key })),
  );
  // The client's own comments, as the client's, found by their workout's uuid like the items.
  // A comment's time is kept, but never later than now (a file cannot date one in the future).
  // They are marked imported, with the author's name of the day: the client did not write them
  // here, and every screen says so (docs/authorization.md "Comments").
  const commentRows = plan.flatMap((w, i) =>
    w.clientComments.map((c) => {
      const at = c.created_at !== null && c.created_at < now ? c.created_at : now;
      return {
        workout_id: uuids[i]!,
        user_id: bundle.user.id,
        body: c.body,
        imported: true,
        imported_author_name: bundle.user.name,
        created_at: at,
        updated_at: at,
      };
    }),
  );
  const insertComments =
    commentRows.length === 0
      ? []
      : insertJsonRows(deps.db, comments, commentRows, {
          workout_id: (value) => sql`(SELECT id FROM ${workouts} WHERE uuid = ${value})`,
        });
  const [first, ...rest] = insertJsonRows(deps.db, workouts, workoutRows);
  if (!first) throw new AppError("INTERNAL");
  await writeWorkouts(
    deps,
    [first, ...rest, ...insertItemStatements(deps, items, true), ...insertComments],
    [{ id: client.id, timezone: bundle.user.timezone }],
  );
}
