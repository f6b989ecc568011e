import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { SyncCount } from "./model";

/** Column names of the preview, shared by the totals and the per-client rows. */
export const SYNC_LABELS: Record<SyncCount, MessageDescriptor> = {
  updated: msg`更新`,
  added: msg`新增`,
  // A figure, not the button: English needs "Removed" where the action says "Delete".
  removed: msg({ message: "删除", context: "program sync: workouts removed" }),
  customised: msg`已自定义（跳过）`,
  kept: msg`已完成或已过去（保留）`,
  unchanged: msg`无变化`,
};

/** How a non-zero figure is coloured: writes stand out, skipped customised copies are amber. */
export const SYNC_TONES: Record<SyncCount, string> = {
  updated: "font-semibold text-primary",
  added: "font-semibold text-primary",
  removed: "font-semibold text-destructive",
  customised: "font-medium text-warning",
  kept: "text-muted-foreground",
  unchanged: "text-muted-foreground",
};
