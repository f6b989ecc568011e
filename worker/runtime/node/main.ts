/**
 * Entry of the production Node server: `npm run build` bundles it into dist/server.mjs and
 * `npm start` (or Docker, or systemd) runs `node dist/server.mjs`. It starts worker/runtime/node/start.ts's server
 * with the migrations the build copied beside the bundle and stops gracefully on SIGTERM/SIGINT.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { stopOnSignals } from "./lifecycle";
import { startNodeServer } from "./start";

/**
 * Start-up (migrations, catalogue seeding) leaves a heap far larger than the server's steady
 * state, and V8 keeps that size as long as nothing pressures it. One full collection once
 * listening gives it back (about 30 MiB of RSS on the bench database).
 */
function releaseStartupMemory() {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as (() => void) | undefined;
  gc?.();
}

const besideBundle = fileURLToPath(new URL("./migrations/", import.meta.url));

startNodeServer(process.env, { migrationsFolder: existsSync(besideBundle) ? besideBundle : undefined })
  .then(({ server, client, logger, jobs, realtime }) => {
    stopOnSignals(server, client, logger, { jobs, realtime });
    releaseStartupMemory();
  })
  .catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
