import { zodResolver } from "@hookform/resolvers/zod";
import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { ListPlus, Save } from "lucide-react";
import { useMemo, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { TextField } from "@/components/form/form-fields";
import { FormFooter } from "@/components/form/form-footer";
import { ReorderButtons } from "@/components/form/reorder-buttons";
import { TextareaField } from "@/components/form/textarea-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field";
import { ExercisePicker } from "@/components/workouts/exercise-picker";
import { applyServerIssues } from "@/lib/form-errors";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { requiredText, z } from "@/lib/validation";
import { DiscardBar, useDiscardGuard } from "./discard-guard";
import type { Template, TemplateKind } from "./model";
import { TEMPLATE_TEXTS } from "./template-texts";
import { useTemplateWrites } from "./use-templates";

/** The server's limits (worker/domains/libraries/schemas.ts). */
const NAME_MAX = 200;
const DESCRIPTION_MAX = 10_000;
const EXERCISES_MAX = 100;

type Values = {
  name: string;
  description: string;
  /** The picked exercises, in order (react-hook-form adds its own row `id`, hence `exercise_id`). */
  selected: Array<{ exercise_id: number; name: string }>;
};

/**
 * Create or edit a warm-up / cool-down template: name, description (the text a workout's warm-up
 * is filled with) and selected exercises, picked with the workout editor's library search.
 */
export default function TemplateFormDialog({
  kind,
  template,
  onOpenChange,
}: {
  kind: TemplateKind;
  template: Template | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const writes = useTemplateWrites(kind);
  const texts = TEMPLATE_TEXTS[kind];
  const [picking, setPicking] = useState(template === null || template.selected_exercises.length === 0);

  const schema = useMemo(
    () =>
      z.object({
        name: requiredText(t`请输入名称`, { length: NAME_MAX, message: t`名称最长 ${NAME_MAX} 个字符` }),
        description: z.string().check(z.maxLength(DESCRIPTION_MAX, t`说明最长 ${DESCRIPTION_MAX} 个字符`)),
        selected: z
          .array(z.object({ exercise_id: z.number(), name: z.string() }))
          .check(z.maxLength(EXERCISES_MAX, t`最多选择 ${EXERCISES_MAX} 个动作`)),
      }),
    [t],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: template?.name ?? "",
      description: template?.description ?? "",
      selected: (template?.selected_exercises ?? []).map((e) => ({
        exercise_id: Number(e.id),
        name: e.name,
      })),
    },
  });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "selected" });
  const selectedIds = new Set(fields.map((f) => f.exercise_id));

  const guard = useDiscardGuard(form.formState.isDirty, () => onOpenChange(false));
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await writes.save(template?.id ?? null, {
        name: values.name,
        description: values.description.trim() ? values.description : null,
        selected_exercises: values.selected.map((e) => ({ id: e.exercise_id, name: e.name })),
      });
      notifySuccess(renderMessage(globalI18n, result.msg));
      await queryClient.invalidateQueries(writes.pathFilter());
      onOpenChange(false);
    } catch (error) {
      const prefix = kind === "warmups" ? "warmup." : "cooldown.";
      applyServerIssues(form, error, {
        prefix,
        fieldOf: (path) => (path.startsWith("selected_exercises") ? "selected" : undefined),
      });
    }
  });

  return (
    <Dialog open onOpenChange={guard.onOpenChange}>
      <DialogContent
        className="max-h-[92dvh] overflow-y-auto sm:max-w-xl"
        closeLabel={t`关闭`}
        data-testid="template-form-dialog"
      >
        <DialogHeader>
          <DialogTitle>{i18n._(template ? texts.editTitle : texts.createTitle)}</DialogTitle>
          <DialogDescription>
            <Trans>编辑训练时可从模板一键填入说明和动作，填入后按训练单独修改不会改动模板。</Trans>
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-5" data-testid="template-form">
          <TextField
            control={form.control}
            name="name"
            label={<Trans>名称</Trans>}
            placeholder={i18n._(texts.namePlaceholder)}
            autoComplete="off"
            maxLength={NAME_MAX}
          />
          <TextareaField
            control={form.control}
            name="description"
            label={<Trans>说明</Trans>}
            textareaClassName="max-h-60"
            placeholder={t`例如：慢跑 5 分钟，然后做下面的动作各 10 次`}
            data-testid="template-description-input"
          />
          <section className="space-y-2">
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-medium text-sm">
                <Trans>动作</Trans>
                <span className="ml-1.5 font-normal text-muted-foreground tabular-nums">{fields.length}</span>
              </h3>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setPicking((on) => !on)}
                aria-expanded={picking}
                data-testid="toggle-picker"
              >
                <ListPlus />
                {picking ? <Trans>收起动作库</Trans> : <Trans>从动作库添加</Trans>}
              </Button>
            </div>
            {picking && (
              <ExercisePicker
                selectedIds={selectedIds}
                onPick={(exercise) => {
                  const at = fields.findIndex((f) => f.exercise_id === exercise.id);
                  // A second click on a chosen exercise takes it out again.
                  if (at >= 0) remove(at);
                  else if (fields.length < EXERCISES_MAX)
                    append({ exercise_id: exercise.id, name: exercise.name });
                }}
              />
            )}
            {fields.length > 0 ? (
              <ol className="divide-y rounded-md border" data-testid="selected-exercises">
                {fields.map((field, index) => (
                  <li
                    key={field.id}
                    className="flex items-center gap-1 py-1 pr-1 pl-3 text-sm"
                    data-testid="selected-exercise"
                  >
                    <span className="w-5 shrink-0 text-muted-foreground tabular-nums">{index + 1}</span>
                    <span className="min-w-0 flex-1 truncate" title={field.name}>
                      {field.name || `#${field.exercise_id}`}
                    </span>
                    <ReorderButtons
                      index={index}
                      count={fields.length}
                      onMove={move}
                      onRemove={() => remove(index)}
                      removeLabel={t`移除 ${field.name}`}
                      removeTestId="remove-selected"
                    />
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-muted-foreground text-xs">
                <Trans>还没有选择动作。搜索中文、英文或拼音，点击即可加入。</Trans>
              </p>
            )}
            <FieldError errors={[form.formState.errors.selected?.root, form.formState.errors.selected]} />
          </section>
          {guard.asking && <DiscardBar onDiscard={guard.discard} onKeep={guard.keepEditing} />}
          <FormFooter
            onCancel={() => guard.onOpenChange(false)}
            submitLabel={<Trans>保存</Trans>}
            submitIcon={<Save />}
            pending={form.formState.isSubmitting}
            submitTestId="template-save"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
