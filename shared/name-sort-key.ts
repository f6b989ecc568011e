/**
 * People's names sort by pinyin (刘 liu before 孙 sun before 吴 wu before 周 zhou), not by
 * character code. Each user row keeps `name_key` (a lower-case pinyin spelling: "刘伟" → "liu wei",
 * "Anna Li" → "anna li") and the paged lists order by it on the server.
 *
 * No pinyin dictionary is needed: GB2312's 3,755 common characters are filed in pinyin order, the
 * `gbk` TextDecoder (in browsers, Node and workerd) lists them, and name-pinyin-table.ts says
 * where each syllable's run starts. Characters outside that block sort after every letter, by
 * code point. Pure and zod-free, so the web app can import it too.
 * Decision: docs/decisions/2026-11-25-name-sort-keys.md
 */
import { GB2312_LEVEL1_RUNS } from "#shared/name-pinyin-table";

/** Longest key stored (a 100-character name spelled out fits). */
export const NAME_KEY_MAX = 600;

const FIRST_ROW = 0xb0;
const LAST_ROW = 0xd7;
const CELLS = 94;

/** GB2312 level 1 in file order, "" for an empty cell (D7FA–D7FE). */
export function gb2312Level1(): string[] {
  const bytes: number[] = [];
  for (let row = FIRST_ROW; row <= LAST_ROW; row++) {
    for (let cell = 0; cell < CELLS; cell++) bytes.push(row, 0xa1 + cell);
  }
  const text = new TextDecoder("gbk").decode(new Uint8Array(bytes));
  // Every cell decodes to one UTF-16 unit (the block is all BMP characters or U+FFFD).
  return [...text].map((c) => (c === "\ufffd" ? "" : c));
}

let spelling: Map<string, string> | undefined;

/** Character → pinyin syllable, built once per process (a few milliseconds). */
function syllables(): Map<string, string> {
  if (spelling) return spelling;
  let start = 0;
  const runs = GB2312_LEVEL1_RUNS.split(",").map((entry) => {
    const at = entry.search(/\d/);
    start += Number(entry.slice(at));
    return { syllable: entry.slice(0, at), start };
  });
  const map = new Map<string, string>();
  gb2312Level1().forEach((char, i) => {
    if (!char) return;
    let lo = 0;
    let hi = runs.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (runs[mid]!.start <= i) lo = mid;
      else hi = mid - 1;
    }
    map.set(char, runs[lo]!.syllable);
  });
  spelling = map;
  return map;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** The sort key of a person's name: pinyin words for Chinese, letters and digits lower-cased. */
export function nameSortKey(name: string): string {
  const table = syllables();
  const words: string[] = [];
  let word = "";
  const flush = () => {
    if (word) words.push(word);
    word = "";
  };
  for (const char of name.normalize("NFKC").toLowerCase()) {
    const syllable = table.get(char);
    if (syllable !== undefined) {
      flush();
      words.push(syllable);
    } else if (CJK.test(char)) {
      // "{" follows "z": rarer characters after every spelled one, then by code point.
      flush();
      words.push(`{${char.codePointAt(0)!.toString(16).padStart(5, "0")}`);
    } else if (/[\p{L}\p{N}]/u.test(char)) {
      word += char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    } else {
      flush();
    }
  }
  flush();
  return words.join(" ").slice(0, NAME_KEY_MAX);
}
