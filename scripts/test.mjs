// `npm test`: every check that needs no browser, each step reported, and one closing line
// "N passed, N failed" summing the test runners. Runs all steps even when one fails, so a CI log
// shows every problem at once; exits non-zero if any step failed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const pkg = JSON.parse(readFileSync("package.json", "utf8"));
const results = [];
let passed = 0;
let failed = 0;

function run(name, cmd, args, opts = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...opts.env } });
  const ok = r.status === 0;
  results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

/** Independent checks at once (each tsc is mostly single-threaded); output is shown per check. */
async function runParallel(name, jobs) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${jobs.map(([label]) => label).join(", ")} in parallel`);
  const outcomes = await Promise.all(
    jobs.map(
      ([label, args]) =>
        new Promise((done) => {
          const child = spawn("npx", args, { stdio: ["ignore", "pipe", "pipe"] });
          let output = "";
          child.stdout.on("data", (d) => (output += d));
          child.stderr.on("data", (d) => (output += d));
          child.on("close", (code) => done({ label, ok: code === 0, output }));
        }),
    ),
  );
  for (const o of outcomes) {
    const text = o.output
      .split("\n")
      .filter((l) => !l.startsWith("npm warn"))
      .join("\n")
      .trim();
    if (text) console.log(`[${o.label}]\n${text}`);
    results.push({
      name: `${name} ${o.label}`,
      ok: o.ok,
      seconds: ((Date.now() - started) / 1000).toFixed(1),
    });
  }
}

/** Runs vitest with a JSON report next to the normal output, and adds its counts to the total. */
function vitest(name, args) {
  const dir = mkdtempSync(join(tmpdir(), "vitest-report-"));
  const file = join(dir, "report.json");
  const ok = run(name, "npx", [
    "vitest",
    "run",
    ...args,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${file}`,
  ]);
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, "utf8"));
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (ok ? 0 : report.numFailedTests ? 0 : 1);
  } else if (!ok) {
    failed += 1;
  }
  rmSync(dir, { recursive: true, force: true });
  return ok;
}

await runParallel("typecheck", [
  ["worker", ["tsc", "-p", "worker/tsconfig.json", "--noEmit"]],
  ["web", ["tsc", "-p", "web/tsconfig.json", "--noEmit"]],
  ["tests", ["tsc", "-p", "tests/tsconfig.json", "--noEmit"]],
  ["workerd tests", ["tsc", "-p", "tests/workerd/tsconfig.json", "--noEmit"]],
]);
run("lint + format", "npx", ["biome", "check", "."]);
if (existsSync("scripts/i18n-check.mjs")) run("translations complete", "node", ["scripts/i18n-check.mjs"]);
vitest("API tests (Node, libSQL)", []);
if (pkg.scripts["test:workerd"])
  vitest("API scenarios (workerd, D1)", ["--config", "vitest.workerd.config.ts"]);
if (existsSync("web/index.html") && run("build web", "npx", ["vite", "build", "--logLevel", "warn"])) {
  if (existsSync("scripts/check-bundle-size.mjs"))
    run("bundle budgets (first visit, screens)", "node", ["scripts/check-bundle-size.mjs"]);
}
if (existsSync("scripts/check-worker-bundle.mjs"))
  run("worker bundle budget", "node", ["scripts/check-worker-bundle.mjs"]);

console.log("\nSummary:");
for (const r of results) console.log(`  ${r.ok ? "✓" : "✗"} ${r.name} (${r.seconds}s)`);
const stepsFailed = results.filter((r) => !r.ok).length;
if (stepsFailed > 0 && failed === 0) failed = stepsFailed;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(stepsFailed > 0 ? 1 : 0);
