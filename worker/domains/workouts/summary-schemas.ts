import * as z from "zod";
import { zId } from "../shared/fields";

/** Home-page figures: the caller's scope, or one coach of it with `trainer_id`. */
export const ZWorkoutSummaryInput = z.object({ trainer_id: zId.optional() });
export type TWorkoutSummaryInput = z.infer<typeof ZWorkoutSummaryInput>;
