// `npm run build:server` (and `npm run build`, `npm start` when stale): bundles the Node server
// (worker/runtime/node/main.ts and everything it imports from this repository) into dist/server.mjs with
// esbuild, so production runs plain `node dist/server.mjs`: no tsx, no TypeScript transform at run
// time. npm packages stay external (node_modules is installed beside dist/), which keeps native
// modules (libsql) loadable. The SQL migrations are copied to dist/migrations, where the bundled
// migrator looks for them (db/node.ts resolves them next to the running module).
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { externalPackagesButBundled } from "./esbuild-externals.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// `--outdir <dir>`: build elsewhere (tests build a private copy so they never race a running dist/).
const outArg = process.argv.indexOf("--outdir");
const out = outArg > 0 ? process.argv[outArg + 1] : join(root, "dist");

rmSync(join(out, "server-chunks"), { recursive: true, force: true });
mkdirSync(out, { recursive: true });
await build({
  absWorkingDir: root,
  entryPoints: { server: "worker/runtime/node/main.ts" },
  outdir: out,
  outExtension: { ".js": ".mjs" },
  chunkNames: "server-chunks/[name]-[hash]",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node22",
  // npm packages stay external, except zod (tree-shaken to what the schemas use) and drizzle-orm
  // (one module instead of some 150 for Node to resolve at start): see esbuild-externals.mjs.
  plugins: [externalPackagesButBundled],
  sourcemap: "linked",
  loader: { ".json": "json" },
  logLevel: "warning",
});
rmSync(join(out, "migrations"), { recursive: true, force: true });
cpSync(join(root, "db", "migrations"), join(out, "migrations"), { recursive: true });
// The default exercise catalogue is read (not imported) at start, beside the bundle
// (worker/domains/libraries/default-exercises.ts), so it does not stay in memory.
rmSync(join(out, "default-exercises"), { recursive: true, force: true });
mkdirSync(join(out, "default-exercises"));
cpSync(
  join(root, "db", "default-exercises", "exercises.json"),
  join(out, "default-exercises", "exercises.json"),
);
console.log(`Built ${join(out, "server.mjs")}`);
