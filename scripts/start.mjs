// `npm start`: build the SPA when it is missing or older than its sources, then run the Node server
// (which applies migrations, bootstraps the super admin and demo data, and serves on PORT).
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

const built = join("dist", "web", "index.html");
const sources = ["web", "vite.config.ts", "lingui.config.ts", "package.json"];
const stale = !existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
if (stale && existsSync("vite.config.ts") && existsSync(join("web", "index.html"))) {
  console.log("Building the web app…");
  const r = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const r = spawnSync("npx", ["tsx", "worker/node.ts"], { stdio: "inherit" });
process.exit(r.status ?? 0);
