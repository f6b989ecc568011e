import { Trans } from "@lingui/react/macro";
import { Activity, Inbox } from "lucide-react";
import { CollapsibleCard } from "@/components/collapsible-card";
import type { FeedEntry } from "./feed-entries";
import { FeedRow } from "./feed-row";

/** The recent completed workouts (SPEC section 9's feed), or why there are none yet. */
export function FeedCard({ entries }: { entries: FeedEntry[] }) {
  return (
    <CollapsibleCard
      className="xl:col-span-2"
      testId="feed"
      icon={<Activity className="size-4" />}
      title={<Trans>最近完成的训练</Trans>}
      description={<Trans>学员最新完成的 20 次训练，按完成时间排序</Trans>}
      contentClassName="p-0"
    >
      {entries.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-6 py-14 text-center" data-testid="feed-empty">
          <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
            <Inbox className="size-6" />
          </span>
          <div className="text-sm font-medium">
            <Trans>还没有完成的训练</Trans>
          </div>
          <p className="max-w-sm text-sm text-muted-foreground">
            <Trans>学员完成训练并记录结果后，会第一时间出现在这里。</Trans>
          </p>
        </div>
      ) : (
        <ul className="divide-y">
          {entries.map((entry) => (
            <FeedRow key={entry.workout.id} entry={entry} />
          ))}
        </ul>
      )}
    </CollapsibleCard>
  );
}
