import { count, desc, eq, sql } from "drizzle-orm";
import { message } from "#shared/messages";
import { weight_trackings } from "../../../db/schema";
import { AppError } from "../../errors";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { paged, pageWindow } from "../shared/paging";
import { progressScope } from "./access";
import type { TClientListInput, TWeightTrackingDraft } from "./schemas";

/**
 * Bodyweight (issue 28): one entry per client and day, a second one on the same day updates it
 * (an upsert on the unique (client_id, date) index, so two phones logging at once cannot make two).
 */

/** The columns an entry is answered from (its timestamps are not part of the answer). */
export const weightTrackingColumns = {
  id: weight_trackings.id,
  client_id: weight_trackings.client_id,
  date: weight_trackings.date,
  weight_kg: weight_trackings.weight_kg,
  body_fat_percent: weight_trackings.body_fat_percent,
  waist_cm: weight_trackings.waist_cm,
  hip_cm: weight_trackings.hip_cm,
  chest_cm: weight_trackings.chest_cm,
  arm_cm: weight_trackings.arm_cm,
  thigh_cm: weight_trackings.thigh_cm,
  note: weight_trackings.note,
};

type WeightTrackingRow = Omit<typeof weight_trackings.$inferSelect, "created_at" | "updated_at">;

export function weightTrackingView(row: WeightTrackingRow) {
  return {
    id: row.id,
    client_id: row.client_id,
    date: row.date,
    weight_kg: row.weight_kg,
    body_fat_percent: row.body_fat_percent,
    girths: {
      waist: row.waist_cm,
      hip: row.hip_cm,
      chest: row.chest_cm,
      arm: row.arm_cm,
      thigh: row.thigh_cm,
    },
    note: row.note,
  };
}

/** The stored columns of a draft (what an update overwrites: an absent field is cleared). */
function columnsOf(draft: TWeightTrackingDraft) {
  return {
    date: draft.date,
    weight_kg: draft.weight_kg,
    body_fat_percent: draft.body_fat_percent ?? null,
    waist_cm: draft.girths?.waist ?? null,
    hip_cm: draft.girths?.hip ?? null,
    chest_cm: draft.girths?.chest ?? null,
    arm_cm: draft.girths?.arm ?? null,
    thigh_cm: draft.girths?.thigh ?? null,
    note: draft.note || null,
  };
}

/** GET /clients/{id}/weight_trackings: newest first, paged. */
export async function listWeightTrackings(deps: ServiceDeps, actor: Actor, input: TClientListInput) {
  const scope = await progressScope(deps, actor, input.client_id);
  const mine = eq(weight_trackings.client_id, scope.clientId);
  const { rows, meta } = await paged(
    pageWindow(input),
    (w) =>
      deps.db
        .select(weightTrackingColumns)
        .from(weight_trackings)
        .where(mine)
        .orderBy(desc(weight_trackings.date))
        .limit(w.size)
        .offset(w.offset),
    () => deps.db.select({ n: count() }).from(weight_trackings).where(mine),
  );
  return { weight_trackings: rows.map(weightTrackingView), meta };
}

/** POST /clients/{id}/weight_trackings: the day's entry, created or updated. */
export async function saveWeightTracking(
  deps: ServiceDeps,
  actor: Actor,
  clientId: number,
  draft: TWeightTrackingDraft,
) {
  const scope = await progressScope(deps, actor, clientId);
  const now = deps.clock.now().toISOString();
  const columns = columnsOf(draft);
  const [row] = await deps.db
    .insert(weight_trackings)
    .values({ client_id: scope.clientId, ...columns, created_at: now, updated_at: now })
    .onConflictDoUpdate({
      target: [weight_trackings.client_id, weight_trackings.date],
      set: { ...columns, updated_at: now },
    })
    .returning();
  return { weight_tracking: weightTrackingView(row!) };
}

async function loadOwnEntry(deps: ServiceDeps, actor: Actor, id: number) {
  const [row] = await deps.db.select().from(weight_trackings).where(eq(weight_trackings.id, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  await progressScope(deps, actor, row.client_id);
  return row;
}

/**
 * PUT /weight_trackings/{id}: replaces the entry. Moving it onto a day that already has one is a
 * conflict (409), never a silent merge of two entries.
 */
export async function updateWeightTracking(
  deps: ServiceDeps,
  actor: Actor,
  id: number,
  draft: TWeightTrackingDraft,
) {
  const current = await loadOwnEntry(deps, actor, id);
  const [row] = await deps.db
    .update(weight_trackings)
    .set({ ...columnsOf(draft), updated_at: deps.clock.now().toISOString() })
    .where(eq(weight_trackings.id, current.id))
    .returning();
  return { weight_tracking: weightTrackingView(row!) };
}

/** DELETE /weight_trackings/{id}. */
export async function deleteWeightTracking(deps: ServiceDeps, actor: Actor, id: number) {
  const current = await loadOwnEntry(deps, actor, id);
  await deps.db.delete(weight_trackings).where(eq(weight_trackings.id, current.id));
  return { success: 0 as const, msg: message("WEIGHT_TRACKING_DELETED") };
}

/** The client's latest bodyweight (the calendar header), null when none was logged. */
export async function latestBodyweight(deps: ServiceDeps, clientId: number) {
  const [row] = await deps.db
    .select({ date: weight_trackings.date, weight_kg: weight_trackings.weight_kg })
    .from(weight_trackings)
    .where(sql`${weight_trackings.client_id} = ${clientId} AND ${weight_trackings.weight_kg} IS NOT NULL`)
    .orderBy(desc(weight_trackings.date))
    .limit(1);
  return row ?? null;
}
