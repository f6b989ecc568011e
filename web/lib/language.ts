import { chooseLocale, deviceLocale, isLocale, type Locale } from "@/i18n";
import { auth, type SessionUser } from "./auth";
import { trpcClient } from "./trpc";

/**
 * A person's choice of language: shown and kept on this device at once, and, when signed in, kept
 * on their account too, so their other devices (and anything sent to them) follow it. A failed
 * save leaves the device's choice in place; the next choice tries again.
 */
export async function chooseLanguage(locale: Locale): Promise<void> {
  await chooseLocale(locale);
  const user = auth.current?.user;
  if (!user || user.locale === locale) return;
  try {
    const saved = await trpcClient.users.update.mutate({ id: user.id, user: { locale } });
    if (auth.current?.user?.id === saved.user.id)
      auth.updateUser({ ...auth.current.user, locale: saved.user.locale });
  } catch {
    // Offline or signed out meanwhile: the device keeps the choice.
  }
}

/**
 * At sign-in on a device where nobody chose a language yet (issue 22: "the stored choice when
 * signed in, else the device's choice, else the browser's"): the account's choice. A choice made
 * on this device (even on the sign-in page, just now) stays.
 */
export function followAccountLanguage(user: Pick<SessionUser, "locale"> | null | undefined): void {
  if (user && isLocale(user.locale) && deviceLocale() === null) void chooseLocale(user.locale);
}
