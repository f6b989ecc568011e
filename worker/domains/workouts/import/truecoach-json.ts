import * as z from "zod";
import { fieldMessage, message } from "#shared/messages";
import { AppError } from "../../../errors";
import { MAX_COMMENT_LENGTH, MAX_COMMENTS_PER_WORKOUT } from "../../comments/schemas";
import { sanitizeOptionalHtml } from "../html";
import { normalizeImportDate, normalizeTimestamp } from "./dates";
import { assertWithinBounds, type PlannedWorkout, stateOf, textOrNull, uniqueByKey } from "./plan";

/**
 * Pages of TrueCoach's `GET /clients/{id}/workouts` as scrapers save them (../shared/TRUECOACH.md):
 * `{ workouts, workout_items, comments?, meta? }`, one page or an array of pages. Only the fields
 * we import are read; others (uuid, program ids, attachments, selected exercises of TrueCoach's
 * library, …) are ignored. Workouts are keyed `tc:<id>`, items `tc:<id>`; an item belongs to the
 * workout its `workout_id` names, which must be in the same data. `missed` is stored as pending
 * (a pending workout whose day has passed is what we count as missed). Comments are counted, not
 * imported: their authors are TrueCoach accounts this product does not know.
 */

const zSourceId = z.union([
  z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  z.string().trim().min(1).max(64),
]);
const zText = (max: number) => z.string().max(max).nullish();
const zState = z.enum(["pending", "completed", "missed"]).nullish();

export const ZTrueCoachWorkout = z.object({
  id: zSourceId,
  due: z.string().max(40),
  title: zText(255),
  short_description: zText(20_000),
  state: zState,
  rest_day: z.boolean().nullish(),
  rest_day_instructions: zText(5000),
  warmup: zText(10_000),
  cooldown: zText(10_000),
  hidden: z.boolean().nullish(),
  order: z.number().int().min(-1_000_000).max(1_000_000).nullish(),
  completed_at: zText(40),
});

export const ZTrueCoachItem = z.object({
  id: zSourceId,
  workout_id: zSourceId,
  name: zText(255),
  info: zText(5000),
  result: zText(5000),
  is_circuit: z.boolean().nullish(),
  state: zState,
  position: z.number().int().min(-1_000_000).max(1_000_000).nullish(),
});

/**
 * A comment as TrueCoach side-loads it. Only the client's own comments are imported (as the
 * client: the one person here who is the same person there); a coach's comment would have to be
 * attributed to someone of this organization, which would misstate who said what. A list of objects
 * is required, but their fields are read leniently: a comment with a bad or over-long field is
 * skipped and counted, never a reason to refuse a file whose workouts are fine.
 */
export const ZTrueCoachComment = z.object({
  id: zSourceId.nullish().catch(null),
  workout_id: zSourceId.nullish().catch(null),
  body: z.string().nullish().catch(null),
  created_at: z.string().max(40).nullish().catch(null),
  commenter: z
    .object({ type: z.string().max(40).nullish().catch(null) })
    .nullish()
    .catch(null),
});

/** One page as TrueCoach answers it (what the API reference documents as the JSON body). */
export const ZTrueCoachPage = z.object({
  workouts: z.array(ZTrueCoachWorkout),
  workout_items: z.array(ZTrueCoachItem).optional(),
  comments: z.array(ZTrueCoachComment).max(100_000).optional(),
  meta: z.record(z.string(), z.unknown()).nullish(),
});
export const ZTrueCoachPages = z.union([ZTrueCoachPage, z.array(ZTrueCoachPage).min(1).max(1000)]);

type Page = z.infer<typeof ZTrueCoachPage>;

/** `workouts.3.due` → `workouts[3].due` (page `[1]` first when the data is a list of pages). */
function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === "number" ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`))
    .join("");
}

function badField(path: readonly PropertyKey[]): AppError {
  const where = pathText(path) || "(root)";
  return new AppError("BAD_REQUEST", message("IMPORT_JSON_FIELD", { path: where }), [
    { path: where, message: fieldMessage("IMPORT_FIELD_INVALID", { field: where }) },
  ]);
}

function lengthOf(value: unknown, key: string): number {
  if (typeof value !== "object" || value === null) return 0;
  const list = (value as Record<string, unknown>)[key];
  return Array.isArray(list) ? list.length : 0;
}

function readPages(data: unknown): { page: Page; prefix: PropertyKey[] }[] {
  const raw = Array.isArray(data) ? data : [data];
  assertWithinBounds(
    raw.reduce((n: number, p) => n + lengthOf(p, "workouts"), 0),
    raw.reduce((n: number, p) => n + lengthOf(p, "workout_items"), 0),
  );
  if (Array.isArray(data) && (data.length === 0 || data.length > 1000)) throw badField([]);
  return raw.map((value, index) => {
    const prefix: PropertyKey[] = Array.isArray(data) ? [index] : [];
    const parsed = ZTrueCoachPage.safeParse(value);
    if (!parsed.success) throw badField([...prefix, ...(parsed.error.issues[0]?.path ?? [])]);
    return { page: parsed.data, prefix };
  });
}

export function planFromTrueCoachJson(data: unknown): PlannedWorkout[] {
  const pages = readPages(data);
  const workouts: PlannedWorkout[] = [];
  const byId = new Map<string, PlannedWorkout>();
  for (const { page, prefix } of pages) {
    page.workouts.forEach((w, i) => {
      const due = normalizeImportDate(w.due);
      if (due === null) {
        const where = pathText([...prefix, "workouts", i, "due"]);
        throw new AppError(
          "BAD_REQUEST",
          message("IMPORT_JSON_DATE", { path: where, value: w.due.slice(0, 40) }),
          [{ path: where, message: fieldMessage("DATE_INVALID") }],
        );
      }
      const state = stateOf(w.state);
      const workout: PlannedWorkout = {
        key: `tc:${w.id}`,
        due,
        title: (w.title ?? "").trim(),
        short_description: sanitizeOptionalHtml(textOrNull(w.short_description)),
        state,
        completed_at:
          state === "completed" ? (normalizeTimestamp(w.completed_at) ?? `${due}T12:00:00.000Z`) : null,
        rest_day: w.rest_day ?? false,
        rest_day_instructions: textOrNull(w.rest_day_instructions),
        warmup: textOrNull(w.warmup),
        cooldown: textOrNull(w.cooldown),
        hidden: w.hidden ?? false,
        order: w.order ?? 0,
        items: [],
        comments: 0,
        clientComments: [],
      };
      if (!byId.has(workout.key)) byId.set(workout.key, workout);
      workouts.push(workout);
    });
  }
  // Items and comments may come on any page of the same data (a page side-loads its workouts' rows).
  const items = new Map<
    string,
    { position: number; order: number; item: PlannedWorkout["items"][number] }[]
  >();
  let order = 0;
  const seenComments = new Set<string>();
  for (const { page, prefix } of pages) {
    (page.workout_items ?? []).forEach((it, i) => {
      const workoutKey = `tc:${it.workout_id}`;
      if (!byId.has(workoutKey)) {
        const where = pathText([...prefix, "workout_items", i, "workout_id"]);
        throw new AppError(
          "BAD_REQUEST",
          message("IMPORT_JSON_ORPHAN", { path: where, id: String(it.workout_id) }),
          [{ path: where, message: fieldMessage("IMPORT_WORKOUT_MISSING") }],
        );
      }
      const list = items.get(workoutKey) ?? [];
      const key = `tc:${it.id}`;
      if (list.some((e) => e.item.key === key)) return;
      list.push({
        position: it.position ?? 0,
        order: order++,
        item: {
          key,
          name: (it.name ?? "").trim(),
          info: textOrNull(it.info),
          result: textOrNull(it.result),
          state: stateOf(it.state),
          is_circuit: it.is_circuit ?? false,
        },
      });
      items.set(workoutKey, list);
    });
    for (const comment of page.comments ?? []) {
      const workout = comment.workout_id == null ? undefined : byId.get(`tc:${comment.workout_id}`);
      if (!workout) continue;
      // Pages may overlap: a comment is taken once (by its id, else by what it says and when).
      const key =
        comment.id == null
          ? `${comment.workout_id}|${comment.created_at ?? ""}|${comment.body ?? ""}`
          : `tc:${comment.id}`;
      if (seenComments.has(key)) continue;
      seenComments.add(key);
      const body = (comment.body ?? "").trim();
      const byClient = comment.commenter?.type?.toLowerCase() === "client";
      // A workout holds at most MAX_COMMENTS_PER_WORKOUT comments (comments.ts): the rest is skipped.
      const room = workout.clientComments.length < MAX_COMMENTS_PER_WORKOUT;
      if (byClient && room && body !== "" && body.length <= MAX_COMMENT_LENGTH) {
        workout.clientComments.push({ body, created_at: normalizeTimestamp(comment.created_at) });
      } else {
        workout.comments++;
      }
    }
  }
  for (const [key, list] of items) {
    const workout = byId.get(key);
    if (!workout) continue;
    workout.items = list.sort((a, b) => a.position - b.position || a.order - b.order).map((e) => e.item);
  }
  return uniqueByKey(workouts);
}
