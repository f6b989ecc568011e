import { ID, op } from "../operation";
import { ZIdInput } from "../shared/fields";
import { listOutbox } from "./outbox-list";
import { resendEmail } from "./resend";
import * as schemas from "./schemas";
import { emailTotals } from "./totals";

/**
 * The outbox (issue 29): an organization's admins read what was sent, skipped (and why) and failed,
 * and resend a failed one; the super admin reads totals. REST under /organizations/{id}/emails,
 * /emails/{id} and /admin/emails, tRPC `emails.*`.
 */
export const emailOperations = {
  outbox: op({
    summary: "An organization's outbox, newest first: sent, skipped with the reason, failed (its admins)",
    kind: "query",
    input: schemas.ZOutboxInput,
    output: schemas.ZOutboxOutput,
    run: ({ deps, actor }, input) => listOutbox(deps, actor, input),
    rest: {
      method: "GET",
      path: `/organizations/:id{${ID}}/emails`,
      input: ({ params, query }) => ({ ...query, organization_id: params.id }),
      requestSchema: schemas.ZOutboxInput.omit({ organization_id: true }),
    },
  }),
  resend: op({
    summary: "Try a failed email once more (409 EMAIL_NOT_FAILED for one sent, skipped or waiting)",
    kind: "mutation",
    input: ZIdInput,
    output: schemas.ZResendOutput,
    run: ({ deps, actor }, input) => resendEmail(deps, actor, input.id),
    rest: { method: "POST", path: `/emails/:id{${ID}}/resend` },
  }),
  totals: op({
    summary:
      "Outbox rows per local day, kind and state across organizations (super admin; 7 days by default)",
    kind: "query",
    input: schemas.ZTotalsInput,
    output: schemas.ZTotalsOutput,
    run: ({ deps, actor }, input) => emailTotals(deps, actor, input),
    rest: { method: "GET", path: "/admin/emails" },
  }),
};
