import { Trans } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { ListChecks, Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { ClientPageTabs } from "@/components/clients/client-page-tabs";
import { doneDatesOf, type Habit } from "@/components/habits/model";
import { Button } from "@/components/ui/button";
import { trpc } from "@/lib/trpc";
import { HabitCard } from "./habit-card";

const HabitFormDialog = lazy(() => import("./habit-form-dialog"));
const DeleteHabitDialog = lazy(() => import("./delete-habit-dialog"));

const route = getRouteApi("/_app/_coach/clients/$slug/habits/");

type Editing = { mode: "new" } | { mode: "edit"; habit: Habit } | null;

/**
 * /clients/{slug}/habits (issue 31): the client's habits with their 7/30-day compliance, streak
 * and the last four weeks' check-ins; add, change and delete them (dialogs load when opened).
 */
export function HabitsPage() {
  const { slug } = route.useParams();
  const { data: clientData } = useSuspenseQuery(trpc.clients.get.queryOptions({ slug }));
  const clientId = clientData.client.id;
  const { data } = useSuspenseQuery(trpc.habits.list.queryOptions({ client_id: clientId }));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Habit | null>(null);
  const clientName = clientData.user.name;

  return (
    <div className="mx-auto max-w-5xl space-y-5" data-testid="habits-page">
      <ClientPageTabs slug={slug} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="truncate text-xl font-semibold tracking-tight">
            <Trans>{clientName} 的习惯</Trans>
          </h1>
          <p className="text-sm text-muted-foreground">
            <Trans>完成率 = 已打卡天数 ÷ 按每周天数应打卡的天数；今天打卡后才计入。</Trans>
          </p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" onClick={() => setEditing({ mode: "new" })} data-testid="add-habit">
            <Plus />
            <Trans>添加习惯</Trans>
          </Button>
        </div>
      </div>

      {data.habits.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center text-sm text-muted-foreground">
          <ListChecks className="size-8 text-primary" aria-hidden />
          <p>
            <Trans>还没有习惯。添加一个，比如「喝水 2 升」或「8,000 步」，学员每天在 App 里打卡。</Trans>
          </p>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {data.habits.map((habit) => (
            <HabitCard
              key={habit.id}
              habit={habit}
              done={doneDatesOf(habit.id, data.check_ins)}
              today={data.today}
              onEdit={() => setEditing({ mode: "edit", habit })}
              onDelete={() => setDeleting(habit)}
            />
          ))}
        </ul>
      )}

      <Suspense fallback={null}>
        {editing && (
          <HabitFormDialog
            clientId={clientId}
            habit={editing.mode === "edit" ? editing.habit : null}
            today={data.today}
            open
            onOpenChange={(open) => !open && setEditing(null)}
          />
        )}
        {deleting && (
          <DeleteHabitDialog habit={deleting} open onOpenChange={(open) => !open && setDeleting(null)} />
        )}
      </Suspense>
    </div>
  );
}
