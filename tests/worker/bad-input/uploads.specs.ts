import type { Spec } from "./kit";

/** POST /api/uploads reads multipart, not JSON: its bad bodies have their own tests. */
export const specs: Spec[] = [
  {
    route: "POST /api/uploads",
    note: "multipart, not JSON: no file, a JSON body, a wrong type and 10 MB + 1 are refused in tests/worker/uploads/uploads.test.ts",
  },
];
