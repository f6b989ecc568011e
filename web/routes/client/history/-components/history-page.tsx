import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ListSkeleton, OfflineEmpty, Section } from "@/components/client-app/sections";
import { WorkoutRow } from "@/components/client-app/workout-row";
import { Button } from "@/components/ui/button";
import { addDays, formatRange, mondayOf } from "@/components/workouts/dates";
import { type ClientWorkout, joinPayload, type WorkoutsPayload } from "@/lib/client-app/model";
import { outboxStore } from "@/lib/client-app/outbox";
import { historyInput, useClientContext } from "@/lib/client-app/queries";
import { useStore } from "@/lib/store";
import { trpc } from "@/lib/trpc";
import { ComplianceTiles } from "./compliance-tiles";

/** Completed workouts, newest first, grouped by Monday–Sunday week; more pages on request. */
export function HistoryPage() {
  const { i18n } = useLingui();
  const { clientId, userId, today } = useClientContext();
  const queue = useStore(outboxStore);
  const [pages, setPages] = useState(1);
  const client = useQuery(trpc.clients.get.queryOptions({ id: clientId }));
  const results = useQueries({
    queries: Array.from({ length: pages }, (_, i) =>
      trpc.clients.workouts.queryOptions(historyInput(clientId, i + 1)),
    ),
  });
  const payloads = results.map(
    (r) => r.data as (WorkoutsPayload & { meta?: { total_pages: number } }) | undefined,
  );
  // joinPayload sorts each page by day ascending; history reads newest first.
  const shown = payloads.flatMap((p) => joinPayload(p, queue, userId, today));
  shown.sort(
    (a, b) => (b.workout.due ?? "").localeCompare(a.workout.due ?? "") || b.workout.id - a.workout.id,
  );
  const totalPages = payloads.at(-1)?.meta?.total_pages ?? 1;
  const loading = results.some((r) => r.isPending && r.fetchStatus !== "paused");
  const offline = results.some((r) => r.isPending && r.fetchStatus === "paused");

  return (
    <div className="space-y-7">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight" data-testid="page-title">
          <Trans>训练历史</Trans>
        </h1>
        {client.data && (
          <p className="mt-1 text-sm text-muted-foreground">
            <Trans>累计完成 {client.data.client.completed_workouts_count} 次训练</Trans>
          </p>
        )}
      </div>
      <ComplianceTiles client={client.data?.client} />

      {weeks(shown).map(([monday, list]) => (
        <Section
          key={monday}
          title={
            <span className="flex items-baseline justify-between">
              <span>{formatRange(monday, addDays(monday, 6), i18n.locale)}</span>
              <span className="text-xs font-normal text-muted-foreground">
                <Plural value={list.length} one="# 次" other="# 次" />
              </span>
            </span>
          }
          testId="history-week"
        >
          {list.map((item) => (
            <WorkoutRow key={item.workout.id} shown={item} />
          ))}
        </Section>
      ))}
      {loading && <ListSkeleton rows={3} />}
      {offline && <OfflineEmpty />}
      {!loading && !offline && shown.length === 0 && (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          <Trans>还没有完成的训练。完成第一次训练后，它会出现在这里。</Trans>
        </p>
      )}
      {!loading && pages < totalPages && (
        <Button variant="outline" className="h-12 w-full" onClick={() => setPages((n) => n + 1)}>
          <Trans>加载更早的训练</Trans>
        </Button>
      )}
    </div>
  );
}

function weeks(list: ClientWorkout[]): Array<[string, ClientWorkout[]]> {
  const byWeek = new Map<string, ClientWorkout[]>();
  for (const shown of list) {
    if (!shown.workout.due) continue;
    const monday = mondayOf(shown.workout.due);
    byWeek.set(monday, [...(byWeek.get(monday) ?? []), shown]);
  }
  return [...byWeek];
}
