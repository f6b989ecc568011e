import { pinyin } from "pinyin-pro";
import { searchKeyForName } from "#shared/search-key";

/**
 * The pinyin search key of an exercise name ("深蹲 Squat" → "shendun sd"), sent with every save.
 * This module carries pinyin-pro's dictionary (~140 KB gzip): it is imported only by
 * `loadSearchKeyMaker` below, when the exercise form opens, never with the route. The key's
 * format is the server's (shared/search-key.ts), shared with the catalogue build.
 */
export function searchKeyOf(name: string): string {
  return searchKeyForName(name, (text) => pinyin(text, { toneType: "none", type: "array", v: true }));
}
