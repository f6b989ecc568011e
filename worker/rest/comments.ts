import { restApp } from "./kit";

/** REST routes of the comments domain (issue 3). */
export const commentsRoutes = restApp();
