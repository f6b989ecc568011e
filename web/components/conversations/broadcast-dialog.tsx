import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useState } from "react";
import { FormFooter } from "@/components/form/form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { MESSAGE_MAX_LENGTH } from "@/lib/conversations/types";
import { notifySuccess } from "@/lib/notify";
import { invalidateInboxAndCounts } from "@/lib/realtime/cache-updates";
import { trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";

/**
 * 发送消息 to the clients chosen in the list: one message into each client's own conversation
 * (`conversations.broadcast`, one atomic write on the server), the recipients listed by name.
 */
export default function BroadcastDialog({
  clients,
  onClose,
}: {
  clients: Array<{ id: number; name: string }>;
  onClose: (sent: boolean) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [body, setBody] = useState("");
  const broadcast = useMutation(trpc.conversations.broadcast.mutationOptions());
  const tooLong = body.length > MESSAGE_MAX_LENGTH;
  const count = clients.length;
  const send = async () => {
    const answer = await broadcast.mutateAsync({
      client_ids: clients.map((c) => c.id),
      message: { body: body.trim() },
    });
    const sent = answer.messages_count;
    notifySuccess(plural(sent, { one: "已发送给 # 位学员", other: "已发送给 # 位学员" }));
    invalidateInboxAndCounts(queryClient);
    onClose(true);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose(false)}>
      <DialogContent className="sm:max-w-lg" data-testid="broadcast-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>发送消息</Trans>
          </DialogTitle>
          <DialogDescription>
            <Plural
              value={count}
              one="这条消息会分别发到 # 位学员各自的对话中"
              other="这条消息会分别发到 # 位学员各自的对话中"
            />
          </DialogDescription>
        </DialogHeader>
        <ul className="flex max-h-28 flex-wrap gap-1.5 overflow-y-auto" data-testid="broadcast-recipients">
          {clients.map((c) => (
            <li key={c.id} className="rounded-full bg-muted px-2.5 py-0.5 text-xs">
              {c.name}
            </li>
          ))}
        </ul>
        <div className="space-y-1">
          <Textarea
            value={body}
            onChange={(e) => setBody(e.target.value)}
            rows={5}
            aria-label={t`消息内容`}
            placeholder={t`写给所选学员…`}
            aria-invalid={tooLong || undefined}
            data-testid="broadcast-body"
          />
          <p
            className={cn(
              "text-right text-xs tabular-nums",
              tooLong ? "text-destructive" : "text-muted-foreground",
            )}
          >
            {body.length}/{MESSAGE_MAX_LENGTH}
          </p>
        </div>
        <FormFooter
          onCancel={() => onClose(false)}
          submitLabel={<Trans>发送</Trans>}
          submitIcon={<Send />}
          submitTestId="broadcast-send"
          pending={broadcast.isPending}
          disabled={body.trim() === "" || tooLong}
          onSubmit={() => void send().catch(() => {})}
        />
      </DialogContent>
    </Dialog>
  );
}
