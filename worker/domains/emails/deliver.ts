import { eq } from "drizzle-orm";
import { email_bad_addresses } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";
import { DeliveryError, logEmailSender } from "../../services/senders";
import type { JobInstance, JobKind } from "../jobs/kind";
import { countDue, markFailed, markSent, markSkipped, type OutboxRow, takeDue } from "./outbox";
import { isUnsubscribed } from "./switches";

/**
 * The job runner's kind that sends what the outbox holds: pending rows whose time has come and
 * rows whose sender died (lease passed). Each instance takes up to SEND_CHUNK rows in one UPDATE
 * (outbox.ts), so runners never share a row. Unsubscribes and bad addresses are checked again at
 * sending time: an unsubscribe is effective at once, even for emails already decided.
 */
export const SEND_CHUNK = 200;
/** Instances listed per tick at most (the runner's budget bounds it further). */
const MAX_CHUNKS = 10;

export const emailDelivery: JobKind = {
  name: "email-delivery",
  leaseSeconds: 600,
  async due(deps, now): Promise<JobInstance[]> {
    const waiting = await countDue(deps);
    const chunks = Math.min(MAX_CHUNKS, Math.ceil(waiting.n / SEND_CHUNK));
    // The minute and the first waiting row name the instances: rows decided later in the same
    // minute get instances of their own.
    const minute = now.toISOString().slice(0, 16);
    return Array.from({ length: chunks }, (_, i) => ({
      key: `email-send:${minute}:${waiting.first}:${i}`,
      run: () => deliverDue(deps, SEND_CHUNK).then(() => undefined),
    }));
  },
};

/** Sends up to `limit` due rows; answers how many rows it took. */
export async function deliverDue(deps: ServiceDeps, limit: number): Promise<number> {
  const rows = await takeDue(deps, limit);
  for (const row of rows) await deliverOne(deps, row);
  return rows.length;
}

async function isBadAddress(deps: ServiceDeps, address: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ address: email_bad_addresses.address })
    .from(email_bad_addresses)
    .where(eq(email_bad_addresses.address, address))
    .limit(1);
  return row !== undefined;
}

async function deliverOne(deps: ServiceDeps, row: OutboxRow): Promise<void> {
  if (!row.address) return markSkipped(deps, row, "no_address");
  if (await isUnsubscribed(deps, row.recipient_id, row.kind)) return markSkipped(deps, row, "unsubscribed");
  if (row.channel === "email" && (await isBadAddress(deps, row.address)))
    return markSkipped(deps, row, "bad_address");
  try {
    if (row.channel === "sms") await deps.sms.send(row.address, row.text_body ?? "");
    else
      await (deps.email ?? logEmailSender).send(row.address, row.subject ?? "", row.text_body ?? "", {
        html: row.html_body ?? undefined,
        idempotencyKey: row.key,
        headers: row.unsubscribe_url
          ? {
              "List-Unsubscribe": `<${row.unsubscribe_url}>`,
              "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            }
          : undefined,
      });
  } catch (e) {
    const permanent = e instanceof DeliveryError && e.permanent;
    const message = e instanceof Error ? e.message : String(e);
    if (permanent && row.channel === "email")
      await deps.db
        .insert(email_bad_addresses)
        .values({
          address: row.address,
          error: message.slice(0, 500),
          marked_at: deps.clock.now().toISOString(),
        })
        .onConflictDoNothing();
    return markFailed(deps, row, message, permanent);
  }
  await markSent(deps, row);
}
