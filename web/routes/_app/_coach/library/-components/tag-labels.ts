import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { TAG_LABELS_ZH, type TagFamily } from "#shared/tag-labels";

/** Tag values are stored in English; Chinese screens show the catalogue's Chinese label when it has one. */
export function tagLabel(family: TagFamily, value: string, locale: string): string {
  if (!locale.startsWith("zh")) return value;
  return TAG_LABELS_ZH[family][value] ?? value;
}

export const FAMILY_LABELS: Record<TagFamily, MessageDescriptor> = {
  type: msg`类型`,
  primary_muscles: msg`主要肌群`,
  plane: msg`运动平面`,
  pattern: msg`动作模式`,
};
