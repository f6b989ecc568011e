/**
 * Reading what people type as an item's result ("60kg × 8, 8, 8, 7", "3组×8次 60公斤", "135lb x 5")
 * into sets (issue 27). Pure and zod-free: the server parses on every result write, the web app
 * shows the same reading. It never throws and never refuses a text: what it cannot read as sets
 * ("done", "完成", "20分钟") gives no sets, and the text stays as typed.
 *
 * How: the text is normalized (full-width forms, × and 公斤 spelled one way), cut into segments at
 * commas, and each segment into tokens (a number with its unit or mark, ×, @, /, 自重). A segment's
 * token shape ("Wx#x#", "#x#@W" …) picks its reading; a bare number after a weighted segment is
 * reps at that weight ("60kg × 8, 8, 8, 7"). Anything else is skipped, not guessed.
 */

export type ResultSet = { weight_kg: number | null; reps: number; bodyweight?: true; rpe?: number };
export type Units = "metric" | "imperial";

/** Bounds of a believable set: anything outside is read as no set, not clamped. */
export const MAX_WEIGHT_KG = 1000;
export const MAX_REPS = 1000;
export const MAX_SETS = 50;
/** Texts longer than this are read only up to here (a result is at most 5,000 characters). */
const MAX_TEXT = 2000;

export const KG_PER_LB = 0.45359237;
export const KG_PER_JIN = 0.5;

type Token =
  | { kind: "W"; value: number } // a weight with its unit, in kg
  | { kind: "#"; value: number } // a bare number
  | { kind: "R"; value: number } // reps (次, reps)
  | { kind: "S"; value: number } // sets (组, sets, 轮)
  | { kind: "P"; value: number } // a percentage
  | { kind: "O" } // a number in another unit (time, distance): not a set
  | { kind: "B" } // bodyweight (自重, bw)
  | { kind: "x" }
  | { kind: "@" }
  | { kind: "/" };

/** What may follow a number, in the order tried, and the token it makes of the number. */
const MARKS: [RegExp, (value: number) => Token][] = [
  [/^(?:kgs?|公斤|千克)/, (value) => ({ kind: "W", value })],
  [/^(?:lbs?|磅|#)/, (value) => ({ kind: "W", value: value * KG_PER_LB })],
  [/^斤/, (value) => ({ kind: "W", value: value * KG_PER_JIN })],
  [/^(?:reps?|次|下|个)/, (value) => ({ kind: "R", value })],
  [/^(?:sets?|组|轮)/, (value) => ({ kind: "S", value })],
  [/^%/, (value) => ({ kind: "P", value })],
  // Time, distance, energy: a number in another unit is no set ("20分钟", "4.2 km", "45s").
  [
    /^(?:分钟|分|秒|小时|min|mins|minutes?|sec|secs|seconds?|s\b|h\b|km|m\b|米|公里|cal|kcal|卡|圈)/,
    () => ({ kind: "O" }),
  ],
];
const BODYWEIGHT = /^(?:自重|徒手|bodyweight|body weight|bw)/;
const NUMBER = /^\d+(?:\.\d+)?/;

function normalize(text: string): string {
  return text
    .slice(0, MAX_TEXT)
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[×✕✖*]/g, "x");
}

/** Splits a normalized text into segments of tokens; separators are commas, semicolons, +, new lines. */
function tokenize(text: string): Token[][] {
  const segments: Token[][] = [[]];
  let rest = text;
  while (rest.length > 0) {
    const current = segments[segments.length - 1]!;
    const first = rest[0]!;
    if (/[,，、;；+\n|]/.test(first)) {
      segments.push([]);
      rest = rest.slice(1);
      continue;
    }
    const bodyweight = BODYWEIGHT.exec(rest);
    if (bodyweight) {
      current.push({ kind: "B" });
      rest = rest.slice(bodyweight[0].length);
      continue;
    }
    const number = NUMBER.exec(rest);
    if (number) {
      const value = Number(number[0]);
      rest = rest.slice(number[0].length);
      const after = rest.replace(/^\s+/, "");
      const mark = MARKS.find(([pattern]) => pattern.test(after));
      if (mark) {
        current.push(mark[1](value));
        rest = after.slice(mark[0].exec(after)![0].length);
      } else current.push({ kind: "#", value });
      continue;
    }
    if (first === "x" && !/^x[a-z]/.test(rest)) current.push({ kind: "x" });
    else if (first === "@") current.push({ kind: "@" });
    else if (first === "/") current.push({ kind: "/" });
    else if (/[a-z]/.test(first)) {
      // A word ("felt", "done", "at"): skip it whole, so its letters are not read as x or units.
      const word = /^[a-z]+/.exec(rest)![0];
      rest = rest.slice(word.length);
      continue;
    }
    rest = rest.slice(1);
  }
  return segments.filter((s) => s.length > 0);
}

type Reading = { weight: number | null; reps: number[]; sets: number; bodyweight: boolean; rpe?: number };

/** The value of a number token (W, #, R, S), else NaN. */
const numberOf = (t: Token | undefined) => (t && "value" in t ? t.value : Number.NaN);

/** Shapes of a segment (token kinds in a row) and the order its numbers mean: w(eight), r(eps), s(ets). */
const SHAPES: [RegExp, string][] = [
  [/^[W#]x[#R]x[#S]$/, "wrs"], // 82.5kg x 5 x 3
  [/^[#S]x[#R]xW$/, "srw"], // 3x5x100kg
  [/^[#S]x[#R]@[W#]$/, "srw"], // 3×5 @ 100kg, 3x5 @ 100
  [/^(?:Sx?R|[#S]x[#R])W$/, "srw"], // 3组×8次 60公斤, 3组8次60公斤, 3x8 60kg
  [/^W@?[#S]x[#R]$/, "wsr"], // 100kg 5x5, 60公斤 3组x8次
  [/^[W#]x[#R]+$/, "wr"], // 100kg x 5, 100x5, 60kg x 8 8 8 7
  [/^W[#R]$/, "wr"], // 100公斤 5次
  [/^[#R]xW$/, "rw"], // 5 x 100kg
  [/^[W#]\/[#R]$/, "wr"], // 80/8
];
const BODYWEIGHT_SHAPES: [RegExp, string][] = [
  [/^Bx?[#R]+$/, "r"], // 自重 12 | 自重 x 12 | bw 12 10 8
  [/^B[#S]x[#R]$/, "sr"], // 自重 3x12
  [/^B[#S]x?R$/, "sr"], // 自重 3组12次
];

/** The numbers of a segment (weights, bare numbers, reps, sets) in their order. */
const numbers = (tokens: Token[]) =>
  tokens.filter((t): t is Extract<Token, { value: number }> => "value" in t && t.kind !== "P");

/** A segment's reading by its shape's number order; more numbers than letters are more reps. */
function byOrder(tokens: Token[], order: string, unitKg: number, bodyweight: boolean): Reading {
  const nums = numbers(tokens);
  const reading: Reading = { weight: null, reps: [], sets: 1, bodyweight };
  nums.forEach((n, i) => {
    const role = order[Math.min(i, order.length - 1)];
    if (role === "w") reading.weight = n.kind === "#" ? n.value * unitKg : n.value;
    else if (role === "s") reading.sets = n.value;
    else reading.reps.push(n.value);
  });
  return reading;
}

/** One segment's reading, given the reading of the segment before it (for "60kg × 8, 8, 8"). */
function readSegment(tokens: Token[], unitKg: number, carried: Reading | null): Reading | null {
  // An effort after @ (a bare number up to 10, at the end) is RPE, not a weight.
  let rpe: number | undefined;
  const last = tokens[tokens.length - 1];
  if (last?.kind === "#" && tokens[tokens.length - 2]?.kind === "@" && last.value <= 10) {
    rpe = last.value;
    tokens = tokens.slice(0, -2);
  }
  if (tokens.some((t) => t.kind === "O" || t.kind === "P")) return null;
  const shape = tokens.map((t) => t.kind).join("");
  let reading: Reading | null = null;
  const bodyweight = BODYWEIGHT_SHAPES.find(([pattern]) => pattern.test(shape));
  const weighted = SHAPES.find(([pattern]) => pattern.test(shape));
  if (bodyweight) reading = byOrder(tokens, bodyweight[1], unitKg, true);
  else if (weighted) reading = byOrder(tokens, weighted[1], unitKg, false);
  else if (/^x?[#R]$/.test(shape) && carried !== null) {
    // Reps after a weighted or bodyweight segment: 60kg × 8, 8, 8, 7 | 自重 12, 12, 10
    reading = { ...carried, reps: [numberOf(tokens[tokens.length - 1])], sets: 1, rpe: undefined };
  }
  return reading && rpe !== undefined ? { ...reading, rpe } : reading;
}

const isCount = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The sets a result text describes; a weight without a unit is in the logging person's units. */
export function parseResultSets(text: string, units: Units): ResultSet[] {
  if (typeof text !== "string") return [];
  const normalized = normalize(text);
  if (!/\d/.test(normalized)) return [];
  const unitKg = units === "imperial" ? KG_PER_LB : 1;
  const sets: ResultSet[] = [];
  let carried: Reading | null = null;
  for (const segment of tokenize(normalized)) {
    const read = readSegment(segment, unitKg, carried);
    if (!read) {
      carried = null;
      continue;
    }
    const weight = read.weight === null ? null : round2(read.weight);
    const weightOk = read.bodyweight
      ? weight === null
      : weight !== null && weight > 0 && weight <= MAX_WEIGHT_KG;
    if (!weightOk || !isCount(read.sets, MAX_SETS) || !read.reps.every((r) => isCount(r, MAX_REPS))) {
      carried = null;
      continue;
    }
    carried = read;
    for (let s = 0; s < read.sets; s++) {
      for (const reps of read.reps) {
        const set: ResultSet = { weight_kg: weight, reps };
        if (read.bodyweight) set.bodyweight = true;
        if (read.rpe !== undefined && read.rpe > 0) set.rpe = read.rpe;
        sets.push(set);
      }
    }
    if (sets.length >= MAX_SETS * 4) break;
  }
  return sets;
}

// Estimated maxes and percent prescriptions -----------------------------------------------------

/** Epley's estimated one-rep max, w × (1 + r/30), for 1 ≤ r ≤ 10 (r = 1 is the weight itself); else null. */
export function epley1rm(weightKg: number, reps: number): number | null {
  if (!(weightKg > 0) || !Number.isInteger(reps) || reps < 1 || reps > 10) return null;
  return reps === 1 ? weightKg : weightKg * (1 + reps / 30);
}

/** A weight as shown: to the nearest 0.5 kg. */
export function roundToHalfKg(kg: number): number {
  return Math.round(kg * 2) / 2;
}

/** The rep counts records are kept for: the best weight lifted for at least this many reps. */
export const REP_RECORDS = [1, 3, 5, 10] as const;

/** The percentage of an item's prescription ("4×5 @ 75%", "4组5次 75%"), else null. */
export function prescribedPercent(info: string | null | undefined): number | null {
  if (!info) return null;
  const match = /(?:@|at|强度)?\s*(\d{1,3}(?:\.\d+)?)\s*%/.exec(info.slice(0, MAX_TEXT).normalize("NFKC"));
  if (!match) return null;
  const percent = Number(match[1]);
  return percent > 0 && percent <= 120 ? percent : null;
}

/** The weight a percent prescription means for a client: the share of its e1RM, rounded down to the plate step. */
export function percentWeight(e1rmKg: number, percent: number, plateStepKg: number): number {
  const step = plateStepKg > 0 ? plateStepKg : 2.5;
  // A tiny epsilon keeps 140 × 0.75 = 105.00000000000001 from rounding down a whole step.
  return Math.floor((e1rmKg * percent) / 100 / step + 1e-9) * step;
}

/**
 * The key records group an item's sets by: its catalogue exercise, else its name trimmed and in
 * ASCII lower case (SQLite's lower() does the same, so the database and this agree).
 */
export function exerciseKey(exerciseId: number | null, name: string): string {
  return exerciseId !== null
    ? `e:${exerciseId}`
    : `n:${name.trim().replace(/[A-Z]/g, (c) => c.toLowerCase())}`;
}
