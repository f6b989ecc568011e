import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useBlocker } from "@tanstack/react-router";
import {
  BookOpen,
  Copy,
  ExternalLink,
  GripVertical,
  Plus,
  RefreshCw,
  Trash2,
  TriangleAlert,
  X,
} from "lucide-react";
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { Controller, type UseFormReturn, useFieldArray, useForm } from "react-hook-form";
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
import { useWorkoutSchema } from "./schema";
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

const ITEM_FIELDS = ["name", "info", "result"] as const;

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

/**
 * The server names an item's field by its place in the request (`workout.workout_items.2.name`),
 * which is the form's row (the payload keeps the form's order): the message goes under that row's
 * field. Returns true when one landed.
 */
function applyItemIssues(form: UseFormReturn<FormValues>, error: unknown, count: number, focus: boolean) {
  let landed = false;
  for (const issue of errorData(error)?.issues ?? []) {
    const match = /^workout\.workout_items\.(\d+)\.(\w+)$/.exec(issue.path);
    const index = Number(match?.[1]);
    const field = ITEM_FIELDS.find((f) => f === match?.[2]);
    if (!field || !(index < count)) continue;
    form.setError(
      `items.${index}.${field}`,
      { type: "server", message: issue.message },
      { shouldFocus: focus && !landed },
    );
    landed = true;
  }
  return landed;
}

function Labelled({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | undefined;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      {children(id)}
      {error && <p className="text-destructive text-sm">{error}</p>}
    </div>
  );
}

type BoolPath = "rest_day" | "completed" | `items.${number}.${"is_circuit" | "request_video" | "done"}`;

function CheckboxField({
  form,
  name,
  label,
  testId,
}: {
  form: UseFormReturn<FormValues>;
  name: BoolPath;
  label: ReactNode;
  testId?: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={field.value === true}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            data-testid={testId}
          />
          {label}
        </label>
      )}
    />
  );
}

/** Warm-up or cool-down text, filled from a library template and then editable here only. */
function TemplateField({
  form,
  name,
  label,
}: {
  form: UseFormReturn<FormValues>;
  name: "warmup" | "cooldown";
  label: string;
}) {
  const { t } = useLingui();
  const id = useId();
  // While there is none, coming back to the tab asks again (one may have been made in the library).
  const warmups = useQuery({
    ...trpc.libraries.warmups.list.queryOptions({ limit: 100 }),
    enabled: name === "warmup",
    refetchOnWindowFocus: (query) => (query.state.data?.warmups.length ? false : "always"),
  });
  const cooldowns = useQuery({
    ...trpc.libraries.cooldowns.list.queryOptions({ limit: 100 }),
    enabled: name === "cooldown",
    refetchOnWindowFocus: (query) => (query.state.data?.cooldowns.length ? false : "always"),
  });
  const templates =
    name === "warmup"
      ? (warmups.data?.warmups ?? []).map((w) => ({
          id: w.id,
          name: w.name,
          text: w.description ?? w.name,
          exercises: w.selected_exercises,
        }))
      : (cooldowns.data?.cooldowns ?? []).map((c) => ({
          id: c.id,
          name: c.name,
          text: c.description ?? c.name,
          exercises: c.selected_exercises,
        }));
  const listName = name === "warmup" ? "warmup_selected_exercises" : "cooldown_selected_exercises";
  const selected = form.watch(listName);
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="font-medium text-sm">
          {label}
        </label>
        {templates.length > 0 && (
          <select
            aria-label={name === "warmup" ? t`选择热身模板` : t`选择放松模板`}
            className={cn("h-7 max-w-48 rounded-md border bg-background px-1.5 text-xs")}
            value=""
            data-testid={`${name}-template`}
            onChange={(e) => {
              const template = templates.find((tpl) => String(tpl.id) === e.target.value);
              if (!template) return;
              form.setValue(name, template.text, { shouldDirty: true });
              // A copy: removing one here leaves the template as it is.
              form.setValue(
                listName,
                template.exercises.map((e) => ({ id: e.id, name: e.name })),
                { shouldDirty: true },
              );
            }}
          >
            <option value="">{t`从模板填入…`}</option>
            {templates.map((tpl) => (
              <option key={tpl.id} value={tpl.id}>
                {tpl.name}
              </option>
            ))}
          </select>
        )}
        {templates.length === 0 && (warmups.isSuccess || cooldowns.isSuccess) && (
          // No template yet: where to make one (a new tab keeps this form; the list refetches on
          // return, so the menu appears).
          <a
            href={`/library?tab=${name === "warmup" ? "warmups" : "cooldowns"}`}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 text-primary text-xs hover:underline"
            data-testid={`${name}-template-create`}
          >
            {name === "warmup" ? t`新建热身模板` : t`新建放松模板`}
            <ExternalLink className="size-3" aria-hidden />
          </a>
        )}
      </div>
      <Textarea
        id={id}
        rows={2}
        {...form.register(name)}
        aria-invalid={form.formState.errors[name] ? true : undefined}
        data-testid={name}
      />
      {form.formState.errors[name]?.message && (
        <p className="text-destructive text-sm">{form.formState.errors[name]?.message}</p>
      )}
      {selected.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" data-testid={`${name}-exercises`}>
          {selected.map((exercise, i) => (
            <li
              key={String(exercise.id)}
              className="inline-flex items-center gap-0.5 rounded-full border bg-muted/50 py-0.5 pr-0.5 pl-2 text-xs"
              data-testid={`${name}-exercise`}
            >
              {exercise.name || `#${exercise.id}`}
              <button
                type="button"
                className="rounded-full p-0.5 text-muted-foreground hover:bg-accent hover:text-foreground"
                aria-label={t`移除 ${exercise.name}`}
                onClick={() =>
                  form.setValue(
                    listName,
                    selected.filter((_, j) => j !== i),
                    { shouldDirty: true },
                  )
                }
              >
                <X className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The workout was saved by someone else since this form loaded it: what they changed, and the two
 * ways on — take their version (重新加载) or save this form's values over it (仍然覆盖).
 */
function ConflictNotice({
  before,
  current,
  pending,
  onReload,
  onOverwrite,
}: {
  before: LoadedWorkout;
  current: LoadedWorkout;
  pending: boolean;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  const { t } = useLingui();
  const itemNames = (w: LoadedWorkout) =>
    [...w.workout_items]
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((i) => i.name)
      .join("、");
  const states = { completed: t`已完成`, pending: t`待完成` } as Record<string, string>;
  const rows: Array<[string, string]> = [];
  const compare = (label: string, a: string, b: string) => {
    if (a !== b) rows.push([label, b || t`（空）`]);
  };
  compare(t`标题`, before.title, current.title);
  compare(t`日期`, before.due ?? "", current.due ?? "");
  compare(t`简介`, htmlToText(before.short_description), htmlToText(current.short_description));
  compare(t`状态`, states[before.state] ?? before.state, states[current.state] ?? current.state);
  compare(t`休息日`, before.rest_day ? t`是` : t`否`, current.rest_day ? t`是` : t`否`);
  compare(t`热身`, before.warmup ?? "", current.warmup ?? "");
  compare(t`动作`, itemNames(before), itemNames(current));
  compare(t`放松`, before.cooldown ?? "", current.cooldown ?? "");
  return (
    <div
      role="alert"
      className="space-y-2 rounded-lg border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
      data-testid="workout-conflict"
    >
      <p className="flex items-center gap-1.5 font-medium">
        <TriangleAlert className="size-4 shrink-0 text-amber-600" />
        <Trans>训练已被其他人修改</Trans>
      </p>
      <p className="text-muted-foreground">
        <Trans>
          你的修改尚未保存。重新加载会显示最新内容并放弃你的修改；仍然覆盖会用你的内容替换对方的修改。
        </Trans>
      </p>
      {rows.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" data-testid="workout-conflict-changes">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-muted-foreground">
          <Trans>内容看起来相同（可能只是保存时间不同）。</Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onReload} data-testid="conflict-reload">
          <RefreshCw />
          <Trans>重新加载</Trans>
        </Button>
        <Button
          type="button"
          size="sm"
          variant="destructive"
          disabled={pending}
          onClick={onOverwrite}
          data-testid="conflict-overwrite"
        >
          <Trans>仍然覆盖</Trans>
        </Button>
      </div>
    </div>
  );
}
