import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RouterOutputs } from "@/lib/trpc";

/** A progress photo's pose as the server names it. */
export type PhotoPose =
  RouterOutputs["progress"]["overview"]["photo_sessions"][number]["photos"][number]["pose"];

/** The poses in the order they are shown and taken: front, side, back, then anything else. */
export const POSES = ["front", "side", "back", "other"] as const satisfies readonly PhotoPose[];

export const POSE_LABELS: Record<PhotoPose, MessageDescriptor> = {
  front: msg`正面`,
  side: msg`侧面`,
  back: msg`背面`,
  other: msg`其他`,
};
