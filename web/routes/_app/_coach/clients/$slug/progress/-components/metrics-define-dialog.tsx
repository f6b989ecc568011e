import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/form/form-fields";
import { FormFooter } from "@/components/form/form-footer";
import { NativeSelectField } from "@/components/form/native-select-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { applyServerIssues } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { z } from "@/lib/validation";
import { directionOptions, measureRules } from "./measure-fields";
import { useRefreshProgress } from "./overview-query";

type Values = { name_zh: string; name_en: string; unit: string; direction: "higher" | "lower" };

/**
 * Defines one of the organization's metrics (5 公里用时, 静息心率 …): both names, so every coach and
 * client reads it in their language, the unit and whether a higher or a lower value is progress.
 */
export default function MetricsDefineDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const refresh = useRefreshProgress();
  const schema = useMemo(() => {
    const { name, unit, direction } = measureRules(i18n);
    return z.object({ name_zh: name, name_en: name, unit, direction });
  }, [i18n]);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name_zh: "", name_en: "", unit: "", direction: "higher" },
  });
  const create = useMutation(trpc.progress.metrics.create.mutationOptions());
  const submit = form.handleSubmit(async (metric) => {
    try {
      await create.mutateAsync({ metric });
      notifySuccess(t`指标已创建`);
      await refresh();
      onOpenChange(false);
    } catch (error) {
      applyServerIssues(form, error, { prefix: "metric." });
    }
  });
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} data-testid="metric-define-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>定义指标</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>组织内所有学员都可以记录这个指标，例如 5 公里用时、静息心率。</Trans>
          </DialogDescription>
        </DialogHeader>
        <form id={formId} className="space-y-4" onSubmit={submit} noValidate>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              control={form.control}
              name="name_zh"
              label={<Trans>中文名称</Trans>}
              placeholder="静息心率"
              autoComplete="off"
              data-testid="metric-name-zh"
            />
            <TextField
              control={form.control}
              name="name_en"
              label={<Trans>英文名称</Trans>}
              placeholder="Resting heart rate"
              autoComplete="off"
              data-testid="metric-name-en"
            />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              control={form.control}
              name="unit"
              label={<Trans>单位</Trans>}
              placeholder="bpm"
              autoComplete="off"
              data-testid="metric-unit"
            />
            <NativeSelectField
              control={form.control}
              name="direction"
              label={<Trans>进步方向</Trans>}
              options={directionOptions(i18n)}
            />
          </div>
        </form>
        <FormFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={<Trans>创建</Trans>}
          form={formId}
          pending={create.isPending}
          submitTestId="metric-define-save"
        />
      </DialogContent>
    </Dialog>
  );
}
