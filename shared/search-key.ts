/**
 * The exercise search key: a lower-case search aid stored beside `exercise_name` ("深蹲 Squat"),
 * holding the Chinese part's pinyin in full and as initials ("shendun sd"), so coaches find 深蹲 by
 * typing "shendun" or "sd". The pinyin dictionary (pinyin-pro, ~140 KB gzip) is too big for the
 * Worker, so it runs where it costs least: the catalogue build script and the web app. Both hand
 * its syllables to these pure functions (no zod, no dictionary: the web app can import this file),
 * so a key means the same wherever it was made; the server only normalizes what it receives.
 * Decision: docs/decisions/2026-11-22-exercise-search-keys.md
 */

/** Longest key the API accepts (a 200-character name in pinyin with initials fits). */
export const SEARCH_KEY_MAX = 300;

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * Lower case, ü as v (pinyin's keyboard spelling), tone marks dropped, only [a-z0-9 ], single
 * spaces, trimmed.
 */
export function normalizeSearchKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[üǖǘǚǜ]/g, "v")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, SEARCH_KEY_MAX)
    .trim();
}

/**
 * The key from the Chinese part's pinyin syllables (tones off): "shendun sd" from ["shen", "dun"].
 * Non-letter syllables (punctuation, spaces) are dropped; "" when nothing is left.
 */
export function searchKeyFrom(syllables: readonly string[]): string {
  const parts = syllables.map((s) => normalizeSearchKey(s).replace(/ /g, "")).filter(Boolean);
  if (parts.length === 0) return "";
  return normalizeSearchKey(`${parts.join("")} ${parts.map((p) => p[0]).join("")}`);
}

/** The words of a name that hold Chinese characters ("T杠划船 T-Bar Row" → "T杠划船"). */
export function chinesePart(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => CJK.test(word))
    .join(" ");
}

/** The words of a name without Chinese characters ("T杠划船 T-Bar Row" → "T-Bar Row"). */
export function englishPart(name: string): string {
  const zh = new Set(chinesePart(name).split(/\s+/).filter(Boolean));
  return name
    .split(/\s+/)
    .filter((word) => word && !zh.has(word))
    .join(" ");
}

/**
 * The key of a whole exercise name, given a pinyin function (pinyin-pro's
 * `pinyin(text, { toneType: "none", type: "array", v: true })`): the pinyin of its Chinese part,
 * or, for a name without Chinese, the fallback key.
 */
export function searchKeyForName(name: string, pinyinOf: (text: string) => readonly string[]): string {
  const zh = chinesePart(name);
  return (zh ? searchKeyFrom(pinyinOf(zh)) : "") || fallbackSearchKey(name);
}

/** What the server stores when a create brings no key: the name's ASCII part, normalized. */
export function fallbackSearchKey(name: string): string {
  return normalizeSearchKey(name);
}
