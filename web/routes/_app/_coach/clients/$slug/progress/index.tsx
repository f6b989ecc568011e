import { msg } from "@lingui/core/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { ClientPageTabs } from "@/components/clients/client-page-tabs";
import { trpc } from "@/lib/trpc";
import { RecordsHistorySection } from "./-components/records-history-section";
import { validateProgressSearch } from "./-components/records-search";
import { RecordsTableSection } from "./-components/records-table-section";

/** /clients/{slug}/progress: the client's 进展 (personal records and each exercise's history). */
export const Route = createFileRoute("/_app/_coach/clients/$slug/progress/")({
  staticData: {
    title: msg`学员进展`,
    crumbs: [{ title: msg`学员`, to: "/clients" }],
  },
  validateSearch: validateProgressSearch,
  loader: async ({ context, params }) => {
    const { client } = await context.queryClient.ensureQueryData(
      context.trpc.clients.get.queryOptions({ slug: params.slug }),
    );
    await context.queryClient.ensureQueryData(
      context.trpc.records.personalRecords.queryOptions({ client_id: client.id }),
    );
  },
  component: ClientProgress,
});

function ClientProgress() {
  const { slug } = Route.useParams();
  const { client, user } = useSuspenseQuery(trpc.clients.get.queryOptions({ slug })).data;
  return (
    <div className="space-y-6" data-testid="client-progress">
      <ClientPageTabs slug={slug} name={user.name} />
      <RecordsTableSection clientId={client.id} slug={slug} />
      <RecordsHistorySection clientId={client.id} slug={slug} />
    </div>
  );
}
