import { router } from "../init";

/** Filled in by the clients domain work (issue 3). */
export const clientsRouter = router({});
