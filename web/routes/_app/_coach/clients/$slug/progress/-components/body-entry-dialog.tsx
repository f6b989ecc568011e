import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { WEIGHT_UNITS } from "#shared/body-units";
import { TextField } from "@/components/form/form-fields";
import { FormFooter } from "@/components/form/form-footer";
import { NativeSelectField } from "@/components/form/native-select-field";
import { TextareaField } from "@/components/form/textarea-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { Ymd } from "@/components/workouts/dates";
import { applyServerIssues } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import {
  type BodyEntryValues,
  bodyEntrySchema,
  entryDefaults,
  entryDraft,
  entryFieldOf,
  type WeightEntry,
} from "./body-entry-values";
import { useRefreshProgress, useViewerUnits } from "./overview-query";

/**
 * Add or edit a bodyweight entry: weight typed in kg, lb or 斤 (stored as kg), body fat, five girths
 * in cm and a note. A second entry on a day the client already has updates that day (the server's
 * rule), so "add" never makes a duplicate.
 */
export default function BodyEntryDialog({
  clientId,
  entry,
  today,
  onOpenChange,
}: {
  clientId: number;
  /** null: a new entry. */
  entry: WeightEntry | null;
  today: Ymd;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const units = useViewerUnits();
  const refresh = useRefreshProgress();
  const schema = useMemo(
    () => bodyEntrySchema({ date: t`请选择日期`, weight: t`请输入体重`, number: t`请输入大于 0 的数字` }),
    [t],
  );
  const form = useForm<BodyEntryValues>({
    resolver: zodResolver(schema),
    defaultValues: entryDefaults(entry, today, units),
  });
  const save = useMutation(trpc.progress.weightTrackings.save.mutationOptions());
  const update = useMutation(trpc.progress.weightTrackings.update.mutationOptions());

  const submit = form.handleSubmit(async (values) => {
    const draft = entryDraft(values);
    try {
      if (entry) await update.mutateAsync({ id: entry.id, weight_tracking: draft });
      else await save.mutateAsync({ client_id: clientId, weight_tracking: draft });
      notifySuccess(t`体重记录已保存`);
      await refresh();
      onOpenChange(false);
    } catch (error) {
      applyServerIssues(form, error, { prefix: "weight_tracking.", fieldOf: entryFieldOf });
    }
  });

  const girths = [
    { name: "waist", label: t`腰围（厘米）` },
    { name: "hip", label: t`臀围（厘米）` },
    { name: "chest", label: t`胸围（厘米）` },
    { name: "arm", label: t`臂围（厘米）` },
    { name: "thigh", label: t`腿围（厘米）` },
  ] as const;

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t`关闭`}
        className="max-h-[90dvh] overflow-y-auto"
        data-testid="body-entry-dialog"
      >
        <DialogHeader>
          <DialogTitle>{entry ? <Trans>编辑体重记录</Trans> : <Trans>添加体重记录</Trans>}</DialogTitle>
          <DialogDescription>
            <Trans>体重可用千克、磅或斤填写，保存为千克；同一天只有一条记录。</Trans>
          </DialogDescription>
        </DialogHeader>
        <form id={formId} className="space-y-4" onSubmit={submit} noValidate>
          <TextField
            control={form.control}
            name="date"
            type="date"
            label={<Trans>日期</Trans>}
            data-testid="body-date"
          />
          <div className="grid grid-cols-[1fr_7rem] gap-3">
            <TextField
              control={form.control}
              name="weight"
              inputMode="decimal"
              autoComplete="off"
              label={<Trans>体重</Trans>}
              data-testid="body-weight"
            />
            <NativeSelectField
              control={form.control}
              name="unit"
              label={<Trans>单位</Trans>}
              options={WEIGHT_UNITS.map((u) => ({ value: u, label: u }))}
            />
          </div>
          <TextField
            control={form.control}
            name="body_fat_percent"
            inputMode="decimal"
            autoComplete="off"
            label={<Trans>体脂率（%，可选）</Trans>}
            data-testid="body-fat"
          />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {girths.map((g) => (
              <TextField
                key={g.name}
                control={form.control}
                name={g.name}
                inputMode="decimal"
                autoComplete="off"
                label={g.label}
                data-testid={`body-${g.name}`}
              />
            ))}
          </div>
          <TextareaField control={form.control} name="note" label={<Trans>备注（可选）</Trans>} rows={2} />
        </form>
        <FormFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={<Trans>保存</Trans>}
          form={formId}
          pending={save.isPending || update.isPending}
          submitTestId="body-save"
        />
      </DialogContent>
    </Dialog>
  );
}
