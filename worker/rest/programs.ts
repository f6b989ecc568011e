import { restApp } from "./kit";

/** REST routes of the programs domain (issue 3). */
export const programsRoutes = restApp();
