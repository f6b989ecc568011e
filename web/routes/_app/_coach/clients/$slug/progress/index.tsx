import { msg } from "@lingui/core/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { ClientPageTabs } from "@/components/clients/client-page-tabs";
import { todayIn } from "@/components/workouts/dates";
import { trpc } from "@/lib/trpc";
import { AssessmentsSection } from "./-components/assessments-section";
import { BodySection } from "./-components/body-section";
import { MetricsSection } from "./-components/metrics-section";
import { overviewOptions } from "./-components/overview-query";
import { PhotosSection } from "./-components/photos-section";
import { RecordsHistorySection } from "./-components/records-history-section";
import { validateProgressSearch } from "./-components/records-search";
import { RecordsTableSection } from "./-components/records-table-section";

/**
 * /clients/{slug}/progress: the client's 进展 — personal records and each exercise's history
 * (issue 27), then bodyweight, metrics, photos and assessments (issue 28), which all read the one
 * `progress.overview` answer. Each section is its own component, one per line.
 */
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
    await Promise.all([
      context.queryClient.ensureQueryData(
        context.trpc.records.personalRecords.queryOptions({ client_id: client.id }),
      ),
      context.queryClient.ensureQueryData(overviewOptions(client.id)),
    ]);
  },
  component: ClientProgress,
});

function ClientProgress() {
  const { slug } = Route.useParams();
  const { client, user } = useSuspenseQuery(trpc.clients.get.queryOptions({ slug })).data;
  const today = todayIn(user.timezone);
  return (
    <div className="space-y-6" data-testid="client-progress">
      <ClientPageTabs slug={slug} name={user.name} />
      <RecordsTableSection clientId={client.id} slug={slug} />
      <RecordsHistorySection clientId={client.id} slug={slug} />
      <BodySection clientId={client.id} today={today} />
      <MetricsSection clientId={client.id} today={today} />
      <PhotosSection clientId={client.id} />
      <AssessmentsSection clientId={client.id} today={today} />
    </div>
  );
}
