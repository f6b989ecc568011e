/**
 * SPEC keeps one `exercise_name` ("深蹲 Squat": Chinese, then English). The screen shows and edits
 * the two parts separately. The Chinese part runs to the last Han character, so names that start
 * with digits or Latin letters keep them ("3/4 幅度仰卧起坐 3/4 Sit-Up" → "3/4 幅度仰卧起坐" +
 * "3/4 Sit-Up", "TRX 划船" stays Chinese); a name without Han characters is English only.
 */
const HAN = /\p{Script=Han}/u;
const LATIN = /[A-Za-z]/;

export type ExerciseNames = { zh: string; en: string };

export function splitExerciseName(name: string): ExerciseNames {
  const text = name.trim();
  let lastHan = -1;
  for (let i = 0; i < text.length; i++) if (HAN.test(text[i] ?? "")) lastHan = i;
  if (lastHan === -1) return { zh: "", en: text };
  // Closing brackets or punctuation right after the last Han character still belong to it.
  let end = lastHan + 1;
  while (end < text.length && /[）)】」』》”\]]/.test(text[end] ?? "")) end++;
  const rest = text.slice(end).trim();
  // Trailing digits or signs without a Latin letter ("深蹲 2") are part of the Chinese name.
  if (!LATIN.test(rest)) return { zh: text, en: "" };
  return { zh: text.slice(0, end).trim(), en: rest };
}

export function joinExerciseName({ zh, en }: ExerciseNames): string {
  return [zh.trim(), en.trim()].filter(Boolean).join(" ");
}

export type NameLine = { lang: "zh" | "en"; text: string };

/**
 * Which half leads: the interface language's, when the exercise has it. Returns the leading line
 * and the other one (null when the name has only one half).
 */
export function orderedNames(names: ExerciseNames, locale: string): [NameLine, NameLine | null] {
  const zh: NameLine = { lang: "zh", text: names.zh };
  const en: NameLine = { lang: "en", text: names.en };
  const [first, second] = locale.startsWith("zh") ? [zh, en] : [en, zh];
  if (!first.text) return [second, null];
  return [first, second.text ? second : null];
}
