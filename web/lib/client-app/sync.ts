import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { onlineManager } from "@tanstack/react-query";
import { celebrateNewRecords } from "@/components/records/new-record-toast";
import { errorData, errorMessage, isNetworkError, isUnauthorized } from "@/lib/errors";
import { notifyError } from "@/lib/notify";
import { upsertMessage } from "@/lib/realtime/cache-updates";
import { createStore } from "@/lib/store";
import { queryClient, trpc } from "@/lib/trpc";
import { uploadFile } from "@/lib/uploads/upload";
import {
  markFailed,
  markInFlight,
  newIdempotencyKey,
  type OutboxEntry,
  type OutboxWrite,
  outboxStore,
  removeEntry,
  savePhotoUploads,
} from "./outbox";
import { replayClient } from "./replay-client";

/** Browser connectivity as the app sees it (Playwright's setOffline flips it too). */
export const onlineStore = createStore(typeof navigator === "undefined" ? true : navigator.onLine);
/** True while the queue is being sent. */
export const syncingStore = createStore(false);
/** Writes the server refused because their target is gone (the coach deleted it), to tell the client. */
export const droppedStore = createStore<Array<{ key: string; text: string }>>([]);

/** One call per queued write, carrying the entry's idempotency key. */
function send(entry: Pick<OutboxEntry, "key" | "seq"> & OutboxWrite & { label?: string }): Promise<unknown> {
  const context = { idempotencyKey: entry.key };
  switch (entry.kind) {
    case "item":
      return replayClient.workouts.updateItem
        .mutate({ id: entry.id, workout_item: entry.patch }, { context })
        .then((answer) => celebrateNewRecords(answer.new_records ?? [], entry.label ?? ""));
    case "workout":
      return replayClient.workouts.update.mutate(
        { id: entry.id, workout: { state: entry.state } },
        { context },
      );
    case "comment":
      return replayClient.comments.create.mutate(
        { comment: { workout_id: entry.workoutId, body: entry.body } },
        { context },
      );
    case "uncomment":
      return replayClient.comments.delete.mutate({ id: entry.id }, { context });
    case "message":
      return replayClient.conversations.send
        .mutate(
          {
            client_id: entry.clientId,
            message: { body: entry.body, upload_ids: entry.uploads.map((u) => u.id) },
          },
          { context },
        )
        .then((answer) => upsertMessage(queryClient, answer.message, true));
    case "weight":
      return replayClient.progress.weightTrackings.save.mutate(
        {
          client_id: entry.clientId,
          weight_tracking: { date: entry.date, weight: entry.weight, unit: entry.unit },
        },
        { context },
      );
    case "photos":
      return sendPhotoSession(entry, context);
    case "habit":
      return replayClient.habits.checkIn.mutate(
        { id: entry.habitId, check_in: { date: entry.date, done: entry.done } },
        { context },
      );
    case "nutrition":
      return replayClient.nutrition.logs.save.mutate(
        {
          client_id: entry.clientId,
          daily_nutrition_log: {
            date: entry.date,
            ...entry.figures,
            ...(entry.photos ? { upload_ids: entry.photos.map((p) => p.upload_id) } : {}),
          },
        },
        { context },
      );
  }
}

/**
 * A queued photo session: the photos not uploaded yet are uploaded one by one (each id kept in the
 * queue at once), then the session names them. The files were resized when taken.
 */
async function sendPhotoSession(
  entry: Pick<OutboxEntry, "seq"> & Extract<OutboxWrite, { kind: "photos" }>,
  context: { idempotencyKey: string },
) {
  const photos = [...entry.photos];
  for (const [i, photo] of photos.entries()) {
    if (photo.uploadId) continue;
    const file = new File([photo.file], photo.name, { type: photo.file.type });
    photos[i] = { ...photo, uploadId: (await uploadFile(file)).id };
    if (entry.seq !== undefined) await savePhotoUploads(entry.seq, photos);
  }
  return replayClient.progress.photoSessions.create.mutate(
    {
      client_id: entry.clientId,
      photo_session: {
        date: entry.date,
        photos: photos.map((p) => ({ upload_id: p.uploadId ?? "", pose: p.pose })),
      },
    },
    { context },
  );
}

function droppedText(entry: OutboxEntry): string {
  const label = entry.label;
  switch (entry.kind) {
    case "item":
      return i18n._(msg`「${label}」的结果未能保存：教练已删除这个动作`);
    case "workout":
      return i18n._(msg`「${label}」的完成状态未能保存：教练已删除这次训练`);
    case "comment":
      return i18n._(msg`评论未能发送：教练已删除训练「${label}」`);
    case "uncomment":
      return i18n._(msg`这条评论已不存在`);
    case "message":
      return i18n._(msg`消息未能发送：对话已不存在`);
    case "weight":
      return i18n._(msg`${label} 的体重未能保存`);
    case "photos":
      return i18n._(msg`${label} 的进展照片未能保存`);
    case "habit":
      return i18n._(msg`「${label}」的打卡未能保存：教练已删除这个习惯`);
    case "nutrition":
      return i18n._(msg`${label} 的饮食记录未能保存`);
  }
}

/**
 * A 429 (too many messages a minute): the queue waits the `Retry-After` the server named and sends
 * that write again, once per write; a second refusal is handled like any other.
 */
const waitedForRateLimit = new Set<string>();
function rateLimitWaitMs(error: unknown, key: string): number | null {
  const data = errorData(error);
  if (data?.httpStatus !== 429 || waitedForRateLimit.has(key)) return null;
  waitedForRateLimit.add(key);
  return Math.min(Math.max(data.retryAfter ?? 5, 1), 120) * 1000;
}

const isNotFound = (error: unknown) => {
  const data = errorData(error);
  return data?.code === "NOT_FOUND" || data?.httpStatus === 404;
};

let running: Promise<void> | null = null;
let again = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const RETRY_MS = [5_000, 15_000, 60_000];

function scheduleRetry(attempts: number): void {
  clearTimeout(retryTimer);
  const delay = RETRY_MS[Math.min(attempts, RETRY_MS.length - 1)] ?? 60_000;
  retryTimer = setTimeout(() => void flushOutbox(), delay);
}

/**
 * Sends the queue in order, one write at a time. A write whose target is gone (404) is dropped and
 * the client told which one; a network failure stops until the connection is back; any other
 * refusal keeps the write (with its error) and is retried later, so the order never changes.
 * Afterwards the workouts are fetched again: the client sees the coach's current prescription.
 */
export function flushOutbox(): Promise<void> {
  // Assigned before the work starts: an empty queue finishes synchronously, and `running ??= run()`
  // would then keep the finished promise forever.
  if (running) {
    // A write queued while the loop was finishing would otherwise wait for the next poll.
    again = true;
    return running;
  }
  again = false;
  let release: () => void = () => {};
  running = new Promise<void>((resolve) => {
    release = resolve;
  });
  const current = running;
  void sendQueue().finally(() => {
    running = null;
    release();
    if (again) void flushOutbox();
  });
  return current;
}

async function sendQueue(): Promise<void> {
  let changed = false;
  syncingStore.set(true);
  try {
    while (onlineStore.get()) {
      const entry = outboxStore.get()[0];
      if (!entry || entry.seq === undefined) break;
      markInFlight(entry.seq);
      try {
        await send(entry);
        await removeEntry(entry);
        changed = true;
      } catch (error) {
        if (isNotFound(error)) {
          const text = droppedText(entry);
          // A lasting banner (offline-banner.tsx) rather than a toast the client may not see.
          droppedStore.set((list) => [...list, { key: entry.key, text }]);
          await removeEntry(entry);
          changed = true;
        } else if (isNetworkError(error)) {
          break;
        } else {
          const wait = rateLimitWaitMs(error, entry.key);
          if (wait !== null) {
            await new Promise((resolve) => setTimeout(resolve, wait));
            continue;
          }
          await markFailed(entry, errorMessage(i18n, error));
          if (!isUnauthorized(error)) scheduleRetry(entry.attempts);
          break;
        }
      } finally {
        markInFlight(null);
      }
    }
  } finally {
    syncingStore.set(false);
  }
  if (changed) await refetchClientData();
}

/**
 * Without IndexedDB (some private windows) nothing can be queued: the write is sent at once, still
 * as one idempotent call, and a failure is shown like any other.
 */
export async function sendNow(write: OutboxWrite): Promise<void> {
  try {
    await send({ ...write, key: newIdempotencyKey() });
  } catch (error) {
    notifyError(error);
  }
  await refetchClientData();
}

export async function refetchClientData(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries(trpc.clients.workouts.pathFilter()),
    queryClient.invalidateQueries(trpc.workouts.get.pathFilter()),
    queryClient.invalidateQueries(trpc.clients.get.pathFilter()),
    // A result can make (or, edited down, unmake) a record, and move an estimated max.
    queryClient.invalidateQueries(trpc.records.pathFilter()),
    queryClient.invalidateQueries(trpc.progress.pathFilter()),
    queryClient.invalidateQueries(trpc.habits.list.pathFilter()),
    queryClient.invalidateQueries(trpc.nutrition.logs.pathFilter()),
  ]);
}

let started = false;

/** Connectivity events and a slow poll start the replay; called once by the client layout. */
export function startSync(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  // TanStack Query assumes "online" until an event says otherwise; a page loaded offline sends no
  // event, so its queries would fail (and toast) instead of waiting for the connection.
  const apply = (online: boolean) => {
    onlineStore.set(online);
    onlineManager.setOnline(online);
  };
  apply(navigator.onLine);
  window.addEventListener("online", () => {
    apply(true);
    void flushOutbox();
  });
  window.addEventListener("offline", () => apply(false));
  setInterval(() => {
    apply(navigator.onLine);
    if (outboxStore.get().length > 0) void flushOutbox();
  }, 20_000);
}
