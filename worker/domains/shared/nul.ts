// Apart from fields.ts (zod schemas) so the adapters can use it without building any schema.
/**
 * True when a string anywhere in `value` holds a NUL character. SQLite (through libSQL) cuts text
 * at NUL without an error, so such input would be stored silently truncated: both surfaces refuse
 * it before validation (worker/http/rest/kit.ts, worker/http/trpc/init.ts).
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes("\u0000") || containsNul(v, depth + 1));
}
