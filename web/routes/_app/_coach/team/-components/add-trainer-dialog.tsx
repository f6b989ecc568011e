import { zodResolver } from "@hookform/resolvers/zod";
import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Copy, UserPlus } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { NAME_MAX_LENGTH } from "#shared/shared-rules";
import { ContactFields } from "@/components/form/contact-fields";
import { FormFooter } from "@/components/form/form-footer";
import { SwitchField } from "@/components/form/switch-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { applyServerIssues } from "@/lib/form-errors";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { optionalEmail, phoneText, requiredText, z } from "@/lib/validation";

/**
 * Adds a trainer (POST /trainers: the user and the trainer in one write). The server makes a
 * temporary password, shown here once with a copy button: the admin hands it over, the trainer
 * signs in with its email or phone and changes it.
 */
export default function AddTrainerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.trainers.create.mutationOptions());
  const [created, setCreated] = useState<{ name: string; login: string; password: string } | null>(null);
  const schema = useMemo(
    () =>
      z
        .object({
          name: requiredText(t`请输入姓名`, {
            length: NAME_MAX_LENGTH,
            message: t`姓名最长 ${NAME_MAX_LENGTH} 个字符`,
          }),
          email: optionalEmail(t`邮箱格式不正确`),
          phone_number: phoneText(t`手机号格式不正确`),
          admin: z.boolean(),
        })
        .check(
          z.refine((v) => v.email.trim() !== "" || v.phone_number.trim() !== "", {
            message: t`请填写邮箱或手机号（用于登录）`,
            path: ["email"],
          }),
        ),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: "", email: "", phone_number: "", admin: false },
  });

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      const result = await create.mutateAsync({
        trainer: {
          super_admin: v.admin,
          user: {
            name: v.name,
            ...(v.email ? { email: v.email } : {}),
            ...(v.phone_number ? { phone_number: v.phone_number } : {}),
          },
        },
      });
      notifySuccess(renderMessage(globalI18n, result.msg));
      await queryClient.invalidateQueries(trpc.trainers.pathFilter());
      if (result.temporary_password)
        setCreated({ name: v.name, login: v.email || v.phone_number, password: result.temporary_password });
      else onClose();
    } catch (error) {
      applyServerIssues(form, error, {
        prefix: "trainer.user.",
      });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg" closeLabel={t`关闭`} data-testid="add-trainer-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>添加教练</Trans>
          </DialogTitle>
          <DialogDescription>
            {created ? (
              <Trans>请把登录账号和临时密码交给 {created.name}。密码只显示这一次，登录后请尽快修改。</Trans>
            ) : (
              <Trans>填写教练的姓名和联系方式（邮箱或手机号，用于登录）。系统会生成一个临时密码。</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <TemporaryPassword login={created.login} password={created.password} onDone={onClose} />
        ) : (
          <form
            onSubmit={onSubmit}
            noValidate
            className="grid gap-5 sm:grid-cols-2"
            data-testid="add-trainer-form"
          >
            <ContactFields control={form.control} />
            <SwitchField
              control={form.control}
              name="admin"
              label={<Trans>管理员</Trans>}
              description={<Trans>管理员可以管理团队、组织设置和所有学员。</Trans>}
              className="flex items-start justify-between gap-4 rounded-lg border p-3 sm:col-span-2"
            />
            <FormFooter
              className="sm:col-span-2"
              onCancel={onClose}
              submitLabel={<Trans>添加</Trans>}
              submitIcon={<UserPlus />}
              pending={form.formState.isSubmitting}
              submitTestId="add-trainer-submit"
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function TemporaryPassword({
  login,
  password,
  onDone,
}: {
  login: string;
  password: string;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">
          <Trans>登录账号</Trans>
        </dt>
        <dd className="font-medium">{login}</dd>
        <dt className="text-muted-foreground">
          <Trans>临时密码</Trans>
        </dt>
        <dd className="flex gap-2">
          <Input
            readOnly
            value={password}
            className="font-mono"
            aria-label={t`临时密码`}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="temporary-password"
          />
          <Button
            type="button"
            variant="outline"
            data-testid="copy-password"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(password);
                setCopied(true);
              } catch {
                // No clipboard permission: the field stays selectable for a manual copy.
              }
            }}
          >
            <Copy />
            {copied ? <Trans>已复制</Trans> : <Trans>复制</Trans>}
          </Button>
        </dd>
      </dl>
      <DialogFooter>
        <Button onClick={onDone} data-testid="temporary-password-done">
          <Trans>完成</Trans>
        </Button>
      </DialogFooter>
    </div>
  );
}
