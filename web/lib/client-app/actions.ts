import type { WeightUnit } from "#shared/body-units";
import { auth } from "@/lib/auth";
import type { UploadedFile } from "@/lib/uploads/upload-file";
import { dropQueuedComment, enqueue, type OutboxWrite, type QueuedPhoto } from "./outbox";
import type { NutritionFigures, NutritionPhoto } from "./outbox-types";
import { flushOutbox, sendNow } from "./sync";

/**
 * The client's writes. Each is queued first (IndexedDB, with its idempotency key) and shown at once
 * from the queue; the queue is then sent if the browser is online, else when it comes back.
 */
async function write(change: OutboxWrite, label: string): Promise<void> {
  const userId = auth.current?.user?.id;
  if (!userId) return;
  try {
    await enqueue(userId, change, label);
  } catch {
    return sendNow(change);
  }
  void flushOutbox();
}

export const saveResult = (item: { id: number; workout_id: number; name: string }, result: string) =>
  write(
    {
      kind: "item",
      id: item.id,
      workoutId: item.workout_id,
      patch: { result: result === "" ? null : result },
    },
    item.name,
  );

export const setItemDone = (item: { id: number; workout_id: number; name: string }, done: boolean) =>
  write(
    {
      kind: "item",
      id: item.id,
      workoutId: item.workout_id,
      patch: { state: done ? "completed" : "pending" },
    },
    item.name,
  );

export const setWorkoutDone = (workout: { id: number; title: string }, done: boolean) =>
  write({ kind: "workout", id: workout.id, state: done ? "completed" : "pending" }, workout.title);

export const addComment = (workout: { id: number; title: string }, body: string) =>
  write({ kind: "comment", workoutId: workout.id, body }, workout.title);

/** A sent comment is deleted through the queue; one still waiting is simply taken out of it. */
export async function deleteComment(
  comment: { id: number; workout_id: number; queueSeq?: number },
  title: string,
) {
  const userId = auth.current?.user?.id;
  if (!userId) return;
  if (comment.queueSeq !== undefined) return dropQueuedComment(userId, comment.queueSeq);
  return write({ kind: "uncomment", id: comment.id, workoutId: comment.workout_id }, title);
}

/** A message to the coach, queued like every client write (photos were uploaded when picked). */
export const sendMessage = (clientId: number, body: string, uploads: UploadedFile[]) =>
  write({ kind: "message", clientId, body, uploads }, body.slice(0, 40));

/** The client's bodyweight of a day, as typed (a second one that day replaces it on the server). */
export const logBodyweight = (clientId: number, date: string, weight: number, unit: WeightUnit) =>
  write({ kind: "weight", clientId, date, weight, unit }, date);

/** A progress photo session: the photos wait in the queue as files until they can be uploaded. */
export const addPhotoSession = (clientId: number, date: string, photos: QueuedPhoto[]) =>
  write({ kind: "photos", clientId, date, photos }, date);
/** A habit checked off (or unticked) for a day, queued like every client write (issue 31). */
export const checkInHabit = (
  habit: { id: number; client_id: number; name: string },
  date: string,
  done: boolean,
) => write({ kind: "habit", habitId: habit.id, clientId: habit.client_id, date, done }, habit.name);

/** The day's food log, its figures whole (a second save that day replaces them on the server). */
/** `photos`: the day's photos whole, given only when this save changed them. */
export const logNutrition = (
  clientId: number,
  date: string,
  figures: NutritionFigures,
  photos?: NutritionPhoto[],
) => write({ kind: "nutrition", clientId, date, figures, ...(photos ? { photos } : {}) }, date);
