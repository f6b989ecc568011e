import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useBlocker } from "@tanstack/react-router";
import { BookOpen, Copy, GripVertical, Plus, Trash2 } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { MAX_POSITION } from "#shared/shared-rules";
import { ReorderButtons } from "@/components/form/reorder-buttons";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { errorData } from "@/lib/errors";
import { applyServerIssues } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { queryClient, trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import type { Ymd } from "../dates";
import { ExercisePicker, ExerciseVideoLink } from "../exercise-picker";
import { ItemNameField } from "../item-name-field";
import { itemLabels } from "../model";
import { htmlToText, textToHtml } from "../rich-text-plain";
import { WorkoutComments } from "../workout-comments";
import { CheckboxField } from "./checkbox-field";
import { ConflictNotice } from "./conflict-notice";
import { applyItemIssues } from "./item-issues";
import { Labelled } from "./labelled";
import { useWorkoutSchema } from "./schema";
import { TemplateField } from "./template-field";
import type { LoadedWorkout, SavedWorkout } from "./types";
import {
  emptyItem,
  type FormValues,
  isPosition,
  itemsForOverwrite,
  type Owner,
  ownerFields,
  toPayload,
  toValues,
} from "./values";

/** Tiptap comes with the first open editor, in its own chunk; the textarea stands in meanwhile. */
const RichTextEditor = lazy(() => import("../rich-text-editor"));

export type { SavedWorkout } from "./types";

/** What the sheet edits: a new workout on a client's day, a new template on a program's day, or one by id. */
export type WorkoutEditorTarget =
  | { mode: "new"; due: Ymd }
  | { mode: "new"; position: number }
  | { mode: "edit"; id: number };

/**
 * The workout editor as a side sheet over the calendar (the program grid reuses it): content,
 * items in order, warm-up/cool-down from templates, rest day, results and completion, comments.
 * Closing with unsaved changes asks first. With `programId` (instead of `clientId`) it edits the
 * program's template workouts: a day number instead of a date, and no results, completion or
 * comments (those belong to a client's copy).
 */
export function WorkoutEditor({
  target,
  clientId,
  programId,
  onClose,
  onSaved,
  onDelete,
  onCopy,
}: {
  target: WorkoutEditorTarget | null;
  onClose: () => void;
  onSaved: (workout: SavedWorkout) => void;
  onDelete: (workout: LoadedWorkout) => void;
  /** Puts the workout on the calendar clipboard (paste it on another day or client). */
  onCopy?: (workout: LoadedWorkout) => void;
} & ({ clientId: number; programId?: undefined } | { programId: number; clientId?: undefined })) {
  const { t } = useLingui();
  const owner = useMemo<Owner>(
    () =>
      programId !== undefined ? { kind: "program", programId } : { kind: "client", clientId: clientId ?? 0 },
    [programId, clientId],
  );
  // A ref beside the state: the router's blocker and the close paths read it in the same tick.
  const dirtyRef = useRef(false);
  const [dirty, setDirtyState] = useState(false);
  const setDirty = useCallback((value: boolean) => {
    dirtyRef.current = value;
    setDirtyState(value);
  }, []);
  const [confirming, setConfirming] = useState(false);
  // Leaving with unsaved changes (back button, a link, reload) asks too.
  const blocker = useBlocker({
    shouldBlockFn: () => dirtyRef.current,
    enableBeforeUnload: () => dirtyRef.current,
    withResolver: true,
  });
  const asking = confirming || blocker.status === "blocked";
  const requestClose = () => (dirtyRef.current ? setConfirming(true) : onClose());
  useEffect(() => {
    if (!target) setDirty(false);
  }, [target, setDirty]);
  return (
    <>
      <Sheet open={target !== null} onOpenChange={(open) => !open && requestClose()}>
        <SheetContent
          side="right"
          closeLabel={t`关闭`}
          className="w-full gap-0 sm:max-w-xl"
          data-testid="workout-editor"
          onEscapeKeyDown={(e) => {
            // Escape in a name field with its suggestions open closes the suggestions only.
            const target = e.target instanceof HTMLElement ? e.target : null;
            if (
              target?.getAttribute("role") === "combobox" &&
              target.getAttribute("aria-expanded") === "true"
            ) {
              e.preventDefault();
              return;
            }
            if (dirty) {
              e.preventDefault();
              setConfirming(true);
            }
          }}
        >
          <SheetHeader className="border-b">
            <SheetTitle>
              {target?.mode === "edit" ? <Trans>编辑训练</Trans> : <Trans>新建训练</Trans>}
            </SheetTitle>
            <SheetDescription className="sr-only">
              <Trans>训练内容、动作、热身与放松、结果和评论</Trans>
            </SheetDescription>
          </SheetHeader>
          {target?.mode === "edit" ? (
            <LoadWorkout
              key={target.id}
              id={target.id}
              owner={owner}
              onDirty={setDirty}
              onSaved={onSaved}
              onDelete={onDelete}
              onCopy={onCopy}
              onCancel={requestClose}
            />
          ) : target ? (
            <EditorForm
              key={"due" in target ? `new:${target.due}` : `new:p${target.position}`}
              workout={null}
              due={"due" in target ? target.due : ""}
              position={"position" in target ? target.position : null}
              owner={owner}
              onDirty={setDirty}
              onSaved={onSaved}
              onCancel={requestClose}
            />
          ) : null}
        </SheetContent>
      </Sheet>
      <Dialog
        open={asking}
        onOpenChange={(open) => {
          if (open) return;
          setConfirming(false);
          blocker.reset?.();
        }}
      >
        <DialogContent data-testid="discard-dialog" closeLabel={t`关闭`}>
          <DialogHeader>
            <DialogTitle>
              <Trans>放弃未保存的修改？</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>这个训练有尚未保存的修改，关闭后将丢失。</Trans>
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button
              variant="outline"
              onClick={() => {
                setConfirming(false);
                blocker.reset?.();
              }}
            >
              <Trans>继续编辑</Trans>
            </Button>
            <Button
              variant="destructive"
              data-testid="discard-confirm"
              onClick={() => {
                setConfirming(false);
                setDirty(false);
                if (blocker.status === "blocked") blocker.proceed();
                else onClose();
              }}
            >
              <Trans>放弃修改</Trans>
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

function LoadWorkout({
  id,
  owner,
  onDirty,
  onSaved,
  onDelete,
  onCopy,
  onCancel,
}: {
  id: number;
  owner: Owner;
  onDirty: (dirty: boolean) => void;
  onSaved: (workout: SavedWorkout) => void;
  onDelete: (workout: LoadedWorkout) => void;
  onCopy: ((workout: LoadedWorkout) => void) | undefined;
  onCancel: () => void;
}) {
  const { data } = useQuery(trpc.workouts.get.queryOptions({ id }));
  if (!data) {
    return (
      <div className="space-y-3 p-4">
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return (
    <EditorForm
      workout={data.workout}
      due={data.workout.due ?? ""}
      position={data.workout.position}
      owner={owner}
      onDirty={onDirty}
      onSaved={onSaved}
      onDelete={onDelete}
      onCopy={onCopy}
      onCancel={onCancel}
    />
  );
}

function EditorForm({
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
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: "items",
    keyName: "key",
  });
  const isDirty = form.formState.isDirty;
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  const create = useMutation(trpc.workouts.create.mutationOptions());
  // Silent: a conflict is shown in the form (ConflictNotice), other failures are notified below.
  const update = useMutation({ ...trpc.workouts.update.mutationOptions(), meta: { silent: true } });
  const pending = create.isPending || update.isPending;
  const restDay = form.watch("rest_day");
  const items = form.watch("items");
  const labels = itemLabels(items);
  const [picking, setPicking] = useState<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  // Optimistic concurrency: the version this form was loaded from goes with the save; a workout
  // changed meanwhile answers 409 and the form shows what changed instead of overwriting it.
  const base = useRef(workout);
  const [conflict, setConflict] = useState<LoadedWorkout | null>(null);
  const [resolving, setResolving] = useState(false);

  const save = async (values: FormValues, expectedUpdatedAt: string | null) => {
    const payload = { ...toPayload(values, template), ...ownerFields(owner, values) };
    const result = workout
      ? await update.mutateAsync({
          id: workout.id,
          workout: { ...payload, ...(expectedUpdatedAt ? { expected_updated_at: expectedUpdatedAt } : {}) },
        })
      : await create.mutateAsync({
          workout:
            owner.kind === "program"
              ? { program_id: owner.programId, ...payload }
              : { client_id: owner.clientId, ...payload },
        });
    form.reset(values);
    onDirty(false);
    setConflict(null);
    notifySuccess(t`训练已保存`);
    onSaved(result.workout);
  };

  const saveOrReport = async (values: FormValues, expectedUpdatedAt: string | null) => {
    try {
      await save(values, expectedUpdatedAt);
    } catch (error) {
      if (workout && errorData(error)?.appCode === "CONFLICT") {
        const fresh = await queryClient
          .fetchQuery({ ...trpc.workouts.get.queryOptions({ id: workout.id }), staleTime: 0 })
          .catch(() => null);
        if (!fresh) return; // the failed read was notified; the form keeps the values
        void queryClient.invalidateQueries({ queryKey: trpc.workouts.list.pathKey() });
        setConflict(fresh.workout);
        return;
      }
      if (workout) notifyError(error);
      const top = applyServerIssues(form, error, { prefix: "workout." });
      applyItemIssues(form, error, values.items.length, !top);
    }
  };

  const submit = form.handleSubmit((values) => saveOrReport(values, base.current?.updated_at ?? null));

  /** Takes the stored version: the form shows it and the next save is checked against it. */
  const reloadCurrent = () => {
    if (!conflict) return;
    base.current = conflict;
    form.reset(toValues(conflict, due, position));
    setConflict(null);
  };

  /** Keeps this form's values, checked against the version just shown (not blindly). */
  const overwrite = form.handleSubmit(async (values) => {
    if (!conflict) return;
    const items = itemsForOverwrite(values.items, conflict);
    setResolving(true);
    try {
      base.current = conflict;
      await saveOrReport({ ...values, items }, conflict.updated_at);
    } finally {
      setResolving(false);
    }
  });

  const dropItem = (to: number) => {
    if (dragging !== null && dragging !== to) move(dragging, to);
    setDragging(null);
    setDropAt(null);
  };

  return (
    <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col" data-testid="workout-form" noValidate>
      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto p-4">
        {conflict && base.current && (
          <ConflictNotice
            before={base.current}
            current={conflict}
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
        <Labelled label={t`简介`} error={form.formState.errors.short_description?.message}>
          {(id) => (
            <Controller
              control={form.control}
              name="short_description"
              render={({ field }) => {
                // Until the rich-text editor's chunk is there, plain text edits the description.
                const plain = (
                  <Textarea
                    id={id}
                    rows={2}
                    value={htmlToText(field.value)}
                    onChange={(e) => field.onChange(textToHtml(e.target.value) ?? "")}
                    onBlur={field.onBlur}
                    placeholder={t`训练目标、注意事项`}
                    data-testid="short-description-plain"
                  />
                );
                return (
                  <Suspense fallback={plain}>
                    <RichTextEditor
                      id={id}
                      value={field.value}
                      onChange={field.onChange}
                      placeholder={t`训练目标、注意事项`}
                    />
                  </Suspense>
                );
              }}
            />
          )}
        </Labelled>
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
                        <CheckboxField
                          form={form}
                          name={`items.${index}.done`}
                          label={<Trans>已完成</Trans>}
                        />
                      )}
                    </div>
                  </li>
                ))}
              </ol>
            </section>
            <TemplateField form={form} name="cooldown" label={t`放松`} />
          </>
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
