import { i18n } from "@lingui/core";

/**
 * The interface language as the server reads it (Accept-Language): the texts the server writes
 * itself (field problems under `issues`, `msg`) come back in the language the person reads.
 */
export function languageHeader(): Record<string, string> {
  return { "Accept-Language": i18n.locale || "zh-CN" };
}
