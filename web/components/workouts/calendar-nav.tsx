import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { formatRange, type Ymd } from "@/components/workouts/dates";
import { cn } from "@/lib/utils";

export type CalendarWeeks = 1 | 4;

/**
 * The header row of a client calendar (the coach's and the super admin's read-only one): previous /
 * 今天 / next, the range shown with a line about the client under it (`subtitle`), then `children`
 * (the coach's trend chart, the read-only badge), and at the right end `actions`, the 1/4-week
 * toggle and `trailing`.
 */
export function CalendarNav({
  start,
  end,
  weeks,
  subtitle,
  onShift,
  onToday,
  onWeeks,
  children,
  actions,
  trailing,
}: {
  start: Ymd;
  end: Ymd;
  weeks: CalendarWeeks;
  subtitle: ReactNode;
  /** Moves by one window (-1 back, 1 ahead). */
  onShift: (n: -1 | 1) => void;
  onToday: () => void;
  onWeeks: (weeks: CalendarWeeks) => void;
  children?: ReactNode;
  actions?: ReactNode;
  trailing?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="calendar-nav">
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={t`上一周`}
          data-testid="prev-week"
          onClick={() => onShift(-1)}
        >
          <ChevronLeft />
        </Button>
        <Button variant="outline" size="sm" data-testid="this-week" onClick={onToday}>
          <Trans>今天</Trans>
        </Button>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={t`下一周`}
          data-testid="next-week"
          onClick={() => onShift(1)}
        >
          <ChevronRight />
        </Button>
      </div>
      <div className="min-w-0">
        <div className="truncate font-semibold text-sm" data-testid="range-label">
          {formatRange(start, end, i18n.locale)}
        </div>
        <div className="truncate text-muted-foreground text-xs">{subtitle}</div>
      </div>
      {children}
      <div className="ml-auto flex flex-wrap items-center gap-1">
        {actions}
        <fieldset className="m-0 inline-flex min-w-0 rounded-md border p-0.5">
          <legend className="sr-only">{t`视图`}</legend>
          {([1, 4] as const).map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={weeks === n}
              data-testid={`view-${n}`}
              className={cn(
                "rounded px-2 py-1 text-xs",
                weeks === n ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-accent",
              )}
              onClick={() => onWeeks(n)}
            >
              {n === 1 ? <Trans>1 周</Trans> : <Trans>4 周</Trans>}
            </button>
          ))}
        </fieldset>
        {trailing}
      </div>
    </div>
  );
}

/**
 * `[` / `]` previous / next window and `t` today, for a calendar without its own key handling (the
 * super admin's read-only one; the coach's calendar handles these among its other keys). Not while
 * typing, with a modifier, or inside a dialog or menu.
 */
export function useNavigationKeys(onShift: (n: -1 | 1) => void, onToday: () => void) {
  const handlers = useRef({ onShift, onToday });
  handlers.current = { onShift, onToday };
  useEffect(() => {
    const listener = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.altKey) return;
      const el = e.target as HTMLElement | null;
      if (el?.closest("input, textarea, select, [contenteditable=true], [role=dialog], [role=menu]")) return;
      const action =
        e.key === "["
          ? () => handlers.current.onShift(-1)
          : e.key === "]"
            ? () => handlers.current.onShift(1)
            : e.key === "t"
              ? handlers.current.onToday
              : null;
      if (!action) return;
      e.preventDefault();
      action();
    };
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);
}
