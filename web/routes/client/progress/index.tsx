import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { BodySection } from "./-components/body-section";
import { PhotosSection } from "./-components/photos-section";
import { RecordsMine } from "./-components/records-mine";

/** 进展 of the client app: my bodyweight (issue 28), my records (issue 27), my progress photos (issue 28). */
export const Route = createFileRoute("/client/progress/")({
  staticData: { title: msg`进展` },
  component: ClientProgress,
});

function ClientProgress() {
  return (
    <div className="space-y-7" data-testid="client-progress">
      <h1 className="text-2xl font-semibold tracking-tight" data-testid="page-title">
        <Trans>进展</Trans>
      </h1>
      <BodySection />
      <RecordsMine />
      <PhotosSection />
    </div>
  );
}
