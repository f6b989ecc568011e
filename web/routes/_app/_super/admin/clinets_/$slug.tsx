import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { CalendarSkeleton } from "@/components/workouts/calendar-skeleton";
import { loadCalendarWindow } from "@/components/workouts/calendar-window";
import { mondayOf, todayIn } from "@/components/workouts/dates";
import { ReadOnlyCalendar } from "./-components/read-only-calendar";
import { validateReadOnlySearch } from "./-components/search";

/**
 * /admin/clinets/{slug}: a client's calendar as the super admin sees it (issue 12): the same
 * window as the coach's calendar (one or four weeks from `?week=`, in the client's timezone), read
 * only; `?workout=` opens one workout in a read-only sheet. `clinets_` keeps it out of the list
 * page's layout (a page of its own, not a child of /admin/clinets).
 */
export const Route = createFileRoute("/_app/_super/admin/clinets_/$slug")({
  staticData: {
    title: msg`学员日历`,
    crumbs: [
      { title: msg`超级管理`, to: "/admin" },
      { title: msg`学员管理`, to: "/admin/clinets" },
    ],
  },
  validateSearch: validateReadOnlySearch,
  loaderDeps: ({ search }) => ({ week: search.week, weeks: search.weeks ?? 1 }),
  loader: async ({ context, params, deps }) => {
    const { client, user } = await context.queryClient.ensureQueryData(
      context.trpc.clients.get.queryOptions({ slug: params.slug }),
    );
    const start = deps.week ?? mondayOf(todayIn(user.timezone));
    await loadCalendarWindow(context.queryClient, context.trpc, client.id, start, deps.weeks);
  },
  pendingComponent: CalendarSkeleton,
  component: ReadOnlyCalendar,
});
