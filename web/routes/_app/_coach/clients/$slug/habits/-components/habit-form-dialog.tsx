import { zodResolver } from "@hookform/resolvers/zod";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { HABIT_NAME_MAX_LENGTH, HABIT_TARGET_MAX_LENGTH } from "#shared/habit-rules";
import { TextField } from "@/components/form/form-fields";
import { FormFooter } from "@/components/form/form-footer";
import { NativeSelectField } from "@/components/form/native-select-field";
import type { Habit } from "@/components/habits/model";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { applyServerIssues } from "@/lib/form-errors";
import { trpc } from "@/lib/trpc";
import { requiredText, z } from "@/lib/validation";

type Values = {
  name: string;
  target_text: string;
  days_per_week: string;
  start_date: string;
  end_date: string;
};

/**
 * Add a habit to a client, or change one (`habit` null = add). The dates default to today and no
 * end; the server checks them again (an end before the start lands under the end date).
 */
export default function HabitFormDialog({
  clientId,
  habit,
  today,
  open,
  onOpenChange,
}: {
  clientId: number;
  habit: Habit | null;
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const queryClient = useQueryClient();
  const schema = useMemo(
    () =>
      z
        .object({
          name: requiredText(t`请输入习惯名称`, {
            length: HABIT_NAME_MAX_LENGTH,
            message: t`最多 ${HABIT_NAME_MAX_LENGTH} 个字符`,
          }),
          target_text: z
            .string()
            .check(z.maxLength(HABIT_TARGET_MAX_LENGTH, t`最多 ${HABIT_TARGET_MAX_LENGTH} 个字符`)),
          days_per_week: z.string(),
          start_date: z.string().check(z.minLength(1, t`请选择开始日期`)),
          end_date: z.string(),
        })
        .check(
          z.refine((v) => !v.end_date || v.end_date >= v.start_date, {
            message: t`结束日期不能早于开始日期`,
            path: ["end_date"],
          }),
        ),
    [t],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: habit?.name ?? "",
      target_text: habit?.target_text ?? "",
      days_per_week: String(habit?.days_per_week ?? 7),
      start_date: habit?.start_date ?? today,
      end_date: habit?.end_date ?? "",
    },
  });
  const create = useMutation(trpc.habits.create.mutationOptions());
  const update = useMutation(trpc.habits.update.mutationOptions());

  const submit = form.handleSubmit(async (values) => {
    const body = {
      name: values.name.trim(),
      target_text: values.target_text.trim() || null,
      days_per_week: Number(values.days_per_week),
      start_date: values.start_date,
      end_date: values.end_date || null,
    };
    try {
      if (habit) await update.mutateAsync({ id: habit.id, habit: body });
      else await create.mutateAsync({ client_id: clientId, habit: body });
      await queryClient.invalidateQueries(trpc.habits.list.queryFilter({ client_id: clientId }));
      onOpenChange(false);
    } catch (error) {
      applyServerIssues(form, error, { prefix: "habit." });
    }
  });

  const dayOptions = [1, 2, 3, 4, 5, 6, 7].map((n) => ({
    value: String(n),
    label: n === 7 ? t`每天` : plural(n, { one: "每周 # 天", other: "每周 # 天" }),
  }));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} data-testid="habit-form-dialog">
        <DialogHeader>
          <DialogTitle>{habit ? <Trans>编辑习惯</Trans> : <Trans>添加习惯</Trans>}</DialogTitle>
          <DialogDescription>
            <Trans>学员在 App 的「今天」页面打卡；完成率按每周天数计算。</Trans>
          </DialogDescription>
        </DialogHeader>
        <form id={formId} className="space-y-4" onSubmit={submit} noValidate>
          <TextField
            control={form.control}
            name="name"
            label={<Trans>名称</Trans>}
            placeholder={t`例如：喝水 2 升`}
            autoComplete="off"
            data-testid="habit-name"
          />
          <TextField
            control={form.control}
            name="target_text"
            label={<Trans>目标说明（可选）</Trans>}
            placeholder={t`例如：分 4 次喝完`}
            autoComplete="off"
            data-testid="habit-target"
          />
          <NativeSelectField
            control={form.control}
            name="days_per_week"
            label={<Trans>频率</Trans>}
            options={dayOptions}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              control={form.control}
              name="start_date"
              type="date"
              label={<Trans>开始日期</Trans>}
              data-testid="habit-start"
            />
            <TextField
              control={form.control}
              name="end_date"
              type="date"
              label={<Trans>结束日期（可选）</Trans>}
              data-testid="habit-end"
            />
          </div>
        </form>
        <FormFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={habit ? <Trans>保存</Trans> : <Trans>添加</Trans>}
          form={formId}
          pending={create.isPending || update.isPending}
          submitTestId="habit-save"
        />
      </DialogContent>
    </Dialog>
  );
}
