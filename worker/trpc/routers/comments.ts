import { router } from "../init";

/** Filled in by the comments domain work (issue 3). */
export const commentsRouter = router({});
