import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type Copied, programClipboard } from "@/components/workouts/clipboard";
import { type BusyDay, PasteConflictDialog } from "@/components/workouts/paste-conflict-dialog";
import { SelectionBar } from "@/components/workouts/selection-bar";
import { UndoBar } from "@/components/workouts/undo-bar";
import { useCalendarKeys } from "@/components/workouts/use-calendar-keys";
import { usePaste } from "@/components/workouts/use-paste";
import { usePendingDelete } from "@/components/workouts/use-pending-delete";
import { WorkoutEditor, type WorkoutEditorTarget } from "@/components/workouts/workout-editor";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { weekOfPosition, weeksOf } from "../../-components/model";
import { positionRange, shownWeeks, weekPositions, wholeWeek, workoutsByPosition } from "./model";
import type { PickMode } from "./program-day";
import { ProgramGrid } from "./program-grid";
import { ProgramHeader } from "./program-header";
import { ProgramShortcuts } from "./program-shortcuts";

const route = getRouteApi("/_app/_coach/programs/$id/workouts");

// Dialogs and sheets load when first opened.
const AssignDialog = lazy(() => import("./assign/assign-dialog"));
const AssignmentsSheet = lazy(() => import("./assignments-sheet"));
const SyncDialog = lazy(() => import("./sync/sync-dialog"));
const ProgramFormDialog = lazy(() => import("../../-components/program-form-dialog"));

/** /programs/{id}/workouts: the program builder (weeks × days of template workouts). */
export function ProgramWorkoutsPage() {
  const { t } = useLingui();
  const programId = Number(route.useParams().id);
  const queryClient = useQueryClient();
  const options = trpc.programs.get.queryOptions({ id: programId });
  const { data } = useSuspenseQuery(options);
  const program = data.program;

  // Set by every template write of this visit: the sync button then reminds the coach that the
  // clients following the program still have the old copies (cleared by a sync).
  const [templatesEdited, setTemplatesEdited] = useState(false);
  /** After a template write (save, paste, move, delete): reload the program and its workouts. */
  const refresh = useCallback(() => {
    setTemplatesEdited(true);
    return Promise.all([
      queryClient.invalidateQueries(trpc.programs.pathFilter()),
      queryClient.invalidateQueries(trpc.workouts.pathFilter()),
    ]);
  }, [queryClient]);

  const deletes = usePendingDelete(() => refresh());
  const hidden = deletes.hidden;
  const byPosition = useMemo(() => workoutsByPosition(data, hidden), [data, hidden]);
  const highest = Math.max(program.highest_position, ...data.workouts.map((w) => w.position ?? 0));
  const weeks = shownWeeks(highest);
  const lastPosition = weeks * 7;

  // Keyboard cursor (a day, and one of its workouts), and the picked days (multi-selection).
  const [cursor, setCursor] = useState<{ position: number; workoutId: number | null }>({
    position: 1,
    workoutId: null,
  });
  const [showCursor, setShowCursor] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const anchor = useRef<number | null>(null);
  const pick = (position: number, mode: PickMode) => {
    setCursor({ position, workoutId: null });
    setShowCursor(true);
    if (mode === "range" && anchor.current !== null) {
      const range = positionRange(anchor.current, position);
      setPicked((cur) => [...new Set([...cur, ...range])]);
      return;
    }
    anchor.current = position;
    if (mode === "toggle") {
      setPicked((cur) => (cur.includes(position) ? cur.filter((p) => p !== position) : [...cur, position]));
    } else {
      setPicked((cur) => (cur.length === 1 && cur[0] === position ? [] : [position]));
    }
  };
  const pickWeek = (week: number, mode: PickMode) => {
    const positions = weekPositions(week);
    setCursor({ position: positions[0] ?? 1, workoutId: null });
    setShowCursor(true);
    setPicked((cur) => {
      if (mode === "only")
        return positions.every((p) => cur.includes(p)) && cur.length === 7 ? [] : positions;
      return [...new Set([...cur, ...positions])];
    });
    anchor.current = positions[0] ?? null;
  };
  const clearPicked = () => {
    setPicked([]);
    anchor.current = null;
  };

  const [target, setTarget] = useState<WorkoutEditorTarget | null>(null);
  const openWorkout = (id: number) => setTarget({ mode: "edit", id });
  const addAt = (position: number) => {
    setCursor({ position, workoutId: null });
    setTarget({ mode: "new", position });
  };

  // Copy: the picked days (or the cursor's day) with their workouts; paste keeps relative days.
  const clip = programClipboard.use();
  const copyDays = (positions: number[]) => {
    const sorted = [...new Set(positions)].sort((a, b) => a - b);
    const first = sorted[0];
    if (first === undefined) return;
    const workouts = sorted.flatMap((p) =>
      (byPosition.get(p) ?? []).map((e) => ({ id: e.workout.id, offset: p - first })),
    );
    if (workouts.length === 0) {
      notifySuccess(t`所选日期没有训练可复制`);
      return;
    }
    const week = wholeWeek(sorted);
    const days = sorted.length;
    const label = week !== null ? t`第${week}周` : days === 1 ? t`第${first}天` : t`${days} 天`;
    programClipboard.store.set({ workouts, label, days: { programId, positions: sorted } });
    const count = workouts.length;
    notifySuccess(t`已复制${label}的 ${count} 个训练，选择目标日期后粘贴`);
  };
  const copyWorkout = (id: number, title: string) => {
    const label = title || t`未命名训练`;
    programClipboard.store.set({ workouts: [{ id, offset: 0 }], label, days: null });
    notifySuccess(t`已复制「${label}」，选择日期后粘贴`);
  };

  const copyMany = useMutation(trpc.programs.copyDays.mutationOptions());
  const pasteOne = useMutation(trpc.workouts.paste.mutationOptions());
  const pastes = usePaste(deletes, refresh);

  /** The days among `positions` that hold a shown (not hidden) template workout, with those workouts. */
  const busyDays = (positions: number[]): BusyDay[] =>
    [...new Set(positions)]
      .sort((a, b) => a - b)
      .flatMap((position) => {
        const here = byPosition.get(position) ?? [];
        if (here.length === 0) return [];
        const week = weekOfPosition(position);
        const day = position - 7 * (week - 1);
        return [
          {
            day: String(position),
            label: t`第 ${week} 周 · 第 ${day} 天`,
            workouts: here.map((e) => ({ id: e.workout.id, title: e.workout.title })),
          },
        ];
      });

  /**
   * Into the same program: one atomic programs.copyDays (relative days kept). Into another program:
   * one workouts.paste per workout; when one fails the ones before it stay, and are the paste 撤销
   * takes back.
   */
  const writePaste = async (clip: Copied, position: number): Promise<number[]> => {
    if (clip.days?.programId === programId && clip.days.positions.length > 0) {
      const result = await copyMany.mutateAsync({
        id: programId,
        from_positions: clip.days.positions,
        to_position: position,
      });
      return result.workouts.map((w) => w.id);
    }
    const pasted: number[] = [];
    for (const entry of clip.workouts) {
      try {
        const result = await pasteOne.mutateAsync({
          source_workout_id: entry.id,
          program_id: programId,
          position: position + entry.offset,
        });
        pasted.push(result.workout.id);
      } catch (error) {
        if (pasted.length === 0) throw error;
        break;
      }
    }
    return pasted;
  };

  const pasteAt = (position: number) => {
    const current = programClipboard.store.get();
    if (!current) return;
    return pastes.paste(
      () => busyDays(current.workouts.map((entry) => position + entry.offset)),
      () => writePaste(current, position),
    );
  };

  /** Week w copied to the first day after the last stored week (PRODUCT: duplicate weeks). */
  const duplicateWeek = async (week: number) => {
    try {
      const result = await copyMany.mutateAsync({
        id: programId,
        from_positions: weekPositions(week),
        to_position: 7 * Math.ceil(highest / 7) + 1,
      });
      const count = result.workouts.length;
      notifySuccess(t`已把第${week}周复制为新的一周（${count} 个训练）`);
    } catch {
      // toasted
    }
    await refresh();
  };

  const update = useMutation(trpc.workouts.update.mutationOptions());
  const moveWorkout = async (id: number, position: number) => {
    const current = data.workouts.find((w) => w.id === id);
    if (!current || current.position === position) return;
    // Shown on the new day at once; the refetch confirms (or undoes) it.
    queryClient.setQueryData(options.queryKey, (old) =>
      old ? { ...old, workouts: old.workouts.map((w) => (w.id === id ? { ...w, position } : w)) } : old,
    );
    try {
      await update.mutateAsync({ id, workout: { position } });
      notifySuccess(t`训练已移到第 ${position} 天`);
    } catch {
      // toasted
    }
    await refresh();
  };

  const deleteWorkouts = (ids: number[], label: string) => {
    deletes.schedule(ids, label);
    if (target?.mode === "edit" && ids.includes(target.id)) setTarget(null);
  };
  const deletePicked = () => {
    const ids = picked.flatMap((p) => (byPosition.get(p) ?? []).map((e) => e.workout.id));
    if (ids.length === 0) return;
    const count = ids.length;
    deleteWorkouts(ids, plural(count, { one: "# 个训练", other: "# 个训练" }));
    clearPicked();
  };

  const [showKeys, setShowKeys] = useState(false);
  const [dialog, setDialog] = useState<"assign" | "assignments" | "sync" | "edit" | null>(null);

  const cursorEntries = byPosition.get(cursor.position) ?? [];
  const cursorWorkout =
    cursorEntries.find((e) => e.workout.id === cursor.workoutId) ?? cursorEntries[0] ?? null;
  const moveCursor = (delta: number) => {
    const position = Math.min(lastPosition, Math.max(1, cursor.position + delta));
    setCursor({ position, workoutId: byPosition.get(position)?.[0]?.workout.id ?? null });
    document
      .querySelector(`[data-testid="program-day"][data-position="${position}"]`)
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  };

  useCalendarKeys({
    disabled: target !== null || showKeys || dialog !== null || pastes.conflict !== null,
    showCursor,
    onShowCursor: () => setShowCursor(true),
    move: moveCursor,
    // A program has no windows to page through: [ ] move a week, as ↑ ↓ do.
    previous: () => moveCursor(-7),
    next: () => moveCursor(7),
    home: () => moveCursor(1 - cursor.position),
    open: () => (cursorWorkout ? openWorkout(cursorWorkout.workout.id) : addAt(cursor.position)),
    add: () => addAt(cursor.position),
    toggle: () => pick(cursor.position, "toggle"),
    clear: picked.length > 0 ? clearPicked : null,
    copy: () => copyDays(picked.length > 0 ? picked : [cursor.position]),
    paste: clip ? () => void pasteAt(cursor.position) : null,
    remove: () => {
      if (picked.length > 0) return deletePicked();
      if (cursorWorkout)
        deleteWorkouts([cursorWorkout.workout.id], cursorWorkout.workout.title || t`未命名训练`);
    },
    hasPicked: picked.length > 0,
    help: () => setShowKeys(true),
  });

  // Picked days beyond the grid (after deletes shrank it) leave the selection.
  useEffect(() => {
    setPicked((cur) => (cur.every((p) => p <= lastPosition) ? cur : cur.filter((p) => p <= lastPosition)));
  }, [lastPosition]);

  const pickedWorkouts = picked.reduce((n, p) => n + (byPosition.get(p)?.length ?? 0), 0);
  const pickedDays = picked.length;
  return (
    <div className="space-y-3" data-testid="program-builder" data-program-id={programId}>
      <ProgramHeader
        data={data}
        weeks={weeksOf(program)}
        clipLabel={clip?.label ?? null}
        onEdit={() => setDialog("edit")}
        onAssign={() => setDialog("assign")}
        onAssignments={() => setDialog("assignments")}
        onSync={() => setDialog("sync")}
        templatesEdited={templatesEdited}
        onKeys={() => setShowKeys(true)}
      />
      <ProgramGrid
        weeks={weeks}
        storedWeeks={Math.ceil(highest / 7)}
        byPosition={byPosition}
        cursor={cursor}
        showCursor={showCursor}
        picked={picked}
        canPaste={clip !== null}
        onPick={pick}
        onPickWeek={pickWeek}
        onCursor={(position, workoutId) => setCursor({ position, workoutId })}
        onOpen={openWorkout}
        onAdd={addAt}
        onPaste={(position) => void pasteAt(position)}
        onCopyWeek={(week) => copyDays(weekPositions(week))}
        onDuplicateWeek={(week) => void duplicateWeek(week)}
        onDropWorkout={(id, position) => void moveWorkout(id, position)}
      />
      {picked.length > 0 && (
        <SelectionBar
          label={t`已选日期`}
          onCopy={() => copyDays(picked)}
          onDelete={deletePicked}
          canDelete={pickedWorkouts > 0}
          onClear={clearPicked}
        >
          <Trans>
            已选 {pickedDays} 天 · {pickedWorkouts} 个训练
          </Trans>
        </SelectionBar>
      )}
      <WorkoutEditor
        target={target}
        programId={programId}
        onClose={() => setTarget(null)}
        onSaved={() => {
          void refresh();
          setTarget(null);
        }}
        onDelete={(w) => deleteWorkouts([w.id], w.title || t`未命名训练`)}
        onCopy={(w) => copyWorkout(w.id, w.title)}
      />
      <ProgramShortcuts open={showKeys} onOpenChange={setShowKeys} />
      {pastes.conflict && (
        <PasteConflictDialog busy={pastes.conflict} onChoose={pastes.choose} onCancel={pastes.cancel} />
      )}
      {deletes.pending && (
        <UndoBar label={deletes.pending.label} kind={deletes.pending.kind} onUndo={deletes.undo} />
      )}
      <Suspense>
        {dialog === "edit" && (
          <ProgramFormDialog program={program} open onOpenChange={(open) => !open && setDialog(null)} />
        )}
        {dialog === "assign" && (
          <AssignDialog program={program} open onOpenChange={(open) => !open && setDialog(null)} />
        )}
        {dialog === "assignments" && (
          <AssignmentsSheet programId={programId} open onOpenChange={(open) => !open && setDialog(null)} />
        )}
        {dialog === "sync" && (
          <SyncDialog
            program={program}
            open
            onOpenChange={(open) => !open && setDialog(null)}
            onSynced={() => setTemplatesEdited(false)}
          />
        )}
      </Suspense>
    </div>
  );
}
