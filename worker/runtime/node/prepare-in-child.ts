import { fork } from "node:child_process";
import type { PreparedDatabase } from "./prepare-database";

/** The argument that makes the bundle do the start-up work on the database and exit instead of serving. */
export const PREPARE_ONLY_ARG = "--prepare-database-only";

/**
 * Runs the start-up work (prepare-database.ts) in a child process of the same bundle, with the
 * same V8 flags and environment, and answers what it did.
 *
 * Why a process: migrations, the catalogue refresh, a backfill of thousands of rows or the demo
 * seeding leave their traces in the process that ran them: V8 heap it keeps, a fragmented malloc
 * heap glibc cannot give back, parts of the node binary (ICU data, builtins) paged in once. On a
 * fresh demo database that was ~20 MiB of the server's idle RSS (docs/performance.md, "Server
 * memory"). A process that exits gives all of it back; the server then only opens the database.
 */
export function prepareInChildProcess(bundle: string): Promise<PreparedDatabase> {
  return new Promise((resolve, reject) => {
    const child = fork(bundle, [PREPARE_ONLY_ARG], {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      // The server's V8 flags, but not its debugger: the port is the server's.
      execArgv: process.execArgv.filter((flag) => !flag.startsWith("--inspect")),
    });
    let prepared: PreparedDatabase | undefined;
    child.on("message", (message) => {
      prepared = message as PreparedDatabase;
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0 && prepared) resolve(prepared);
      else reject(new Error(`the start-up work on the database failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * The child's side: does the work, sends the parent what it did and exits. Run by hand
 * (`node dist/server.mjs --prepare-database-only`) it migrates and seeds without serving.
 */
export function answerPreparation(work: () => Promise<PreparedDatabase>): void {
  work().then(
    (prepared) => {
      if (!process.send) process.exit(0);
      process.send(prepared, () => process.exit(0));
    },
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
