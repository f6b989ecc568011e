import { Trans, useLingui } from "@lingui/react/macro";
import { RefreshCw, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { htmlToText } from "../rich-text-plain";
import type { LoadedWorkout } from "./types";

/**
 * The workout was saved by someone else since this form loaded it: what they changed, and the two
 * ways on — take their version (重新加载) or save this form's values over it (仍然覆盖).
 */
export function ConflictNotice({
  before,
  current,
  pending,
  onReload,
  onOverwrite,
}: {
  before: LoadedWorkout;
  current: LoadedWorkout;
  pending: boolean;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  const { t } = useLingui();
  const itemNames = (w: LoadedWorkout) =>
    [...w.workout_items]
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((i) => i.name)
      .join("、");
  const states = { completed: t`已完成`, pending: t`待完成` } as Record<string, string>;
  const rows: Array<[string, string]> = [];
  const compare = (label: string, a: string, b: string) => {
    if (a !== b) rows.push([label, b || t`（空）`]);
  };
  compare(t`标题`, before.title, current.title);
  compare(t`日期`, before.due ?? "", current.due ?? "");
  compare(t`简介`, htmlToText(before.short_description), htmlToText(current.short_description));
  compare(t`状态`, states[before.state] ?? before.state, states[current.state] ?? current.state);
  compare(t`休息日`, before.rest_day ? t`是` : t`否`, current.rest_day ? t`是` : t`否`);
  compare(t`热身`, before.warmup ?? "", current.warmup ?? "");
  compare(t`动作`, itemNames(before), itemNames(current));
  compare(t`放松`, before.cooldown ?? "", current.cooldown ?? "");
  return (
    <div
      role="alert"
      className="space-y-2 rounded-lg border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
      data-testid="workout-conflict"
    >
      <p className="flex items-center gap-1.5 font-medium">
        <TriangleAlert className="size-4 shrink-0 text-amber-600" />
        <Trans>训练已被其他人修改</Trans>
      </p>
      <p className="text-muted-foreground">
        <Trans>
          你的修改尚未保存。重新加载会显示最新内容并放弃你的修改；仍然覆盖会用你的内容替换对方的修改。
        </Trans>
      </p>
      {rows.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" data-testid="workout-conflict-changes">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-muted-foreground">
          <Trans>内容看起来相同（可能只是保存时间不同）。</Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onReload} data-testid="conflict-reload">
          <RefreshCw />
          <Trans>重新加载</Trans>
        </Button>
        <Button
          type="button"
          size="sm"
          variant="destructive"
          disabled={pending}
          onClick={onOverwrite}
          data-testid="conflict-overwrite"
        >
          <Trans>仍然覆盖</Trans>
        </Button>
      </div>
    </div>
  );
}
