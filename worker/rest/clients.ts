import { restApp } from "./kit";

/** REST routes of the clients domain (issue 3). */
export const clientsRoutes = restApp();
