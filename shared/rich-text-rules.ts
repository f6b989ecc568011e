/**
 * What rich text (a workout's `short_description`) may contain: the server's sanitizer
 * (worker/domains/workouts/html.ts) keeps only these, and the web's editor and its renderer
 * (web/components/workouts/rich-text*.tsx) produce and show only these. Plain constants, so the
 * web imports them without the sanitizer.
 */
export const RICH_TEXT_TAGS: ReadonlySet<string> = new Set([
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "ul",
  "ol",
  "li",
  "a",
  "blockquote",
  "h1",
  "h2",
  "h3",
  "h4",
  "span",
]);

/** Link targets rich text may carry: http(s) with a host, and mailto. */
export const SAFE_LINK = /^(https?:\/\/[^/\\\s]|mailto:)/i;
