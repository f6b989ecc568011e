import { fieldMessage, message } from "#shared/messages";
import { AppError } from "../../../errors";
import { sanitizeHtml } from "../html";
import { CsvSyntaxError, parseCsv } from "./csv";
import { normalizeImportDate } from "./dates";
import {
  assertWithinBounds,
  type PlannedItem,
  type PlannedWorkout,
  stateOf,
  textOrNull,
  uniqueByKey,
} from "./plan";

/**
 * The CSV of TrueCoach's browser exporters: header `date,exercise_name,instructions,result,state,
 * workout_title` (any order, case-insensitive, extra columns ignored), one row per workout item.
 *
 * - Rows with the same date and title are one workout, keyed `csv:<date>|<title>`; its items are
 *   its rows with an exercise name, keyed `csv:<n>` by their order (1, 2, …) within the workout.
 * - `state` (pending, completed, missed; empty = pending) is the item's; the workout is completed
 *   when any of its rows is (a completed workout's export marks its rows completed). Completed
 *   workouts have no completion time in the file: their due date at 12:00 UTC stands in.
 * - A workout without exercise rows is a rest day when its title says so (rest, 休息) or is empty,
 *   its instructions being the rest day's; otherwise its instructions become its description.
 */

export const CSV_COLUMNS = [
  "date",
  "exercise_name",
  "instructions",
  "result",
  "state",
  "workout_title",
] as const;
type Column = (typeof CSV_COLUMNS)[number];

const LIMITS: Partial<Record<Column, number>> = {
  exercise_name: 255,
  workout_title: 255,
  instructions: 5000,
  result: 5000,
};
const STATES = new Set(["", "pending", "completed", "missed"]);
const REST_TITLE = /rest|休息/i;

function badValue(line: number, field: string, value: string): AppError {
  const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  return new AppError("BAD_REQUEST", message("IMPORT_CSV_VALUE", { line, field, value: shown }), [
    { path: `line ${line}.${field}`, message: fieldMessage("IMPORT_LINE_VALUE", { line, field }) },
  ]);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function planFromCsv(text: string): PlannedWorkout[] {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    const code = error.problem === "unclosed-quote" ? "IMPORT_CSV_UNCLOSED_QUOTE" : "IMPORT_CSV_AFTER_QUOTE";
    throw new AppError("BAD_REQUEST", message(code, { line: error.line }), [
      { path: `line ${error.line}`, message: fieldMessage("IMPORT_LINE_FORMAT", { line: error.line }) },
    ]);
  }
  const [header, ...rows] = records;
  const names = header?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  const index = Object.fromEntries(CSV_COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<Column, number>;
  if (header === undefined || CSV_COLUMNS.some((c) => index[c] < 0)) {
    throw new AppError("BAD_REQUEST", message("IMPORT_CSV_HEADER", { columns: CSV_COLUMNS.join(",") }), [
      { path: "line 1", message: fieldMessage("IMPORT_HEADER") },
    ]);
  }
  assertWithinBounds(0, rows.length);

  const byKey = new Map<string, PlannedWorkout & { firstInstructions: string | null }>();
  for (const row of rows) {
    if (row.fields.length !== names.length) {
      throw new AppError(
        "BAD_REQUEST",
        message("IMPORT_CSV_COLUMNS", { line: row.line, expected: names.length, count: row.fields.length }),
        [{ path: `line ${row.line}`, message: fieldMessage("IMPORT_LINE_COLUMNS", { line: row.line }) }],
      );
    }
    const cell = (c: Column) => {
      const value = row.fields[index[c]] ?? "";
      const max = LIMITS[c];
      if (max !== undefined && value.length > max) throw badValue(row.line, c, value);
      return value;
    };
    const rawDate = cell("date");
    const due = normalizeImportDate(rawDate);
    if (due === null) throw badValue(row.line, "date", rawDate);
    const rawState = cell("state");
    if (!STATES.has(rawState.trim().toLowerCase())) throw badValue(row.line, "state", rawState);
    const title = cell("workout_title").trim();
    const key = `csv:${due}|${title}`;
    let workout = byKey.get(key);
    if (!workout) {
      workout = {
        key,
        due,
        title,
        short_description: null,
        state: "pending",
        completed_at: null,
        rest_day: false,
        rest_day_instructions: null,
        warmup: null,
        cooldown: null,
        hidden: false,
        order: 0,
        items: [],
        comments: 0,
        clientComments: [],
        firstInstructions: textOrNull(cell("instructions")),
      };
      byKey.set(key, workout);
    }
    const state = stateOf(rawState);
    if (state === "completed") workout.state = "completed";
    const name = cell("exercise_name").trim();
    if (name === "") continue;
    const item: PlannedItem = {
      key: `csv:${workout.items.length + 1}`,
      name,
      info: textOrNull(cell("instructions")),
      result: textOrNull(cell("result")),
      state,
      is_circuit: false,
    };
    workout.items.push(item);
  }
  assertWithinBounds(byKey.size, 0);

  return uniqueByKey(
    [...byKey.values()].map(({ firstInstructions, ...w }) => {
      const restDay = w.items.length === 0 && (w.title === "" || REST_TITLE.test(w.title));
      return {
        ...w,
        completed_at: w.state === "completed" ? `${w.due}T12:00:00.000Z` : null,
        rest_day: restDay,
        rest_day_instructions: restDay ? firstInstructions : null,
        short_description:
          !restDay && w.items.length === 0 && firstInstructions
            ? sanitizeHtml(`<p>${escapeHtml(firstInstructions).replace(/\n/g, "<br>")}</p>`)
            : null,
      };
    }),
  );
}
