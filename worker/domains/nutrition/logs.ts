import { and, asc, count, desc, eq, gte, inArray, isNull, like, lte, or, type SQL, sql } from "drizzle-orm";
import { message } from "#shared/messages";
import { dayOnTarget } from "#shared/nutrition-rules";
import { daily_nutrition_logs, nutrition_plans, uploads } from "../../../db/schema";
import { guard, stoppedByGuard } from "../../data/batch-guards";
import { inIds } from "../../data/sql";
import { AppError } from "../../errors";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { deliverAfterCommit } from "../../services/realtime";
import { refreshClientStats } from "../clients/stats";
import { nutritionCommentNotice } from "../notifications/causes";
import { type NotificationRow, notificationDeliveries } from "../notifications/view";
import { paged, pageWindow } from "../shared/paging";
import { discardUploads, removeDiscarded, uploadsOfNutritionLogs } from "../uploads/discard";
import { attachmentUrlOf } from "../uploads/read";
import { nutritionScope } from "./access";
import { trainingDaysOf } from "./day-type";
import { planView } from "./plan";
import type {
  TDailyNutritionLog,
  TDailyNutritionLogDraft,
  TDailyNutritionLogPatch,
  TLogsInput,
} from "./schemas";

/**
 * Daily nutrition logs (issue 31). A log is the client's own record of a day: one per client and
 * day, written only by the client (POST creates or updates the day's log, so the app's offline
 * queue may replay it safely; PUT changes it; DELETE removes it). Coaches read the logs and say
 * their word on a day through PUT: a coach's PUT sets only `coach_comment` and leaves the client's
 * figures as they are, and a client's PUT leaves `coach_comment` (a field a role may not set is
 * ignored, like the other such fields of the API). Photos are the client's uploads, claimed for
 * the log in the log's own batch.
 */

type LogRow = typeof daily_nutrition_logs.$inferSelect;

/**
 * Which target each row's day had and whether the row met it (shared/nutrition-rules.ts), null for a day without a
 * plan (none written, or before its start date). The day types are read for the rows' dates at
 * once (./day-type.ts).
 */
async function onTargetOf(deps: ServiceDeps, rows: readonly LogRow[]) {
  const clientIds = [...new Set(rows.map((r) => r.client_id))];
  const dates = [...new Set(rows.map((r) => r.date))];
  const [plans, dayTypeOf] = await Promise.all([
    deps.db.select().from(nutrition_plans).where(inIds(nutrition_plans.client_id, clientIds)),
    trainingDaysOf(deps, clientIds, dates),
  ]);
  const planByClient = new Map(plans.map((p) => [p.client_id, planView(p)]));
  return (row: LogRow) => {
    const plan = planByClient.get(row.client_id);
    if (!plan || row.date < plan.start_date) return { day_type: null, on_target: null };
    const dayType = dayTypeOf(row.client_id, row.date);
    return {
      day_type: dayType,
      on_target: dayOnTarget(row, dayType === "training" ? plan.training_day : plan.rest_day),
    };
  };
}

/** The rows with their photos (signed URLs, oldest upload first) and on-target marks, in the rows' order. */
export async function logViews(deps: ServiceDeps, rows: readonly LogRow[]): Promise<TDailyNutritionLog[]> {
  if (rows.length === 0) return [];
  const onTarget = await onTargetOf(deps, rows);
  const files = await deps.db
    .select({
      id: uploads.id,
      attached_id: uploads.attached_id,
      attached_kind: uploads.attached_kind,
      name: uploads.name,
      type: uploads.type,
    })
    .from(uploads)
    .where(
      and(
        eq(uploads.attached_kind, "daily_nutrition_log"),
        inIds(
          uploads.attached_id,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(uploads.created_at), asc(uploads.id));
  const byLog = new Map<number, TDailyNutritionLog["attachments"]>();
  for (const f of files) {
    const list = byLog.get(f.attached_id!) ?? [];
    list.push({ upload_id: f.id, name: f.name, type: f.type, url: await attachmentUrlOf(deps, f) });
    byLog.set(f.attached_id!, list);
  }
  return rows.map((stored) => {
    const { coach_comment_by: _, created_at: __, ...row } = stored;
    const attachments = byLog.get(row.id) ?? [];
    return {
      ...row,
      upload_ids: attachments.map((a) => a.upload_id),
      attachments,
      ...onTarget(stored),
    };
  });
}

/** GET /clients/{id}/daily_nutrition_logs: newest day first, optionally within dates, paged. */
export async function listNutritionLogs(deps: ServiceDeps, actor: Actor, input: TLogsInput) {
  const scope = await nutritionScope(deps, actor, input.client_id);
  const where = and(
    eq(daily_nutrition_logs.client_id, scope.clientId),
    input.start_date ? gte(daily_nutrition_logs.date, input.start_date) : undefined,
    input.end_date ? lte(daily_nutrition_logs.date, input.end_date) : undefined,
  );
  const { rows, meta } = await paged(
    pageWindow(input),
    (w) =>
      deps.db
        .select()
        .from(daily_nutrition_logs)
        .where(where)
        .orderBy(desc(daily_nutrition_logs.date))
        .limit(w.size)
        .offset(w.offset),
    () => deps.db.select({ n: count() }).from(daily_nutrition_logs).where(where),
  );
  return { daily_nutrition_logs: await logViews(deps, rows), meta };
}

/**
 * The uploads a log may take: images the caller sent that are free or already this log's (so a
 * replayed write claims them again without a 404). `logId` is the id or the SQL that finds it.
 */
function claimableWhere(actor: Actor, ids: readonly string[], logId: number | SQL | null) {
  const mine =
    logId === null
      ? undefined
      : and(eq(uploads.attached_kind, "daily_nutrition_log"), eq(uploads.attached_id, logId));
  return and(
    inArray(uploads.id, sql`(SELECT value FROM json_each(${JSON.stringify(ids)}))`),
    eq(uploads.owner_user_id, actor.user.id),
    like(uploads.type, "image/%"),
    mine ? or(isNull(uploads.attached_kind), mine) : isNull(uploads.attached_kind),
  );
}

/** Every named upload can be taken (else 404, like a foreign id), checked before anything is written. */
async function assertClaimable(
  deps: ServiceDeps,
  actor: Actor,
  ids: readonly string[],
  logId: number | null,
) {
  if (ids.length === 0) return;
  const free = await deps.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(claimableWhere(actor, ids, logId));
  if (free.length !== ids.length) throw new AppError("NOT_FOUND");
}

/**
 * The statements making the log's files exactly `ids`: those no longer named are let go (the stale
 * removal deletes them a day later), the named ones claimed, and a guard fails the batch when
 * another write took one of them meanwhile.
 */
function attachStatements(deps: ServiceDeps, actor: Actor, ids: readonly string[], logId: number | SQL) {
  const listed = JSON.stringify(ids);
  return [
    deps.db
      .update(uploads)
      .set({ attached_kind: null, attached_id: null })
      .where(
        and(
          eq(uploads.attached_kind, "daily_nutrition_log"),
          eq(uploads.attached_id, logId),
          sql`${uploads.id} NOT IN (SELECT value FROM json_each(${listed}))`,
        ),
      ),
    ...(ids.length === 0
      ? []
      : [
          deps.db
            .update(uploads)
            .set({ attached_kind: "daily_nutrition_log", attached_id: logId })
            .where(claimableWhere(actor, ids, logId)),
          guard(deps, sql`changes() = ${ids.length}`),
        ]),
  ] as const;
}

const amountsOf = (draft: Omit<TDailyNutritionLogDraft, "date">) => ({
  kcal: draft.kcal ?? null,
  protein_g: draft.protein_g ?? null,
  carbs_g: draft.carbs_g ?? null,
  fat_g: draft.fat_g ?? null,
  fiber_g: draft.fiber_g ?? null,
  water_ml: draft.water_ml ?? null,
  note: draft.note || null,
});

/**
 * POST /clients/{id}/daily_nutrition_logs: the day's log, created or replaced (an upsert on the
 * unique (client_id, date) index, so a replayed or doubled write makes one log). The coach's
 * comment stays; the files become `upload_ids` when given and stay when absent.
 */
export async function saveNutritionLog(
  deps: ServiceDeps,
  actor: Actor,
  clientId: number,
  draft: TDailyNutritionLogDraft,
) {
  const scope = await nutritionScope(deps, actor, clientId, { writer: "client" });
  const day = and(
    eq(daily_nutrition_logs.client_id, scope.clientId),
    eq(daily_nutrition_logs.date, draft.date),
  );
  const ids = draft.upload_ids === undefined ? null : [...new Set(draft.upload_ids)];
  if (ids) {
    const [existing] = await deps.db
      .select({ id: daily_nutrition_logs.id })
      .from(daily_nutrition_logs)
      .where(day);
    await assertClaimable(deps, actor, ids, existing?.id ?? null);
  }
  const now = deps.clock.now().toISOString();
  const columns = amountsOf(draft);
  // The day's log id inside the batch, found by the unique index whether it was inserted or updated.
  const logId = sql`(SELECT l.id FROM ${daily_nutrition_logs} AS l WHERE l.client_id = ${scope.clientId} AND l.date = ${draft.date})`;
  let written: LogRow[];
  try {
    [written] = await deps.db.batch([
      deps.db
        .insert(daily_nutrition_logs)
        .values({ client_id: scope.clientId, date: draft.date, ...columns, created_at: now, updated_at: now })
        .onConflictDoUpdate({
          target: [daily_nutrition_logs.client_id, daily_nutrition_logs.date],
          set: { ...columns, updated_at: now },
        })
        .returning(),
      ...(ids ? attachStatements(deps, actor, ids, logId) : []),
    ]);
  } catch (error) {
    if (stoppedByGuard(error)) throw new AppError("NOT_FOUND");
    throw error;
  }
  await refreshClientStats(deps, [scope.clientId]);
  const [view] = await logViews(deps, written);
  return { daily_nutrition_log: view! };
}

async function loadLog(deps: ServiceDeps, actor: Actor, id: number, writer?: "client") {
  const [row] = await deps.db
    .select()
    .from(daily_nutrition_logs)
    .where(eq(daily_nutrition_logs.id, id))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  const scope = await nutritionScope(deps, actor, row.client_id, { writer });
  return { row, scope };
}

/** What a PUT changes: the client's fields for the client, the comment for a coach (see above). */
function patchColumns(patch: TDailyNutritionLogPatch, byClient: boolean, actor: Actor) {
  if (!byClient) {
    return patch.coach_comment === undefined
      ? {}
      : { coach_comment: patch.coach_comment || null, coach_comment_by: actor.user.id };
  }
  const { coach_comment: _, upload_ids: __, ...fields } = patch;
  const set: Partial<LogRow> = {};
  for (const [key, value] of Object.entries(fields) as [keyof typeof fields, unknown][]) {
    if (value !== undefined) Object.assign(set, { [key]: value === "" ? null : value });
  }
  return set;
}

/**
 * PUT /daily_nutrition_logs/{id}: the fields given change. The client moving its log onto a day
 * that has one is a conflict (409), never a silent merge of two days.
 */
export async function updateNutritionLog(
  deps: ServiceDeps,
  actor: Actor,
  id: number,
  patch: TDailyNutritionLogPatch,
) {
  const { row, scope } = await loadLog(deps, actor, id);
  const set = patchColumns(patch, scope.byClient, actor);
  const ids = scope.byClient && patch.upload_ids !== undefined ? [...new Set(patch.upload_ids)] : null;
  if (set.date !== undefined && set.date !== row.date) {
    const [taken] = await deps.db
      .select({ id: daily_nutrition_logs.id })
      .from(daily_nutrition_logs)
      .where(and(eq(daily_nutrition_logs.client_id, row.client_id), eq(daily_nutrition_logs.date, set.date)));
    if (taken) throw new AppError("CONFLICT", message("NUTRITION_LOG_DAY_TAKEN"));
  }
  if (ids) await assertClaimable(deps, actor, ids, row.id);
  const now = deps.clock.now().toISOString();
  // A coach's new word on the day reaches the client, in the same batch as the comment.
  const comment = !scope.byClient && set.coach_comment && set.coach_comment !== row.coach_comment;
  const notice = comment ? nutritionCommentNotice(deps, scope, actor.user.id, set.coach_comment!, now) : null;
  let written: LogRow[];
  let notified: NotificationRow[] = [];
  try {
    const results = await deps.db.batch([
      deps.db
        .update(daily_nutrition_logs)
        .set({ ...set, updated_at: now })
        .where(eq(daily_nutrition_logs.id, row.id))
        .returning(),
      ...(notice ? [notice] : []),
      ...(ids ? attachStatements(deps, actor, ids, row.id) : []),
    ]);
    written = results[0] as LogRow[];
    if (notice) notified = results[1] as NotificationRow[];
  } catch (error) {
    if (stoppedByGuard(error)) throw new AppError("NOT_FOUND");
    if (/UNIQUE/i.test(String(error))) throw new AppError("CONFLICT", message("NUTRITION_LOG_DAY_TAKEN"));
    throw error;
  }
  if (scope.byClient) await refreshClientStats(deps, [scope.clientId]);
  if (notified.length > 0)
    await deliverAfterCommit(deps, await notificationDeliveries(deps, scope.organizationId, notified));
  const [view] = await logViews(deps, written);
  return { daily_nutrition_log: view! };
}

/** DELETE /daily_nutrition_logs/{id}: the client's log and its photos. */
export async function deleteNutritionLog(deps: ServiceDeps, actor: Actor, id: number) {
  const { row, scope } = await loadLog(deps, actor, id, "client");
  const [discarded] = await deps.db.batch([
    discardUploads(deps, uploadsOfNutritionLogs(scope.clientId, row.id)),
    deps.db.delete(daily_nutrition_logs).where(eq(daily_nutrition_logs.id, row.id)),
  ]);
  await removeDiscarded(deps, discarded);
  await refreshClientStats(deps, [scope.clientId]);
  return { success: 0 as const, msg: message("NUTRITION_LOG_DELETED") };
}
