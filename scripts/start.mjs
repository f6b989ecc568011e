// `npm start` = `node scripts/start.mjs && exec node dist/server.mjs`. This script only builds what
// is missing or older than its sources (the SPA into dist/web, the server bundle into
// dist/server.mjs) and exits; the shell then replaces itself with the server, so a running
// `npm start` is npm plus one node process (no tsx, no launcher left behind).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function stale(output, sources) {
  return !existsSync(output) || Math.max(...sources.map(newestMtime)) > statSync(output).mtimeMs;
}

function run(what, command, args) {
  console.log(`Building ${what}…`);
  const r = spawnSync(command, args, { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const webSources = [
  "web",
  "vite.config.ts",
  "lingui.config.ts",
  "package.json",
  join("scripts", "precompress.ts"),
  join("scripts", "chunk-groups.ts"),
];
if (stale(join("dist", "web", "index.html"), webSources) && existsSync(join("web", "index.html"))) {
  run("the web app", process.execPath, [
    join("node_modules", "vite", "bin", "vite.js"),
    "build",
    "--logLevel",
    "warn",
  ]);
}
const serverSources = [
  "worker",
  "db",
  "package.json",
  join("scripts", "build-server.mjs"),
  join("scripts", "esbuild-externals.mjs"),
];
if (stale(join("dist", "server.mjs"), serverSources)) {
  run("the server", process.execPath, [join("scripts", "build-server.mjs")]);
}
