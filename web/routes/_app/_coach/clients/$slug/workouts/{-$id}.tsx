import { msg } from "@lingui/core/macro";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { validateCalendarSearch } from "@/components/workouts/calendar-search";
import { CalendarSkeleton } from "@/components/workouts/calendar-skeleton";
import { loadCalendarWindow } from "@/components/workouts/calendar-window";
import { mondayOf, todayIn } from "@/components/workouts/dates";
import { rememberedWeek } from "@/components/workouts/last-week";
import { ClientCalendar } from "./-components/client-calendar";

/**
 * /clients/{slug}/workouts/{id?}: the client's calendar (one or four weeks from `?week=`, in the
 * client's timezone), optionally with one workout open in the editor.
 */
export const Route = createFileRoute("/_app/_coach/clients/$slug/workouts/{-$id}")({
  staticData: {
    title: msg`学员训练`,
    crumbs: [{ title: msg`学员`, to: "/clients" }],
    // Opening a workout (the `id` part) keeps the calendar mounted under the editor.
    pageKey: (params) => `/clients/${params.slug}/workouts`,
  },
  validateSearch: validateCalendarSearch,
  beforeLoad: ({ params, search }) => {
    if (params.id !== undefined && !/^[1-9]\d{0,15}$/.test(params.id)) {
      throw redirect({ to: "/pages/error-404", replace: true });
    }
    // Another client's calendar opens on the week the coach was planning (last-week.ts); a link to
    // one workout shows that workout's week instead.
    const week = params.id === undefined && !search.week ? rememberedWeek(params.slug) : null;
    if (week) {
      throw redirect({
        to: "/clients/$slug/workouts/{-$id}",
        params,
        search: { ...search, week },
        replace: true,
      });
    }
  },
  loaderDeps: ({ search }) => ({ week: search.week, weeks: search.weeks ?? 1 }),
  loader: async ({ context, params, deps }) => {
    const { client, user } = await context.queryClient.ensureQueryData(
      context.trpc.clients.get.queryOptions({ slug: params.slug }),
    );
    // The header's 12-week trend loads beside the window, never in its way.
    void context.queryClient.prefetchQuery(context.trpc.clients.trend.queryOptions({ id: client.id }));
    void context.queryClient.prefetchQuery(
      context.trpc.records.personalRecords.queryOptions({ client_id: client.id }),
    );
    // So are the pinned notes shown above the calendar.
    void context.queryClient.prefetchQuery(context.trpc.notes.list.queryOptions({ client_id: client.id }));
    const start = deps.week ?? mondayOf(todayIn(user.timezone));
    await loadCalendarWindow(context.queryClient, context.trpc, client.id, start, deps.weeks);
  },
  pendingComponent: CalendarSkeleton,
  component: ClientCalendar,
});
