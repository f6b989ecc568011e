import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { mondayOf, type Ymd } from "@/components/workouts/dates";
import type { WorkoutEditorTarget } from "@/components/workouts/workout-editor";
import { trpc } from "@/lib/trpc";

const route = getRouteApi("/_app/_coach/clients/$slug/workouts/{-$id}");

/**
 * The calendar's editor sheet: the workout in the URL (`/clients/{slug}/workouts/{id}`, so it can be
 * linked) or a new one on a day. A link to a workout outside the shown window (the feed) moves the
 * calendar to its week.
 */
export function useWorkoutSheet({ start, end }: { start: Ymd; end: Ymd }) {
  const { slug, id: openId } = route.useParams();
  const week = route.useSearch({ select: (s) => s.week });
  const navigate = route.useNavigate();
  const [newDue, setNewDue] = useState<Ymd | null>(null);
  const target: WorkoutEditorTarget | null = openId
    ? { mode: "edit", id: Number(openId) }
    : newDue
      ? { mode: "new", due: newDue }
      : null;

  const opened = useQuery({
    ...trpc.workouts.get.queryOptions({ id: Number(openId ?? 0) }),
    enabled: !!openId,
  });
  const openedDue = opened.data?.workout.due;
  useEffect(() => {
    if (!week && openedDue && (openedDue < start || openedDue > end)) {
      void navigate({ search: (s) => ({ ...s, week: mondayOf(openedDue) }), replace: true });
    }
  }, [week, openedDue, start, end, navigate]);

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
  /** Whether the sheet shows one of `ids` (a deleted workout's sheet closes). */
  const isOpen = (ids: readonly number[]) => openId !== undefined && ids.includes(Number(openId));

  return { target, openWorkout, addOn: setNewDue, closeEditor, isOpen };
}
