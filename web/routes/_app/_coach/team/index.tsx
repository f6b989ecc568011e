import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { TEAM_PAGE_SIZE } from "./-components/model";
import { TeamPage } from "./-components/team-page";
import { TeamSkeleton } from "./-components/team-skeleton";

/** The team (issue 12): the organization's trainers; its admins (and the owner) act on it. */
export const Route = createFileRoute("/_app/_coach/team/")({
  staticData: { title: msg`团队` },
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(context.trpc.trainers.list.queryOptions({ page: 1, per_page: TEAM_PAGE_SIZE }))
      .then(() => undefined),
  pendingComponent: TeamSkeleton,
  component: TeamPage,
});
