import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { EmailKind, SkipReason } from "#shared/email-outbox";
import { email_outbox, users } from "../../../db/schema";
import { assertCanManageOrganization } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { paged, pageWindow } from "../shared/paging";
import type { OutboxRow } from "./outbox";
import type { TOutboxEmail, TOutboxInput } from "./schemas";

/** The columns an admin reads of an outbox row (never the rendered bodies: they can be large). */
export const outboxEmailColumns = {
  id: email_outbox.id,
  kind: email_outbox.kind,
  channel: email_outbox.channel,
  status: email_outbox.status,
  reason: email_outbox.reason,
  local_date: email_outbox.local_date,
  recipient_id: email_outbox.recipient_id,
  recipient_name: users.name,
  address: email_outbox.address,
  subject: email_outbox.subject,
  attempts: email_outbox.attempts,
  error: email_outbox.error,
  created_at: email_outbox.created_at,
  sent_at: email_outbox.sent_at,
};

type OutboxEmailRow = Pick<OutboxRow, Exclude<keyof typeof outboxEmailColumns, "recipient_name">> & {
  recipient_name: string;
};

/** A row as the outbox answers it; `kind` and `reason` are written from shared/email-outbox.ts's lists only. */
export function presentOutboxEmail({ recipient_id, recipient_name, ...row }: OutboxEmailRow): TOutboxEmail {
  return {
    ...row,
    kind: row.kind as EmailKind,
    reason: row.reason as SkipReason | null,
    recipient: { id: recipient_id, name: recipient_name },
  };
}

/**
 * GET /organizations/{id}/emails: one page of the organization's outbox, newest first, filtered by
 * kind, state and local day. Its admins and the super admin read it; other coaches are refused.
 */
export async function listOutbox(deps: ServiceDeps, actor: Actor, input: TOutboxInput) {
  assertCanManageOrganization(actor, input.organization_id);
  const conditions: SQL[] = [eq(email_outbox.organization_id, input.organization_id)];
  if (input.kind) conditions.push(eq(email_outbox.kind, input.kind));
  if (input.date) conditions.push(eq(email_outbox.local_date, input.date));
  if (input.status === "pending") conditions.push(inArray(email_outbox.status, ["pending", "sending"]));
  else if (input.status) conditions.push(eq(email_outbox.status, input.status));
  const where = and(...conditions);
  const { rows, meta } = await paged(
    pageWindow(input),
    (w) =>
      deps.db
        .select(outboxEmailColumns)
        .from(email_outbox)
        .innerJoin(users, eq(users.id, email_outbox.recipient_id))
        .where(where)
        .orderBy(desc(email_outbox.id))
        .limit(w.size)
        .offset(w.offset),
    () => deps.db.select({ n: count() }).from(email_outbox).where(where),
  );
  return { emails: rows.map(presentOutboxEmail), meta };
}
