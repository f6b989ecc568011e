import type { Server } from "node:http";
import type { Client } from "@libsql/client";
import type { Logger } from "../../http/request-log";
import type { JobsTimer } from "./jobs-timer";

/** How long in-flight requests may take to finish after SIGTERM/SIGINT before connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * What a stop waits for besides the server: the job timer (null when off), and the open sockets,
 * which an HTTP server's close would otherwise wait for until the grace period ends.
 */
export type StopOptions = { jobs?: JobsTimer | null; realtime?: { close: () => void }; graceMs?: number };

/**
 * Graceful stop, in order: stop accepting connections (idle keep-alive ones close at once), the
 * job timer and the sockets (1001, the clients reconnect to the next server), let in-flight requests and a job tick in progress finish (requests bounded by
 * `graceMs`, then remaining sockets are destroyed; a tick is bounded by its lease), fold the
 * WAL back into the database file (`wal_checkpoint(TRUNCATE)`, so a copied file is complete) and
 * close it. Resolves when everything is closed; the caller exits 0. Nothing acknowledged is lost
 * either way: a committed transaction is in the WAL before its answer is sent.
 */
export async function shutDown(server: Server, client: Client, logger: Logger, options: StopOptions = {}) {
  const graceMs = options.graceMs ?? SHUTDOWN_GRACE_MS;
  const jobsStopped = options.jobs?.stop();
  options.realtime?.close();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const deadline = setTimeout(() => {
    logger.write("warn", "shutdown: cutting connections still open after the grace period", {
      grace_ms: graceMs,
    });
    server.closeAllConnections();
  }, graceMs);
  deadline.unref();
  await closed;
  clearTimeout(deadline);
  await jobsStopped;
  try {
    await client.execute("PRAGMA wal_checkpoint(TRUNCATE)");
  } catch (e) {
    // In-memory or remote databases have no WAL to fold back; closing is all that is left.
    logger.write("debug", "shutdown: no checkpoint", { reason: e instanceof Error ? e.message : String(e) });
  }
  client.close();
}

/** SIGTERM (docker stop, systemd) and SIGINT (Ctrl-C): one graceful stop, then exit 0. */
export function stopOnSignals(server: Server, client: Client, logger: Logger, options: StopOptions = {}) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.write("info", "shutting down", { signal });
    shutDown(server, client, logger, options).then(
      () => {
        logger.write("info", "stopped");
        process.exit(0);
      },
      (e: unknown) => {
        logger.write("error", "shutdown failed", { reason: e instanceof Error ? e.message : String(e) });
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
}
