import { msg } from "@lingui/core/macro";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { attentionInput } from "@/components/home/attention-input";
import { feedInput } from "@/lib/feed";
import { feedTrainerId, summaryInput } from "./-components/home/home-input";
import { HomePage } from "./-components/home/home-page";
import { HomeSkeleton } from "./-components/home/home-skeleton";

/** Coach home (the page is in -components/home). */
export const Route = createFileRoute("/_app/_coach/")({
  staticData: { title: msg`首页` },
  // The super admin works across organizations: a coach's home of no organization would show
  // figures of everyone at once (issue 22), so its home is the organizations list.
  beforeLoad: ({ context }) => {
    const session = context.auth.current;
    if (session?.role === "super" && !session.organization)
      throw redirect({ to: "/admin/organizations", replace: true });
  },
  loader: ({ context }) => {
    const trainerId = feedTrainerId(context.auth.current);
    // The needs-attention count shows when it arrives; the page does not wait for it.
    void context.queryClient.prefetchQuery(context.trpc.clients.list.queryOptions(attentionInput(trainerId)));
    return Promise.all([
      context.queryClient.ensureQueryData(context.trpc.workouts.list.queryOptions(feedInput(trainerId))),
      context.queryClient.ensureQueryData(
        context.trpc.workouts.summary.queryOptions(summaryInput(trainerId)),
      ),
    ]);
  },
  pendingComponent: HomeSkeleton,
  component: HomePage,
});
