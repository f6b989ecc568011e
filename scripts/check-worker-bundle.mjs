// Worker bundle budgets (part of `npm test`): builds the Worker exactly as `wrangler deploy` would
// (`wrangler deploy --dry-run --minify`, no account or network needed) and checks
//   1. its size: gzip of every uploaded module < 300 KB;
//   2. its start time: the CPU time workerd spends loading the bundle (parse, compile and top-level
//      evaluation of every module, garbage collection included) < 50 ms.
// Start time is measured *in workerd*, not in Node: `wrangler check startup` runs the same bundle
// in the local workerd with the V8 inspector's CPU profiler attached during startup — the mechanism
// Cloudflare uses for its own startup-time limit — and writes a .cpuprofile. We sum the non-idle
// samples of that profile ("Active" time). Timing inside workerd with Date.now() is not possible
// (its clock does not advance during execution), and timing `import()` in Node would add Node's
// own loader and built-ins (e.g. lazily loading undici) that workerd does not have. The profile's
// sample intervals are wall-clock, so a busy machine (preemption) and the profiler itself only ever
// add time: the budget is checked against the fastest of RUNS runs, the best estimate of the real
// cost; the median is printed beside it.
// Prints the figures; exits non-zero when a budget is exceeded.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const GZIP_BUDGET_KB = 300;
// Lowered from 100 ms (issue 15) once the fastest start measured 34.9–44.9 ms (medians 37–59 ms)
// with every operation of the library, program builder and client app in the bundle.
const START_BUDGET_MS = 50;
// Nine runs: on this 2-core machine single runs spread widely when other work runs (35 to 118 ms
// in one busy set), and five were not always enough to see one undisturbed start.
const RUNS = Number(process.env.WORKER_STARTUP_RUNS || 9);

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

/** Non-idle CPU time of a V8 .cpuprofile, in ms. */
function activeMs(profilePath) {
  const profile = JSON.parse(readFileSync(profilePath, "utf8"));
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === "(idle)").map((n) => n.id));
  let micros = 0;
  profile.samples.forEach((id, i) => {
    if (!idle.has(id)) micros += profile.timeDeltas[i] ?? 0;
  });
  return micros / 1000;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// wrangler refuses a missing [assets] directory; the SPA is not part of the Worker bundle anyway.
mkdirSync(join("dist", "web"), { recursive: true });
const work = mkdtempSync(join(tmpdir(), "worker-bundle-"));
let failed = false;
try {
  const out = join(work, "bundle");
  wrangler(["deploy", "--dry-run", "--minify", "--outdir", out]);
  const modules = filesUnder(out).filter((f) => !f.endsWith(".map") && !f.endsWith("README.md"));
  const raw = modules.reduce((sum, f) => sum + statSync(f).size, 0);
  const gzip = modules.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0);
  const gzipKb = gzip / 1024;
  const sizeOk = gzipKb < GZIP_BUDGET_KB;
  console.log(
    `${sizeOk ? "✓" : "✗"} worker bundle: ${(raw / 1024).toFixed(1)} KiB minified, ${gzipKb.toFixed(1)} KiB gzip ` +
      `(budget < ${GZIP_BUDGET_KB} KB) — ${modules.length} module(s)`,
  );
  failed ||= !sizeOk;

  const samples = [];
  for (let i = 0; i < RUNS; i++) {
    const profile = join(work, `startup-${i}.cpuprofile`);
    wrangler(["check", "startup", "--args=--minify", "--outfile", profile]);
    samples.push(activeMs(profile));
  }
  const start = Math.min(...samples);
  const startOk = start < START_BUDGET_MS;
  console.log(
    `${startOk ? "✓" : "✗"} worker start in workerd: ${start.toFixed(1)} ms CPU (fastest of ${RUNS}; median ` +
      `${median(samples).toFixed(1)}; runs ${samples.map((s) => s.toFixed(1)).join(", ")}; budget < ${START_BUDGET_MS} ms)`,
  );
  failed ||= !startOk;
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
