import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { calendarClipboard } from "@/components/workouts/clipboard";
import { addDays, daysBetween, formatRange, type Ymd } from "@/components/workouts/dates";
import { type WorkoutList, workoutsByDay } from "@/components/workouts/model";
import type { BusyDay } from "@/components/workouts/paste-conflict-dialog";
import { usePaste } from "@/components/workouts/use-paste";
import type { usePendingDelete } from "@/components/workouts/use-pending-delete";
import { formatDay } from "@/lib/format";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";

/**
 * The calendar's copy (one workout, the first shown week, the multi-selection: the clipboard keeps
 * their day offsets) and paste (one atomic `workouts.pasteMany`, asked first onto busy days and
 * undoable: use-paste.ts).
 */
export function useCalendarCopyPaste({
  clientId,
  start,
  end,
  list,
  deletes,
  refresh,
}: {
  clientId: number;
  start: Ymd;
  end: Ymd;
  list: WorkoutList;
  deletes: ReturnType<typeof usePendingDelete>;
  refresh: () => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const clip = calendarClipboard.use();
  const hidden = deletes.hidden;

  const copyWorkout = (id: number, title: string) => {
    const label = title || t`未命名训练`;
    calendarClipboard.store.set({ workouts: [{ id, offset: 0 }], label, days: null });
    notifySuccess(t`已复制「${label}」，选择日期后粘贴`);
  };
  const copyWeek = () => {
    const weekEnd = addDays(start, 6);
    const entries = list.workouts
      .filter((w) => w.due && w.due >= start && w.due <= weekEnd && !hidden.includes(w.id))
      .map((w) => ({ id: w.id, offset: daysBetween(start, w.due ?? start) }));
    if (entries.length === 0) return;
    calendarClipboard.store.set({
      workouts: entries,
      label: t`${formatRange(start, weekEnd, i18n.locale)} 的 ${entries.length} 个训练`,
      days: null,
    });
    notifySuccess(t`已复制本周 ${entries.length} 个训练，选择目标周的周一后粘贴`);
  };
  /** The picked workouts, keeping their relative days; answers whether anything was copied. */
  const copyPicked = (ids: readonly number[]) => {
    const picked = list.workouts.filter((w) => ids.includes(w.id) && w.due);
    if (picked.length === 0) return false;
    const first = picked.map((w) => w.due ?? "").sort()[0] ?? start;
    const count = picked.length;
    calendarClipboard.store.set({
      workouts: picked.map((w) => ({ id: w.id, offset: daysBetween(first, w.due ?? first) })),
      label: t`${count} 个选中的训练`,
      days: null,
    });
    notifySuccess(t`已复制 ${count} 个训练，选择日期后粘贴（保持相对日期）`);
    return true;
  };

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
    const byDue = workoutsByDay(shown, hidden);
    return sorted.flatMap((day) => {
      const here = byDue.get(day) ?? [];
      if (here.length === 0) return [];
      const workouts = here.map((e) => ({
        id: e.workout.id,
        title: e.workout.title,
        completed: e.workout.state === "completed",
      }));
      return [{ day, label: formatDay(day, i18n.locale), workouts }];
    });
  };

  const pasteMany = useMutation(trpc.workouts.pasteMany.mutationOptions());
  const pastes = usePaste(deletes, refresh);
  // One atomic write of every copy (workouts.pasteMany): a failed paste wrote nothing.
  const pasteAt = (day: Ymd) => {
    if (!clip) return;
    const targets = clip.workouts.map((entry) => ({
      source_workout_id: entry.id,
      due: addDays(day, entry.offset),
    }));
    void pastes.paste(
      () => busyDays(targets.map((target) => target.due)),
      async () => {
        const result = await pasteMany.mutateAsync({ client_id: clientId, workouts: targets });
        return result.workouts.map((w) => w.id);
      },
    );
  };

  return { clip, copyWorkout, copyWeek, copyPicked, pasteAt, pastes };
}
