import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The keys of `workCanWait.days`, Monday first (as the calendar shows weeks). */
export const WEEKDAY_KEYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

const LABELS = {
  mon: msg`周一`,
  tue: msg`周二`,
  wed: msg`周三`,
  thu: msg`周四`,
  fri: msg`周五`,
  sat: msg`周六`,
  sun: msg`周日`,
};

export function weekdayLabels(i18n: I18n): Record<(typeof WEEKDAY_KEYS)[number], string> {
  return {
    mon: i18n._(LABELS.mon),
    tue: i18n._(LABELS.tue),
    wed: i18n._(LABELS.wed),
    thu: i18n._(LABELS.thu),
    fri: i18n._(LABELS.fri),
    sat: i18n._(LABELS.sat),
    sun: i18n._(LABELS.sun),
  };
}
