import { restApp } from "./kit";

/** REST routes of the libraries domain (issue 3). */
export const librariesRoutes = restApp();
