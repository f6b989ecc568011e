import { sql } from "drizzle-orm";
import { isCoachEmailKind } from "#shared/email-outbox";
import { email_bad_addresses, email_unsubscribes, organizations } from "../../../db/schema";
import type { ServiceDeps } from "../../services/deps";
import { DeliveryError, logEmailSender } from "../../services/senders";
import type { JobInstance, JobKind } from "../jobs/kind";
import { senderNameOf } from "./brand";
import { countDue, markFailed, markSent, markSkipped, type OutboxRow, takeDue } from "./outbox";

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
  const [stops, senders] = await Promise.all([sendingStops(deps, rows), senderNames(deps, rows)]);
  for (const row of rows) await deliverOne(deps, row, stops, senders.get(row.organization_id ?? 0));
  return rows.length;
}

/**
 * The unsubscribes and bad addresses among a chunk's recipients, read in two queries rather than two
 * per row: 200 rows cost 400 statements less, and each statement's native memory counted in the
 * daily run's RSS (bench/emails.ts). An unsubscribe that arrives while the chunk sends applies from
 * the next chunk, seconds later.
 */
async function sendingStops(deps: ServiceDeps, rows: readonly OutboxRow[]) {
  const userIds = [...new Set(rows.map((r) => r.recipient_id))];
  const addresses = [
    ...new Set(rows.flatMap((r) => (r.channel === "email" && r.address ? [r.address] : []))),
  ];
  const [unsubscribes, bad] = await Promise.all([
    userIds.length === 0
      ? []
      : deps.db
          .select({ userId: email_unsubscribes.user_id, kind: email_unsubscribes.kind })
          .from(email_unsubscribes)
          .where(
            sql`${email_unsubscribes.user_id} IN (SELECT value FROM json_each(${JSON.stringify(userIds)}))`,
          ),
    addresses.length === 0
      ? []
      : deps.db
          .select({ address: email_bad_addresses.address })
          .from(email_bad_addresses)
          .where(
            sql`${email_bad_addresses.address} IN (SELECT value FROM json_each(${JSON.stringify(addresses)}))`,
          ),
  ]);
  return {
    unsubscribed: new Set(unsubscribes.map((u) => `${u.userId}:${u.kind}`)),
    badAddresses: new Set(bad.map((b) => b.address)),
  };
}
type SendingStops = Awaited<ReturnType<typeof sendingStops>>;

/**
 * The sender's display name of a chunk's client emails, by organization, read in one query: the
 * organization's name, beside the platform's unless it may whitelabel (issue 30), so the first
 * thing a client reads, the From line, is the brand the email carries. Coaches' emails keep
 * EMAIL_FROM's own, as they keep the platform's brand.
 */
async function senderNames(deps: ServiceDeps, rows: readonly OutboxRow[]): Promise<Map<number, string>> {
  const ids = [
    ...new Set(
      rows.flatMap((r) =>
        r.channel === "email" && r.organization_id !== null && !isCoachEmailKind(r.kind)
          ? [r.organization_id]
          : [],
      ),
    ),
  ];
  if (ids.length === 0) return new Map();
  const found = await deps.db
    .select({ id: organizations.id, name: organizations.name, whitelabel: organizations.can_whitelabel })
    .from(organizations)
    .where(sql`${organizations.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`);
  return new Map(found.map((o) => [o.id, senderNameOf(o)]));
}

async function deliverOne(
  deps: ServiceDeps,
  row: OutboxRow,
  stops: SendingStops,
  fromName: string | undefined,
): Promise<void> {
  if (!row.address) return markSkipped(deps, row, "no_address");
  if (stops.unsubscribed.has(`${row.recipient_id}:${row.kind}`))
    return markSkipped(deps, row, "unsubscribed");
  if (row.channel === "email" && stops.badAddresses.has(row.address))
    return markSkipped(deps, row, "bad_address");
  try {
    if (row.channel === "sms") await deps.sms.send(row.address, row.text_body ?? "");
    else
      await (deps.email ?? logEmailSender).send(row.address, row.subject ?? "", row.text_body ?? "", {
        html: row.html_body ?? undefined,
        idempotencyKey: row.key,
        fromName,
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
    if (permanent && row.channel === "email") {
      // Later rows of this chunk to the same address are skipped too.
      stops.badAddresses.add(row.address);
      await deps.db
        .insert(email_bad_addresses)
        .values({
          address: row.address,
          error: message.slice(0, 500),
          marked_at: deps.clock.now().toISOString(),
        })
        .onConflictDoNothing();
    }
    return markFailed(deps, row, message, permanent);
  }
  await markSent(deps, row);
}
