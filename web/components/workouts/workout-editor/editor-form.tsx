import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { Copy, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { MAX_POSITION } from "#shared/shared-rules";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { Ymd } from "../dates";
import { WorkoutComments } from "../workout-comments";
import { CheckboxField } from "./checkbox-field";
import { ConflictNotice } from "./conflict-notice";
import { DescriptionField } from "./description-field";
import { ItemsField } from "./items-field";
import { Labelled } from "./labelled";
import { useWorkoutSchema } from "./schema";
import { TemplateField } from "./template-field";
import type { LoadedWorkout, SavedWorkout } from "./types";
import { useWorkoutSave } from "./use-workout-save";
import { type FormValues, isPosition, type Owner, toValues } from "./values";
import { WorkoutNote } from "./workout-note";

/**
 * The editor's form: content, items in order, warm-up/cool-down from templates, rest day, results
 * and completion, comments. A program's template (`owner.kind === "program"`) has a day number
 * instead of a date, and no results, completion or comments.
 */
export function EditorForm({
  workout,
  due,
  position,
  owner,
  onDirty,
  onSaved,
  onDelete,
  onCopy,
  onCancel,
}: {
  workout: LoadedWorkout | null;
  due: Ymd;
  position: number | null;
  owner: Owner;
  onDirty: (dirty: boolean) => void;
  onSaved: (workout: SavedWorkout) => void;
  onDelete?: (workout: LoadedWorkout) => void;
  onCopy?: ((workout: LoadedWorkout) => void) | undefined;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const template = owner.kind === "program";
  const schema = useWorkoutSchema(template);
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: toValues(workout, due, position),
  });
  // Here rather than in ItemsField: the items outlive that section, which a rest day hides.
  const items = useFieldArray({ control: form.control, name: "items", keyName: "key" });
  const isDirty = form.formState.isDirty;
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  const { submit, pending, conflict, resolving, reloadCurrent, overwrite } = useWorkoutSave({
    form,
    workout,
    due,
    position,
    owner,
    onDirty,
    onSaved,
  });
  const restDay = form.watch("rest_day");

  return (
    <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col" data-testid="workout-form" noValidate>
      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto p-4">
        {conflict && (
          <ConflictNotice
            before={conflict.before}
            current={conflict.current}
            pending={pending || resolving}
            onReload={reloadCurrent}
            onOverwrite={() => void overwrite()}
          />
        )}
        <div className="grid gap-3 sm:grid-cols-[1fr_11rem]">
          <Labelled label={t`标题`} error={form.formState.errors.title?.message}>
            {(id) => <Input id={id} {...form.register("title")} placeholder={t`例如：下肢力量`} />}
          </Labelled>
          {template ? (
            <Labelled label={t`第几天`} error={form.formState.errors.position?.message}>
              {(id) => (
                <>
                  <Input
                    id={id}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_POSITION}
                    {...form.register("position")}
                    data-testid="workout-position"
                  />
                  <DayOfWeekHint position={form.watch("position")} />
                </>
              )}
            </Labelled>
          ) : (
            <Labelled label={t`日期`} error={form.formState.errors.due?.message}>
              {(id) => <Input id={id} type="date" {...form.register("due")} />}
            </Labelled>
          )}
        </div>
        <DescriptionField form={form} />
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <CheckboxField form={form} name="rest_day" testId="rest-day" label={<Trans>休息日</Trans>} />
          {!template && (
            <CheckboxField
              form={form}
              name="completed"
              testId="workout-completed"
              label={<Trans>已完成</Trans>}
            />
          )}
        </div>
        {restDay ? (
          <Labelled label={t`休息日说明`} error={form.formState.errors.rest_day_instructions?.message}>
            {(id) => <Textarea id={id} rows={3} {...form.register("rest_day_instructions")} />}
          </Labelled>
        ) : (
          <>
            <TemplateField form={form} name="warmup" label={t`热身`} />
            <ItemsField
              form={form}
              items={items}
              template={template}
              clientId={owner.kind === "client" ? owner.clientId : null}
            />
            <TemplateField form={form} name="cooldown" label={t`放松`} />
          </>
        )}
        {workout && owner.kind === "client" && (
          <div className="border-t pt-4">
            <WorkoutNote clientId={owner.clientId} workoutId={workout.id} />
          </div>
        )}
        {workout && !template && (
          <div className="border-t pt-4">
            <WorkoutComments workoutId={workout.id} />
          </div>
        )}
      </div>
      <div className="flex items-center gap-2 border-t p-4">
        {workout && onDelete && (
          <Button
            type="button"
            variant="ghost"
            className="text-destructive hover:text-destructive"
            data-testid="delete-workout"
            onClick={() => onDelete(workout)}
          >
            <Trash2 />
            <Trans>删除</Trans>
          </Button>
        )}
        {workout && onCopy && (
          <Button type="button" variant="ghost" data-testid="copy-workout" onClick={() => onCopy(workout)}>
            <Copy />
            <Trans>复制</Trans>
          </Button>
        )}
        <div className="ml-auto flex gap-2">
          <Button type="button" variant="outline" onClick={onCancel}>
            <Trans>取消</Trans>
          </Button>
          <Button type="submit" disabled={pending} data-testid="save-workout">
            <Trans>保存</Trans>
          </Button>
        </div>
      </div>
    </form>
  );
}

/** "第 2 周 · 第 3 天" under a template's day number (day 10 is week 2, day 3). */
function DayOfWeekHint({ position }: { position: string }) {
  if (!isPosition(position)) return null;
  const n = Number(position);
  const week = Math.ceil(n / 7);
  const day = ((n - 1) % 7) + 1;
  return (
    <p className="text-muted-foreground text-xs" data-testid="workout-position-hint">
      <Trans>
        第 {week} 周 · 第 {day} 天
      </Trans>
    </p>
  );
}
