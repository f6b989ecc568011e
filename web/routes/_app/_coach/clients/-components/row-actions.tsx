import { i18n as globalI18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArchiveRestore, Pencil, Trash2 } from "lucide-react";
import type { ClientEntry } from "@/components/clients/model";
import { Button } from "@/components/ui/button";
import { Hint } from "@/components/ui/tooltip";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";

/** An archived client: restore it, or delete it for good (only archived clients can be deleted). */
export function ArchivedActions({
  entry,
  onDelete,
}: {
  entry: ClientEntry;
  onDelete: (e: ClientEntry) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const restore = useMutation(trpc.clients.archive.mutationOptions());
  const name = entry.user?.name ?? "";
  return (
    <>
      <Hint label={t`恢复`}>
        <Button
          variant="ghost"
          size="icon-sm"
          disabled={restore.isPending}
          aria-label={t`恢复 ${name}`}
          data-testid="restore-client"
          onClick={async () => {
            try {
              const result = await restore.mutateAsync({ client_ids: [entry.client.id], archived: false });
              notifySuccess(renderMessage(globalI18n, result.msg));
              await queryClient.invalidateQueries(trpc.clients.pathFilter());
            } catch {
              // shown as a notification
            }
          }}
        >
          <ArchiveRestore />
        </Button>
      </Hint>
      <Hint label={t`删除`}>
        <Button
          variant="ghost"
          size="icon-sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          aria-label={t`删除 ${name}`}
          data-testid="delete-client"
          onClick={() => onDelete(entry)}
        >
          <Trash2 />
        </Button>
      </Hint>
    </>
  );
}

/** A row's actions in the table and on the phone cards: restore/delete when archived, then edit. */
export function ClientRowActions({
  entry,
  onEdit,
  onDelete,
}: {
  entry: ClientEntry;
  onEdit: (e: ClientEntry) => void;
  onDelete: (e: ClientEntry) => void;
}) {
  const { t } = useLingui();
  const name = entry.user?.name ?? "";
  return (
    <>
      {entry.client.state === "archived" && <ArchivedActions entry={entry} onDelete={onDelete} />}
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={() => onEdit(entry)}
        aria-label={t`编辑 ${name}`}
        data-testid="edit-client"
      >
        <Pencil />
      </Button>
    </>
  );
}
