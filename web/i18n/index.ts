import { i18n, type Messages } from "@lingui/core";
import { readString, STORAGE_KEYS, writeString } from "@/lib/storage";

/** Locale codes use a hyphen (`zh-CN`): Lingui hands them to Intl, which rejects `zh_CN`. */
export const LOCALES = ["zh-CN", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "zh-CN";

/** Names shown in the language switch, each in its own language (not translated on purpose). */
export const LOCALE_LABELS: Record<Locale, string> = { "zh-CN": "简体中文", en: "English" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The stored choice, else the default (the product is Chinese first; SPEC: zh_CN by default). */
export function storedLocale(): Locale {
  const stored = readString(STORAGE_KEYS.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/**
 * Catalogs are compiled from .po by @lingui/vite-plugin and fetched on demand, so a visitor only
 * downloads the language they use.
 */
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  "zh-CN": () => import("../locales/zh-CN/messages.po"),
  en: () => import("../locales/en/messages.po"),
};

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await loaders[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  writeString(STORAGE_KEYS.locale, locale);
}

export { i18n };
