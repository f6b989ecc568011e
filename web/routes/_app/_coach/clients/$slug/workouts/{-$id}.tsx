import { msg } from "@lingui/core/macro";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { addDays, mondayOf, todayIn } from "@/components/workouts/dates";
import { ClientCalendar } from "./-components/client-calendar";
import { validateCalendarSearch } from "./-components/search";
import { windowOptions } from "./-components/window";

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
  beforeLoad: ({ params }) => {
    if (params.id !== undefined && !/^[1-9]\d{0,15}$/.test(params.id)) {
      throw redirect({ to: "/pages/error-404", replace: true });
    }
  },
  loaderDeps: ({ search }) => ({ week: search.week, weeks: search.weeks ?? 1 }),
  loader: async ({ context, params, deps }) => {
    const { client, user } = await context.queryClient.ensureQueryData(
      context.trpc.clients.get.queryOptions({ slug: params.slug }),
    );
    // The header's 12-week trend loads beside the window, never in its way.
    void context.queryClient.prefetchQuery(context.trpc.clients.trend.queryOptions({ id: client.id }));
    const start = deps.week ?? mondayOf(todayIn(user.timezone));
    const span = deps.weeks * 7;
    // The neighbour windows load in the background, so previous/next show at once.
    void context.queryClient.prefetchQuery(
      windowOptions(context.trpc, client.id, addDays(start, span), deps.weeks),
    );
    void context.queryClient.prefetchQuery(
      windowOptions(context.trpc, client.id, addDays(start, -span), deps.weeks),
    );
    await context.queryClient.ensureQueryData(windowOptions(context.trpc, client.id, start, deps.weeks));
  },
  pendingComponent: CalendarSkeleton,
  component: ClientCalendar,
});

function CalendarSkeleton() {
  return (
    <div className="space-y-4">
      <Skeleton className="h-10 w-full rounded-lg" />
      <div className="grid gap-2 md:grid-cols-7">
        {[0, 1, 2, 3, 4, 5, 6].map((i) => (
          <Skeleton key={i} className="h-40 rounded-lg" />
        ))}
      </div>
    </div>
  );
}
