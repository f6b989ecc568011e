import { createStore } from "@/lib/store";
import { clientDb } from "./db";
import type { OutboxEntry, OutboxWrite, QueuedPhoto } from "./outbox-types";

export type { OutboxEntry, OutboxWrite, QueuedPhoto };

// Decision: docs/decisions/2026-11-22-offline-queue.md

/** The queued writes of the signed-in user, oldest first; the screens overlay them on the data. */
export const outboxStore = createStore<OutboxEntry[]>([]);
/** The seq being sent right now (never merged into, see `enqueue`). */
let inFlight: number | null = null;

export function markInFlight(seq: number | null): void {
  inFlight = seq;
}

async function refresh(userId: number): Promise<OutboxEntry[]> {
  const db = await clientDb();
  const entries = await db.getAllFromIndex("outbox", "user", userId);
  entries.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  outboxStore.set(entries);
  return entries;
}

export function loadOutbox(userId: number): Promise<OutboxEntry[]> {
  return refresh(userId);
}

/**
 * Queues a write. Typing a result produces many small writes to one item: while the last queued
 * write for that item has not been tried yet, the new fields are merged into it (same key), so
 * the server gets one call, not one per keystroke batch.
 */
export function enqueue(userId: number, write: OutboxWrite, label: string): Promise<void> {
  // One at a time: two writes made in the same tick must see each other to merge and keep order.
  const next = queueTail.then(() => append(userId, write, label));
  queueTail = next.catch(() => {});
  return next;
}

let queueTail: Promise<void> = Promise.resolve();

async function append(userId: number, write: OutboxWrite, label: string): Promise<void> {
  const db = await clientDb();
  const entries = await refresh(userId);
  const last = entries.at(-1);
  if (
    write.kind === "item" &&
    last?.kind === "item" &&
    last.id === write.id &&
    last.attempts === 0 &&
    last.seq !== inFlight
  ) {
    await db.put("outbox", { ...last, patch: { ...last.patch, ...write.patch } });
  } else {
    const entry: OutboxEntry = {
      ...write,
      key: newIdempotencyKey(),
      userId,
      label,
      createdAt: Date.now(),
      attempts: 0,
    };
    await db.add("outbox", entry);
  }
  await refresh(userId);
}

export async function removeEntry(entry: OutboxEntry): Promise<void> {
  if (entry.seq === undefined) return;
  const db = await clientDb();
  await db.delete("outbox", entry.seq);
  await refresh(entry.userId);
}

export async function markFailed(entry: OutboxEntry, error: string): Promise<void> {
  if (entry.seq === undefined) return;
  const db = await clientDb();
  const stored = await db.get("outbox", entry.seq);
  if (stored) await db.put("outbox", { ...stored, attempts: stored.attempts + 1, error });
  await refresh(entry.userId);
}

/** Keeps the upload ids a queued photo session already has, so its retries do not upload again. */
export async function savePhotoUploads(seq: number, photos: QueuedPhoto[]): Promise<void> {
  const db = await clientDb();
  const stored = await db.get("outbox", seq);
  if (stored?.kind !== "photos") return;
  await db.put("outbox", { ...stored, photos });
  await refresh(stored.userId);
}

/** Forgets a queued comment that was never sent (deleting one's own comment while it waits). */
export async function dropQueuedComment(userId: number, seq: number): Promise<void> {
  const db = await clientDb();
  if (seq !== inFlight) await db.delete("outbox", seq);
  await refresh(userId);
}

/** Sign-out: the queue belonged to the person signing out. */
export async function clearOutbox(): Promise<void> {
  const db = await clientDb();
  await db.clear("outbox");
  outboxStore.set([]);
}

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts (a LAN address over http is not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
