import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Circle, Eye, Moon, Repeat, Video } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDay } from "@/lib/format";
import { type RouterOutputs, trpc } from "@/lib/trpc";
import type { Ymd } from "./dates";
import { itemLabels, workoutStatus } from "./model";
import { RichText } from "./rich-text";
import { StatusMark } from "./workout-card";
import { WorkoutComments } from "./workout-comments";

type LoadedWorkout = RouterOutputs["workouts"]["get"]["workout"];

/**
 * One workout of a client, shown and never edited (the super admin's view of a client's calendar):
 * title, date and state, rest day, description, warm-up, the items in order with the client's
 * results, cool-down, and the comments. A side sheet like the coach's editor, without a field.
 */
export function WorkoutView({
  workoutId,
  today,
  onClose,
}: {
  /** The open workout; null keeps the sheet closed. */
  workoutId: number | null;
  /** Today in the client's timezone (a pending workout before it is missed). */
  today: Ymd;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Sheet open={workoutId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        side="right"
        closeLabel={t`关闭`}
        className="w-full gap-0 overflow-y-auto sm:max-w-xl"
        data-testid="workout-view"
      >
        {workoutId !== null && <LoadedView key={workoutId} id={workoutId} today={today} />}
      </SheetContent>
    </Sheet>
  );
}

function LoadedView({ id, today }: { id: number; today: Ymd }) {
  const { data, isError } = useQuery(trpc.workouts.get.queryOptions({ id }));
  if (isError && !data) {
    return (
      <SheetHeader>
        <SheetTitle>
          <Trans>找不到这个训练</Trans>
        </SheetTitle>
        <SheetDescription>
          <Trans>它可能已被删除。</Trans>
        </SheetDescription>
      </SheetHeader>
    );
  }
  if (!data) {
    return (
      <>
        <SheetHeader className="border-b">
          <SheetTitle>
            <Skeleton className="h-6 w-48" />
          </SheetTitle>
          <SheetDescription className="sr-only">
            <Trans>训练内容、动作、热身与放松、结果和评论</Trans>
          </SheetDescription>
        </SheetHeader>
        <div className="space-y-3 p-4">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      </>
    );
  }
  return <WorkoutDetails workout={data.workout} today={today} />;
}

function WorkoutDetails({ workout, today }: { workout: LoadedWorkout; today: Ymd }) {
  const { t, i18n } = useLingui();
  const title = workout.title || (workout.rest_day ? t`休息日` : t`未命名训练`);
  const items = [...workout.workout_items].sort((a, b) => a.position - b.position || a.id - b.id);
  const labels = itemLabels(items);
  return (
    <>
      <SheetHeader className="border-b pr-10">
        <SheetTitle className="[overflow-wrap:anywhere]" data-testid="workout-view-title">
          {title}
        </SheetTitle>
        <SheetDescription className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {workout.due && <span data-testid="workout-view-date">{formatDay(workout.due, i18n.locale)}</span>}
          <span data-testid="workout-view-status">
            <StatusMark status={workoutStatus(workout, today)} />
          </span>
        </SheetDescription>
        <div className="flex flex-wrap items-center gap-1.5 pt-1">
          <Badge
            variant="outline"
            className="font-normal text-muted-foreground"
            data-testid="workout-view-read-only"
          >
            <Eye />
            <Trans>只读</Trans>
          </Badge>
          {workout.program_name && (
            <Badge variant="soft" className="font-normal">
              {workout.program_name}
            </Badge>
          )}
        </div>
      </SheetHeader>
      <div className="space-y-5 p-4">
        {workout.rest_day ? (
          <Section title={t`休息日`} icon={<Moon className="size-4 text-muted-foreground" />}>
            <Prose text={workout.rest_day_instructions} empty={t`没有休息日说明`} />
          </Section>
        ) : (
          <>
            {workout.short_description && (
              <RichText
                html={workout.short_description}
                className="text-sm"
                data-testid="workout-view-description"
              />
            )}
            <Warmup
              title={t`热身`}
              text={workout.warmup}
              exercises={workout.warmup_selected_exercises}
              testId="warmup"
            />
            <Section title={t`动作`}>
              {items.length === 0 ? (
                <p className="text-muted-foreground text-sm">
                  <Trans>还没有动作</Trans>
                </p>
              ) : (
                <ol className="space-y-2">
                  {items.map((item, i) => (
                    <ItemRow key={item.id} item={item} label={labels[i] ?? ""} />
                  ))}
                </ol>
              )}
            </Section>
            <Warmup
              title={t`放松`}
              text={workout.cooldown}
              exercises={workout.cooldown_selected_exercises}
              testId="cooldown"
            />
          </>
        )}
        <WorkoutComments workoutId={workout.id} readOnly />
      </div>
    </>
  );
}

function ItemRow({ item, label }: { item: LoadedWorkout["workout_items"][number]; label: string }) {
  const { t } = useLingui();
  const done = item.state === "completed";
  return (
    <li className="rounded-lg border p-3 text-sm" data-testid="view-item" data-done={done || undefined}>
      <div className="flex items-start gap-2">
        <span className="w-7 shrink-0 font-semibold text-muted-foreground">{label})</span>
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <span className="font-medium [overflow-wrap:anywhere]" data-testid="view-item-name">
              {item.name}
            </span>
            {item.is_circuit && (
              <span className="inline-flex items-center gap-0.5 text-muted-foreground text-xs">
                <Repeat className="size-3" />
                <Trans>循环/超级组</Trans>
              </span>
            )}
            {item.request_video && (
              <span className="inline-flex items-center gap-0.5 text-muted-foreground text-xs">
                <Video className="size-3" />
                <Trans>要求视频</Trans>
              </span>
            )}
          </div>
          {item.info && <p className="whitespace-pre-line text-muted-foreground">{item.info}</p>}
          {item.result && (
            <p className="whitespace-pre-line text-success" data-testid="view-item-result">
              <span className="sr-only">
                <Trans>结果</Trans>:{" "}
              </span>
              {item.result}
            </p>
          )}
        </div>
        <span
          className={done ? "shrink-0 text-success" : "shrink-0 text-muted-foreground/60"}
          data-testid="view-item-done"
        >
          {done ? (
            <CheckCircle2 className="size-4" role="img" aria-label={t`已完成`} />
          ) : (
            <Circle className="size-4" role="img" aria-label={t`待完成`} />
          )}
        </span>
      </div>
    </li>
  );
}

function Warmup({
  title,
  text,
  exercises,
  testId,
}: {
  title: string;
  text: string | null;
  exercises: LoadedWorkout["warmup_selected_exercises"];
  testId: string;
}) {
  if (!text && exercises.length === 0) return null;
  return (
    <Section title={title} testId={`view-${testId}`}>
      <Prose text={text} />
      {exercises.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {exercises.map((exercise) => (
            <li key={String(exercise.id)} className="rounded-full border bg-muted/50 px-2 py-0.5 text-xs">
              {exercise.name}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Section({
  title,
  icon,
  testId,
  children,
}: {
  title: string;
  icon?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-2" data-testid={testId}>
      <h3 className="flex items-center gap-1.5 font-medium text-sm">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

function Prose({ text, empty }: { text: string | null; empty?: string }) {
  if (!text) return empty ? <p className="text-muted-foreground text-sm">{empty}</p> : null;
  return <p className="whitespace-pre-line text-sm [overflow-wrap:anywhere]">{text}</p>;
}
