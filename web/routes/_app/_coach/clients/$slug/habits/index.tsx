import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { HabitsPage } from "./-components/habits-page";

/** /clients/{slug}/habits (issue 31): the client's habits, their compliance and check-ins. */
export const Route = createFileRoute("/_app/_coach/clients/$slug/habits/")({
  staticData: {
    title: msg`习惯`,
    crumbs: [{ title: msg`学员`, to: "/clients" }],
  },
  loader: async ({ context, params }) => {
    const { client } = await context.queryClient.ensureQueryData(
      context.trpc.clients.get.queryOptions({ slug: params.slug }),
    );
    await context.queryClient.ensureQueryData(
      context.trpc.habits.list.queryOptions({ client_id: client.id }),
    );
  },
  component: HabitsPage,
});
