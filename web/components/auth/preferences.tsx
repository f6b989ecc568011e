import { useLingui } from "@lingui/react/macro";
import { Moon, Sun, SunMoon } from "lucide-react";
import { LOCALES } from "@/i18n";
import { chooseLanguage } from "@/lib/language";
import { setTheme, THEME_LABELS, THEMES, type Theme, useTheme } from "@/lib/theme";
import { cn } from "@/lib/utils";

const ICONS: Record<Theme, typeof Sun> = { light: Sun, "semi-dark": SunMoon, dark: Moon };
const SHORT: Record<(typeof LOCALES)[number], string> = { "zh-CN": "中文", en: "EN" };

/**
 * Language and theme on the public pages, as plain buttons: the navbar's menus (Radix dropdowns)
 * would add their positioning code to every signed-out first visit.
 */
export function AuthPreferences() {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const next = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] ?? "semi-dark";
  const Icon = ICONS[theme];
  const themeLabel = t`主题：${i18n._(THEME_LABELS[theme])}`;
  return (
    <div className="flex items-center gap-2">
      {/* biome-ignore lint/a11y/useSemanticElements: a compact segmented control */}
      <div
        role="group"
        aria-label={t`切换语言`}
        className="flex rounded-lg border bg-card p-0.5 text-xs"
        data-testid="locale-switcher"
      >
        {LOCALES.map((locale) => (
          <button
            key={locale}
            type="button"
            lang={locale}
            data-testid={`locale-${locale}`}
            aria-pressed={i18n.locale === locale}
            onClick={() => void chooseLanguage(locale)}
            className={cn(
              "rounded-md px-2.5 py-1 font-medium transition-colors",
              i18n.locale === locale
                ? "bg-primary text-primary-foreground shadow-sm"
                : "text-muted-foreground hover:text-foreground",
            )}
          >
            {SHORT[locale]}
          </button>
        ))}
      </div>
      <button
        type="button"
        data-testid="theme-cycle"
        onClick={() => setTheme(next)}
        title={themeLabel}
        aria-label={themeLabel}
        className="grid size-8 place-items-center rounded-lg border bg-card text-muted-foreground transition-colors hover:text-foreground"
      >
        <Icon className="size-4" />
      </button>
    </div>
  );
}
