import type { ServiceDeps } from "../../services/deps";

/** Where nothing better is known (a Worker without APP_URL): the development server's address. */
const FALLBACK_BASE = "http://localhost:8787";

/**
 * The platform's own address that emails link to: `APP_URL`, else this Node process's own address
 * (start.ts warns at start that such links work on this machine only). An organization's clients
 * get its own host instead (brand.ts).
 */
export function platformAppUrl(deps: ServiceDeps): string {
  return deps.config.appUrl ?? deps.config.localUrl ?? FALLBACK_BASE;
}

/** The client app's and the coach app's pages an email points to. */
export const LINK_PATHS = {
  clientWorkout: (id: number) => `/client/workouts/${id}`,
  clientToday: "/client",
  clientMessages: "/client/messages",
  clientSettings: "/client/profile",
  coachMessages: "/messages",
  coachClients: "/clients",
  coachSettings: "/profile",
} as const;
