import { Trans } from "@lingui/react/macro";
import { displayWeight } from "#shared/body-units";
import { Section } from "@/components/client-app/sections";
import { bodyweightSeries } from "@/components/progress/weight-series";
import { outboxStore } from "@/lib/client-app/outbox";
import { useClientContext } from "@/lib/client-app/queries";
import { useStore } from "@/lib/store";
import { BodyLog } from "./body-log";
import { weightsWithQueue } from "./body-queue";
import { BodyTrend } from "./body-trend";
import { useClientProgress } from "./progress-query";

/** 体重: today's entry and the trend, the queued weights included. */
export function BodySection() {
  const { userId, today, unitSystem } = useClientContext();
  const queue = useStore(outboxStore);
  const progress = useClientProgress();
  // Older years come as a point a week: enough for the all-time trend, and today is always whole.
  const stored = progress.data ? bodyweightSeries(progress.data) : [];
  const weights = weightsWithQueue(stored, queue, userId);
  const todays = weights.find((w) => w.date === today);
  return (
    <Section title={<Trans>体重</Trans>} testId="client-body-section">
      <BodyLog todayWeight={todays ? displayWeight(todays.kg, unitSystem).value : null} />
      <BodyTrend weights={weights} />
    </Section>
  );
}
