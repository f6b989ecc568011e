import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { Copy, Trash2, X } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ImportDialogLauncher } from "@/components/clients/import-dialog-launcher";
import { InviteClientButton } from "@/components/clients/invite-client-button";
import { Button } from "@/components/ui/button";
import { CalendarNav } from "@/components/workouts/calendar-nav";
import { useCalendarWindow, windowOptions } from "@/components/workouts/calendar-window";
import { addDays, daysBetween, formatRange, mondayOf, type Ymd } from "@/components/workouts/dates";
import { DayCell } from "@/components/workouts/day-cell";
import { rememberWeek } from "@/components/workouts/last-week";
import { workoutsByDay } from "@/components/workouts/model";
import { type BusyDay, PasteConflictDialog } from "@/components/workouts/paste-conflict-dialog";
import { UndoBar } from "@/components/workouts/undo-bar";
import { usePaste } from "@/components/workouts/use-paste";
import { usePendingDelete } from "@/components/workouts/use-pending-delete";
import { WorkoutEditor, type WorkoutEditorTarget } from "@/components/workouts/workout-editor";
import { formatDay } from "@/lib/format";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { clipboard, useClipboard } from "./clipboard";
import { CalendarMoreMenu } from "./more-menu";
import { ShortcutsDialog } from "./shortcuts-dialog";
import { TrendChart } from "./trend-chart";

const SaveAsProgramDialog = lazy(() => import("./save-as-program-dialog"));

const route = getRouteApi("/_app/_coach/clients/$slug/workouts/{-$id}");

export function ClientCalendar() {
  const { t, i18n } = useLingui();
  const { slug, id: openId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { clientData, clientId, today, weeks, start, end, list, days } = useCalendarWindow(slug, search);

  // Workouts removed from view and deleted after UNDO_MS unless undone (one, or a multi-selection,
  // or the ones a paste replaces); a paste's copies are deleted by its undo.
  const deletes = usePendingDelete(() => refresh());
  const pendingChange = deletes.pending;
  const hidden = deletes.hidden;
  const byDay = useMemo(() => {
    const map = workoutsByDay(list);
    if (hidden.length > 0) {
      for (const [day, entries] of map)
        map.set(
          day,
          entries.filter((e) => !hidden.includes(e.workout.id)),
        );
    }
    return map;
  }, [list, hidden]);

  const [selected, setSelected] = useState<{ day: Ymd; workoutId: number | null }>(() => ({
    day: today >= start && today <= end ? today : start,
    workoutId: null,
  }));
  // A window change moves the selection into it (same weekday).
  useEffect(() => {
    setSelected((s) =>
      s.day >= start && s.day <= end
        ? s
        : {
            day:
              today >= start && today <= end
                ? today
                : addDays(start, ((daysBetween(start, s.day) % 7) + 7) % 7),
            workoutId: null,
          },
    );
  }, [start, end, today]);

  // The selected day is outlined once the coach starts using the keyboard (or picks a day).
  const [showSelection, setShowSelection] = useState(false);
  const [newDue, setNewDue] = useState<Ymd | null>(null);
  const target: WorkoutEditorTarget | null = openId
    ? { mode: "edit", id: Number(openId) }
    : newDue
      ? { mode: "new", due: newDue }
      : null;

  // A link to a workout outside the shown window (the feed) moves the calendar to its week.
  const opened = useQuery({
    ...trpc.workouts.get.queryOptions({ id: Number(openId ?? 0) }),
    enabled: !!openId,
  });
  const openedDue = opened.data?.workout.due;
  useEffect(() => {
    if (!search.week && openedDue && (openedDue < start || openedDue > end)) {
      void navigate({ search: (s) => ({ ...s, week: mondayOf(openedDue) }), replace: true });
    }
  }, [search.week, openedDue, start, end, navigate]);

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.workouts.pathFilter()),
        queryClient.invalidateQueries(trpc.clients.trend.pathFilter()),
      ]),
    [queryClient],
  );

  // The week browsed to is the one the next client's calendar opens on ("今天" forgets it).
  useEffect(() => rememberWeek(slug, search.week ?? null), [slug, search.week]);

  const goWeek = useCallback(
    (week: Ymd) => void navigate({ search: (s) => ({ ...s, week: mondayOf(week) }) }),
    [navigate],
  );
  const shift = (n: number) => goWeek(addDays(start, n * weeks * 7));
  const goToday = () => {
    setSelected({ day: today, workoutId: null });
    // Forgotten before navigating: the route would otherwise send a week-less URL back to it.
    rememberWeek(slug, null);
    void navigate({ search: (s) => ({ ...s, week: undefined }) });
  };
  const openWorkout = (id: number) =>
    void navigate({
      to: "/clients/$slug/workouts/{-$id}",
      params: { slug, id: String(id) },
      search: (s) => s,
    });
  const closeEditor = () => {
    setNewDue(null);
    if (openId) {
      void navigate({
        to: "/clients/$slug/workouts/{-$id}",
        params: { slug, id: undefined },
        search: (s) => s,
      });
    }
  };

  const update = useMutation(trpc.workouts.update.mutationOptions());
  const pasteMany = useMutation(trpc.workouts.pasteMany.mutationOptions());

  // Failures are toasted by the query client's mutation cache; the calendar then shows the server's state.
  const moveWorkout = async (id: number, day: Ymd) => {
    const current = list.workouts.find((w) => w.id === id);
    if (!current || current.due === day) return;
    // Shown on the new day at once; the refetch below confirms (or undoes) it.
    queryClient.setQueryData(windowOptions(trpc, clientId, start, weeks).queryKey, (old) =>
      old ? { ...old, workouts: old.workouts.map((w) => (w.id === id ? { ...w, due: day } : w)) } : old,
    );
    try {
      await update.mutateAsync({ id, workout: { due: day } });
      const when = formatDay(day, i18n.locale);
      notifySuccess(t`训练已移到 ${when}`);
    } catch {
      // toasted
    }
    await refresh();
  };

  const copyWorkout = (id: number, title: string) => {
    const label = title || t`未命名训练`;
    clipboard.set({ entries: [{ id, offset: 0 }], label });
    notifySuccess(t`已复制「${label}」，选择日期后粘贴`);
  };
  const copyWeek = () => {
    const weekEnd = addDays(start, 6);
    const entries = list.workouts
      .filter((w) => w.due && w.due >= start && w.due <= weekEnd && !hidden.includes(w.id))
      .map((w) => ({ id: w.id, offset: daysBetween(start, w.due ?? start) }));
    if (entries.length === 0) return;
    clipboard.set({
      entries,
      label: t`${formatRange(start, weekEnd, i18n.locale)} 的 ${entries.length} 个训练`,
    });
    notifySuccess(t`已复制本周 ${entries.length} 个训练，选择目标周的周一后粘贴`);
  };
  // Multi-selection: ctrl/⌘-click toggles a workout, shift-click adds the range from the last
  // clicked one (calendar order); copy keeps their relative days, delete has one undo for all.
  const [multi, setMulti] = useState<number[]>([]);
  const anchorRef = useRef<number | null>(null);
  const shownOrder = useMemo(
    () => days.flatMap((d) => (byDay.get(d) ?? []).map((e) => e.workout.id)),
    [days, byDay],
  );
  useEffect(() => {
    // Workouts that left the window (or were deleted) leave the selection.
    setMulti((m) =>
      m.every((id) => shownOrder.includes(id)) ? m : m.filter((id) => shownOrder.includes(id)),
    );
  }, [shownOrder]);
  const pickWorkout = (id: number, mode: "toggle" | "range") => {
    setMulti((m) => {
      if (mode === "toggle" || anchorRef.current === null) {
        return m.includes(id) ? m.filter((x) => x !== id) : [...m, id];
      }
      const a = shownOrder.indexOf(anchorRef.current);
      const b = shownOrder.indexOf(id);
      if (a < 0 || b < 0) return m.includes(id) ? m : [...m, id];
      const range = shownOrder.slice(Math.min(a, b), Math.max(a, b) + 1);
      return [...new Set([...m, ...range])];
    });
    if (mode === "toggle" || anchorRef.current === null) anchorRef.current = id;
  };
  const clearMulti = () => {
    setMulti([]);
    anchorRef.current = null;
  };
  const copySelection = () => {
    const picked = list.workouts.filter((w) => multi.includes(w.id) && w.due);
    if (picked.length === 0) return;
    const first = picked.map((w) => w.due ?? "").sort()[0] ?? start;
    const count = picked.length;
    clipboard.set({
      entries: picked.map((w) => ({ id: w.id, offset: daysBetween(first, w.due ?? first) })),
      label: t`${count} 个选中的训练`,
    });
    notifySuccess(t`已复制 ${count} 个训练，选择日期后粘贴（保持相对日期）`);
    clearMulti();
  };
  const deleteSelection = () => {
    if (multi.length === 0) return;
    const count = multi.length;
    deleteWorkouts([...multi], plural(count, { one: "# 个训练", other: "# 个训练" }));
    clearMulti();
  };

  const clip = useClipboard();
  const pastes = usePaste(deletes, refresh);

  /** The days among `dues` that hold a shown (not hidden) workout, with those workouts. */
  const busyDays = async (dues: Ymd[]): Promise<BusyDay[]> => {
    const sorted = [...new Set(dues)].sort();
    const first = sorted[0];
    const last = sorted.at(-1);
    if (!first || !last) return [];
    // The shown window answers for its own days; a paste reaching past it asks the server.
    const shown =
      first >= start && last <= end
        ? list
        : await queryClient.fetchQuery({
            ...trpc.workouts.list.queryOptions({
              client_id: clientId,
              start_date: first,
              end_date: last,
              limit: 1000,
              comments_per_workout: 0,
            }),
            staleTime: 0,
          });
    const byDue = workoutsByDay(shown);
    return sorted.flatMap((day) => {
      const here = (byDue.get(day) ?? []).filter((e) => !hidden.includes(e.workout.id));
      if (here.length === 0) return [];
      return [
        {
          day,
          label: formatDay(day, i18n.locale),
          workouts: here.map((e) => ({
            id: e.workout.id,
            title: e.workout.title,
            completed: e.workout.state === "completed",
          })),
        },
      ];
    });
  };

  // One atomic write of every copy (workouts.pasteMany): a failed paste wrote nothing.
  const pasteAt = (day: Ymd) => {
    if (!clip) return;
    const targets = clip.entries.map((entry) => ({
      source_workout_id: entry.id,
      due: addDays(day, entry.offset),
    }));
    return pastes.paste(
      () => busyDays(targets.map((target) => target.due)),
      async () => {
        const result = await pasteMany.mutateAsync({ client_id: clientId, workouts: targets });
        return result.workouts.map((w) => w.id);
      },
    );
  };

  // Deleting waits UNDO_MS so 撤销 can simply cancel it; leaving the page sends it at once.
  const deleteWorkouts = (ids: number[], label: string) => {
    deletes.schedule(ids, label);
    if (openId && ids.includes(Number(openId))) closeEditor();
  };
  const deleteWorkout = (id: number, title: string) => deleteWorkouts([id], title || t`未命名训练`);

  const [showKeys, setShowKeys] = useState(false);
  const [importing, setImporting] = useState(false);
  const [savingProgram, setSavingProgram] = useState(false);
  const selectedEntries = byDay.get(selected.day) ?? [];
  const selectedWorkout =
    selectedEntries.find((e) => e.workout.id === selected.workoutId) ?? selectedEntries[0] ?? null;

  const moveSelection = (delta: number) => {
    const day = addDays(selected.day, delta);
    setSelected({ day, workoutId: byDay.get(day)?.[0]?.workout.id ?? null });
    if (day < start || day > end) goWeek(addDays(start, delta > 0 ? weeks * 7 : -weeks * 7));
  };

  // Keyboard shortcuts (not while typing, not while a dialog or the editor is open).
  const keyHandler = useRef<(e: KeyboardEvent) => void>(() => {});
  keyHandler.current = (e: KeyboardEvent) => {
    if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.altKey) return;
    const el = e.target as HTMLElement | null;
    if (el?.closest("input, textarea, select, [contenteditable=true], [role=dialog], [role=menu]")) return;
    if (target || showKeys) return;
    const handled = () => {
      e.preventDefault();
      setShowSelection(true);
    };
    switch (e.key) {
      case "ArrowLeft":
        handled();
        return moveSelection(-1);
      case "ArrowRight":
        handled();
        return moveSelection(1);
      case "ArrowUp":
        handled();
        return moveSelection(-7);
      case "ArrowDown":
        handled();
        return moveSelection(7);
      case "Enter":
        if (el?.closest("button, a")) return;
        handled();
        return selectedWorkout ? openWorkout(selectedWorkout.workout.id) : setNewDue(selected.day);
      case "n":
        handled();
        return setNewDue(selected.day);
      case "Escape":
        if (multi.length > 0) {
          handled();
          clearMulti();
        }
        return;
      case "x":
        if (selectedWorkout) {
          handled();
          pickWorkout(selectedWorkout.workout.id, "toggle");
        }
        return;
      case "c":
        if (multi.length > 0) {
          handled();
          copySelection();
        } else if (selectedWorkout) {
          handled();
          copyWorkout(selectedWorkout.workout.id, selectedWorkout.workout.title);
        }
        return;
      case "v":
        if (clip) {
          handled();
          void pasteAt(selected.day);
        }
        return;
      case "Delete":
      case "Backspace":
        // Only a selection the coach can see: the first press just shows it.
        if (multi.length > 0) {
          handled();
          return deleteSelection();
        }
        if (!showSelection) return handled();
        if (selectedWorkout) {
          handled();
          deleteWorkout(selectedWorkout.workout.id, selectedWorkout.workout.title);
        }
        return;
      case "t":
        handled();
        return goToday();
      case "[":
        handled();
        return shift(-1);
      case "]":
        handled();
        return shift(1);
      case "?":
        handled();
        return setShowKeys(true);
    }
  };
  useEffect(() => {
    const listener = (e: KeyboardEvent) => keyHandler.current(e);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  const clientName = clientData.user.name;
  const selectedCount = multi.length;
  return (
    <div className="space-y-3" data-testid="client-calendar" data-start={start} data-weeks={weeks}>
      <CalendarNav
        start={start}
        end={end}
        weeks={weeks}
        subtitle={`${clientName} · ${clientData.user.timezone}`}
        onShift={shift}
        onToday={goToday}
        onWeeks={(n) => void navigate({ search: (s) => ({ ...s, weeks: n === 4 ? 4 : undefined }) })}
        actions={
          <>
            {clip && (
              <span
                className="hidden max-w-56 truncate text-muted-foreground text-xs sm:inline"
                data-testid="clipboard"
              >
                <Trans>剪贴板：{clip.label}</Trans>
              </span>
            )}
            <InviteClientButton
              pending={clientData.user.has_pending_invite}
              target={{
                clientId,
                name: clientName,
                email: clientData.user.email,
                phone: clientData.user.phone_number,
                acceptedAt: clientData.user.invite_accepted_at,
              }}
            />
            <Button variant="outline" size="sm" onClick={copyWeek} data-testid="copy-week">
              <Copy />
              <Trans>复制本周</Trans>
            </Button>
          </>
        }
        trailing={
          <CalendarMoreMenu
            onSaveAsProgram={() => setSavingProgram(true)}
            onImport={() => setImporting(true)}
            onShortcuts={() => setShowKeys(true)}
          />
        }
      >
        <TrendChart clientId={clientId} />
      </CalendarNav>

      <div className="grid grid-cols-1 gap-1.5 md:grid-cols-7" data-testid="calendar-grid">
        {days.map((day) => (
          <DayCell
            key={day}
            day={day}
            today={today}
            entries={byDay.get(day) ?? []}
            selected={showSelection && selected.day === day}
            selectedWorkoutId={
              showSelection && selected.day === day ? (selectedWorkout?.workout.id ?? null) : null
            }
            canPaste={clip !== null}
            picked={multi}
            onPick={pickWorkout}
            compact={weeks > 1}
            onSelect={(d, workoutId) => {
              setSelected({ day: d, workoutId });
              if (workoutId === null) setShowSelection(true);
            }}
            onOpen={(id) => {
              clearMulti();
              anchorRef.current = id;
              openWorkout(id);
            }}
            onAdd={(d) => {
              setSelected({ day: d, workoutId: null });
              setNewDue(d);
            }}
            onPaste={(d) => void pasteAt(d)}
            onDropWorkout={(id, d) => void moveWorkout(id, d)}
          />
        ))}
      </div>

      {multi.length > 0 && (
        <div
          role="toolbar"
          aria-label={t`已选训练`}
          data-testid="selection-bar"
          className="sticky bottom-4 z-40 mx-auto flex w-fit max-w-full flex-wrap items-center gap-2 rounded-lg border bg-popover px-3 py-2 text-popover-foreground text-sm shadow-lg"
        >
          <span data-testid="selection-count">
            <Plural value={selectedCount} one="已选 # 个训练" other="已选 # 个训练" />
          </span>
          <Button size="sm" variant="outline" onClick={copySelection} data-testid="copy-selection">
            <Copy />
            <Trans>复制</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={deleteSelection} data-testid="delete-selection">
            <Trash2 />
            <Trans>删除</Trans>
          </Button>
          <Button size="icon-sm" variant="ghost" aria-label={t`取消选择`} onClick={clearMulti}>
            <X />
          </Button>
        </div>
      )}

      <WorkoutEditor
        target={target}
        clientId={clientId}
        onClose={closeEditor}
        onSaved={() => {
          void refresh();
          closeEditor();
        }}
        onDelete={(w) => deleteWorkout(w.id, w.title)}
        onCopy={(w) => copyWorkout(w.id, w.title)}
      />
      <ShortcutsDialog open={showKeys} onOpenChange={setShowKeys} />
      {savingProgram && (
        <Suspense fallback={null}>
          <SaveAsProgramDialog
            clientId={clientId}
            clientName={clientName}
            start={start}
            end={end}
            open
            onOpenChange={setSavingProgram}
          />
        </Suspense>
      )}
      <ImportDialogLauncher
        open={importing}
        onOpenChange={setImporting}
        clientId={clientId}
        clientName={clientName}
        onImported={(first) => {
          if (first) goWeek(first);
        }}
      />
      {pastes.conflict && (
        <PasteConflictDialog busy={pastes.conflict} onChoose={pastes.choose} onCancel={pastes.cancel} />
      )}
      {pendingChange && (
        <UndoBar label={pendingChange.label} kind={pendingChange.kind} onUndo={deletes.undo} />
      )}
    </div>
  );
}
