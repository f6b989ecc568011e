import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CalendarCheck2, CheckCircle2 } from "lucide-react";
import { UserAvatar } from "@/components/layout/user-avatar";
import { Badge } from "@/components/ui/badge";
import { Hint } from "@/components/ui/tooltip";
import { formatDateTime, formatDay, formatRelative } from "@/lib/format";
import type { FeedEntry } from "./feed-entries";

/** One completed workout: who, what, when, how much of it, and its first results; links to the calendar. */
export function FeedRow({ entry }: { entry: FeedEntry }) {
  const { t, i18n } = useLingui();
  const { workout } = entry;
  const title = workout.title || t`未命名训练`;
  const clientName = entry.clientName || t`未知学员`;
  const body = (
    <div className="flex gap-4 px-6 py-4 transition-colors group-hover:bg-accent/40">
      <UserAvatar name={entry.clientName} imageUrl={entry.clientImage} className="mt-0.5 size-10" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="min-w-0 text-sm">
            <span className="font-semibold" data-testid="feed-client">
              {clientName}
            </span>{" "}
            <span className="text-muted-foreground">
              <Trans>完成了</Trans>
            </span>{" "}
            <span className="font-medium text-primary group-hover:underline" data-testid="feed-title">
              {title}
            </span>
          </p>
          <Hint label={formatDateTime(workout.updated_at, i18n.locale)}>
            <time dateTime={workout.updated_at} className="shrink-0 text-xs text-muted-foreground">
              {formatRelative(workout.updated_at, i18n.locale)}
            </time>
          </Hint>
        </div>
        <div className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {workout.due && (
            <span className="inline-flex items-center gap-1">
              <CalendarCheck2 className="size-3.5" />
              {formatDay(workout.due, i18n.locale)}
            </span>
          )}
          {entry.total > 0 && (
            <Badge variant={entry.done === entry.total ? "success" : "secondary"} data-testid="feed-summary">
              <CheckCircle2 />
              {t`${entry.done}/${entry.total} 个动作已完成`}
            </Badge>
          )}
          {workout.program_name && <Badge variant="soft">{workout.program_name}</Badge>}
        </div>
        {entry.results.length > 0 && (
          <ul className="mt-2.5 space-y-1 rounded-lg border border-dashed bg-muted/40 px-3 py-2 text-xs">
            {entry.results.map((r) => (
              <li key={r.name + r.result} className="truncate">
                <span className="font-medium text-foreground">{r.name}</span>
                <span className="text-muted-foreground"> — {r.result}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
  return (
    <li data-testid="feed-item">
      {entry.slug ? (
        <Link
          to="/clients/$slug/workouts/{-$id}"
          params={{ slug: entry.slug, id: String(workout.id) }}
          className="group block outline-none focus-visible:bg-accent/40"
        >
          {body}
        </Link>
      ) : (
        <div className="group">{body}</div>
      )}
    </li>
  );
}
