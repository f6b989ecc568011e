import { zodResolver } from "@hookform/resolvers/zod";
import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { MAX_RANGE_DAYS, NAME_MAX_LENGTH } from "#shared/shared-rules";
import { TextField } from "@/components/form/form-fields";
import { FormFooter } from "@/components/form/form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { Ymd } from "@/components/workouts/dates";
import { applyServerIssues } from "@/lib/form-errors";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { z } from "@/lib/validation";

type Values = { name: string; start_date: string; end_date: string };

/**
 * "另存为训练计划" (TrueCoach's "save this range as a program"): the client's workouts from one
 * day to another become a new program, each on its day counted from the first (day 1), without
 * results; then the program's grid opens. The range starts as the weeks on screen.
 */
export default function SaveAsProgramDialog({
  clientId,
  clientName,
  start,
  end,
  open,
  onOpenChange,
}: {
  clientId: number;
  clientName: string;
  start: Ymd;
  end: Ymd;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const schema = useMemo(
    () =>
      z
        .object({
          name: z
            .string()
            .check(
              z.trim(),
              z.minLength(1, t`请输入计划名称`),
              z.maxLength(NAME_MAX_LENGTH, t`最多 ${NAME_MAX_LENGTH} 个字符`),
            ),
          start_date: z.string().check(z.minLength(1, t`请选择开始日期`)),
          end_date: z.string().check(z.minLength(1, t`请选择结束日期`)),
        })
        .check(
          z.refine((v) => v.end_date >= v.start_date, {
            message: t`结束日期不能早于开始日期`,
            path: ["end_date"],
          }),
        ),
    [t],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: t`${clientName} 的训练`, start_date: start, end_date: end },
  });
  const save = useMutation(trpc.programs.fromCalendar.mutationOptions());

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync({
        client_id: clientId,
        start_date: values.start_date,
        end_date: values.end_date,
        program: { name: values.name.trim() },
      });
      notifySuccess(renderMessage(globalI18n, result.msg));
      await queryClient.invalidateQueries(trpc.programs.pathFilter());
      onOpenChange(false);
      void navigate({ to: "/programs/$id/workouts", params: { id: String(result.program.id) } });
    } catch (error) {
      applyServerIssues(form, error, { fieldOf: (path) => (path === "program.name" ? "name" : undefined) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} data-testid="save-as-program-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>另存为训练计划</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              这段时间的训练按天复制到新计划（开始日期为第 1
              天），不含结果和完成状态；之后可分配给其他学员。最多 {MAX_RANGE_DAYS} 天。
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <form id={formId} className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          <TextField
            control={form.control}
            name="name"
            label={<Trans>计划名称</Trans>}
            className="sm:col-span-2"
            autoComplete="off"
            maxLength={NAME_MAX_LENGTH}
            data-testid="save-program-name"
          />
          <TextField
            control={form.control}
            name="start_date"
            type="date"
            label={<Trans>开始日期</Trans>}
            data-testid="save-program-start"
          />
          <TextField
            control={form.control}
            name="end_date"
            type="date"
            label={<Trans>结束日期</Trans>}
            data-testid="save-program-end"
          />
        </form>
        <FormFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={<Trans>保存为计划</Trans>}
          form={formId}
          pending={save.isPending}
          submitTestId="save-program-submit"
        />
      </DialogContent>
    </Dialog>
  );
}
