import { useLingui } from "@lingui/react/macro";
import { Check, Moon, Sun, SunMoon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Hint } from "@/components/ui/tooltip";
import { setTheme, THEME_LABELS, THEMES, type Theme, useTheme } from "@/lib/theme";

const ICONS: Record<Theme, typeof Sun> = { light: Sun, "semi-dark": SunMoon, dark: Moon };

export function ThemeSwitcher() {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const Icon = ICONS[theme];
  return (
    <DropdownMenu>
      <Hint label={t`主题`} side="bottom">
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" data-testid="theme-switcher" aria-label={t`切换主题`}>
            <Icon className="size-[18px]" />
          </Button>
        </DropdownMenuTrigger>
      </Hint>
      <DropdownMenuContent align="end" className="min-w-40">
        <DropdownMenuLabel className="text-xs text-muted-foreground">{t`主题`}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {THEMES.map((value) => {
          const ItemIcon = ICONS[value];
          return (
            <DropdownMenuItem key={value} data-testid={`theme-${value}`} onSelect={() => setTheme(value)}>
              <ItemIcon />
              <span className="flex-1">{i18n._(THEME_LABELS[value])}</span>
              {theme === value && <Check className="size-4 text-primary" />}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
