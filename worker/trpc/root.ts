import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { createCallerFactory, router } from "./init";
import { authRouter } from "./routers/auth";
import { clientsRouter } from "./routers/clients";
import { commentsRouter } from "./routers/comments";
import { librariesRouter } from "./routers/libraries";
import { organizationsRouter } from "./routers/organizations";
import { programsRouter } from "./routers/programs";
import { trainersRouter } from "./routers/trainers";
import { usersRouter } from "./routers/users";
import { workoutsRouter } from "./routers/workouts";

export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  clients: clientsRouter,
  trainers: trainersRouter,
  organizations: organizationsRouter,
  workouts: workoutsRouter,
  programs: programsRouter,
  libraries: librariesRouter,
  comments: commentsRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);
