import { Trans, useLingui } from "@lingui/react/macro";
import { Check, CloudUpload, PlayCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { PercentHintLine } from "@/components/records/percent-hint-line";
import { Textarea } from "@/components/ui/textarea";
import { saveResult, setItemDone } from "@/lib/client-app/actions";
import { type ShownItem, safeVideoUrl } from "@/lib/client-app/model";
import { useClientContext } from "@/lib/client-app/queries";
import { type ResultKind, resultKind } from "@/lib/client-app/result-hint";
import { cn } from "@/lib/utils";

/** Typing pauses this long before the result is queued (the queue merges later edits anyway). */
const SAVE_DELAY_MS = 700;

/**
 * One exercise: its letter, name and the coach's info, the video link (new tab), the result as
 * free text (its label and example fit the exercise: kg or lb for a lift, seconds for a plank,
 * reps for pull-ups; see result-hint.ts), and a large done toggle.
 */
export function ItemCard({
  item,
  label,
  units,
  videoUrl,
}: {
  item: ShownItem;
  label: string;
  units: "kg" | "lb";
  videoUrl: string | null;
}) {
  const { t } = useLingui();
  const { clientId } = useClientContext();
  const kind = resultKind(item);
  const done = item.state === "completed";
  const fieldId = useId();
  const [result, setResult] = useState(item.result ?? "");
  const focused = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The last value queued from this field: a blur right after a debounced save sends nothing new.
  const committed = useRef((item.result ?? "").trim());
  // A newer answer from the server (the coach corrected it, or another device) shows unless typing.
  useEffect(() => {
    if (!focused.current) {
      setResult(item.result ?? "");
      committed.current = (item.result ?? "").trim();
    }
  }, [item.result]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (value: string) => {
    clearTimeout(timer.current);
    if (value.trim() === committed.current) return;
    committed.current = value.trim();
    void saveResult(item, value.trim());
  };
  const onChange = (value: string) => {
    setResult(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(value), SAVE_DELAY_MS);
  };
  const toggle = () => {
    commit(result);
    void setItemDone(item, !done);
  };
  const video =
    safeVideoUrl(videoUrl) ??
    safeVideoUrl(item.attachments.find((a) => safeVideoUrl(a.attachmentUrl))?.attachmentUrl);

  return (
    <li
      className={cn(
        "rounded-xl border bg-card p-4 transition-colors",
        done && "border-success/40 bg-success/5",
      )}
      data-testid="client-item"
      data-item-id={item.id}
      data-state={item.state}
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-md bg-primary/10 text-xs font-semibold text-primary">
          {label}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold leading-snug break-words">{item.name || t`未命名动作`}</h3>
          {item.info && <p className="mt-1 whitespace-pre-line text-sm text-muted-foreground">{item.info}</p>}
          <PercentHintLine clientId={clientId} item={item} className="mt-1 text-sm" />
          {video && (
            <a
              href={video}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-flex h-9 items-center gap-1.5 rounded-md text-sm font-medium text-primary hover:underline"
              data-testid="item-video"
            >
              <PlayCircle className="size-5" />
              <Trans>观看动作视频</Trans>
            </a>
          )}
        </div>
      </div>
      <div className="mt-3">
        <span className="mb-1.5 flex items-center justify-between text-xs font-medium text-muted-foreground">
          <label htmlFor={fieldId}>
            {kind === "load" ? <Trans>我的结果（{units}）</Trans> : <Trans>我的结果</Trans>}
          </label>
          {item.queued && (
            <span className="flex items-center gap-1 text-amber-700 dark:text-amber-400">
              <CloudUpload className="size-3.5" />
              <Trans>待同步</Trans>
            </span>
          )}
        </span>
        <Textarea
          id={fieldId}
          value={result}
          rows={2}
          maxLength={5000}
          onChange={(e) => onChange(e.target.value)}
          onFocus={() => {
            focused.current = true;
          }}
          onBlur={(e) => {
            focused.current = false;
            commit(e.target.value);
          }}
          placeholder={usePlaceholder(kind, units)}
          className="min-h-12 text-base"
          data-testid="item-result"
        />
      </div>
      <button
        type="button"
        onClick={toggle}
        aria-pressed={done}
        className={cn(
          "mt-3 flex h-12 w-full items-center justify-center gap-2 rounded-lg border text-base font-medium transition-colors",
          done
            ? "border-success bg-success text-success-foreground hover:bg-success/90"
            : "bg-background hover:border-primary hover:text-primary",
        )}
        data-testid="item-done"
      >
        <Check className="size-5" />
        {done ? <Trans>已完成</Trans> : <Trans>标记完成</Trans>}
      </button>
    </li>
  );
}

/** The example in an empty result field, for the kind of exercise. */
function usePlaceholder(kind: ResultKind, units: "kg" | "lb"): string {
  const { t } = useLingui();
  switch (kind) {
    case "time":
      return t`例如 3 组 × 45 秒`;
    case "distance":
      return t`例如 5 公里，用时 28 分钟`;
    case "reps":
      return t`例如 3 组 × 12 次`;
    default:
      return units === "lb" ? t`例如 3 组 × 10 次 @ 135 lb` : t`例如 3 组 × 10 次 @ 60 kg`;
  }
}
