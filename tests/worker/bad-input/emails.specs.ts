import type { Spec } from "./kit";

/** Bad-input specs of the emails domain's write routes (issue 29). */
export const specs: Spec[] = [
  {
    route: "POST /api/emails/unsubscribe/:token",
    note: "reads no body (RFC 8058's one-click POST) and has no id: a forged or altered token answers 404 in tests/worker/emails.test.ts",
  },
  {
    route: "POST /api/emails/:id/resend",
    note: "reads no body: garbage ids only (a row that is not failed answers 409 in tests/worker/emails-outbox.test.ts)",
  },
];
