import { zodResolver } from "@hookform/resolvers/zod";
import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { Save } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { NAME_MAX_LENGTH } from "#shared/shared-rules";
import { ContactFields } from "@/components/form/contact-fields";
import { TextField } from "@/components/form/form-fields";
import { FormFooter } from "@/components/form/form-footer";
import { SwitchField } from "@/components/form/switch-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { applyServerIssues } from "@/lib/form-errors";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { optionalEmail, phoneText, requiredText, z } from "@/lib/validation";

/** What the dialog edits, as the team screen and the super admin's trainer list both know it. */
export type EditableTrainer = {
  trainerId: number;
  /** The person behind the coach profile (null: only the profile can be edited). */
  userId: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  isAdmin: boolean;
  canAddClients: boolean;
  maxClients: number;
  /** False for oneself and the owner: the server ignores those fields there, so they are not offered. */
  adminFieldsEditable: boolean;
};

const MAX_CLIENTS = 100_000;

/**
 * Edits a trainer, on /team and on /admin/trainers: the person (PUT /users/{id}: name, email, phone)
 * and the coach profile (PUT /trainers/{id}: admin flag, client limit, may add clients). Server
 * refusals land under their field. `onSaved` refreshes the caller's list.
 */
export default function EditTrainerDialog({
  trainer,
  onClose,
  onSaved,
}: {
  trainer: EditableTrainer;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useLingui();
  const updateUser = useMutation(trpc.users.update.mutationOptions());
  const updateTrainer = useMutation(trpc.trainers.update.mutationOptions());
  const adminFields = trainer.adminFieldsEditable;
  const schema = useMemo(
    () =>
      z.object({
        name: requiredText(t`请输入姓名`, {
          length: NAME_MAX_LENGTH,
          message: t`姓名最长 ${NAME_MAX_LENGTH} 个字符`,
        }),
        email: optionalEmail(t`邮箱格式不正确`),
        phone_number: phoneText(t`手机号格式不正确`),
        admin: z.boolean(),
        can_add_clients: z.boolean(),
        max_clients: z
          .string()
          .check(z.regex(/^\d{1,6}$/, t`请输入 0 到 ${MAX_CLIENTS} 之间的整数`))
          .check(z.refine((v) => Number(v) <= MAX_CLIENTS, t`请输入 0 到 ${MAX_CLIENTS} 之间的整数`)),
      }),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: trainer.name,
      email: trainer.email ?? "",
      phone_number: trainer.phone ?? "",
      admin: trainer.isAdmin,
      can_add_clients: trainer.canAddClients,
      max_clients: String(trainer.maxClients),
    },
  });

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      if (trainer.userId !== null) {
        await updateUser.mutateAsync({
          id: trainer.userId,
          user: { name: v.name, email: v.email || null, phone_number: v.phone_number || null },
        });
      }
      const result = await updateTrainer.mutateAsync({
        id: trainer.trainerId,
        trainer: adminFields
          ? { super_admin: v.admin, can_add_clients: v.can_add_clients, max_clients: Number(v.max_clients) }
          : {},
      });
      notifySuccess(renderMessage(globalI18n, result.msg));
      await onSaved();
      onClose();
    } catch (error) {
      applyServerIssues(form, error, {
        prefix: "user.",
      });
    }
  });
  const name = trainer.name;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
        closeLabel={t`关闭`}
        data-testid="edit-trainer-dialog"
      >
        <DialogHeader>
          <DialogTitle>
            <Trans>编辑教练 {name}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>修改联系方式会改变教练的登录账号。</Trans>
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-5 sm:grid-cols-2"
          data-testid="edit-trainer-form"
        >
          <ContactFields control={form.control} />
          {adminFields ? (
            <>
              <TextField
                control={form.control}
                name="max_clients"
                inputMode="numeric"
                label={<Trans>学员上限（0 表示不限）</Trans>}
                className="sm:col-span-2"
              />
              <SwitchField
                control={form.control}
                name="admin"
                label={<Trans>管理员</Trans>}
                description={<Trans>管理员可以管理团队、组织设置和所有学员。</Trans>}
                className="flex items-start justify-between gap-4 rounded-lg border p-3 sm:col-span-2"
              />
              <SwitchField
                control={form.control}
                name="can_add_clients"
                label={<Trans>可以添加学员</Trans>}
                className="flex items-start justify-between gap-4 rounded-lg border p-3 sm:col-span-2"
              />
            </>
          ) : null}
          <FormFooter
            className="sm:col-span-2"
            onCancel={onClose}
            submitLabel={<Trans>保存</Trans>}
            submitIcon={<Save />}
            pending={form.formState.isSubmitting}
            submitTestId="edit-trainer-submit"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
