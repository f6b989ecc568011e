import { and, eq } from "drizzle-orm";
import { message } from "#shared/messages";
import { email_bad_addresses, email_outbox, users } from "../../../db/schema";
import { AppError } from "../../errors";
import { assertCanManageOrganization, requireCoach } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { outboxEmailColumns, presentOutboxEmail } from "./outbox-list";

async function outboxEmail(deps: ServiceDeps, id: number) {
  const [row] = await deps.db
    .select({ ...outboxEmailColumns, organization_id: email_outbox.organization_id })
    .from(email_outbox)
    .innerJoin(users, eq(users.id, email_outbox.recipient_id))
    .where(eq(email_outbox.id, id))
    .limit(1);
  return row;
}

/**
 * POST /emails/{id}/resend: a failed row goes back to pending, due now, so the next delivery run
 * makes one more attempt of its key. Only a failed row moves (one conditional UPDATE): a sent,
 * skipped or waiting one answers 409, so a resend can never send a key twice. The address's
 * permanent-failure mark is lifted, since the admin asks to try it again (say, after fixing the
 * mailbox). Attempts are kept: a resend that fails again shows as failed at once.
 */
export async function resendEmail(deps: ServiceDeps, actor: Actor, id: number) {
  requireCoach(actor);
  const row = await outboxEmail(deps, id);
  if (!row) throw new AppError("NOT_FOUND");
  assertCanManageOrganization(actor, row.organization_id);
  const now = deps.clock.now().toISOString();
  const moved = await deps.db
    .update(email_outbox)
    .set({ status: "pending", next_attempt_at: now, error: null, updated_at: now })
    .where(and(eq(email_outbox.id, id), eq(email_outbox.status, "failed")))
    .returning({ id: email_outbox.id });
  if (moved.length === 0) throw new AppError("CONFLICT", message("EMAIL_NOT_FAILED"));
  if (row.address && row.channel === "email")
    await deps.db.delete(email_bad_addresses).where(eq(email_bad_addresses.address, row.address));
  const { organization_id: _, ...after } = (await outboxEmail(deps, id)) ?? row;
  return { success: 0 as const, msg: message("EMAIL_RESEND_QUEUED"), email: presentOutboxEmail(after) };
}
