/**
 * The dates TrueCoach data carries, normalised to YYYY-MM-DD. Scrapers and exporters write `due` as
 * `2026-03-02`, `2026-3-2`, `2026/03/02`, a full timestamp (`2026-03-02T00:00:00.000Z`, whose
 * written date is kept: TrueCoach's due is a calendar day, not an instant), a US `3/2/2026`, or
 * `20260302`. Anything else, and impossible days such as 2026-02-30, give null: the caller refuses
 * the file naming the line or field.
 */

const YEAR_MIN = 1900;
const YEAR_MAX = 2100;

const ISO_LIKE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;

function calendarDate(y: number, m: number, d: number): string | null {
  if (y < YEAR_MIN || y > YEAR_MAX || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** `raw` as YYYY-MM-DD, or null when it is no (possible) date. */
export function normalizeImportDate(raw: string): string | null {
  const text = raw.trim();
  const iso = ISO_LIKE.exec(text) ?? COMPACT.exec(text);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = US.exec(text);
  if (us) return calendarDate(Number(us[3]), Number(us[1]), Number(us[2]));
  return null;
}

/** An RFC 3339 timestamp as ISO 8601 UTC with milliseconds, or null when it is none. */
export function normalizeTimestamp(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = raw.trim();
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text)) return null;
  const ms = Date.parse(text);
  if (!Number.isFinite(ms)) return null;
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  return year < YEAR_MIN || year > YEAR_MAX ? null : date.toISOString();
}
