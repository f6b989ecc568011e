import { Trans } from "@lingui/react/macro";
import { Section } from "@/components/client-app/sections";
import { outboxStore } from "@/lib/client-app/outbox";
import { useClientContext } from "@/lib/client-app/queries";
import { useStore } from "@/lib/store";
import { PhotosCapture } from "./photos-capture";
import { PhotosRecent } from "./photos-recent";
import { useClientProgress } from "./progress-query";

/** 进展照片: take today's photos by pose, then the latest sessions and what waits to be uploaded. */
export function PhotosSection() {
  const { userId } = useClientContext();
  const queue = useStore(outboxStore);
  const progress = useClientProgress();
  const waiting = queue.filter((e) => e.kind === "photos" && e.userId === userId).length;
  return (
    <Section title={<Trans>进展照片</Trans>} testId="client-photos-section">
      <PhotosCapture />
      <PhotosRecent sessions={progress.data?.photo_sessions ?? []} waiting={waiting} />
    </Section>
  );
}
