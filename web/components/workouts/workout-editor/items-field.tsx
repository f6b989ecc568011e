import { Trans, useLingui } from "@lingui/react/macro";
import { BookOpen, GripVertical, Plus } from "lucide-react";
import { useState } from "react";
import type { UseFieldArrayReturn, UseFormReturn } from "react-hook-form";
import { ReorderButtons } from "@/components/form/reorder-buttons";
import { PercentHintLine } from "@/components/records/percent-hint-line";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { ExercisePicker, ExerciseVideoLink } from "../exercise-picker";
import { ItemNameField } from "../item-name-field";
import { itemLabels } from "../model";
import { CheckboxField } from "./checkbox-field";
import { ResultSetsField } from "./result-sets-field";
import { emptyItem, type FormValues } from "./values";

/**
 * The workout's items (动作) in order: each a name (typed with suggestions, or picked from the
 * library), its sets and result, reordered by dragging or with the buttons. A template (`template`)
 * has no results or completion.
 */
export function ItemsField({
  form,
  items: { fields, append, remove, move },
  template,
  clientId,
}: {
  form: UseFormReturn<FormValues>;
  /** The form's `items` array (kept by the form, which outlives this section: a rest day hides it). */
  items: UseFieldArrayReturn<FormValues, "items", "key">;
  template: boolean;
  /** The client whose workout this is: a percent prescription shows their weight. Null for a template. */
  clientId: number | null;
}) {
  const { t } = useLingui();
  const items = form.watch("items");
  const labels = itemLabels(items);
  const [picking, setPicking] = useState<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);

  const dropItem = (to: number) => {
    if (dragging !== null && dragging !== to) move(dragging, to);
    setDragging(null);
    setDropAt(null);
  };

  return (
    <section className="space-y-2">
      <div className="flex items-center justify-between">
        <h3 className="font-medium text-sm">
          <Trans>动作</Trans>
        </h3>
        <Button
          type="button"
          size="sm"
          variant="outline"
          data-testid="add-item"
          onClick={() => append(emptyItem(), { shouldFocus: true })}
        >
          <Plus />
          <Trans>添加动作</Trans>
        </Button>
      </div>
      {fields.length === 0 && (
        <p className="rounded-md border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">
          <Trans>还没有动作</Trans>
        </p>
      )}
      <ol className="space-y-2">
        {fields.map((field, index) => (
          <li
            key={field.key}
            className={cn(
              "space-y-2 rounded-lg border p-3 transition-colors",
              dragging === index && "opacity-50",
              dropAt === index && dragging !== index && "border-primary bg-primary/5",
            )}
            data-testid="item-row"
            onDragOver={(e) => {
              if (dragging === null) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = "move";
              if (dropAt !== index) setDropAt(index);
            }}
            onDrop={(e) => {
              if (dragging === null) return;
              e.preventDefault();
              dropItem(index);
            }}
          >
            <div className="flex flex-wrap items-start gap-x-2 gap-y-1">
              <span
                draggable
                className="mt-1.5 -ml-1 shrink-0 cursor-grab rounded p-0.5 text-muted-foreground hover:bg-muted active:cursor-grabbing"
                title={t`拖动排序`}
                aria-hidden="true"
                data-testid="item-drag-handle"
                onDragStart={(e) => {
                  e.dataTransfer.effectAllowed = "move";
                  e.dataTransfer.setData("text/plain", String(index));
                  const row = e.currentTarget.closest("li");
                  if (row) e.dataTransfer.setDragImage(row, 16, 16);
                  setDragging(index);
                }}
                onDragEnd={() => {
                  setDragging(null);
                  setDropAt(null);
                }}
              >
                <GripVertical className="size-4" />
              </span>
              <span className="mt-2 w-7 shrink-0 font-semibold text-muted-foreground text-sm">
                {labels[index]})
              </span>
              <div className="min-w-0 flex-1 basis-48">
                <ItemNameField
                  registration={form.register(`items.${index}.name`, {
                    onChange: () => form.setValue(`items.${index}.exercise_id`, null),
                  })}
                  value={items[index]?.name ?? ""}
                  invalid={Boolean(form.formState.errors.items?.[index]?.name)}
                  onPick={(exercise) => {
                    form.setValue(`items.${index}.name`, exercise.name, { shouldDirty: true });
                    form.setValue(`items.${index}.exercise_id`, exercise.id, { shouldDirty: true });
                  }}
                />
                <FieldError errors={[form.formState.errors.items?.[index]?.name]} />
                {items[index]?.exercise_id != null && (
                  <ExerciseVideoLink exerciseId={items[index].exercise_id} />
                )}
              </div>
              <div className="ml-auto flex shrink-0">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t`从动作库选择`}
                  onClick={() => setPicking(picking === index ? null : index)}
                >
                  <BookOpen />
                </Button>
                <ReorderButtons
                  index={index}
                  count={fields.length}
                  onMove={move}
                  onRemove={() => remove(index)}
                  removeLabel={t`删除动作`}
                />
              </div>
            </div>
            {picking === index && (
              <ExercisePicker
                onPick={(exercise) => {
                  form.setValue(`items.${index}.name`, exercise.name, { shouldDirty: true });
                  form.setValue(`items.${index}.exercise_id`, exercise.id, { shouldDirty: true });
                  setPicking(null);
                }}
              />
            )}
            <Textarea
              rows={1}
              className="min-h-9"
              {...form.register(`items.${index}.info`)}
              aria-label={t`组数、次数、休息`}
              placeholder={t`组数、次数、休息，例如 4×8，休息 90 秒`}
              aria-invalid={form.formState.errors.items?.[index]?.info ? true : undefined}
              data-testid="item-info"
            />
            <FieldError errors={[form.formState.errors.items?.[index]?.info]} />
            {clientId !== null && items[index] && <PercentHintLine clientId={clientId} item={items[index]} />}
            {!template && (
              <>
                <Textarea
                  rows={1}
                  className="min-h-9"
                  {...form.register(`items.${index}.result`)}
                  aria-label={t`结果`}
                  placeholder={t`结果（学员或教练记录）`}
                  aria-invalid={form.formState.errors.items?.[index]?.result ? true : undefined}
                  data-testid="item-result"
                />
                <FieldError errors={[form.formState.errors.items?.[index]?.result]} />
                <ResultSetsField form={form} index={index} />
              </>
            )}
            <div className="flex flex-wrap gap-x-5 gap-y-1">
              <CheckboxField
                form={form}
                name={`items.${index}.is_circuit`}
                label={<Trans>循环/超级组</Trans>}
              />
              <CheckboxField
                form={form}
                name={`items.${index}.request_video`}
                label={<Trans>要求视频</Trans>}
              />
              {!template && (
                <CheckboxField form={form} name={`items.${index}.done`} label={<Trans>已完成</Trans>} />
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
