import { type inferRouterInputs, type inferRouterOutputs, lazy } from "@trpc/server";
import { type DomainName, domainTables, type Operations, type OperationTable } from "../../domains";
import { createCallerFactory, router } from "./init";
import { trpcRecord } from "./procedures";

/**
 * The tRPC router of every domain, built from the operation tables (worker/domains/). Each domain
 * is a lazy sub-router: its table (and so its schemas and services) is loaded by the first call of
 * one of its procedures, not when the Worker starts (docs/decisions/2026-11-26-domains-load-lazily.md).
 */
function domainRouter<T extends OperationTable>(table: T) {
  return router(trpcRecord(table));
}

type DomainRouters = {
  [D in DomainName]: ReturnType<typeof lazy<ReturnType<typeof domainRouter<Operations[D]>>>>;
};

function domainRouters(): DomainRouters {
  const routers: Partial<Record<DomainName, unknown>> = {};
  for (const name of Object.keys(domainTables) as DomainName[]) {
    routers[name] = lazy(async () => domainRouter(await domainTables[name]()));
  }
  return routers as DomainRouters;
}

export const appRouter = router(domainRouters());

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);

/**
 * Loads every domain's sub-router, so `appRouter._def.procedures` lists all procedures (tests
 * that walk the whole surface; a request never needs it).
 */
export async function loadAllProcedures(): Promise<void> {
  const lazyRouters = appRouter._def.lazy as Record<string, { load: () => Promise<void> }>;
  await Promise.all(Object.values(lazyRouters).map((entry) => entry.load()));
}
