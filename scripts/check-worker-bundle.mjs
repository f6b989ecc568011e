// Worker bundle budget (part of `npm test`): builds the Worker exactly as `wrangler deploy` would
// (`wrangler deploy --dry-run --minify`, no account or network needed) and checks its size: gzip of
// every uploaded module < 300 KiB (the target is ≤ 240 KiB, leaving room for the domains to come),
// for the deployed entry and for the libSQL one (worker/runtime/edge/libsql.ts).
// Size only: a deterministic figure. The Worker's start time moved to `npm run bench`
// (bench/worker-start.ts), since a timing depends on what else the machine runs and nothing in
// `npm test` may.
// Prints the figure; exits non-zero when the budget is exceeded.
// Decision: docs/decisions/2026-11-25-worker-bundle-and-zod.md
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const GZIP_BUDGET_KB = 300;
// What the code should stay under now (issue 21), so the new domains still fit under the budget.
const GZIP_TARGET_KB = 240;

const localNode = join("node_modules", ".bin", "node");
const nodeBin = existsSync(localNode) ? resolve(localNode) : process.execPath;
const wranglerJs = resolve("node_modules", "wrangler", "bin", "wrangler.js");
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

function wrangler(args) {
  const r = spawnSync(nodeBin, [wranglerJs, ...args], { env, encoding: "utf8" });
  if (r.status !== 0) {
    process.stdout.write(r.stdout ?? "");
    process.stderr.write(r.stderr ?? "");
    console.error(`✗ wrangler ${args.join(" ")} failed (${r.status})`);
    process.exit(1);
  }
  return r.stdout;
}

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// wrangler refuses a missing [assets] directory; the SPA is not part of the Worker bundle anyway.
mkdirSync(join("dist", "web"), { recursive: true });
/** Builds one entry as `wrangler deploy` would; returns its minified and gzip sizes in bytes. */
function bundleSize(entry, out) {
  wrangler(["deploy", ...(entry ? [entry] : []), "--dry-run", "--minify", "--outdir", out]);
  const modules = filesUnder(out).filter((f) => !f.endsWith(".map") && !f.endsWith("README.md"));
  const raw = modules.reduce((sum, f) => sum + statSync(f).size, 0);
  const gzip = modules.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0);
  return { raw, gzip, modules: modules.length };
}

const work = mkdtempSync(join(tmpdir(), "worker-bundle-"));
let failed = false;
try {
  // The deployed Worker (wrangler.toml main, D1) and the libSQL entry (docs/cloudflare.md), which
  // adds the libSQL client: both must fit the budget; the target is the deployed one's.
  for (const [label, entry] of [
    ["worker bundle", undefined],
    ["libSQL entry", "worker/runtime/edge/libsql.ts"],
  ]) {
    const { raw, gzip, modules } = bundleSize(entry, join(work, label.replaceAll(" ", "-")));
    const gzipKb = gzip / 1024;
    const sizeOk = gzipKb < GZIP_BUDGET_KB;
    const target = entry
      ? ""
      : `; target ≤ ${GZIP_TARGET_KB} KiB${gzipKb <= GZIP_TARGET_KB ? "" : ", missed"}`;
    console.log(
      `${sizeOk ? "✓" : "✗"} ${label}: ${(raw / 1024).toFixed(1)} KiB minified, ${gzipKb.toFixed(1)} KiB gzip ` +
        `(budget < ${GZIP_BUDGET_KB} KiB${target}) — ${modules} module(s)`,
    );
    failed ||= !sizeOk;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
