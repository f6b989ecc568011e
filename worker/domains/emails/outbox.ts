import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { EmailKind, SkipReason } from "#shared/email-outbox";
import { email_outbox } from "../../../db/schema";
import { insertJsonRows } from "../../data/sql";
import type { ServiceDeps } from "../../services/deps";

/**
 * The outbox (issue 29): every decision about an email is one row whose unique `key` (recipient ×
 * kind × period) makes it once: a second decision for the key writes nothing, and a row is sent
 * only by the runner that moved it from pending to sending (one UPDATE, so two runners never both
 * win it). A crash after the transport accepted a message and before `sent` was written leaves the
 * row sending until its lease passes; then it is sent again (SMTP may deliver twice; the HTTP
 * transport passes the key as the provider's idempotency key, which drops the repeat).
 * Decision: docs/decisions/2026-11-26-email-templates-and-outbox.md
 */

/** Sends per row before it shows as failed: the first and three retries. */
export const MAX_ATTEMPTS = 4;
/** Wait before retry n (after attempt n failed): 1 minute, 10 minutes, 1 hour. */
export const RETRY_DELAYS_SECONDS = [60, 600, 3600] as const;
/** How long a runner holds a row it is sending before another may take it over. */
export const SENDING_LEASE_SECONDS = 300;

/** What a kind decided for one key: a message to send, or a skip with its reason. */
export type OutboxDecision = {
  key: string;
  kind: EmailKind;
  organization_id: number | null;
  recipient_id: number;
  channel: "email" | "sms";
  address: string | null;
  local_date: string;
  /** Batches: the last notification the key covers. */
  through_id?: number | null;
} & (
  | {
      status: "pending";
      subject: string;
      text_body: string;
      html_body: string | null;
      unsubscribe_url: string | null;
    }
  | { status: "skipped"; reason: SkipReason }
);

export type OutboxRow = typeof email_outbox.$inferSelect;

/** Writes the decisions whose keys are new; a key already decided keeps its first row. */
export async function recordDecisions(deps: ServiceDeps, decisions: readonly OutboxDecision[]) {
  if (decisions.length === 0) return;
  const now = deps.clock.now().toISOString();
  const rows = decisions.map((d) => ({
    key: d.key,
    kind: d.kind,
    organization_id: d.organization_id,
    recipient_id: d.recipient_id,
    channel: d.channel,
    address: d.address,
    status: d.status,
    reason: d.status === "skipped" ? d.reason : null,
    local_date: d.local_date,
    subject: d.status === "pending" ? d.subject : null,
    text_body: d.status === "pending" ? d.text_body : null,
    html_body: d.status === "pending" ? d.html_body : null,
    unsubscribe_url: d.status === "pending" ? d.unsubscribe_url : null,
    through_id: d.through_id ?? null,
    attempts: 0,
    next_attempt_at: d.status === "pending" ? now : null,
    created_at: now,
    updated_at: now,
  }));
  for (const statement of insertJsonRows(deps.db, email_outbox, rows, {}, { ignoreConflicts: true }))
    await statement;
}

/** Of `keys`, those already decided (a kind skips rendering them again). */
export async function decidedKeys(deps: ServiceDeps, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await deps.db
    .select({ key: email_outbox.key })
    .from(email_outbox)
    .where(sql`${email_outbox.key} IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`);
  return new Set(rows.map((r) => r.key));
}

const dueNow = (nowIso: string) =>
  or(
    and(eq(email_outbox.status, "pending"), lte(email_outbox.next_attempt_at, nowIso)),
    and(eq(email_outbox.status, "sending"), lte(email_outbox.lease_until, nowIso)),
  );

/** How many rows are waiting to be sent now, and the first one's id (the delivery kind's instances). */
export async function countDue(deps: ServiceDeps): Promise<{ n: number; first: number | null }> {
  const nowIso = deps.clock.now().toISOString();
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)`, first: sql<number | null>`min(${email_outbox.id})` })
    .from(email_outbox)
    .where(dueNow(nowIso));
  return { n: row?.n ?? 0, first: row?.first ?? null };
}

/**
 * Takes up to `limit` due rows for this runner: pending ones whose time has come, and sending ones
 * whose runner's lease passed. One statement, so a row goes to one runner only.
 */
export async function takeDue(deps: ServiceDeps, limit: number): Promise<OutboxRow[]> {
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const leaseUntil = new Date(now.getTime() + SENDING_LEASE_SECONDS * 1000).toISOString();
  return deps.db
    .update(email_outbox)
    .set({
      status: "sending",
      lease_until: leaseUntil,
      attempts: sql`${email_outbox.attempts} + 1`,
      updated_at: nowIso,
    })
    .where(
      and(
        inArray(
          email_outbox.id,
          deps.db
            .select({ id: email_outbox.id })
            .from(email_outbox)
            .where(dueNow(nowIso))
            .orderBy(email_outbox.id)
            .limit(limit),
        ),
        dueNow(nowIso),
      ),
    )
    .returning();
}

/** The row this runner holds (same attempt, still sending) becomes `patch`. */
async function settle(deps: ServiceDeps, row: OutboxRow, patch: Partial<OutboxRow>) {
  await deps.db
    .update(email_outbox)
    .set({ ...patch, lease_until: null, updated_at: deps.clock.now().toISOString() })
    .where(
      and(
        eq(email_outbox.id, row.id),
        eq(email_outbox.status, "sending"),
        eq(email_outbox.attempts, row.attempts),
      ),
    );
}

export const markSent = (deps: ServiceDeps, row: OutboxRow) =>
  settle(deps, row, { status: "sent", sent_at: deps.clock.now().toISOString(), error: null });

export const markSkipped = (deps: ServiceDeps, row: OutboxRow, reason: SkipReason) =>
  settle(deps, row, { status: "skipped", reason });

/** A failed send: retried after its delay, or failed for good (permanent, or out of attempts). */
export async function markFailed(deps: ServiceDeps, row: OutboxRow, error: string, permanent: boolean) {
  const last = permanent || row.attempts >= MAX_ATTEMPTS;
  const delay = RETRY_DELAYS_SECONDS[Math.min(row.attempts, RETRY_DELAYS_SECONDS.length) - 1] ?? 60;
  const next = new Date(deps.clock.now().getTime() + delay * 1000).toISOString();
  await settle(deps, row, {
    status: last ? "failed" : "pending",
    next_attempt_at: last ? null : next,
    error: error.slice(0, 500),
  });
}
