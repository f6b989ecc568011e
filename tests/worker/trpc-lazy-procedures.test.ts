import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { type AnyOperation, publicOp } from "../../worker/domains";
import { createContextInner } from "../../worker/http/trpc/context";
import { router } from "../../worker/http/trpc/init";
import { trpcRecord } from "../../worker/http/trpc/procedures";
import { appRouter, createCaller, loadAllProcedures } from "../../worker/http/trpc/root";
import { createTestDb, type TestDb } from "../helpers/db";

/**
 * Procedures are built on first use (worker/http/trpc/procedures.ts), so a Worker's start does not
 * build ~100 of them. What is observed: whether the operation's declaration is read before a call.
 */

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

/** An operation whose declaration counts how often a builder reads its input schema. */
function countedOperation() {
  const reads = { input: 0 };
  const operation = publicOp({
    summary: "Echo",
    kind: "query",
    solo: true,
    input: z.object({ text: z.string().max(5) }),
    run: (_ctx, input) => ({ echoed: input.text }),
  }) as AnyOperation;
  const input = operation.input;
  Object.defineProperty(operation, "input", {
    get() {
      reads.input++;
      return input;
    },
  });
  return { operation, reads };
}

describe("tRPC procedures from operation tables", () => {
  it("are listed by the router without being built, and built once when first called", async () => {
    const { operation, reads } = countedOperation();
    const built = router(trpcRecord({ tools: { echo: operation } }));
    expect(Object.keys(built._def.procedures)).toEqual(["tools.echo"]);
    expect(reads.input).toBe(0);

    const caller = built.createCaller(createContextInner({ deps: t.deps, actor: null }));
    await expect(caller.tools.echo({ text: "hi" })).resolves.toEqual({ echoed: "hi" });
    const afterFirst = reads.input;
    expect(afterFirst).toBeGreaterThan(0);
    await expect(caller.tools.echo({ text: "again" })).resolves.toEqual({ echoed: "again" });
    expect(reads.input).toBe(afterFirst);
  });

  it("answer tRPC's questions about a procedure (type, meta) as the built one does", async () => {
    const { operation } = countedOperation();
    const built = router(trpcRecord({ echo: operation }));
    const procedure = built._def.procedures.echo as { _def: { type: string; meta?: { solo?: boolean } } };
    expect(procedure._def.type).toBe("query");
    expect(procedure._def.meta).toEqual({ solo: true });
    const caller = built.createCaller(createContextInner({ deps: t.deps, actor: null }));
    await expect(caller.echo({ text: "too long" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("the app's router lists a domain's procedures once the domain is loaded", async () => {
    // A call loads its domain (worker/domains/index.ts domainTables): the procedure answers.
    const caller = createCaller(createContextInner({ deps: t.deps, actor: null }));
    await expect(caller.auth.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(Object.keys(appRouter._def.procedures)).toContain("auth.me");
  });

  it("the app's router still mounts every operation (mutations stay mutations)", async () => {
    await loadAllProcedures();
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
    expect(procedures["auth.login"]?._def.type).toBe("mutation");
    expect(procedures["workouts.list"]?._def.type).toBe("query");
  });
});
