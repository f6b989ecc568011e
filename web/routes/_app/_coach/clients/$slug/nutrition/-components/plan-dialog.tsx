import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/form/form-fields";
import { FormFooter } from "@/components/form/form-footer";
import { TextareaField } from "@/components/form/textarea-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { applyServerIssues } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { z } from "@/lib/validation";
import { AMOUNTS, type AmountKey, type Amounts } from "./amounts";
import type { Plan } from "./types";

type Day = "training_day" | "rest_day";
type DayTexts = Record<AmountKey, string>;
type Values = { start_date: string; guidelines: string; training_day: DayTexts; rest_day: DayTexts };
const DAYS: readonly Day[] = ["training_day", "rest_day"];

const readAmount = (text: string) => (text.trim() === "" ? null : Number(text.replace(",", ".")));

/** A day's targets as the form's texts (empty for none). */
function textsOf(targets: Amounts | undefined): DayTexts {
  const texts = {} as DayTexts;
  for (const a of AMOUNTS) texts[a.key] = String(targets?.[a.key] ?? "");
  return texts;
}

/**
 * Write the client's nutrition plan whole (the first one, or a change): the training-day and
 * rest-day targets, the guidelines and the start date. The server recomputes the compliance rates.
 */
export default function PlanDialog({
  clientId,
  plan,
  today,
  onOpenChange,
}: {
  clientId: number;
  plan: Plan | null;
  today: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const queryClient = useQueryClient();
  const schema = useMemo(() => {
    // kcal and protein are what compliance reads: the server requires them, the others may be empty.
    const amount = (required: boolean) =>
      z.string().check(
        z.refine((v) => (v.trim() === "" ? !required : (readAmount(v) ?? 0) > 0), {
          message: required ? t`请输入大于 0 的数` : t`请输入大于 0 的数，或留空`,
        }),
      );
    const day = z.object({
      kcal: amount(true),
      protein_g: amount(true),
      carbs_g: amount(false),
      fat_g: amount(false),
      fiber_g: amount(false),
      water_ml: amount(false),
    });
    return z.object({
      start_date: z.string().check(z.minLength(1, t`请选择开始日期`)),
      guidelines: z.string().check(z.maxLength(5000, t`最多 5000 个字符`)),
      training_day: day,
      rest_day: day,
    });
  }, [t]);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      start_date: plan?.start_date ?? today,
      guidelines: plan?.guidelines ?? "",
      training_day: textsOf(plan?.training_day),
      rest_day: textsOf(plan?.rest_day),
    },
  });
  const save = useMutation(trpc.nutrition.plan.save.mutationOptions());

  const submit = form.handleSubmit(async (values) => {
    const targets = (day: Day) => {
      const out = {} as Amounts;
      for (const a of AMOUNTS) out[a.key] = readAmount(values[day][a.key]);
      return { ...out, kcal: out.kcal ?? 0, protein_g: out.protein_g ?? 0 };
    };
    try {
      await save.mutateAsync({
        client_id: clientId,
        nutrition_plan: {
          start_date: values.start_date,
          training_day: targets("training_day"),
          rest_day: targets("rest_day"),
          guidelines: values.guidelines.trim() || null,
        },
      });
      await queryClient.invalidateQueries(trpc.nutrition.pathFilter());
      await queryClient.invalidateQueries(trpc.clients.get.pathFilter());
      notifySuccess(t`营养计划已保存`);
      onOpenChange(false);
    } catch (error) {
      applyServerIssues(form, error, { prefix: "nutrition_plan." });
    }
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`关闭`} className="sm:max-w-2xl" data-testid="nutrition-plan-dialog">
        <DialogHeader>
          <DialogTitle>{plan ? <Trans>编辑营养计划</Trans> : <Trans>创建营养计划</Trans>}</DialogTitle>
          <DialogDescription>
            <Trans>有训练安排的日子按训练日目标，其余按休息日目标；热量和蛋白质都在 ±10% 以内算达标。</Trans>
          </DialogDescription>
        </DialogHeader>
        <form id={formId} className="space-y-4" onSubmit={submit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            {DAYS.map((day) => (
              <fieldset key={day} className="space-y-2" data-testid={`plan-form-${day}`}>
                <legend className="mb-2 text-sm font-semibold">
                  {day === "training_day" ? <Trans>训练日</Trans> : <Trans>休息日</Trans>}
                </legend>
                {AMOUNTS.map((a) => (
                  <TextField
                    key={a.key}
                    control={form.control}
                    name={`${day}.${a.key}`}
                    label={`${i18n._(a.label)} (${a.unit})`}
                    inputMode="decimal"
                    autoComplete="off"
                    data-testid={`plan-${day}-${a.key}`}
                  />
                ))}
              </fieldset>
            ))}
          </div>
          <TextField
            control={form.control}
            name="start_date"
            type="date"
            label={<Trans>开始日期</Trans>}
            data-testid="plan-start"
          />
          <TextareaField
            control={form.control}
            name="guidelines"
            label={<Trans>饮食建议（可选）</Trans>}
            data-testid="plan-guidelines-input"
          />
        </form>
        <FormFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={<Trans>保存</Trans>}
          form={formId}
          pending={save.isPending}
          submitTestId="plan-save"
        />
      </DialogContent>
    </Dialog>
  );
}
