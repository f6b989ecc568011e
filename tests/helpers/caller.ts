import { createContextInner } from "../../worker/http/trpc/context";
import { createCaller } from "../../worker/http/trpc/root";
import type { Actor } from "../../worker/services/actor";
import type { TestDb } from "./db";

/** A tRPC caller as `actor` (null: anonymous), through the real procedures and middleware. */
export function callerFor(t: TestDb, actor: Actor | null) {
  return createCaller(createContextInner({ deps: t.deps, actor }));
}
