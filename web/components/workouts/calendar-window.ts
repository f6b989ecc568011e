import { type QueryClient, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import type { CalendarWeeks } from "@/components/workouts/calendar-nav";
import { addDays, mondayOf, todayIn, type Ymd } from "@/components/workouts/dates";
import { type Trpc, trpc } from "@/lib/trpc";

/**
 * The window a client calendar shows (the coach's editable one and the super admin's read-only
 * one): `weeks` weeks of `workouts.list` from `start` (a Monday), with the neighbour windows kept
 * warm so previous/next show at once.
 */

/**
 * The `workouts.list` input of a window of `weeks` weeks from `start` (a Monday). Cards show each
 * workout's comment count (`comment_ids`), so only the latest 3 comments come along; the workout's
 * sheet loads the whole thread (WorkoutComments).
 */
export function windowInput(clientId: number, start: Ymd, weeks: number) {
  return {
    client_id: clientId,
    start_date: start,
    end_date: addDays(start, weeks * 7 - 1),
    limit: 1000,
    comments_per_workout: 3,
  };
}

export function windowOptions(trpc: Trpc, clientId: number, start: Ymd, weeks: number) {
  return trpc.workouts.list.queryOptions(windowInput(clientId, start, weeks));
}

/** Loads the neighbour windows (before and after) in the background. */
export function prefetchNeighbourWindows(
  queryClient: QueryClient,
  trpc: Trpc,
  clientId: number,
  start: Ymd,
  weeks: number,
) {
  const span = weeks * 7;
  void queryClient.prefetchQuery(windowOptions(trpc, clientId, addDays(start, span), weeks));
  void queryClient.prefetchQuery(windowOptions(trpc, clientId, addDays(start, -span), weeks));
}

/** A route loader's part: the window itself (awaited) and its neighbours (not awaited). */
export async function loadCalendarWindow(
  queryClient: QueryClient,
  trpc: Trpc,
  clientId: number,
  start: Ymd,
  weeks: number,
) {
  prefetchNeighbourWindows(queryClient, trpc, clientId, start, weeks);
  await queryClient.ensureQueryData(windowOptions(trpc, clientId, start, weeks));
}

/**
 * What a client calendar screen shows (the coach's and the super admin's): the client, its today
 * (in the client's timezone), the window from `?week=` / `?weeks=` with its days and workouts, and
 * the neighbour windows kept warm after every move.
 */
export function useCalendarWindow(
  slug: string,
  search: { week?: Ymd | undefined; weeks?: number | undefined },
) {
  const queryClient = useQueryClient();
  const { data: clientData } = useSuspenseQuery(trpc.clients.get.queryOptions({ slug }));
  const clientId = clientData.client.id;
  const today = todayIn(clientData.user.timezone);
  const weeks: CalendarWeeks = search.weeks === 4 ? 4 : 1;
  const start = search.week ?? mondayOf(today);
  const end = addDays(start, weeks * 7 - 1);
  const { data: list } = useSuspenseQuery(windowOptions(trpc, clientId, start, weeks));
  const days = useMemo(() => Array.from({ length: weeks * 7 }, (_, i) => addDays(start, i)), [start, weeks]);
  useEffect(() => {
    prefetchNeighbourWindows(queryClient, trpc, clientId, start, weeks);
  }, [queryClient, clientId, start, weeks]);
  return { clientData, clientId, today, weeks, start, end, list, days };
}
