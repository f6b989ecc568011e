// Bundle budgets (docs/web.md, docs/performance.md), from the build output alone (sizes, never timings):
// - the JavaScript a first visit downloads before anything else, i.e. the entry script of
//   dist/web/index.html and the chunks it modulepreloads, must stay under 150 KB gzip;
// - every screen is a lazy chunk (TanStack Router autoCodeSplitting), and each chunk the entry
//   imports dynamically (screens, language catalogs) must stay under 60 KB gzip (issue 23).
// Run after `vite build`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 150;
const SCREEN_BUDGET_KB = 60;
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const distDir = join(root, "dist", "web");
const indexPath = join(distDir, "index.html");

let html;
try {
  html = readFileSync(indexPath, "utf8");
} catch {
  console.error(`bundle: ${indexPath} is missing; run \`npm run build\` first`);
  process.exit(1);
}

const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
const files = [...new Set([...scripts, ...preloads])].filter((src) => src.startsWith("/"));
if (scripts.length === 0) {
  console.error("bundle: no module script found in dist/web/index.html");
  process.exit(1);
}

const kb = (bytes) => bytes / 1024;
let total = 0;
const rows = files.map((src) => {
  const buf = readFileSync(join(distDir, src));
  const gz = gzipSync(buf).length;
  total += gz;
  return { src, raw: statSync(join(distDir, src)).size, gz };
});

for (const r of rows) {
  console.log(
    `  ${kb(r.gz).toFixed(1).padStart(7)} KB gzip  ${kb(r.raw).toFixed(1).padStart(7)} KB  ${r.src}`,
  );
}

// For information: a signed-out first visit lands on /login, which adds its lazy route chunk,
// that chunk's static imports and the zh-CN catalog (not gated; the budget above is).
const assetsDir = join(distDir, "assets");
const gzOf = (file) => gzipSync(readFileSync(join(assetsDir, file))).length;
function staticClosure(file, seen) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(assetsDir, file), "utf8");
  for (const m of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) staticClosure(m[1], seen);
}
const entryFiles = new Set(files.map((f) => f.replace(/^\/assets\//, "")));
const loginChunk = readdirSync(assetsDir).find((f) => /^login-[\w-]+\.js$/.test(f));
if (loginChunk) {
  const seen = new Set();
  staticClosure(loginChunk, seen);
  const extra = [...seen].filter((f) => !entryFiles.has(f));
  // The first catalog the entry imports is the default language's (zh-CN).
  const catalog = readFileSync(join(assetsDir, scripts[0].replace(/^\/assets\//, "")), "utf8").match(
    /import\(\s*["'`]\.\/(messages-[\w-]+\.js)["'`]\s*\)/,
  );
  if (catalog) extra.push(catalog[1]);
  const lazy = extra.reduce((sum, f) => sum + gzOf(f), 0);
  console.log(
    `  (info) first visit to /login loads ${kb(total + lazy).toFixed(1)} KB gzip in all: + ${kb(lazy).toFixed(1)} KB lazy (${extra.join(", ")})`,
  );
}

// The screens: every chunk the first-visit files import dynamically.
const initial = files.map((f) => f.replace(/^\/assets\//, ""));
const screens = [
  ...new Set(
    initial.flatMap((f) =>
      [
        ...readFileSync(join(assetsDir, f), "utf8").matchAll(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g),
      ].map((m) => m[1]),
    ),
  ),
].filter((f) => !entryFiles.has(f));
const screenRows = screens.map((f) => ({ f, gz: gzOf(f) })).sort((a, b) => b.gz - a.gz);
const overScreens = screenRows.filter((r) => kb(r.gz) > SCREEN_BUDGET_KB);
const largest = screenRows[0];
for (const r of overScreens) console.log(`  ${kb(r.gz).toFixed(1).padStart(7)} KB gzip  ${r.f}  OVER BUDGET`);
console.log(
  `bundle: ${screenRows.length} lazy screen chunks, largest ${largest ? `${largest.f} ${kb(largest.gz).toFixed(1)} KB` : "none"} gzip (budget ${SCREEN_BUDGET_KB} KB each) ${overScreens.length === 0 && screenRows.length > 0 ? "OK" : "OVER BUDGET"}`,
);

const ok = kb(total) <= BUDGET_KB;
console.log(
  `bundle: first-visit JavaScript (entry + modulepreload) = ${kb(total).toFixed(1)} KB gzip (budget ${BUDGET_KB} KB) ${ok ? "OK" : "OVER BUDGET"}`,
);
process.exit(ok && overScreens.length === 0 && screenRows.length > 0 ? 0 : 1);
