import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowRightLeft } from "lucide-react";
import { useState } from "react";
import { FormFooter } from "@/components/form/form-footer";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { type Member, memberName } from "./model";

/** How many of a trainer's clients the picker lists at once. */
const PICK_LIMIT = 500;

/**
 * Moves some of one trainer's clients to another (POST /trainer_client_transfers): their
 * history, comments and calendar go along. `from` preselects the giving trainer.
 */
export default function TransferClientsDialog({
  from,
  members,
  onClose,
}: {
  from: Member | null;
  members: Member[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [source, setSource] = useState(from ? String(from.trainer.id) : "");
  const [target, setTarget] = useState("");
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const clients = useQuery({
    ...trpc.trainers.clients.queryOptions({ id: Number(source), per_page: PICK_LIMIT }),
    enabled: source !== "",
  });
  const transfer = useMutation(trpc.clients.transfer.mutationOptions());
  const names = new Map((clients.data?.users ?? []).map((u) => [u.id, u.name]));
  const list = clients.data?.clients ?? [];
  const toggle = (id: number, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const onConfirm = async () => {
    try {
      const result = await transfer.mutateAsync({
        trainer: { from_trainer_id: Number(source), to_trainer_id: Number(target), client_ids: [...picked] },
      });
      notifySuccess(renderMessage(globalI18n, result.msg));
      await queryClient.invalidateQueries(trpc.trainers.pathFilter());
      await queryClient.invalidateQueries(trpc.clients.pathFilter());
      onClose();
    } catch {
      // shown as a notification
    }
  };
  const trainerOptions = (except: string) =>
    members
      .filter((m) => String(m.trainer.id) !== except)
      .map((m) => (
        <SelectItem key={m.trainer.id} value={String(m.trainer.id)}>
          {memberName(m)}
        </SelectItem>
      ));

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
        closeLabel={t`关闭`}
        data-testid="transfer-dialog"
      >
        <DialogHeader>
          <DialogTitle>
            <Trans>转移学员</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>选择学员和接收的教练。学员的训练记录、评论和日程会一起转过去。</Trans>
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="transfer-from">
              <Trans>从教练</Trans>
            </Label>
            <Select
              value={source}
              onValueChange={(v) => {
                setSource(v);
                setPicked(new Set());
              }}
            >
              <SelectTrigger id="transfer-from" className="w-full" data-testid="transfer-from">
                <SelectValue placeholder={t`选择教练…`} />
              </SelectTrigger>
              <SelectContent>{trainerOptions("")}</SelectContent>
            </Select>
          </div>
          <div className="space-y-2">
            <Label htmlFor="transfer-to">
              <Trans>转给</Trans>
            </Label>
            <Select value={target} onValueChange={setTarget}>
              <SelectTrigger id="transfer-to" className="w-full" data-testid="transfer-to">
                <SelectValue placeholder={t`选择教练…`} />
              </SelectTrigger>
              <SelectContent>{trainerOptions(source)}</SelectContent>
            </Select>
          </div>
        </div>
        {source ? (
          <fieldset
            className="max-h-72 space-y-1 overflow-y-auto rounded-lg border p-2"
            data-testid="transfer-clients"
          >
            <legend className="sr-only">
              <Trans>学员</Trans>
            </legend>
            {list.length === 0 && !clients.isPending ? (
              <p className="p-2 text-sm text-muted-foreground">
                <Trans>这位教练还没有学员。</Trans>
              </p>
            ) : null}
            {list.map((c) => (
              <div
                key={c.id}
                className="flex items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-accent"
                data-testid="transfer-client"
              >
                <Checkbox
                  id={`transfer-client-${c.id}`}
                  checked={picked.has(c.id)}
                  onCheckedChange={(on) => toggle(c.id, on === true)}
                />
                <Label
                  htmlFor={`transfer-client-${c.id}`}
                  className="flex-1 cursor-pointer truncate font-normal"
                >
                  {names.get(c.user_id) ?? `#${c.id}`}
                </Label>
              </div>
            ))}
          </fieldset>
        ) : null}
        <FormFooter
          onCancel={onClose}
          submitLabel={<Trans>转移 {picked.size} 位学员</Trans>}
          submitIcon={<ArrowRightLeft />}
          disabled={!target || picked.size === 0}
          pending={transfer.isPending}
          onSubmit={onConfirm}
          submitTestId="transfer-confirm"
        />
      </DialogContent>
    </Dialog>
  );
}
