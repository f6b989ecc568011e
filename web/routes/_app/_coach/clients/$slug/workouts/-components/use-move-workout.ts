import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { windowOptions } from "@/components/workouts/calendar-window";
import type { Ymd } from "@/components/workouts/dates";
import type { WorkoutList } from "@/components/workouts/model";
import { formatDay } from "@/lib/format";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";

/**
 * A workout dragged onto another day (`workouts.update { due }`, state unchanged): shown there at
 * once, then the refetch confirms it. Failures are toasted by the query client's mutation cache; the
 * calendar then shows the server's state.
 */
export function useMoveWorkout({
  clientId,
  start,
  weeks,
  list,
  refresh,
}: {
  clientId: number;
  start: Ymd;
  weeks: number;
  list: WorkoutList;
  refresh: () => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.workouts.update.mutationOptions());
  return async (id: number, day: Ymd) => {
    const current = list.workouts.find((w) => w.id === id);
    if (!current || current.due === day) return;
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
}
