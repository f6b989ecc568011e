import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { requiredText, z } from "@/lib/validation";

/**
 * What a custom metric and an assessment test both have: a name, a unit and whether a higher or a
 * lower value is progress. The two forms check them alike (the server checks them again).
 */
export function measureRules(i18n: I18n) {
  return {
    name: requiredText(i18n._(msg`请输入名称`), { length: 100, message: i18n._(msg`最多 100 个字符`) }),
    unit: z.string().check(z.trim(), z.maxLength(20, i18n._(msg`最多 20 个字符`))),
    direction: z.enum(["higher", "lower"]),
  };
}

/** The direction choices as the forms' select offers them. */
export function directionOptions(i18n: I18n) {
  return [
    { value: "higher", label: i18n._(msg`越高越好`) },
    { value: "lower", label: i18n._(msg`越低越好`) },
  ];
}
