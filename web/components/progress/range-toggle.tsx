import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { CHART_RANGES, type ChartRange } from "./chart-range";

/** 7 天 / 30 天 / 90 天 / 全部: pressed-state buttons choosing a chart's span. */
export function RangeToggle({
  value,
  onChange,
  testId,
}: {
  value: ChartRange;
  onChange: (range: ChartRange) => void;
  testId: string;
}) {
  const { t } = useLingui();
  const label = (range: ChartRange) =>
    range === "all" ? t`全部` : plural(Number(range), { one: "# 天", other: "# 天" });
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring form semantics; this is a labelled group of toggles
    <div
      role="group"
      aria-label={t`时间范围`}
      className="inline-flex rounded-md border p-0.5"
      data-testid={testId}
    >
      {CHART_RANGES.map((range) => (
        <Button
          key={range}
          type="button"
          size="sm"
          variant={value === range ? "secondary" : "ghost"}
          aria-pressed={value === range}
          className="h-7 px-2.5"
          onClick={() => onChange(range)}
          data-range={range}
        >
          {label(range)}
        </Button>
      ))}
    </div>
  );
}
