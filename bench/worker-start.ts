import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * The Worker's start time in workerd: the CPU time workerd spends loading the bundle (parse,
 * compile and top-level evaluation of every module, garbage collection included). Budget ≤ 50 ms.
 *
 * Measured *in workerd*, not in Node: `wrangler check startup` builds the bundle as `wrangler
 * deploy --minify` does, runs it in the local workerd with the V8 inspector's CPU profiler attached
 * during startup (the mechanism Cloudflare uses for its own startup-time limit) and writes a
 * .cpuprofile; we sum its non-idle samples. Timing inside workerd with Date.now() is not possible
 * (its clock does not advance during execution), and timing `import()` in Node would add Node's own
 * loader and built-ins. The profile's sample intervals are wall-clock, so preemption on a busy
 * machine and the profiler only ever add time: the figure is the fastest of RUNS runs (median and
 * every run printed beside it). That is also why it is a benchmark and not part of `npm test`: on a
 * busy machine no number of runs is sure to see one undisturbed start.
 *
 * Run alone with `npm run bench -- worker-start` (no bench database needed).
 */
const START_BUDGET_MS = 50;
// Nine runs: on this 2-core machine single runs spread widely when other work runs (35 to 118 ms
// in one busy set), and five were not always enough to see one undisturbed start.
const RUNS = Number(process.env.WORKER_STARTUP_RUNS || 9);
const ROOT = join(import.meta.dirname, "..");

/** Non-idle CPU time of a V8 .cpuprofile, in ms. */
function activeMs(profilePath: string): number {
  const profile = JSON.parse(readFileSync(profilePath, "utf8")) as {
    nodes: { id: number; callFrame: { functionName: string } }[];
    samples: number[];
    timeDeltas: number[];
  };
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === "(idle)").map((n) => n.id));
  let micros = 0;
  profile.samples.forEach((id, i) => {
    if (!idle.has(id)) micros += profile.timeDeltas[i] ?? 0;
  });
  return micros / 1000;
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}

export function benchWorkerStart() {
  const localNode = join(ROOT, "node_modules", ".bin", "node");
  const nodeBin = existsSync(localNode) ? resolve(localNode) : process.execPath;
  const wranglerJs = join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js");
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
  // wrangler refuses a missing [assets] directory; the SPA is not part of the Worker bundle anyway.
  mkdirSync(join(ROOT, "dist", "web"), { recursive: true });
  const work = mkdtempSync(join(tmpdir(), "worker-start-"));
  try {
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const profile = join(work, `startup-${i}.cpuprofile`);
      const r = spawnSync(
        nodeBin,
        [wranglerJs, "check", "startup", "--args=--minify", "--outfile", profile],
        { cwd: ROOT, env, encoding: "utf8" },
      );
      if (r.status !== 0) throw new Error(`wrangler check startup failed (${r.status}): ${r.stderr}`);
      samples.push(activeMs(profile));
    }
    const fastest = Math.min(...samples);
    return [
      {
        name: `Worker start in workerd, CPU (fastest of ${RUNS}; median ${median(samples).toFixed(1)}; runs ${samples.map((s) => s.toFixed(1)).join(", ")})`,
        value: `${fastest.toFixed(1)} ms`,
        target: `≤ ${START_BUDGET_MS} ms on a quiet machine`,
        ok: fastest <= START_BUDGET_MS,
      },
    ];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
