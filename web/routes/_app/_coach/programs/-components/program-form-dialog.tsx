import { zodResolver } from "@hookform/resolvers/zod";
import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { NAME_MAX_LENGTH } from "#shared/shared-rules";
import { TextField } from "@/components/form/form-fields";
import { FormFooter } from "@/components/form/form-footer";
import { TextareaField } from "@/components/form/textarea-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { applyServerIssues } from "@/lib/form-errors";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { z } from "@/lib/validation";

const DESCRIPTION_MAX = 10_000;

type Values = { name: string; description: string };

/**
 * Create a program (then open its grid) or rename/describe one. `program` null = create.
 */
export default function ProgramFormDialog({
  program,
  open,
  onOpenChange,
}: {
  program: { id: number; name: string; description: string | null } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const schema = useMemo(
    () =>
      z.object({
        name: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, t`请输入计划名称`),
            z.maxLength(NAME_MAX_LENGTH, t`最多 ${NAME_MAX_LENGTH} 个字符`),
          ),
        description: z.string().check(z.maxLength(DESCRIPTION_MAX, t`最多 ${DESCRIPTION_MAX} 个字符`)),
      }),
    [t],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: program?.name ?? "", description: program?.description ?? "" },
  });
  const create = useMutation(trpc.programs.create.mutationOptions());
  const update = useMutation(trpc.programs.update.mutationOptions());
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit(async (values) => {
    const body = { name: values.name.trim(), description: values.description.trim() || null };
    try {
      const result = program
        ? await update.mutateAsync({ id: program.id, program: body })
        : await create.mutateAsync({ program: body });
      notifySuccess(renderMessage(globalI18n, result.msg));
      await queryClient.invalidateQueries(trpc.programs.pathFilter());
      onOpenChange(false);
      if (!program) {
        void navigate({ to: "/programs/$id/workouts", params: { id: String(result.program.id) } });
      }
    } catch (error) {
      applyServerIssues(form, error, { prefix: "program." });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} data-testid="program-form-dialog">
        <DialogHeader>
          <DialogTitle>{program ? <Trans>编辑训练计划</Trans> : <Trans>新建训练计划</Trans>}</DialogTitle>
          <DialogDescription>
            {program ? (
              <Trans>修改名称和说明；已分配给学员的训练不受影响。</Trans>
            ) : (
              <Trans>先起个名字，创建后在按周排列的表格里添加训练。</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        <form id={formId} className="space-y-4" onSubmit={submit} noValidate>
          <TextField
            control={form.control}
            name="name"
            label={<Trans>名称</Trans>}
            placeholder={t`例如：4 周增肌入门`}
            autoComplete="off"
            data-testid="program-name"
          />
          <TextareaField
            control={form.control}
            name="description"
            label={<Trans>说明（可选）</Trans>}
            placeholder={t`目标、适合人群、所需器械`}
            data-testid="program-description"
          />
        </form>
        <FormFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={program ? <Trans>保存</Trans> : <Trans>创建</Trans>}
          form={formId}
          pending={pending}
          submitTestId="program-save"
        />
      </DialogContent>
    </Dialog>
  );
}
