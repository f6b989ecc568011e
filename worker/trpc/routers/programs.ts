import { router } from "../init";

/** Filled in by the programs domain work (issue 3). */
export const programsRouter = router({});
