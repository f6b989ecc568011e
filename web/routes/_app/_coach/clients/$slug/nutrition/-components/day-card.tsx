import { Trans, useLingui } from "@lingui/react/macro";
import { CircleCheck, CircleX } from "lucide-react";
import { formatDay } from "@/lib/format";
import { AMOUNTS, formatAmount } from "./amounts";
import { CommentForm } from "./comment-form";
import type { NutritionLog, Plan } from "./types";

/**
 * One logged day: its figures against the day's target (training or rest day, as the server chose
 * it), the server's on-target mark, the client's note and photos, and the coach's comment.
 */
export function DayCard({ log, plan }: { log: NutritionLog; plan: Plan | null }) {
  const { t, i18n } = useLingui();
  const target =
    plan && log.day_type ? (log.day_type === "training" ? plan.training_day : plan.rest_day) : null;
  const day = formatDay(log.date, i18n.locale);
  return (
    <li className="rounded-xl border bg-card p-4 shadow-xs" data-testid="nutrition-day" data-date={log.date}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {day}
          {log.day_type && (
            <span className="ml-2 text-xs font-normal text-muted-foreground">
              {log.day_type === "training" ? <Trans>训练日</Trans> : <Trans>休息日</Trans>}
            </span>
          )}
        </h3>
        <OnTargetMark onTarget={log.on_target} />
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {AMOUNTS.map((a) => (
          <div key={a.key} className="flex justify-between gap-2">
            <dt className="text-muted-foreground">{i18n._(a.label)}</dt>
            <dd className="tabular-nums">
              {formatAmount(log[a.key], i18n.locale)}
              {target?.[a.key] != null && (
                <span className="text-muted-foreground">
                  {" / "}
                  {formatAmount(target[a.key], i18n.locale)}
                </span>
              )}{" "}
              <span className="text-muted-foreground">{a.unit}</span>
            </dd>
          </div>
        ))}
      </dl>
      {log.note && <p className="mt-2 whitespace-pre-line break-words text-sm">{log.note}</p>}
      {log.attachments.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {log.attachments.map((a, i) => {
            const n = i + 1;
            return (
              <li key={a.upload_id}>
                <a
                  href={a.url}
                  target="_blank"
                  rel="noreferrer"
                  className="block rounded-md focus-visible:ring-2"
                >
                  <img
                    src={a.url}
                    alt={t`${day} 的照片 ${n}`}
                    className="size-20 rounded-md border object-cover"
                    loading="lazy"
                  />
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <CommentForm log={log} />
    </li>
  );
}

/** 达标 / 未达标 as the server judged the day; nothing when the day had no plan. */
function OnTargetMark({ onTarget }: { onTarget: boolean | null }) {
  if (onTarget === null) return null;
  return onTarget ? (
    <span
      className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700 dark:text-emerald-400"
      data-testid="on-target"
      data-on-target="true"
    >
      <CircleCheck className="size-4" aria-hidden />
      <Trans>达标</Trans>
    </span>
  ) : (
    <span
      className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground"
      data-testid="on-target"
      data-on-target="false"
    >
      <CircleX className="size-4" aria-hidden />
      <Trans>未达标</Trans>
    </span>
  );
}
