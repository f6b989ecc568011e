import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCheck, CloudUpload, EllipsisVertical, Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { type Message, RECALL_WINDOW_MS } from "@/lib/conversations/types";
import { formatRelative } from "@/lib/format";
import { cn } from "@/lib/utils";
import { MessageAttachments } from "./message-attachments";
import { MessageBody } from "./message-body";
import { WorkoutRefCard } from "./workout-ref-card";

export type BubbleProps = {
  message: Message;
  own: boolean;
  authorName: string;
  /** The other side has read up to here: "已读" under one's own last read message. */
  readReceipt: boolean;
  workoutHref: (workoutId: number) => string | null;
  onRecall?: (message: Message) => void;
  /** Still in the client's offline queue. */
  queued?: boolean;
};

/** One message: author, body with links, photos and files, the workout it refers to, time, receipt, recall menu. */
export function MessageBubble({
  message,
  own,
  authorName,
  readReceipt,
  workoutHref,
  onRecall,
  queued,
}: BubbleProps) {
  const { t, i18n } = useLingui();
  if (message.recalled_at) {
    return (
      <li className="py-1 text-center text-xs text-muted-foreground" data-testid="message-recalled">
        {own ? <Trans>你撤回了一条消息</Trans> : <Trans>{authorName} 撤回了一条消息</Trans>}
      </li>
    );
  }
  const canRecall =
    own && !queued && onRecall && Date.now() - Date.parse(message.created_at) < RECALL_WINDOW_MS;
  return (
    <li
      className={cn("group flex flex-col gap-0.5", own ? "items-end" : "items-start")}
      data-testid="message"
      data-own={own ? "true" : undefined}
      data-message-id={message.id}
    >
      <span className="px-1 text-[11px] text-muted-foreground">{own ? t`我` : authorName}</span>
      <div className="flex max-w-[85%] items-start gap-1 sm:max-w-[75%]">
        {canRecall && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="size-7 shrink-0 opacity-60 group-hover:opacity-100"
                aria-label={t`消息操作`}
                data-testid="message-menu"
              >
                <EllipsisVertical className="size-4" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => onRecall(message)} data-testid="message-recall">
                <Undo2 />
                <Trans>撤回</Trans>
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        )}
        <div
          className={cn(
            "min-w-0 rounded-2xl px-3.5 py-2 text-sm",
            own ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted",
          )}
        >
          {message.body && <MessageBody body={message.body} />}
          <MessageAttachments attachments={message.attachments} />
          {message.workout && (
            <WorkoutRefCard workout={message.workout} href={workoutHref(message.workout.id)} />
          )}
        </div>
      </div>
      <span className="flex items-center gap-1.5 px-1 text-[11px] text-muted-foreground">
        {queued ? (
          <span className="inline-flex items-center gap-1" data-testid="message-queued">
            <CloudUpload className="size-3" />
            <Trans>待同步</Trans>
          </span>
        ) : (
          <time dateTime={message.created_at}>{formatRelative(message.created_at, i18n.locale)}</time>
        )}
        {readReceipt && (
          <span className="inline-flex items-center gap-0.5 text-primary" data-testid="read-receipt">
            <CheckCheck className="size-3" />
            <Trans>已读</Trans>
          </span>
        )}
      </span>
    </li>
  );
}
