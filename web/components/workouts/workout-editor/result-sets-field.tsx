import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { parseResultSets, type ResultSet } from "#shared/result-sets";
import { formatKg } from "@/components/records/records-format";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { type FormValues, overrideSets } from "./values";

/**
 * Under an item's result: how it reads as sets (what records count), and the coach's way to
 * correct that reading (`result_sets_override`; the result text stays as typed). The reading shown
 * is the shared parser's in kg; the server reads a unit-less weight in the logger's units.
 */
export function ResultSetsField({ form, index }: { form: UseFormReturn<FormValues>; index: number }) {
  const { t, i18n } = useLingui();
  const result = form.watch(`items.${index}.result`);
  const override = form.watch(`items.${index}.sets_override`);
  const [editing, setEditing] = useState(false);
  const corrected = overrideSets(override);
  const sets: ResultSet[] = corrected ?? parseResultSets(result, "metric");
  if (!result.trim() && corrected === null && !editing) return null;
  const describe = ({ weight_kg, reps }: ResultSet) =>
    weight_kg === null ? t`自重 × ${reps}` : `${formatKg(weight_kg, i18n.locale)} × ${reps}`;
  const reading = sets.map(describe).join(" · ");
  return (
    <div className="space-y-1.5 text-xs" data-testid="result-sets">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-muted-foreground">
          {corrected !== null ? <Trans>已更正为：</Trans> : <Trans>读作：</Trans>}
        </span>
        <span className="tabular-nums" data-testid="result-sets-reading">
          {sets.length > 0 ? reading : <Trans>不是组数，不计入纪录</Trans>}
        </span>
        {!editing && (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto p-0 text-xs"
            onClick={() => setEditing(true)}
          >
            <Trans>更正</Trans>
          </Button>
        )}
        {corrected !== null && (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto p-0 text-xs"
            onClick={() => {
              form.setValue(`items.${index}.sets_override`, "", { shouldDirty: true });
              setEditing(false);
            }}
          >
            <Trans>恢复自动读取</Trans>
          </Button>
        )}
      </div>
      {editing && (
        <Input
          className="h-8 text-xs"
          {...form.register(`items.${index}.sets_override`)}
          aria-label={t`更正组数`}
          placeholder={t`按组写，例如 100kg x 5, 95kg x 5, 自重 12`}
          data-testid="result-sets-override"
        />
      )}
    </div>
  );
}
