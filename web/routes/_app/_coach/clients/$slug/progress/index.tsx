import { msg } from "@lingui/core/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { todayIn } from "@/components/workouts/dates";
import { trpc } from "@/lib/trpc";
import { AssessmentsSection } from "./-components/assessments-section";
import { BodySection } from "./-components/body-section";
import { MetricsSection } from "./-components/metrics-section";
import { overviewOptions } from "./-components/overview-query";
import { PhotosSection } from "./-components/photos-section";

/**
 * /clients/{slug}/progress: the client's 进展 view. Every section reads the one `progress.overview`
 * answer the loader awaits; each section is its own component.
 */
export const Route = createFileRoute("/_app/_coach/clients/$slug/progress/")({
  staticData: {
    title: msg`学员进展`,
    crumbs: [{ title: msg`学员`, to: "/clients" }],
  },
  loader: async ({ context, params }) => {
    const { client } = await context.queryClient.ensureQueryData(
      context.trpc.clients.get.queryOptions({ slug: params.slug }),
    );
    await context.queryClient.ensureQueryData(overviewOptions(client.id));
  },
  component: ProgressPage,
});

function ProgressPage() {
  const { slug } = Route.useParams();
  const { client, user } = useSuspenseQuery(trpc.clients.get.queryOptions({ slug })).data;
  const today = todayIn(user.timezone);
  return (
    <div className="space-y-6" data-testid="progress-page">
      <BodySection clientId={client.id} today={today} />
      <MetricsSection clientId={client.id} today={today} />
      <PhotosSection clientId={client.id} />
      <AssessmentsSection clientId={client.id} today={today} />
    </div>
  );
}
