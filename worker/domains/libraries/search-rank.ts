import { chinesePart, englishPart } from "#shared/search-key";

/**
 * How well an exercise's name answers a search, best first (issue 22: 深蹲 must find 深蹲 before
 * 单腿杠铃深蹲, 俯卧撑 its exact match before longer names). A name is "深蹲 Squat": a Chinese part, an
 * English part, and the stored pinyin key "shendun sd" (full pinyin, then initials).
 *
 *   0 exact     the Chinese part, the English part, the whole name or the full pinyin is the query
 *   1 prefix    one of them starts with it
 *   2 word      a whole English word (or words), the pinyin initials, or the end of the Chinese part
 *               (杠铃深蹲 for 深蹲: Chinese writes words without spaces)
 *   3 substring anywhere else the database's match found it
 *
 * Spaces in the query are ignored for Chinese and pinyin ("深 蹲", "shen dun").
 */
export type SearchRank = 0 | 1 | 2 | 3;

export function searchRank(name: string, searchKey: string, query: string): SearchRank {
  const q = query.trim().toLowerCase().replace(/\s+/g, " ");
  const compact = q.replace(/ /g, "");
  if (!compact) return 3;
  // A qualifier in full-width brackets is not part of the word: 杠铃卧推（中握） is a 卧推.
  const zh = chinesePart(name)
    .replace(/\s+/g, "")
    .replace(/（[^）]*）$/, "");
  const en = englishPart(name).toLowerCase();
  const whole = name.toLowerCase().replace(/\s+/g, " ").trim();
  // Only a name with Chinese has a pinyin key; an English name's key is the name itself.
  const [pinyin = "", initials = ""] = zh ? searchKey.split(" ") : [];
  if (zh === compact || en === q || whole === q || pinyin === compact) return 0;
  // An empty part never matches: the query is not empty.
  if (zh.startsWith(compact) || en.startsWith(q) || whole.startsWith(q) || pinyin.startsWith(compact))
    return 1;
  if (` ${en} `.includes(` ${q} `) || initials === compact || zh.endsWith(compact)) return 2;
  return 3;
}

/**
 * The order of search results: rank; then the organization's own exercises (what its coaches
 * program), then the catalogue's most programmed ones (`common_rank`: its staples first,
 * scripts/exercise-instructions-zh.ts) before the rest; then the shorter name (the basic movement
 * before its variations); then the name.
 */
export function compareSearchResults<
  T extends {
    rank: SearchRank;
    exercise_name: string;
    default: boolean | null;
    common_rank: number | null;
    id: number;
  },
>(a: T, b: T): number {
  const common = (e: T) => (e.default ? (e.common_rank ?? Number.MAX_SAFE_INTEGER) : -1);
  return (
    a.rank - b.rank ||
    common(a) - common(b) ||
    [...a.exercise_name].length - [...b.exercise_name].length ||
    a.exercise_name.localeCompare(b.exercise_name, "zh-CN") ||
    a.id - b.id
  );
}
