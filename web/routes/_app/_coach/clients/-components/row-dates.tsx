import { Trans, useLingui } from "@lingui/react/macro";
import { Hint } from "@/components/ui/tooltip";
import { formatDateTime, formatDay, formatRelative } from "@/lib/format";
import { cn } from "@/lib/utils";

/** When the client last completed a workout: relative, the exact time in a tooltip. */
export function LastCompleted({ at }: { at: string | null | undefined }) {
  const { i18n } = useLingui();
  if (!at) return <span className="text-muted-foreground">—</span>;
  return (
    <Hint label={formatDateTime(at, i18n.locale)}>
      <time dateTime={at} className="text-sm">
        {formatRelative(at, i18n.locale)}
      </time>
    </Hint>
  );
}

function todayYmd(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** The last programmed day (`due`); past days are red, none is "—" with a hint. */
export function ProgrammedUntil({ due }: { due: string | null | undefined }) {
  const { i18n } = useLingui();
  if (!due) {
    return (
      <Hint label={<Trans>还没有安排训练</Trans>}>
        <span className="cursor-help text-muted-foreground">—</span>
      </Hint>
    );
  }
  const past = due < todayYmd();
  return (
    <time dateTime={due} className={cn("text-sm", past && "font-medium text-destructive")}>
      {formatDay(due, i18n.locale)}
    </time>
  );
}
