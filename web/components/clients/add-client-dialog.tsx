import { zodResolver } from "@hookform/resolvers/zod";
import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { NAME_MAX_LENGTH } from "#shared/shared-rules";
import { ContactFields } from "@/components/form/contact-fields";
import { FormFooter } from "@/components/form/form-footer";
import { SelectField } from "@/components/form/select-field";
import { SwitchField } from "@/components/form/switch-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useSession } from "@/lib/auth";
import { applyServerIssues } from "@/lib/form-errors";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { optionalEmail, phoneText, requiredText, z } from "@/lib/validation";
import { STATE_LABELS, TYPE_LABELS } from "./model";

/** The types and later states the add form offers (remote / in person; pending or paused when not started). */
const NEW_CLIENT_TYPES = ["remote", "in_person"] as const;
const NOT_STARTED_STATES = ["pending", "inactive"] as const;

/** Add a client (POST /clients): 学员添加成功 / 学员添加失败 come from the server. */
export default function AddClientDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const queryClient = useQueryClient();
  const trainers = useQuery(trpc.trainers.list.queryOptions());
  const create = useMutation(trpc.clients.create.mutationOptions());
  const names = new Map((trainers.data?.users ?? []).map((u) => [u.id, u.name]));

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
          trainer_id: z.string().check(z.minLength(1, t`请选择教练`)),
          client_type: z.enum(NEW_CLIENT_TYPES),
          active: z.boolean(),
          state: z.enum(NOT_STARTED_STATES),
        })
        .check(
          z.refine((v) => v.email.trim() !== "" || v.phone_number.trim() !== "", {
            message: t`请填写邮箱或手机号`,
            path: ["email"],
          }),
        ),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const ownTrainer = session?.trainer?.id;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: "",
      email: "",
      phone_number: "",
      trainer_id: ownTrainer ? String(ownTrainer) : "",
      client_type: "remote",
      active: true,
      state: "pending",
    },
  });
  const active = form.watch("active");

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      const result = await create.mutateAsync({
        client: {
          user: {
            name: v.name,
            ...(v.email ? { email: v.email } : {}),
            ...(v.phone_number ? { phone_number: v.phone_number } : {}),
          },
          trainer_id: Number(v.trainer_id),
          client_type: v.client_type,
          active: v.active,
          ...(v.active ? {} : { state: v.state }),
        },
      });
      notifySuccess(renderMessage(globalI18n, result.msg));
      await queryClient.invalidateQueries(trpc.clients.pathFilter());
      await queryClient.invalidateQueries(trpc.trainers.pathFilter());
      onOpenChange(false);
    } catch (error) {
      // The toast says 学员添加失败 with the reason; field problems also land under the field.
      applyServerIssues(form, error, {
        prefix: "client.user.",
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl" closeLabel={t`关闭`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>添加学员</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>填写学员的姓名和联系方式（邮箱或手机号至少一项），并指定负责的教练。</Trans>
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-5 sm:grid-cols-2"
          data-testid="add-client-form"
        >
          <ContactFields control={form.control} />
          <SelectField
            control={form.control}
            name="trainer_id"
            label={<Trans>教练</Trans>}
            placeholder={t`选择教练`}
            options={(trainers.data?.trainers ?? []).map((tr) => ({
              value: String(tr.id),
              label: names.get(tr.user_id) ?? `#${tr.id}`,
            }))}
          />
          <SelectField
            control={form.control}
            name="client_type"
            label={<Trans>训练方式</Trans>}
            options={NEW_CLIENT_TYPES.map((type) => ({ value: type, label: i18n._(TYPE_LABELS[type]) }))}
          />
          <SwitchField
            control={form.control}
            name="active"
            label={<Trans>立即开始</Trans>}
            description={<Trans>开启后学员状态为“在训”，可以马上为其安排训练。</Trans>}
            className="flex items-start justify-between gap-4 rounded-lg border p-3 sm:col-span-2"
          />
          {!active && (
            <SelectField
              control={form.control}
              name="state"
              label={<Trans>状态</Trans>}
              className="sm:col-span-2"
              options={NOT_STARTED_STATES.map((s) => ({ value: s, label: i18n._(STATE_LABELS[s]) }))}
            />
          )}
          <FormFooter
            className="sm:col-span-2"
            onCancel={() => onOpenChange(false)}
            submitLabel={<Trans>添加</Trans>}
            submitIcon={<UserPlus />}
            pending={form.formState.isSubmitting}
            submitTestId="add-client-submit"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
