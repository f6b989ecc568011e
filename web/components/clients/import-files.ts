import type { RouterInputs, RouterOutputs } from "@/lib/trpc";

/**
 * The files a coach picks in the TrueCoach import dialog, read in the browser: each becomes one
 * request (JSON pages or CSV text), so each file may be as large as one request body and a bad
 * file is named by its own name. The previews of several files are added up.
 */

export type ImportInput = RouterInputs["clients"]["importWorkouts"];
type ImportAnswer = RouterOutputs["clients"]["importWorkouts"];
export type ImportCounts = Extract<ImportAnswer, { preview: unknown }>["preview"];

/** What one request may carry (the server's default body limit is 1 MiB; JSON text adds a little). */
export const MAX_FILE_BYTES = 900_000;

type FileInput = { format: "json"; data: unknown } | { format: "csv"; data: string };
export type PickedFile = { name: string; input: FileInput };

export type FileProblem = { name: string; problem: "too-large" | "not-json" | "unknown-type" };

/** JSON when the name says so or the text starts like JSON; CSV when the name or type says so. */
export async function readPickedFile(file: File): Promise<PickedFile | FileProblem> {
  if (file.size > MAX_FILE_BYTES) return { name: file.name, problem: "too-large" };
  const text = await file.text();
  const lower = file.name.toLowerCase();
  const looksJson = lower.endsWith(".json") || /^\s*[[{]/.test(text);
  if (looksJson) {
    try {
      return { name: file.name, input: { format: "json", data: JSON.parse(text) } };
    } catch {
      return { name: file.name, problem: "not-json" };
    }
  }
  if (
    lower.endsWith(".csv") ||
    file.type === "text/csv" ||
    text.startsWith("date,") ||
    text.startsWith("\ufeffdate,")
  ) {
    return { name: file.name, input: { format: "csv", data: text } };
  }
  return { name: file.name, problem: "unknown-type" };
}

export function isProblem(value: PickedFile | FileProblem): value is FileProblem {
  return "problem" in value;
}

const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null || a <= b ? a : b);
const later = (a: string | null, b: string | null) => (a === null ? b : b === null || a >= b ? a : b);

/** The counts of several files together (a workout in two files is counted in both previews). */
export function addCounts(list: readonly ImportCounts[]): ImportCounts {
  return list.reduce<ImportCounts>(
    (sum, c) => ({
      workouts: sum.workouts + c.workouts,
      rest_days: sum.rest_days + c.rest_days,
      items: sum.items + c.items,
      results: sum.results + c.results,
      completed: sum.completed + c.completed,
      first_date: earlier(sum.first_date, c.first_date),
      last_date: later(sum.last_date, c.last_date),
      already_imported: sum.already_imported + c.already_imported,
      comments: sum.comments + c.comments,
      comments_skipped: (sum.comments_skipped ?? 0) + (c.comments_skipped ?? 0),
    }),
    {
      workouts: 0,
      rest_days: 0,
      items: 0,
      results: 0,
      completed: 0,
      first_date: null,
      last_date: null,
      already_imported: 0,
      comments: 0,
      comments_skipped: 0,
    },
  );
}
