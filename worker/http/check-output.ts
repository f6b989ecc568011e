import type { z } from "zod";
import type { ServiceDeps } from "../services/deps";

/**
 * Tests run every answer through its operation's output schema (`deps.checkOutputs`, set by the
 * test helpers; production skips this). Two ways to fail: the answer does not match, or it carries
 * a field the schema does not list (zod would strip it silently), so the OpenAPI document cannot
 * drift from what the services really return.
 */
export function checkOutput(
  deps: ServiceDeps,
  name: string,
  schema: z.ZodType | undefined,
  value: unknown,
): void {
  if (!deps.checkOutputs || !schema) return;
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`${name}: the answer does not match its output schema (${issues.join("; ")})`);
  }
  const extra = extraKeys(value, parsed.data, "");
  if (extra.length > 0)
    throw new Error(`${name}: the answer has fields its output schema lacks: ${extra.join(", ")}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Paths present in `original` that parsing dropped. */
function extraKeys(original: unknown, parsed: unknown, path: string): string[] {
  if (Array.isArray(original) && Array.isArray(parsed)) {
    return original.flatMap((item, i) => extraKeys(item, parsed[i], `${path}[${i}]`)).slice(0, 10);
  }
  if (!isPlainObject(original) || !isPlainObject(parsed)) return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(original)) {
    const at = path ? `${path}.${key}` : key;
    if (!(key in parsed)) {
      if (value !== undefined) out.push(at);
    } else out.push(...extraKeys(value, parsed[key], at));
  }
  return out;
}
