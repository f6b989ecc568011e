import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { operations } from "../../domains";
import { createCallerFactory, router } from "./init";
import { trpcRecord } from "./procedures";

/** The tRPC router of every domain, built from the operation tables (worker/domains/). */
export const appRouter = router(trpcRecord(operations));

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);
