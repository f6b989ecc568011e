import * as z from "zod";
import { EMAIL_KINDS, OUTBOX_FILTER_STATUSES, SKIP_REASONS } from "#shared/email-outbox";
import { zDate, zId } from "../shared/fields";
import { pagingFields, ZPageMeta } from "../shared/paging";

/**
 * Inputs and answers of the outbox operations (issue 29): what an organization's admins read and
 * resend, and the super admin's totals.
 */

export const ZOutboxInput = z.object({
  /** The organization whose outbox is read (its admins, or the super admin). */
  organization_id: zId,
  kind: z.enum(EMAIL_KINDS).optional(),
  status: z.enum(OUTBOX_FILTER_STATUSES).optional(),
  /** The local day the emails belong to (the recipient's zone). */
  date: zDate.optional(),
  ...pagingFields(100, 50),
});
export type TOutboxInput = z.infer<typeof ZOutboxInput>;

export const ZOutboxEmail = z.object({
  id: z.number().int(),
  kind: z.enum(EMAIL_KINDS),
  channel: z.enum(["email", "sms"]),
  status: z.enum(["pending", "sending", "sent", "skipped", "failed"]),
  reason: z.enum(SKIP_REASONS).nullable(),
  local_date: z.string(),
  recipient: z.object({ id: z.number().int(), name: z.string() }),
  address: z.string().nullable(),
  subject: z.string().nullable(),
  attempts: z.number().int(),
  /** The transport's last refusal, for failed rows and rows waiting to retry. */
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type TOutboxEmail = z.infer<typeof ZOutboxEmail>;

export const ZOutboxOutput = z.object({ emails: z.array(ZOutboxEmail), meta: ZPageMeta });

export const ZResendOutput = z.object({
  success: z.literal(0),
  msg: z.string(),
  email: ZOutboxEmail,
});

/** The widest span of days the totals answer at once. */
export const TOTALS_MAX_DAYS = 92;

export const ZTotalsInput = z.object({ from: zDate.optional(), to: zDate.optional() });
export type TTotalsInput = z.infer<typeof ZTotalsInput>;

export const ZTotalsOutput = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.array(
    z.object({
      local_date: z.string(),
      kind: z.enum(EMAIL_KINDS),
      status: z.enum(["pending", "sending", "sent", "skipped", "failed"]),
      n: z.number().int(),
    }),
  ),
});
