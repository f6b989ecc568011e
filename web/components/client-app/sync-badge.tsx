import { Trans, useLingui } from "@lingui/react/macro";
import { CloudCheck, CloudUpload, RefreshCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { type OutboxEntry, outboxStore, removeEntry } from "@/lib/client-app/outbox";
import { flushOutbox, onlineStore, syncingStore } from "@/lib/client-app/sync";
import { useStore } from "@/lib/store";
import { cn } from "@/lib/utils";

/**
 * What is waiting to reach the coach: a badge with the count (spinning while sending); tapping it
 * lists the waiting changes, with the last refusal of one that failed, a retry and a discard.
 */
export function SyncBadge() {
  const { t } = useLingui();
  const queue = useStore(outboxStore);
  const syncing = useStore(syncingStore);
  const online = useStore(onlineStore);
  const [open, setOpen] = useState(false);
  const failed = queue.some((entry) => entry.error);
  if (queue.length === 0) {
    return (
      <span className="flex items-center gap-1 text-xs text-muted-foreground" data-testid="sync-done">
        <CloudCheck className="size-4 text-success" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">
          <Trans>已同步</Trans>
        </span>
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-testid="sync-badge"
        aria-label={t`${queue.length} 条记录待同步`}
        className={cn(
          "flex h-9 items-center gap-1.5 rounded-full px-3 text-xs font-medium",
          failed
            ? "bg-destructive/10 text-destructive"
            : "bg-amber-500/15 text-amber-700 dark:text-amber-400",
        )}
      >
        {syncing && online ? (
          <RefreshCw className="size-4 animate-spin" />
        ) : (
          <CloudUpload className="size-4" />
        )}
        <Trans>{queue.length} 待同步</Trans>
      </button>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent side="bottom" className="max-h-[80svh] overflow-y-auto rounded-t-2xl">
          <SheetHeader>
            <SheetTitle>
              <Trans>等待同步的记录</Trans>
            </SheetTitle>
            <SheetDescription>
              {online ? (
                <Trans>这些记录正在发送给教练，按记录的先后顺序逐条同步。</Trans>
              ) : (
                <Trans>当前离线。记录已保存在本机，联网后会自动发送给教练。</Trans>
              )}
            </SheetDescription>
          </SheetHeader>
          <ul className="space-y-2 px-4">
            {queue.map((entry) => (
              <QueuedRow key={entry.seq} entry={entry} />
            ))}
          </ul>
          <div className="p-4">
            <Button
              className="h-12 w-full text-base"
              disabled={!online || syncing}
              onClick={() => void flushOutbox()}
              data-testid="sync-retry"
            >
              <RefreshCw className={cn(syncing && "animate-spin")} />
              <Trans>立即同步</Trans>
            </Button>
          </div>
        </SheetContent>
      </Sheet>
    </>
  );
}

function QueuedRow({ entry }: { entry: OutboxEntry }) {
  const { t } = useLingui();
  const what = {
    item: t`动作记录`,
    workout: entry.kind === "workout" && entry.state === "pending" ? t`取消完成` : t`完成训练`,
    comment: t`评论`,
    uncomment: t`删除评论`,
    message: t`消息`,
    weight: t`体重`,
    photos: t`进展照片`,
    habit: entry.kind === "habit" && !entry.done ? t`取消打卡` : t`习惯打卡`,
    nutrition: t`饮食记录`,
  }[entry.kind];
  return (
    <li className="flex items-start gap-3 rounded-lg border bg-card p-3 text-sm" data-testid="sync-entry">
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {what} · <span className="break-words">{entry.label}</span>
        </p>
        {entry.kind === "item" && entry.patch.result != null && (
          <p className="truncate text-muted-foreground">{entry.patch.result}</p>
        )}
        {entry.kind === "comment" && <p className="truncate text-muted-foreground">{entry.body}</p>}
        {entry.error && <p className="mt-1 text-destructive">{entry.error}</p>}
      </div>
      {entry.error && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`放弃这条记录`}
          onClick={() => void removeEntry(entry)}
        >
          <Trash2 />
        </Button>
      )}
    </li>
  );
}
