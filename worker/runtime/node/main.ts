/**
 * Entry of the production Node server: `npm run build` bundles it into dist/server.mjs and
 * `npm start` (or Docker, or systemd) runs `node dist/server.mjs`. A child process of the same
 * bundle does the start-up work on the database first (prepare-in-child.ts); then this process
 * starts worker/runtime/node/start.ts's server with the migrations the build copied beside the
 * bundle and stops gracefully on SIGTERM/SIGINT.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { stopOnSignals } from "./lifecycle";
import { answerPreparation, PREPARE_ONLY_ARG, prepareInChildProcess } from "./prepare-in-child";
import { prepareNodeDatabase, startNodeServer } from "./start";

/**
 * Building the app and opening the database leave a heap larger than the server's steady state,
 * and V8 keeps that size as long as nothing pressures it. One full collection once listening
 * gives it back.
 */
function releaseStartupMemory() {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as (() => void) | undefined;
  gc?.();
}

const besideBundle = fileURLToPath(new URL("./migrations/", import.meta.url));
const migrationsFolder = existsSync(besideBundle) ? besideBundle : undefined;

if (process.argv.includes(PREPARE_ONLY_ARG)) {
  answerPreparation(() => prepareNodeDatabase(process.env, { migrationsFolder }));
} else {
  prepareInChildProcess(fileURLToPath(import.meta.url))
    .then((prepared) => startNodeServer(process.env, { migrationsFolder, prepared }))
    .then(({ server, client, logger, jobs, realtime }) => {
      stopOnSignals(server, client, logger, { jobs, realtime });
      releaseStartupMemory();
    })
    .catch((e: unknown) => {
      console.error(e);
      process.exit(1);
    });
}
