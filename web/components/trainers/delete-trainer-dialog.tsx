import { i18n as globalI18n, type I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { MessageCode } from "#shared/messages";
import { FormFooter } from "@/components/form/form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { errorData, errorMessage } from "@/lib/errors";
import { renderMessage } from "@/lib/messages";
import { notifyErrorText, notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";

/** A receiving trainer's id; null: nobody (the clients stay in the organization); undefined: not chosen yet. */
export type Receiver = number | null | undefined;

/**
 * Deletes a coach profile (DELETE /trainers/{id}); the person's account stays. The team screen
 * and the super admin's trainer list differ only in what they say and how the receiver of the
 * trainer's clients is picked: with clients and a `receiverField`, deleting waits for a choice
 * and sends it as `transfer_to` (moved with history, comments and calendar in the same write).
 */
export function DeleteTrainerDialog({
  trainer,
  clientCount,
  description,
  receiverField,
  onClose,
}: {
  trainer: { id: number; name: string };
  /** The trainer's clients; undefined while they are being counted. */
  clientCount: number | undefined;
  description: ReactNode;
  receiverField?: (receiver: { value: Receiver; onChange: (id: number | null) => void }) => ReactNode;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // Silent: the failure is shown here, as SPEC words it (deleteFailure), not as the bare message.
  const remove = useMutation({ ...trpc.trainers.delete.mutationOptions(), meta: { silent: true } });
  const name = trainer.name;
  const [receiver, setReceiver] = useState<Receiver>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const asksReceiver = receiverField !== undefined && (clientCount ?? 0) > 0;
  const ready = clientCount !== undefined && (!asksReceiver || receiver !== undefined);

  const onConfirm = async () => {
    setFailure(null);
    try {
      const result = await remove.mutateAsync({
        id: trainer.id,
        ...(asksReceiver && typeof receiver === "number" ? { transfer_to: receiver } : {}),
      });
      notifySuccess(renderMessage(globalI18n, result.msg));
      // The team, the client lists and the admin lists all show this trainer or its clients.
      await Promise.all([
        queryClient.invalidateQueries(trpc.trainers.pathFilter()),
        queryClient.invalidateQueries(trpc.clients.pathFilter()),
        queryClient.invalidateQueries(trpc.admin.pathFilter()),
      ]);
      onClose();
    } catch (error) {
      const text = deleteFailure(globalI18n, error);
      setFailure(text);
      notifyErrorText(text);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t`关闭`} data-testid="delete-trainer-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>删除教练 {name}</Trans>
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {asksReceiver ? receiverField({ value: receiver, onChange: setReceiver }) : null}
        {failure ? (
          <p className="text-sm text-destructive" role="alert" data-testid="delete-trainer-error">
            {failure}
          </p>
        ) : null}
        <FormFooter
          onCancel={onClose}
          submitLabel={<Trans>删除</Trans>}
          submitIcon={<Trash2 />}
          variant="destructive"
          disabled={!ready}
          pending={remove.isPending}
          onSubmit={() => void onConfirm()}
          submitTestId="delete-trainer-confirm"
        />
      </DialogContent>
    </Dialog>
  );
}

/** The server's refusals that already read 教练删除失败：… (shared/messages.ts). */
const WORDED_AS_FAILURE: ReadonlySet<string> = new Set([
  "TRAINER_DELETE_SELF",
  "TRAINER_DELETE_OWNER",
  "TRAINER_TRANSFER_TARGET",
] satisfies MessageCode[]);

/**
 * SPEC's failure text, 教练删除失败：{msg}, in one place: the server's own refusals carry the
 * prefix already; anything else (not found, network) gets it here. Decided by the message code,
 * not by the text, so it holds in every language.
 */
function deleteFailure(i18n: I18n, error: unknown): string {
  const reason = errorMessage(i18n, error);
  const data = errorData(error);
  const code = data?.message?.code ?? data?.appCode;
  if (code !== undefined && WORDED_AS_FAILURE.has(code)) return reason;
  return i18n._(msg`教练删除失败：${reason}`);
}
