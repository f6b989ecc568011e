import { expect, it } from "vitest";
import { type EdgeEnv, edgeDb } from "../../worker/runtime/edge/env";

/**
 * The libSQL entry (worker/runtime/edge/libsql.ts) is the deployed Worker plus the libSQL client:
 * importing it must make DATABASE_URL open a libSQL server instead of refusing, as the D1 build
 * does (tests/workerd/edge.test.ts). No libSQL server runs here, so this checks the wiring only:
 * the client is created lazily and sends nothing until a query.
 */
it("the D1 build refuses DATABASE_URL; the libSQL entry opens it", async () => {
  const env = { DATABASE_URL: "libsql://db-example.turso.io", DATABASE_AUTH_TOKEN: "t" } as EdgeEnv;
  expect(() => edgeDb(env)).toThrow(/worker\/runtime\/edge\/libsql\.ts/);
  const entry = await import("../../worker/runtime/edge/libsql");
  expect(typeof entry.default.fetch).toBe("function");
  expect(typeof entry.RealtimeRoom).toBe("function");
  expect(edgeDb(env).kind).toBe("libsql");
  expect(() => edgeDb({ DATABASE_URL: "file:local.db" } as EdgeEnv)).toThrow(/libsql:\/\//);
});
