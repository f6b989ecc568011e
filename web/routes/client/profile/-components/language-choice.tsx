import { useLingui } from "@lingui/react/macro";
import { LOCALE_LABELS, LOCALES } from "@/i18n";
import { chooseLanguage } from "@/lib/language";
import { cn } from "@/lib/utils";

/**
 * The app's language switch (chooseLanguage: this device, and the account when signed in) as two
 * large buttons: a menu behind an icon is a small target for a thumb.
 */
export function LanguageChoice() {
  const { t, i18n } = useLingui();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a segmented control
    <div
      role="group"
      aria-label={t`切换语言`}
      className="flex rounded-lg border bg-muted/50 p-1"
      data-testid="client-locale"
    >
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={i18n.locale === locale}
          onClick={() => void chooseLanguage(locale)}
          data-testid={`client-locale-${locale}`}
          className={cn(
            "h-9 rounded-md px-3 text-sm font-medium transition-colors",
            i18n.locale === locale ? "bg-background text-foreground shadow-sm" : "text-muted-foreground",
          )}
        >
          {LOCALE_LABELS[locale]}
        </button>
      ))}
    </div>
  );
}
