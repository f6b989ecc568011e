import { router } from "../init";

/** Filled in by the libraries domain work (issue 3). */
export const librariesRouter = router({});
