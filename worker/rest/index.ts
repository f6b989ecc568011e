import { Hono } from "hono";
import { bearerToken } from "../auth/jwt";
import { AppError, localeFromHeader } from "../errors";
import type { ClientAddressOf } from "../http/client-address";
import { actorFromToken } from "../services/actor";
import type { ServiceDeps } from "../services/deps";
import { authRoutes } from "./auth";
import { clientsRoutes } from "./clients";
import { commentsRoutes } from "./comments";
import type { RestEnv } from "./kit";
import { librariesRoutes } from "./libraries";
import { organizationRoutes } from "./organizations";
import { programsRoutes } from "./programs";
import { trainerRoutes } from "./trainers";
import { userRoutes } from "./users";
import { workoutSummaryRoutes } from "./workout-summary";
import { workoutsRoutes } from "./workouts";

/**
 * The REST-compatible surface of SPEC section 7, mounted at /api. Each resource is a sub-app whose
 * handlers only parse input and call the same services as tRPC.
 */
export function createRestApi(deps: ServiceDeps, addressOf: ClientAddressOf) {
  const api = new Hono<RestEnv>();
  api.use(async (c, next) => {
    c.set("deps", deps);
    c.set("meta", { ip: addressOf(c) });
    c.set("locale", localeFromHeader(c.req.header("accept-language")));
    // Invalid, expired or revoked tokens leave the caller anonymous; routes that need a caller
    // answer 401 through actorOf(), public ones (login, register) still work.
    const token = bearerToken(c.req.header("authorization"));
    c.set("actor", token ? await actorFromToken(deps, token) : null);
    await next();
  });
  api.route("/", authRoutes);
  api.route("/", userRoutes);
  api.route("/", organizationRoutes);
  api.route("/", trainerRoutes);
  api.route("/", clientsRoutes);
  api.route("/", workoutSummaryRoutes);
  api.route("/", workoutsRoutes);
  api.route("/", programsRoutes);
  api.route("/", librariesRoutes);
  api.route("/", commentsRoutes);
  api.all("*", () => {
    throw new AppError("NOT_FOUND");
  });
  return api;
}
