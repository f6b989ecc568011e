import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Archive, ArchiveRestore, ArrowRightLeft, MessageSquarePlus, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { ClientEntry } from "@/components/clients/model";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";

// Loaded when opened: the list's chunk does not carry the dialog.
const BroadcastDialog = lazy(() => import("@/components/conversations/broadcast-dialog"));

/** Actions on the selected clients: send them a message, transfer to another trainer, archive (or restore). */
export function BulkBar({ selected, onDone }: { selected: ClientEntry[]; onDone: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const trainers = useQuery(trpc.trainers.list.queryOptions());
  const names = new Map((trainers.data?.users ?? []).map((u) => [u.id, u.name]));
  const [target, setTarget] = useState("");
  const transfer = useMutation(trpc.clients.transfer.mutationOptions());
  const archive = useMutation(trpc.clients.archive.mutationOptions());
  const ids = selected.map((e) => e.client.id);
  const allArchived = selected.every((e) => e.client.state === "archived");
  const count = selected.length;
  const [broadcasting, setBroadcasting] = useState(false);

  const done = async (message: Parameters<typeof renderMessage>[1]) => {
    notifySuccess(renderMessage(globalI18n, message));
    setTarget("");
    onDone();
    await queryClient.invalidateQueries(trpc.clients.pathFilter());
    await queryClient.invalidateQueries(trpc.trainers.pathFilter());
  };

  const onTransfer = async () => {
    if (!target) return;
    try {
      const result = await transfer.mutateAsync({
        trainer: { to_trainer_id: Number(target), client_ids: ids },
      });
      await done(result.msg);
    } catch {
      // shown as a notification
    }
  };
  const onArchive = async () => {
    try {
      const result = await archive.mutateAsync({ client_ids: ids, archived: !allArchived });
      await done(result.msg);
    } catch {
      // shown as a notification
    }
  };

  return (
    <div
      className="sticky top-2 z-20 flex flex-col gap-3 rounded-xl border border-primary/30 bg-card p-3 shadow-md sm:flex-row sm:items-center"
      data-testid="bulk-bar"
    >
      <div className="flex items-center gap-2 text-sm font-medium">
        <Button variant="ghost" size="icon-sm" onClick={onDone} aria-label={t`取消选择`}>
          <X />
        </Button>
        <span data-testid="bulk-count">
          <Trans>已选 {count} 位学员</Trans>
        </span>
      </div>
      <div className="flex flex-1 flex-wrap items-center gap-2 sm:justify-end">
        <Button variant="outline" onClick={() => setBroadcasting(true)} data-testid="bulk-message">
          <MessageSquarePlus />
          <Trans>发送消息</Trans>
        </Button>
        <Select value={target} onValueChange={setTarget}>
          <SelectTrigger className="w-full sm:w-44" aria-label={t`转给教练`} data-testid="transfer-target">
            <SelectValue placeholder={t`转给教练…`} />
          </SelectTrigger>
          <SelectContent>
            {(trainers.data?.trainers ?? []).map((tr) => (
              <SelectItem key={tr.id} value={String(tr.id)}>
                {names.get(tr.user_id) ?? `#${tr.id}`}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button
          variant="outline"
          disabled={!target || transfer.isPending}
          onClick={onTransfer}
          data-testid="bulk-transfer"
        >
          <ArrowRightLeft />
          <Trans>转移</Trans>
        </Button>
        <Button variant="outline" disabled={archive.isPending} onClick={onArchive} data-testid="bulk-archive">
          {allArchived ? <ArchiveRestore /> : <Archive />}
          {allArchived ? <Trans>恢复</Trans> : <Trans>归档</Trans>}
        </Button>
      </div>
      {broadcasting && (
        <Suspense fallback={null}>
          <BroadcastDialog
            clients={selected.map((e) => ({ id: e.client.id, name: e.user?.name ?? `#${e.client.id}` }))}
            onClose={(sent) => {
              setBroadcasting(false);
              if (sent) onDone();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
