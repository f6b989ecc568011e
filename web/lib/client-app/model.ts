import type { Workout, WorkoutComment, WorkoutItem } from "@/components/workouts/model";
import { type WorkoutStatus, workoutStatus } from "@/components/workouts/model";
import type { OutboxEntry } from "./outbox-types";

/** An exercise side-loaded with the client's workouts (only what a video link needs). */
export type LinkedExercise = { id: number; url: string | null };

/** A comment as shown: `queued` while it waits in the outbox (it has no server id yet). */
export type ShownComment = WorkoutComment & { queued?: boolean; queueSeq?: number };
export type ShownItem = WorkoutItem & { queued?: boolean };

/** A workout as the client app shows it: the server's answer with the queued writes applied. */
export type ClientWorkout = {
  workout: Workout;
  items: ShownItem[];
  comments: ShownComment[];
  /** Some of this workout's changes have not reached the server yet. */
  queued: boolean;
  status: WorkoutStatus;
};

/** The parts of a `clients.workouts` / `workouts.list` answer this app reads. */
export type WorkoutsPayload = {
  workouts: Workout[];
  workout_items: WorkoutItem[];
  comments: WorkoutComment[];
  exercises?: LinkedExercise[];
  /** Comment authors (name for display). */
  users?: Array<{ id: number; name: string }>;
};

/**
 * Applies the queued writes to a workout (optimistic display that survives a reload: the queue is
 * in IndexedDB, the answer in the persisted cache).
 */
export function withQueued(
  workout: Workout,
  items: WorkoutItem[],
  comments: WorkoutComment[],
  queue: OutboxEntry[],
  userId: number,
  today: string,
): ClientWorkout {
  let w = workout;
  let queued = false;
  const shownItems: ShownItem[] = items.map((item) => ({ ...item }));
  let shownComments: ShownComment[] = comments.map((comment) => ({ ...comment }));
  for (const entry of queue) {
    if (entry.kind === "workout" && entry.id === workout.id) {
      w = { ...w, state: entry.state };
      queued = true;
    } else if (entry.kind === "item" && entry.workoutId === workout.id) {
      const index = shownItems.findIndex((item) => item.id === entry.id);
      const current = shownItems[index];
      if (current) {
        shownItems[index] = { ...current, ...entry.patch, queued: true };
        queued = true;
      }
    } else if (entry.kind === "comment" && entry.workoutId === workout.id) {
      const at = new Date(entry.createdAt).toISOString();
      shownComments = [
        ...shownComments,
        {
          id: -(entry.seq ?? entry.createdAt),
          workout_id: workout.id,
          user_id: userId,
          body: entry.body,
          imported: false,
          imported_author_name: null,
          created_at: at,
          updated_at: at,
          queued: true,
          queueSeq: entry.seq,
        } as ShownComment,
      ];
      queued = true;
    } else if (entry.kind === "uncomment" && entry.workoutId === workout.id) {
      shownComments = shownComments.filter((comment) => comment.id !== entry.id);
      queued = true;
    }
  }
  return {
    workout: w,
    items: shownItems,
    comments: shownComments,
    queued,
    status: workoutStatus(w, today),
  };
}

/** Server order: by day, then the coach's order, then id. */
function byDue(a: Workout, b: Workout): number {
  return (a.due ?? "").localeCompare(b.due ?? "") || a.order - b.order || a.id - b.id;
}

/** Joins a payload into shown workouts (items in position order), with the queue applied. */
export function joinPayload(
  payload: WorkoutsPayload | undefined,
  queue: OutboxEntry[],
  userId: number,
  today: string,
): ClientWorkout[] {
  if (!payload) return [];
  const items = new Map<number, WorkoutItem[]>();
  for (const item of payload.workout_items) {
    const list = items.get(item.workout_id) ?? [];
    list.push(item);
    items.set(item.workout_id, list);
  }
  const comments = new Map<number, WorkoutComment[]>();
  for (const comment of payload.comments) {
    const list = comments.get(comment.workout_id) ?? [];
    list.push(comment);
    comments.set(comment.workout_id, list);
  }
  return [...payload.workouts].sort(byDue).map((workout) =>
    withQueued(
      workout,
      (items.get(workout.id) ?? []).sort((a, b) => a.position - b.position || a.id - b.id),
      (comments.get(workout.id) ?? []).sort(
        (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
      ),
      queue,
      userId,
      today,
    ),
  );
}

/** A URL safe to open in a new tab (http/https only). */
export function safeVideoUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return /^https?:\/\//i.test(url.trim()) ? url.trim() : null;
}
