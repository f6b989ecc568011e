import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { BodySection } from "./-components/body-section";
import { PhotosSection } from "./-components/photos-section";

/** The client's own 进展 (issue 28): each section is its own component. */
export const Route = createFileRoute("/client/progress/")({
  staticData: { title: msg`进展` },
  component: ClientProgressPage,
});

function ClientProgressPage() {
  return (
    <div className="space-y-7" data-testid="client-progress-page">
      <h1 className="text-2xl font-semibold tracking-tight" data-testid="page-title">
        <Trans>进展</Trans>
      </h1>
      <BodySection />
      <PhotosSection />
    </div>
  );
}
