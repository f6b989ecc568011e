import { Trans } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { ComplianceValue } from "@/components/clients/client-badges";
import { ClientPageTabs } from "@/components/clients/client-page-tabs";
import { Button } from "@/components/ui/button";
import { todayIn } from "@/components/workouts/dates";
import { trpc } from "@/lib/trpc";
import { DayCard } from "./day-card";
import { useOlderDays } from "./days-older";
import { logsInput } from "./logs-query";
import { PlanCard } from "./plan-card";

const PlanDialog = lazy(() => import("./plan-dialog"));

const route = getRouteApi("/_app/_coach/clients/$slug/nutrition/");

/**
 * /clients/{slug}/nutrition (issue 31): the client's 7/30-day nutrition compliance, its plan (the
 * editor loads when opened) and the last 30 days' logs, newest first, each with the coach's comment;
 * older days a page at a time (显示更早的记录).
 */
export function NutritionPage() {
  const { slug } = route.useParams();
  const { data: clientData } = useSuspenseQuery(trpc.clients.get.queryOptions({ slug }));
  const clientId = clientData.client.id;
  const timezone = clientData.user.timezone;
  const { data: planData } = useSuspenseQuery(trpc.nutrition.plan.get.queryOptions({ client_id: clientId }));
  const { data: logsData } = useSuspenseQuery(
    trpc.nutrition.logs.list.queryOptions(logsInput(clientId, timezone)),
  );
  const [editing, setEditing] = useState(false);
  const plan = planData.nutrition_plan;
  const clientName = clientData.user.name;
  const older = useOlderDays(clientId, timezone);
  const logs = [...logsData.daily_nutrition_logs, ...older.logs];

  return (
    <div className="mx-auto max-w-5xl space-y-5" data-testid="nutrition-page">
      <ClientPageTabs slug={slug} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="truncate text-xl font-semibold tracking-tight">
            <Trans>{clientName} 的营养</Trans>
          </h1>
          <p className="text-sm text-muted-foreground">
            <Trans>达标率 = 达标天数 ÷ 计划开始以来的天数；今天记录后才计入。</Trans>
          </p>
        </div>
        <dl className="flex gap-5 text-sm">
          <div className="flex items-center gap-1.5">
            <dt className="text-muted-foreground">
              <Trans>7 天</Trans>
            </dt>
            <dd data-testid="nutrition-rate-7">
              <ComplianceValue rate={clientData.client.nutrition_compliance_rate_for_7_days} />
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="text-muted-foreground">
              <Trans>30 天</Trans>
            </dt>
            <dd data-testid="nutrition-rate-30">
              <ComplianceValue rate={clientData.client.nutrition_compliance_rate_for_30_days} />
            </dd>
          </div>
        </dl>
      </div>

      <PlanCard plan={plan} onEdit={() => setEditing(true)} />

      <section className="space-y-3">
        <h2 className="font-semibold">
          {older.logs.length > 0 ? <Trans>每日记录</Trans> : <Trans>最近 30 天的记录</Trans>}
        </h2>
        {logs.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
            <Trans>最近 30 天还没有记录。学员在 App 里记录每天的饮食后，会显示在这里。</Trans>
          </p>
        ) : (
          <ul className="space-y-3">
            {logs.map((log) => (
              <DayCard key={log.id} log={log} plan={plan} />
            ))}
          </ul>
        )}
        {older.hasMore && (
          <div className="flex justify-center">
            <Button
              variant="outline"
              size="sm"
              onClick={older.loadMore}
              disabled={older.loading}
              data-testid="nutrition-days-older"
            >
              {older.loading ? <Trans>加载中…</Trans> : <Trans>显示更早的记录</Trans>}
            </Button>
          </div>
        )}
      </section>

      <Suspense fallback={null}>
        {editing && (
          <PlanDialog
            clientId={clientId}
            plan={plan}
            today={todayIn(timezone)}
            onOpenChange={(open) => !open && setEditing(false)}
          />
        )}
      </Suspense>
    </div>
  );
}
