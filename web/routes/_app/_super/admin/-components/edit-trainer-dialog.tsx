import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import type { AdminTrainer } from "./types";

/**
 * Edits a trainer: the person (name, email, phone: PUT /users/{id}) and the coach profile
 * (admin flag, client limit, may add clients: PUT /trainers/{id}). Only what changed is sent.
 */
export default function EditTrainerDialog({
  trainer,
  open,
  onOpenChange,
}: {
  trainer: AdminTrainer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const updateUser = useMutation(trpc.users.update.mutationOptions());
  const updateTrainer = useMutation(trpc.trainers.update.mutationOptions());
  const [name, setName] = useState(trainer.name);
  const [email, setEmail] = useState(trainer.email ?? "");
  const [phone, setPhone] = useState(trainer.phone_number ?? "");
  const [admin, setAdmin] = useState(trainer.is_admin);
  const [maxClients, setMaxClients] = useState(String(trainer.max_clients));
  const [canAdd, setCanAdd] = useState(trainer.can_add_clients);
  const pending = updateUser.isPending || updateTrainer.isPending;
  const max = Number(maxClients);
  const valid = name.trim() !== "" && Number.isInteger(max) && max >= 0;

  const submit = async () => {
    if (!valid) return;
    try {
      const user = {
        ...(name.trim() !== trainer.name ? { name: name.trim() } : {}),
        ...(email.trim() !== (trainer.email ?? "") ? { email: email.trim() || null } : {}),
        ...(phone.trim() !== (trainer.phone_number ?? "") ? { phone_number: phone.trim() || null } : {}),
      };
      if (Object.keys(user).length > 0) await updateUser.mutateAsync({ id: trainer.user_id, user });
      const result = await updateTrainer.mutateAsync({
        id: trainer.id,
        trainer: { super_admin: admin, max_clients: max, can_add_clients: canAdd },
      });
      notifySuccess(renderMessage(globalI18n, result.msg));
      await queryClient.invalidateQueries(trpc.admin.trainers.pathFilter());
      onOpenChange(false);
    } catch {
      // shown as a notification
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} data-testid="edit-trainer-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>编辑教练</Trans>
          </DialogTitle>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="space-y-2">
            <Label htmlFor={`${id}-name`}>
              <Trans>姓名</Trans>
            </Label>
            <Input
              id={`${id}-name`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={100}
              data-testid="trainer-name"
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={`${id}-email`}>
                <Trans>邮箱</Trans>
              </Label>
              <Input
                id={`${id}-email`}
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-phone`}>
                <Trans>手机号</Trans>
              </Label>
              <Input id={`${id}-phone`} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-max`}>
              <Trans>学员上限</Trans>
            </Label>
            <Input
              id={`${id}-max`}
              type="number"
              min={0}
              max={100000}
              value={maxClients}
              onChange={(e) => setMaxClients(e.target.value)}
              className="w-32"
            />
          </div>
          <div className="flex items-center justify-between gap-3 text-sm">
            <Label htmlFor={`${id}-admin`}>
              <Trans>组织管理员</Trans>
            </Label>
            <Switch
              id={`${id}-admin`}
              checked={admin}
              onCheckedChange={setAdmin}
              disabled={trainer.is_owner}
            />
          </div>
          <div className="flex items-center justify-between gap-3 text-sm">
            <Label htmlFor={`${id}-can-add`}>
              <Trans>可以添加学员</Trans>
            </Label>
            <Switch id={`${id}-can-add`} checked={canAdd} onCheckedChange={setCanAdd} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              <Trans>取消</Trans>
            </Button>
            <Button type="submit" disabled={!valid || pending} data-testid="trainer-save">
              <Trans>保存</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
