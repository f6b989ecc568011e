import { nightlyFigures } from "../clients/nightly-figures";
import type { JobKind } from "./kind";

/**
 * Every kind of background work, in the order a tick visits them. Adding one is one entry here
 * (e.g. removing uploads left unattached for 24 h, once uploads exist).
 */
export const JOB_KINDS: readonly JobKind[] = [nightlyFigures];
