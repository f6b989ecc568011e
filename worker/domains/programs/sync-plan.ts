import { addDays, daysBetween, localDate } from "../clients/stats";
import { type FingerprintItem, fingerprint } from "./fingerprint";
import type { SyncAssignment, SyncCopy } from "./sync-load";
import type { Template } from "./templates";

/**
 * Program sync's decisions, computed from what was read and written by nobody: a dry run answers
 * them, the real run writes exactly them (sync-write.ts). Rules (docs/workouts-and-programs.md,
 * "Program sync"), per copy of one of the program's assignments, with "today" the client's own:
 *
 * - template_workout_id null (assigned before sync existed): "unlinked", never touched; such an
 *   assignment also gets nothing "added" (which templates it holds is unknown).
 * - completed, due before today, or already started (an item with a result or completed, or a
 *   comment on it: sync-load.ts): "kept".
 * - the copy still matches the fingerprint it was made with ("untouched"), else it was customised.
 * - template deleted: untouched → "removed", else "customised".
 * - template unchanged (its fingerprint is the copy's template_hash): "unchanged".
 * - template changed: untouched → "updated" (content, items, day and fingerprint of the template),
 *   or "removed" when its new day falls before today or after the assignment's end; customised →
 *   "customised".
 * - a template the assignment has no copy of and that was created after the assignment was made or
 *   last synced (its updated_at; a template older than that without a copy was outside its range
 *   or its copy was deleted on purpose) → "added" when its day is within [today, end_date] and the
 *   client has no copy of it on those dates from another assignment of the program.
 * Decision: docs/decisions/2026-11-23-program-sync-fingerprints.md
 */

export const SYNC_OUTCOMES = [
  "updated",
  "added",
  "removed",
  "customised",
  "unchanged",
  "kept",
  "unlinked",
] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];
export type SyncCounts = Record<SyncOutcome, number>;

export const zeroCounts = (): SyncCounts => ({
  updated: 0,
  added: 0,
  removed: 0,
  customised: 0,
  unchanged: 0,
  kept: 0,
  unlinked: 0,
});

/** A copy to rewrite from its template: its new due date and fingerprint. */
export type SyncUpdate = { copy: SyncCopy; template: Template; due: string };
/** A copy to delete (read state, checked again at write time). */
export type SyncRemove = { copy: SyncCopy };
/** A new copy of a template for an assignment. */
export type SyncAdd = { assignment: SyncAssignment; template: Template; due: string };

export type SyncPlan = {
  updates: SyncUpdate[];
  removes: SyncRemove[];
  adds: SyncAdd[];
  /** Per client, in the assignments' order (by name). */
  clients: Map<number, { name: string; timezone: string | null; counts: SyncCounts }>;
  /** The assignments planned for (a real run marks them synced: their updated_at). */
  assignmentIds: number[];
  /** When the templates were read: what a real run marks the assignments synced up to. */
  readAt: string;
};

type Items = ReadonlyMap<number, readonly FingerprintItem[]>;
type Pending = { copy: SyncCopy; assignment: SyncAssignment; template: Template | undefined };

/** What a copy's outcome is without its items, or "check" when it depends on being untouched. */
function firstLook(copy: SyncCopy, today: string, templates: ReadonlyMap<number, Template>) {
  if (copy.template_workout_id === null) return "unlinked" as const;
  if (copy.state === "completed" || copy.due === null || copy.due < today || copy.started)
    return "kept" as const;
  const template = templates.get(copy.template_workout_id);
  if (template && template.hash === copy.template_hash) return "unchanged" as const;
  return { template };
}

/** Whether the copy still is what assignment made of its template (same content on the same day). */
async function untouched(p: Pending, items: Items) {
  const hash = p.copy.template_hash;
  if (hash === null || p.copy.due === null) return false;
  const day = daysBetween(p.assignment.start_date, p.copy.due) + 1;
  return (await fingerprint(p.copy, items.get(p.copy.id) ?? [], day)) === hash;
}

/** The outcome of a copy whose template changed or went (first look said "check"). */
async function decide(p: Pending, today: string, items: Items): Promise<SyncOutcome | SyncUpdate> {
  const same = await untouched(p, items);
  if (!p.template) return same ? "removed" : "customised";
  if (!same) return "customised";
  const due = addDays(p.assignment.start_date, p.template.day - 1);
  if (due < today || due > p.assignment.end_date) return "removed";
  return { copy: p.copy, template: p.template, due };
}

/**
 * The plan. `loadItems` reads the items of the copies whose outcome depends on being untouched
 * (their template changed or went): one read, usually of few copies.
 */
export async function planSync(
  templates: readonly Template[],
  assignments: readonly SyncAssignment[],
  copies: ReadonlyMap<number, SyncCopy[]>,
  now: Date,
  loadItems: (workoutIds: number[]) => Promise<Items>,
  /** When the templates were read (default: now). */
  readAt: string = now.toISOString(),
): Promise<SyncPlan> {
  const byId = new Map(templates.map((t) => [t.row.id, t]));
  const plan: SyncPlan = {
    updates: [],
    removes: [],
    adds: [],
    clients: new Map(),
    assignmentIds: assignments.map((a) => a.id),
    readAt,
  };
  const countsOf = (a: SyncAssignment) => {
    let client = plan.clients.get(a.client_id);
    if (!client) {
      client = { name: a.name, timezone: a.timezone, counts: zeroCounts() };
      plan.clients.set(a.client_id, client);
    }
    return client.counts;
  };
  const todayOf = (a: SyncAssignment) => localDate(a.timezone, now);
  // Per client and template, the days its copies are on (every assignment of this program).
  const copyDays = new Map<string, string[]>();
  const daysOf = (clientId: number, templateId: number) => {
    const key = `${clientId}:${templateId}`;
    const days = copyDays.get(key) ?? [];
    if (!copyDays.has(key)) copyDays.set(key, days);
    return days;
  };
  for (const a of assignments) {
    for (const c of copies.get(a.id) ?? []) {
      if (c.template_workout_id !== null && c.due !== null)
        daysOf(a.client_id, c.template_workout_id).push(c.due);
    }
  }
  const hasCopyBetween = (clientId: number, templateId: number, start: string, end: string) =>
    daysOf(clientId, templateId).some((day) => day >= start && day <= end);
  const pending: Pending[] = [];
  for (const a of assignments) {
    const counts = countsOf(a);
    const today = todayOf(a);
    const own = copies.get(a.id) ?? [];
    for (const copy of own) {
      const look = firstLook(copy, today, byId);
      if (typeof look === "string") counts[look]++;
      else pending.push({ copy, assignment: a, template: look.template });
    }
    if (own.some((c) => c.template_workout_id === null)) continue;
    const held = new Set(own.map((c) => c.template_workout_id));
    for (const template of templates) {
      // Only templates new since this assignment was made or last synced: an older one without a
      // copy was outside its range then, or its copy was deleted on purpose.
      if (held.has(template.row.id) || template.row.created_at <= a.updated_at) continue;
      const due = addDays(a.start_date, template.day - 1);
      if (due < today || due > a.end_date) continue;
      // The client follows the program twice over these dates (assigned again with "replace"):
      // a copy of this template from either assignment is enough.
      if (hasCopyBetween(a.client_id, template.row.id, a.start_date, a.end_date)) continue;
      plan.adds.push({ assignment: a, template, due });
      daysOf(a.client_id, template.row.id).push(due);
      counts.added++;
    }
  }
  const items = await loadItems(pending.map((p) => p.copy.id));
  const decisions = await Promise.all(pending.map((p) => decide(p, todayOf(p.assignment), items)));
  pending.forEach((p, i) => {
    const d = decisions[i]!;
    const counts = countsOf(p.assignment);
    if (typeof d !== "string") {
      plan.updates.push(d);
      counts.updated++;
      return;
    }
    if (d === "removed") plan.removes.push({ copy: p.copy });
    counts[d]++;
  });
  return plan;
}

/** Workouts the plan writes (the request's size limit counts these). */
export const writtenCount = (plan: SyncPlan) => plan.updates.length + plan.removes.length + plan.adds.length;
