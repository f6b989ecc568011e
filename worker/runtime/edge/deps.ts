import type { Db } from "../../../db/client";
import { type AppConfig, systemClock } from "../../config";
import type { RealtimeHub, ServiceDeps } from "../../services/deps";
import { sendersFromEnv } from "../../services/senders";
import { type EdgeEnv, edgeConfig, edgeDb, stringBindings } from "./env";
import { r2UploadStore } from "./r2-upload-store";

/**
 * The service deps of a Workers isolate, from its bindings: the Worker's fetch handler and the
 * realtime Durable Object (which checks tokens and writes presence) build the same ones.
 */
export function edgeServiceDeps(
  env: EdgeEnv,
  options: {
    openDb?: (env: EdgeEnv) => Db;
    config?: (env: EdgeEnv) => AppConfig;
    realtime?: RealtimeHub;
  } = {},
): ServiceDeps {
  return {
    db: options.openDb ? options.openDb(env) : edgeDb(env).db,
    config: options.config ? options.config(env) : edgeConfig(env),
    clock: systemClock,
    ...sendersFromEnv(stringBindings(env)),
    ...(env.UPLOADS ? { uploads: r2UploadStore(env.UPLOADS) } : {}),
    ...(options.realtime ? { realtime: options.realtime } : {}),
  };
}
