// `npm run i18n:check`: brings the catalogs in step with the code (`lingui extract --clean`), then
// fails when any message lacks a translation in a catalog (`lingui check missing --mode catalog`:
// fallbacks do not count, so the English catalog must be complete; the zh-CN source catalog is
// filled by extract). Run it through npm so node_modules/.bin (Node 22) comes first on PATH.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ""}` };

function lingui(args) {
  const r = spawnSync(join(bin, "lingui"), args, { cwd: root, env, encoding: "utf8" });
  return { status: r.status ?? 1, output: `${r.stdout ?? ""}${r.stderr ?? ""}` };
}

const extract = lingui(["extract", "--clean", "--workers", "1"]);
if (extract.status !== 0) {
  process.stderr.write(extract.output);
  console.error("i18n: `lingui extract` failed");
  process.exit(1);
}

const check = lingui(["check", "missing", "--mode", "catalog", "--verbose", "--workers", "1"]);
process.stdout.write(check.output);
if (check.status !== 0) {
  console.error("i18n: some messages have no translation (see above); add them to web/locales/*/messages.po");
  process.exit(1);
}
console.log("i18n: every message is translated in zh-CN and en");
