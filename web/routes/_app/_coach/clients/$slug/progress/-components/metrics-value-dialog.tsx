import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/form/form-fields";
import { FormFooter } from "@/components/form/form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { Ymd } from "@/components/workouts/dates";
import { applyServerIssues } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { z } from "@/lib/validation";
import { readNumber } from "./body-entry-values";
import { useRefreshProgress } from "./overview-query";

type Values = { date: string; value: string; target: string };

/** A number as typed, read as the body entry reads its numbers (a comma as decimal point counts). */
const isNumber = (v: string) => Number.isFinite(readNumber(v) ?? Number.NaN);

/**
 * Logs a client's value of a metric for a day (a second value that day replaces it) and sets or
 * clears the client's target for it: an emptied target field clears it.
 */
export default function MetricsValueDialog({
  clientId,
  metric,
  today,
  onOpenChange,
}: {
  clientId: number;
  metric: { id: number; name: string; unit: string; target: number | null };
  today: Ymd;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const refresh = useRefreshProgress();
  const schema = useMemo(
    () =>
      z.object({
        date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, t`请选择日期`)),
        value: z.string().check(z.refine(isNumber, t`请输入数字`)),
        target: z.string().check(z.refine((v) => v.trim() === "" || isNumber(v), t`请输入数字`)),
      }),
    [t],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { date: today, value: "", target: metric.target == null ? "" : String(metric.target) },
  });
  const save = useMutation(trpc.progress.metrics.saveValue.mutationOptions());
  const submit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync({
        client_id: clientId,
        metric_value: {
          metric_id: metric.id,
          date: v.date,
          value: readNumber(v.value) ?? 0,
          target: readNumber(v.target),
        },
      });
      notifySuccess(t`已记录`);
      await refresh();
      onOpenChange(false);
    } catch (error) {
      applyServerIssues(form, error, { prefix: "metric_value." });
    }
  });
  const { name, unit } = metric;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} data-testid="metric-value-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>记录「{name}」</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>单位：{unit}。同一天再次记录会替换当天的数值。</Trans>
          </DialogDescription>
        </DialogHeader>
        <form id={formId} className="space-y-4" onSubmit={submit} noValidate>
          <TextField control={form.control} name="date" type="date" label={<Trans>日期</Trans>} />
          <TextField
            control={form.control}
            name="value"
            inputMode="decimal"
            autoComplete="off"
            label={<Trans>数值</Trans>}
            data-testid="metric-value"
          />
          <TextField
            control={form.control}
            name="target"
            inputMode="decimal"
            autoComplete="off"
            label={<Trans>这位学员的目标（可选）</Trans>}
            description={<Trans>清空即取消目标。</Trans>}
            data-testid="metric-target"
          />
        </form>
        <FormFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={<Trans>保存</Trans>}
          form={formId}
          pending={save.isPending}
          submitTestId="metric-value-save"
        />
      </DialogContent>
    </Dialog>
  );
}
