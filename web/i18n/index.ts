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

/**
 * The language to start in: the choice stored on this device, else the browser's preference
 * between the two (its first language that is Chinese or English, issue 22: an English browser
 * opened the app in Chinese on a first visit), else the default (the product is Chinese first;
 * SPEC: zh_CN by default). Signing in on a device with no choice puts the account's choice here
 * (lib/language.ts), so a signed-in person's choice follows them to a new device.
 */
export function storedLocale(): Locale {
  const stored = readString(STORAGE_KEYS.locale);
  if (isLocale(stored)) return stored;
  return preferredLocale(typeof navigator === "undefined" ? [] : navigator.languages) ?? DEFAULT_LOCALE;
}

/** `locale` (the active one by default) as one of ours: the default while no catalog is active. */
export function activeLocale(locale: string = i18n.locale): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** The choice made on this device, if any (not the browser's preference). */
export function deviceLocale(): Locale | null {
  const stored = readString(STORAGE_KEYS.locale);
  return isLocale(stored) ? stored : null;
}

/** The first of `languages` (BCP 47 tags, most wanted first) that is Chinese or English. */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const language = tag.toLowerCase().split("-")[0];
    if (language === "zh") return "zh-CN";
    if (language === "en") return "en";
  }
  return null;
}

/**
 * Catalogs are compiled from .po by @lingui/vite-plugin and fetched on demand, so a visitor only
 * downloads the language they use.
 */
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  "zh-CN": () => import("../locales/zh-CN/messages.po"),
  en: () => import("../locales/en/messages.po"),
};

/** The locale last asked for: a slower catalog arriving after a newer choice is not applied. */
let requested: Locale | undefined;

/**
 * Shows the app in `locale` once its catalog has arrived. The stored choice is left alone: the
 * start of the app (main.tsx) calls this with what it read, and writing that back after the
 * catalog's download would overwrite a choice made meanwhile (in another tab, or a browser test
 * setting coach:locale while the page starts), so the next page load showed the old language.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  requested = locale;
  const { messages } = await loaders[locale]();
  if (requested !== locale) return;
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

/** A person's choice of language: remembered at once (before the download), then shown. */
export async function chooseLocale(locale: Locale): Promise<void> {
  writeString(STORAGE_KEYS.locale, locale);
  await activateLocale(locale);
}

export { i18n };
