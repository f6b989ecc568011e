import type { RouterOutputs } from "@/lib/trpc";
import { webAddress } from "./video";

export type Exercise = RouterOutputs["libraries"]["exercises"]["list"]["exercises"][number];
export type Warmup = RouterOutputs["libraries"]["warmups"]["list"]["warmups"][number];
export type Template = Pick<Warmup, "id" | "name" | "description" | "selected_exercises">;
export type TemplateKind = "warmups" | "cooldowns";

const VIDEO_ATTACHMENT = /video|mp4|mov|quicktime|webm|m4v/i;

/** The exercise's video: its `url`, else its first video attachment (http/https only). */
export function exerciseVideoUrl(exercise: Pick<Exercise, "url" | "attachments">): string | null {
  const attachment = exercise.attachments.find((a) => VIDEO_ATTACHMENT.test(a.type ?? a.name));
  return webAddress(exercise.url) ?? webAddress(attachment?.attachmentUrl);
}

// Moved to lib/format.ts so the client app's documents show sizes the same way.
export { formatSize } from "@/lib/format";

/** Bytes from "12.5 MB", "800 kb", "1024" (bytes); null for empty; NaN when unreadable. */
export function parseSize(text: string): number | null {
  const t = text.trim();
  if (!t) return null;
  const match = /^(\d+(?:\.\d+)?)\s*(b|bytes?|k|kb|m|mb|g|gb)?$/i.exec(t);
  if (!match) return Number.NaN;
  const power = { b: 0, byte: 0, bytes: 0, k: 1, kb: 1, m: 2, mb: 2, g: 3, gb: 3 }[
    (match[2] ?? "b").toLowerCase() as "b"
  ];
  return Math.round(Number(match[1]) * 1024 ** (power ?? 0));
}
