import { useLingui } from "@lingui/react/macro";
import { Check, Languages } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { LOCALE_LABELS, LOCALES } from "@/i18n";
import { chooseLanguage } from "@/lib/language";
import { cn } from "@/lib/utils";

/** Language switch (navbar and sign-in pages); the choice is kept in localStorage. */
export function LocaleSwitcher({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t, i18n } = useLingui();
  const current = i18n.locale;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size={compact ? "icon" : "sm"}
          className={cn("gap-1.5", className)}
          data-testid="locale-switcher"
        >
          <Languages className="size-[18px]" />
          {!compact && (
            <span className="hidden sm:inline">{LOCALE_LABELS[current as keyof typeof LOCALE_LABELS]}</span>
          )}
          {/* The name starts with the language shown (WCAG 2.5.3: a spoken command names what is seen). */}
          <span className="sr-only">{t`切换语言`}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-36">
        {LOCALES.map((locale) => (
          <DropdownMenuItem
            key={locale}
            data-testid={`locale-${locale}`}
            onSelect={() => void chooseLanguage(locale)}
            lang={locale}
          >
            <span className="flex-1">{LOCALE_LABELS[locale]}</span>
            {current === locale && <Check className="size-4 text-primary" />}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
