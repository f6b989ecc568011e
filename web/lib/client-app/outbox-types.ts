import type { WeightUnit } from "#shared/body-units";
import type { PhotoPose } from "@/components/progress/poses";
import type { UploadedFile } from "@/lib/uploads/upload-file";

/**
 * A write made in the client app, kept until the server has it. Every write goes through this
 * queue (online too), so there is one path for optimistic display, ordering and idempotent replay.
 */
export type OutboxWrite =
  | {
      kind: "item";
      /** workout_items.id */
      id: number;
      workoutId: number;
      patch: { result?: string | null; state?: "pending" | "completed" };
    }
  | { kind: "workout"; id: number; state: "pending" | "completed" }
  | { kind: "comment"; workoutId: number; body: string }
  | { kind: "uncomment"; id: number; workoutId: number }
  /** A message to the coach (issue 26); photos are uploaded when picked, so only their ids wait here. */
  | { kind: "message"; clientId: number; body: string; uploads: UploadedFile[] }
  /** The client's bodyweight of a day (issue 28), as typed: the server converts to kg. */
  | { kind: "weight"; clientId: number; date: string; weight: number; unit: WeightUnit }
  /**
   * A progress photo session (issue 28). The photos wait here as files (IndexedDB keeps Blobs), so
   * one taken offline is sent later; each gets its `uploadId` once uploaded, so a retry after a
   * failed session write does not upload it again.
   */
  | { kind: "photos"; clientId: number; date: string; photos: QueuedPhoto[] }
  /** A habit checked off (or unticked) for a day (issue 31); a replay updates the same check-in. */
  | { kind: "habit"; habitId: number; clientId: number; date: string; done: boolean }
  /**
   * The client's food log of a day (issue 31), the day's figures whole: the server keeps one log a
   * day and a save replaces its figures, so a replay (or a second save) leaves the newest. `photos`
   * is the day's photos whole when the save changed them (uploaded when picked, online only, so
   * only their ids wait here); absent, the log keeps the photos it has.
   */
  | {
      kind: "nutrition";
      clientId: number;
      date: string;
      figures: NutritionFigures;
      photos?: NutritionPhoto[];
    };

/** A photo of a day's food log: its upload id, and what the app shows it by. */
export type NutritionPhoto = { upload_id: string; name: string; url: string };

export type NutritionFigures = {
  kcal: number | null;
  protein_g: number | null;
  carbs_g: number | null;
  fat_g: number | null;
  /** Not typed in the app; carried from the stored log so a save does not wipe it. */
  fiber_g: number | null;
  water_ml: number | null;
  note: string | null;
};

export type QueuedPhoto = { pose: PhotoPose; file: Blob; name: string; uploadId?: string };

export type OutboxEntry = OutboxWrite & {
  /** IndexedDB key, increasing: the replay order. */
  seq?: number;
  /** Sent as `Idempotency-Key`: a replay of the same write is applied once. */
  key: string;
  userId: number;
  /** What the person would call it (item name, workout title), for "could not be kept" notices. */
  label: string;
  createdAt: number;
  attempts: number;
  /** The last refusal, shown beside the entry with a retry. */
  error?: string;
};
