import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { logsInput } from "./-components/logs-query";
import { NutritionPage } from "./-components/nutrition-page";

/** /clients/{slug}/nutrition (issue 31): the client's nutrition plan and the last 30 days' logs. */
export const Route = createFileRoute("/_app/_coach/clients/$slug/nutrition/")({
  staticData: {
    title: msg`营养`,
    crumbs: [{ title: msg`学员`, to: "/clients" }],
  },
  loader: async ({ context, params }) => {
    const { client, user } = await context.queryClient.ensureQueryData(
      context.trpc.clients.get.queryOptions({ slug: params.slug }),
    );
    await Promise.all([
      context.queryClient.ensureQueryData(
        context.trpc.nutrition.plan.get.queryOptions({ client_id: client.id }),
      ),
      context.queryClient.ensureQueryData(
        context.trpc.nutrition.logs.list.queryOptions(logsInput(client.id, user.timezone)),
      ),
    ]);
  },
  component: NutritionPage,
});
