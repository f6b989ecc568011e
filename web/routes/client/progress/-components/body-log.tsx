import { Trans, useLingui } from "@lingui/react/macro";
import { Check } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  BODYWEIGHT_MAX_KG,
  BODYWEIGHT_MIN_KG,
  toKg,
  WEIGHT_UNITS,
  type WeightUnit,
} from "#shared/body-units";
import { Button } from "@/components/ui/button";
import { logBodyweight } from "@/lib/client-app/actions";
import { useClientContext } from "@/lib/client-app/queries";

/**
 * 今天的体重: typed in kg, lb or 斤 (the client's own unit first) and queued like every client write,
 * so it is kept offline too. The range is checked here: a typo the server would refuse would
 * otherwise wait in the queue as a failure.
 */
export function BodyLog({ todayWeight }: { todayWeight: number | null }) {
  const { t } = useLingui();
  const { clientId, today, units } = useClientContext();
  const ids = { weight: useId(), unit: useId(), note: useId() };
  const [weight, setWeight] = useState("");
  const [unit, setUnit] = useState<WeightUnit>(units);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = Number(weight.replace(",", "."));
    const kg = weight.trim() === "" || !Number.isFinite(value) ? Number.NaN : toKg(value, unit);
    if (!(kg >= BODYWEIGHT_MIN_KG && kg <= BODYWEIGHT_MAX_KG)) {
      setProblem(t`请输入 ${BODYWEIGHT_MIN_KG}–${BODYWEIGHT_MAX_KG} 千克之间的体重`);
      return;
    }
    setProblem(null);
    await logBodyweight(clientId, today, value, unit);
    setWeight("");
    setSaved(true);
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="space-y-3 rounded-xl border bg-card p-4"
      noValidate
      data-testid="client-body-log"
    >
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={ids.weight} className="font-medium">
          <Trans>今天的体重</Trans>
        </label>
        {todayWeight !== null && (
          <span className="text-sm text-muted-foreground" data-testid="client-body-today">
            <Trans>
              已记录 {todayWeight} {units}
            </Trans>
          </span>
        )}
      </div>
      <div className="flex gap-2">
        <input
          id={ids.weight}
          inputMode="decimal"
          autoComplete="off"
          value={weight}
          onChange={(e) => {
            setWeight(e.target.value);
            setSaved(false);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={ids.note}
          className="h-12 min-w-0 flex-1 rounded-md border border-input bg-transparent px-3 text-lg tabular-nums shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive"
          data-testid="client-body-weight"
        />
        <label htmlFor={ids.unit} className="sr-only">
          <Trans>单位</Trans>
        </label>
        <select
          id={ids.unit}
          value={unit}
          onChange={(e) => setUnit(e.target.value as WeightUnit)}
          className="h-12 w-20 rounded-md border border-input bg-transparent px-2 text-base"
          data-testid="client-body-unit"
        >
          {WEIGHT_UNITS.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
        <Button type="submit" className="h-12 px-5" data-testid="client-body-save">
          <Trans>记录</Trans>
        </Button>
      </div>
      <p id={ids.note} role="status" className="min-h-5 text-sm">
        {problem ? (
          <span className="text-destructive">{problem}</span>
        ) : saved ? (
          <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
            <Check className="size-4" />
            <Trans>已保存，联网时自动同步</Trans>
          </span>
        ) : null}
      </p>
    </form>
  );
}
