import { Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Textarea } from "@/components/ui/textarea";
import { logNutrition } from "@/lib/client-app/actions";
import { addFigures, type DayFigures, type SavedFood } from "@/lib/client-app/nutrition";
import type { NutritionPhoto } from "@/lib/client-app/outbox-types";
import { formatDay } from "@/lib/format";
import { NutritionPhotos } from "./nutrition-photos";

type Amount = "kcal" | "protein_g" | "carbs_g" | "fat_g" | "water_ml";
type Draft = Record<Amount, string> & { note: string };

/** The server's bounds (worker/domains/nutrition/schemas.ts), checked here so a typo never waits in the queue. */
const MAX: Record<Amount, number> = {
  kcal: 20_000,
  protein_g: 1_000,
  carbs_g: 2_000,
  fat_g: 1_000,
  water_ml: 20_000,
};

const toDraft = (figures: DayFigures): Draft => ({
  kcal: figures.kcal?.toString() ?? "",
  protein_g: figures.protein_g?.toString() ?? "",
  carbs_g: figures.carbs_g?.toString() ?? "",
  fat_g: figures.fat_g?.toString() ?? "",
  water_ml: figures.water_ml?.toString() ?? "",
  note: figures.note ?? "",
});

/** A typed amount: null when empty, NaN when not a number in the server's range. */
function amountOf(text: string, max: number): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 && value <= max ? value : Number.NaN;
}

/** The draft as figures, or null when one amount is not valid. `fiber_g` stays as stored. */
function figuresOf(draft: Draft, start: DayFigures): DayFigures | null {
  const amounts = {
    kcal: amountOf(draft.kcal, MAX.kcal),
    protein_g: amountOf(draft.protein_g, MAX.protein_g),
    carbs_g: amountOf(draft.carbs_g, MAX.carbs_g),
    fat_g: amountOf(draft.fat_g, MAX.fat_g),
    water_ml: amountOf(draft.water_ml, MAX.water_ml),
  };
  if (Object.values(amounts).some((v) => Number.isNaN(v))) return null;
  return { ...amounts, fiber_g: start.fiber_g, note: draft.note.trim() || null };
}

type RecentDay = { date: string } & Pick<DayFigures, Amount>;

/**
 * Quick entry for today's food log: the day's totals prefilled, a tap on a saved food or a recent
 * day adds its figures, photos of the food (online), and save queues the day whole (offline too) —
 * the card shows it at once.
 */
export function NutritionEntrySheet({
  clientId,
  today,
  start,
  startPhotos,
  foods,
  recent,
  onClose,
}: {
  clientId: number;
  today: string;
  start: DayFigures;
  startPhotos: readonly NutritionPhoto[];
  foods: readonly SavedFood[];
  recent: readonly RecentDay[];
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const baseId = useId();
  const [draft, setDraft] = useState<Draft>(() => toDraft(start));
  // null until a photo is added or removed: a save without photo changes leaves the log's photos.
  const [photos, setPhotos] = useState<NutritionPhoto[] | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const chinese = i18n.locale.startsWith("zh");

  const add = (figures: Partial<Pick<DayFigures, Amount>>) => {
    const current = figuresOf(draft, start);
    if (!current) {
      setProblem(t`请输入有效的数字`);
      return;
    }
    setProblem(null);
    setDraft({ ...toDraft(addFigures(current, figures)), note: draft.note });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const figures = figuresOf(draft, start);
    if (!figures) {
      setProblem(t`请输入有效的数字`);
      return;
    }
    await logNutrition(clientId, today, figures, photos ?? undefined);
    onClose();
  };

  const fields: Array<[Amount, string]> = [
    ["kcal", t`热量（kcal）`],
    ["protein_g", t`蛋白质（g）`],
    ["carbs_g", t`碳水（g）`],
    ["fat_g", t`脂肪（g）`],
    ["water_ml", t`饮水（ml）`],
  ];

  return (
    <Sheet open onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        side="bottom"
        closeLabel={t`关闭`}
        className="max-h-[92dvh] overflow-y-auto rounded-t-2xl"
        data-testid="nutrition-entry"
      >
        <SheetHeader className="pb-0">
          <SheetTitle>
            <Trans>记录今日饮食</Trans>
          </SheetTitle>
          <SheetDescription>
            <Trans>点选食物会加到今天的合计里，也可以直接修改数字。</Trans>
          </SheetDescription>
        </SheetHeader>
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4 px-4 pb-4">
          {foods.length > 0 && (
            <ChipGroup title={t`常用食物`} testId="nutrition-food-chips">
              {foods.map((food) => (
                <Chip
                  key={food.id}
                  label={chinese ? food.name_zh : food.name_en}
                  detail={`${food.portion} · ${food.kcal} kcal`}
                  onClick={() => add(food)}
                  testId="nutrition-food-chip"
                />
              ))}
            </ChipGroup>
          )}
          {recent.length > 0 && (
            <ChipGroup title={t`最近的记录`} testId="nutrition-recent-chips">
              {recent.map((day) => (
                <Chip
                  key={day.date}
                  label={formatDay(day.date, i18n.locale)}
                  detail={`${day.kcal ?? 0} kcal`}
                  onClick={() => add(day)}
                  testId="nutrition-recent-chip"
                />
              ))}
            </ChipGroup>
          )}
          <div className="grid grid-cols-2 gap-3">
            {fields.map(([name, label]) => (
              <div key={name} className="space-y-1">
                <label htmlFor={`${baseId}-${name}`} className="text-sm font-medium">
                  {label}
                </label>
                <input
                  id={`${baseId}-${name}`}
                  inputMode="decimal"
                  autoComplete="off"
                  value={draft[name]}
                  onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
                  aria-invalid={problem && Number.isNaN(amountOf(draft[name], MAX[name])) ? true : undefined}
                  className="h-11 w-full rounded-md border border-input bg-transparent px-3 text-base tabular-nums shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive"
                  data-testid={`nutrition-${name}`}
                />
              </div>
            ))}
          </div>
          <div className="space-y-1">
            <label htmlFor={`${baseId}-note`} className="text-sm font-medium">
              <Trans>备注</Trans>
            </label>
            <Textarea
              id={`${baseId}-note`}
              value={draft.note}
              maxLength={1000}
              onChange={(e) => setDraft({ ...draft, note: e.target.value })}
              data-testid="nutrition-note"
            />
          </div>
          <NutritionPhotos photos={photos ?? startPhotos} onChange={setPhotos} onUploading={setUploading} />
          <p role="status" className="min-h-5 text-sm text-destructive">
            {problem}
          </p>
          <Button type="submit" className="h-12 w-full" disabled={uploading} data-testid="nutrition-save">
            <Trans>保存</Trans>
          </Button>
        </form>
      </SheetContent>
    </Sheet>
  );
}

function ChipGroup({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2" data-testid={testId}>
      <legend className="mb-2 text-sm font-medium">{title}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

function Chip({
  label,
  detail,
  onClick,
  testId,
}: {
  label: string;
  detail: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      className="flex min-h-11 items-center gap-1.5 rounded-full border bg-card px-3 py-1.5 text-left text-sm focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <Plus className="size-4 shrink-0 text-primary" aria-hidden />
      <span>
        <span className="font-medium">{label}</span>
        <span className="block text-xs text-muted-foreground">{detail}</span>
      </span>
    </button>
  );
}
