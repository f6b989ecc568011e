import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Imports point one way (issue 24), checked like the authorization matrix's completeness: a file
 * that crosses a line fails here, so the shape holds as domains arrive.
 * - `shared/` (rules the browser runs too: limits, patterns, tag labels, password rules, search and
 *   sort keys, rich-text rules, message codes, roles) imports nothing outside itself: no zod, no
 *   server, no web.
 * - `web/` reaches outside itself only through `#shared/*`, plus the router's type in one place
 *   (web/lib/trpc.ts, `import type`).
 * - Nothing imports `shared/` by a relative path: `#shared/*` (package.json "imports").
 * - The adapters (`worker/http/`: tRPC, REST, OpenAPI) reach the domains only through their one door,
 *   `worker/domains/index.ts`; no domain imports an adapter.
 * - `db/` (tables, migrations, the database helpers) imports nothing from `worker/`.
 * Decision: docs/decisions/2026-11-25-shared-rules-folder.md
 */

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SKIP = new Set(["node_modules", "dist", ".git", ".wrangler", "screenshots"]);

type SourceFile = { path: string; text: string };
type Crossing = { file: string; specifier: string; rule: string };

function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!/\.(ts|tsx|mjs)$/.test(entry.name) || entry.name === "routeTree.gen.ts") return [];
    return [{ path, text: readFileSync(join(ROOT, path), "utf8") }];
  });
}

/** Each import of a file: its specifier and whether it brings types only. */
function importsOf(text: string): { specifier: string; typeOnly: boolean }[] {
  const found: { specifier: string; typeOnly: boolean }[] = [];
  for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^"';]*?from\s+["']([^"']+)["']/gm)) {
    found.push({ specifier: m[3]!, typeOnly: Boolean(m[2]) });
  }
  for (const m of text.matchAll(/^\s*import\s+["']([^"']+)["']/gm))
    found.push({ specifier: m[1]!, typeOnly: false });
  for (const m of text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g))
    found.push({ specifier: m[1]!, typeOnly: false });
  return found;
}

/** Where a relative specifier lands, as a repository path ("worker/domains/users/schemas"). */
function target(file: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  return normalize(join(dirname(file), specifier)).replace(/\\/g, "/");
}

const inside = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/** The crossings among `files` (paths relative to the repository root). */
function crossings(files: SourceFile[]): Crossing[] {
  const out: Crossing[] = [];
  for (const { path, text } of files) {
    for (const { specifier, typeOnly } of importsOf(text)) {
      const to = target(path, specifier);
      if (inside(path, "shared")) {
        if (to === null ? !specifier.startsWith("#shared/") : !inside(to, "shared"))
          out.push({ file: path, specifier, rule: "shared/ imports nothing outside itself" });
      } else if (to !== null && inside(to, "shared")) {
        out.push({ file: path, specifier, rule: "shared/ is imported as #shared/*" });
      }
      if (inside(path, "worker/http") && to !== null && inside(to, "worker/domains")) {
        if (to !== "worker/domains" && to !== "worker/domains/index")
          out.push({ file: path, specifier, rule: "adapters import the domains through domains/index.ts" });
      }
      if (inside(path, "worker/domains") && to !== null && inside(to, "worker/http"))
        out.push({ file: path, specifier, rule: "no domain imports an adapter" });
      if (inside(path, "db") && to !== null && inside(to, "worker"))
        out.push({ file: path, specifier, rule: "db/ imports nothing from worker/" });
      if (inside(path, "web") && to !== null && !inside(to, "web")) {
        const routerType = path === "web/lib/trpc.ts" && typeOnly && to === "worker/http/trpc/root";
        if (!routerType)
          out.push({ file: path, specifier, rule: "web/ imports #shared/* and the router's type only" });
      }
    }
  }
  return out;
}

describe("import boundaries", () => {
  it("hold across the repository", () => {
    const files = ["shared", "web", "worker", "db", "scripts", "tests", "bench"].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(300);
    expect(crossings(files).map((c) => `${c.file} → ${c.specifier} (${c.rule})`)).toEqual([]);
  });

  it("catch a crossing import", () => {
    const bad: SourceFile[] = [
      {
        path: "web/components/x.tsx",
        text: 'import { LIMIT } from "../../worker/domains/workouts/schemas";',
      },
      { path: "web/lib/y.ts", text: 'import type { AppRouter } from "../../worker/http/trpc/root";' },
      { path: "shared/z.ts", text: 'import * as z from "zod";' },
      { path: "worker/domains/a.ts", text: 'import { X } from "../../shared/shared-rules";' },
      { path: "worker/http/rest/b.ts", text: 'import { op } from "../../domains/operation";' },
      {
        path: "worker/domains/clients/c.ts",
        text: 'import { jsonTextResponse } from "../../http/rest/json-text";',
      },
      { path: "db/d.ts", text: 'import { seedDemo } from "../worker/services/demo-seed";' },
      { path: "worker/http/ok.ts", text: 'import { operations } from "../domains";' },
      {
        path: "web/lib/ok.ts",
        text: 'import { X } from "#shared/shared-rules";\nimport { cn } from "@/lib/utils";',
      },
    ];
    expect(crossings(bad).map((c) => c.file)).toEqual([
      "web/components/x.tsx",
      "web/lib/y.ts",
      "shared/z.ts",
      "worker/domains/a.ts",
      "worker/http/rest/b.ts",
      "worker/domains/clients/c.ts",
      "db/d.ts",
    ]);
  });
});
