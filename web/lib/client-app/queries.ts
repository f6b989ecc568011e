import { useQuery } from "@tanstack/react-query";
import { displayUnit } from "#shared/body-units";
import { addDays, todayIn, type Ymd } from "@/components/workouts/dates";
import { useSession } from "@/lib/auth";
import { useStore } from "@/lib/store";
import { queryClient, trpc } from "@/lib/trpc";
import { type ClientWorkout, joinPayload, type WorkoutsPayload } from "./model";
import { outboxStore } from "./outbox";

/** How far ahead the app keeps workouts for offline reading (issue 13: the next 14 days). */
export const OFFLINE_DAYS = 14;
/** Past days shown under "recent" on the today screen. */
const RECENT_DAYS = 14;

/** The signed-in client: ids, units and today in their timezone. */
export function useClientContext() {
  const session = useSession();
  const user = session?.user;
  const clientId = session?.client_id ?? 0;
  const today = todayIn(user?.timezone);
  const unitSystem = user?.units === "imperial" ? ("imperial" as const) : ("metric" as const);
  return {
    userId: user?.id ?? 0,
    clientId,
    user,
    today,
    /** The client's unit system, for `displayWeight`. */
    unitSystem,
    /** The weight unit the client types and reads (kg or lb). */
    units: displayUnit(unitSystem),
  };
}

/** Today and the next 13 days: the window kept offline (the server leaves out what the coach hides). */
export const upcomingInput = (clientId: number, today: Ymd) => ({
  id: clientId,
  start_date: today,
  end_date: addDays(today, OFFLINE_DAYS - 1),
  order: "asc" as const,
  page: 1,
  per_page: 100,
});

/** The two weeks before today, newest first: completed and missed. */
export const recentInput = (clientId: number, today: Ymd) => ({
  id: clientId,
  start_date: addDays(today, -RECENT_DAYS),
  end_date: addDays(today, -1),
  states: ["completed" as const, "missed" as const],
  order: "desc" as const,
  page: 1,
  per_page: 20,
});

/** Completed workouts, newest first, a page at a time (history). */
export const historyInput = (clientId: number, page: number) => ({
  id: clientId,
  states: ["completed" as const],
  order: "desc" as const,
  page,
  per_page: 30,
});

/** One `clients.workouts` window joined with the queue. */
export function useClientWorkouts(input: ReturnType<typeof upcomingInput> | ReturnType<typeof recentInput>) {
  const { userId, today } = useClientContext();
  const queue = useStore(outboxStore);
  const query = useQuery({
    ...trpc.clients.workouts.queryOptions(input),
    // After midnight (a new window key) or before the first answer, show what saved windows hold
    // for these dates: the app opened offline the next morning still has the coming days.
    placeholderData: (previous) => previous ?? fromSavedWindows(input),
  });
  const payload = query.data as WorkoutsPayload | undefined;
  return { query, workouts: joinPayload(payload, queue, userId, today), payload };
}

/** Every cached `clients.workouts` answer (the detail screen reads a workout from them offline). */
function cachedPayloads(): WorkoutsPayload[] {
  return queryClient
    .getQueriesData({ queryKey: trpc.clients.workouts.pathKey() })
    .map(([, data]) => data as WorkoutsPayload | undefined)
    .filter((data): data is WorkoutsPayload => Boolean(data));
}

/** The saved windows' workouts within an input's dates (each workout once, from the first window holding it). */
function fromSavedWindows(input: { start_date?: string; end_date?: string }) {
  const seen = new Set<number>();
  const merged: WorkoutsPayload = { workouts: [], workout_items: [], comments: [], exercises: [] };
  for (const p of cachedPayloads()) {
    const added = new Set<number>();
    for (const w of p.workouts) {
      const due = w.due ?? "";
      if (
        seen.has(w.id) ||
        (input.start_date && due < input.start_date) ||
        (input.end_date && due > input.end_date)
      )
        continue;
      seen.add(w.id);
      added.add(w.id);
      merged.workouts.push(w);
    }
    merged.workout_items.push(...p.workout_items.filter((i) => added.has(i.workout_id)));
    merged.comments.push(...p.comments.filter((c) => added.has(c.workout_id)));
    merged.exercises?.push(...(p.exercises ?? []));
  }
  if (merged.workouts.length === 0) return undefined;
  // Placeholder data must have the query's own type; the app reads only the fields above.
  return {
    ...merged,
    meta: { page: 1, per_page: merged.workouts.length, total_pages: 1, total_count: merged.workouts.length },
    users: [],
  } as never;
}

/**
 * One workout: `workouts.get` when it can be fetched, else the copy inside a cached window (offline,
 * or while it loads). Exercises for video links come from the windows' side-loads.
 */
export function useClientWorkout(id: number): {
  shown: ClientWorkout | null;
  exercises: Map<number, { url?: string | null }>;
  isPending: boolean;
  isError: boolean;
} {
  const { userId, today } = useClientContext();
  const queue = useStore(outboxStore);
  const query = useQuery(trpc.workouts.get.queryOptions({ id }));
  const payloads = cachedPayloads();
  const exercises = new Map<number, { url?: string | null }>();
  for (const p of payloads) for (const e of p.exercises ?? []) exercises.set(e.id, e);
  let payload: WorkoutsPayload | undefined;
  if (query.data) {
    const { workout_items, comments, ...workout } = query.data.workout;
    payload = { workouts: [workout], workout_items, comments };
  } else {
    const holder = payloads.find((p) => p.workouts.some((w) => w.id === id));
    if (holder) {
      payload = {
        workouts: holder.workouts.filter((w) => w.id === id),
        workout_items: holder.workout_items.filter((i) => i.workout_id === id),
        comments: holder.comments.filter((c) => c.workout_id === id),
      };
    }
  }
  const shown = joinPayload(payload, queue, userId, today)[0] ?? null;
  // Paused = offline with nothing saved: say so instead of a skeleton that never ends.
  const waiting = query.isPending && query.fetchStatus !== "paused";
  return { shown, exercises, isPending: !shown && waiting, isError: !shown && query.isError };
}
