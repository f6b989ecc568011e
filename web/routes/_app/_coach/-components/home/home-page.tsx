import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Activity, CalendarCheck2, Users } from "lucide-react";
import { AttentionLink } from "@/components/home/attention-link";
import { useSession } from "@/lib/auth";
import { feedInput } from "@/lib/feed";
import { trpc } from "@/lib/trpc";
import { FeedCard } from "./feed-card";
import { buildFeed } from "./feed-entries";
import { GreetingCard } from "./greeting-card";
import { HomeAside } from "./home-aside";
import { feedTrainerId, summaryInput } from "./home-input";
import { StatCard } from "./stat-card";

/** Coach home: greeting, a few figures and the recent completed-workouts feed (SPEC section 9). */
export function HomePage() {
  const { t } = useLingui();
  const session = useSession();
  const trainerId = feedTrainerId(session);
  const { data } = useSuspenseQuery(trpc.workouts.list.queryOptions(feedInput(trainerId)));
  // Real totals from the server: the feed holds only the newest 20 completions.
  const { data: summary } = useSuspenseQuery(trpc.workouts.summary.queryOptions(summaryInput(trainerId)));
  const thisWeek = summary.completed_this_week;
  const activeClients =
    session?.role === "trainer"
      ? (session.trainer?.active_clients_count ?? 0)
      : (session?.organization?.active_clients_count ?? session?.trainer?.active_clients_count ?? 0);

  return (
    <div className="space-y-6">
      <GreetingCard thisWeek={thisWeek} />

      <AttentionLink trainerId={trainerId} />

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 [&>*:last-child]:col-span-2 sm:[&>*:last-child]:col-span-1">
        <StatCard
          icon={<Users className="size-5" />}
          tone="primary"
          label={t`在训学员`}
          value={activeClients}
        />
        <StatCard
          icon={<CalendarCheck2 className="size-5" />}
          tone="success"
          label={t`本周完成训练`}
          value={thisWeek}
        />
        <StatCard
          icon={<Activity className="size-5" />}
          tone="info"
          label={t`近期活跃学员`}
          value={summary.active_clients_7_days}
        />
      </div>

      <div className="grid gap-6 xl:grid-cols-3">
        <FeedCard entries={buildFeed(data)} />
        <HomeAside />
      </div>
    </div>
  );
}
