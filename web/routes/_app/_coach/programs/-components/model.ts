import type { RouterOutputs } from "@/lib/trpc";

/**
 * A program as the list and the grid show it. The list's counts (`weeks`, `workouts_count`,
 * `clients_count`) come with `programs.list`; `weeks` falls back to the stored length (always a
 * multiple of 7) for answers without it.
 */
export type ListedProgram = RouterOutputs["programs"]["list"]["programs"][number] &
  Partial<{ weeks: number; workouts_count: number; clients_count: number }>;
export type LoadedProgram = RouterOutputs["programs"]["get"];

export function weeksOf(program: { length: number; weeks?: number | undefined }): number {
  return program.weeks ?? Math.max(1, Math.ceil(program.length / 7));
}

/** Programs per page of the list. */
export const PROGRAMS_PER_PAGE = 50;

/** `?page=` of /programs (a plain function: the route tree is in the entry bundle). */
export type ProgramsSearch = { page?: number };

export function validateProgramsSearch(search: Record<string, unknown>): ProgramsSearch {
  const page = Number(search.page);
  return Number.isSafeInteger(page) && page > 1 ? { page } : {};
}

export function listInput(search: ProgramsSearch) {
  return { page: search.page ?? 1, limit: PROGRAMS_PER_PAGE };
}

/** Week w, day d (1-based) ⇄ the template position 7(w − 1) + d (CONTRACT: day 1 = position 1). */
export function positionOf(week: number, day: number): number {
  return 7 * (week - 1) + day;
}

export function weekOfPosition(position: number): number {
  return Math.ceil(position / 7);
}
