import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import {
  Activity,
  ArrowRight,
  CalendarCheck2,
  CalendarRange,
  CheckCircle2,
  Dumbbell,
  Inbox,
  UserRound,
  Users,
  UsersRound,
} from "lucide-react";
import type { ReactNode } from "react";
import { CollapsibleCard } from "@/components/collapsible-card";
import { AttentionLink } from "@/components/home/attention-link";
import { UserAvatar } from "@/components/layout/user-avatar";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Hint } from "@/components/ui/tooltip";
import { type Session, useSession } from "@/lib/auth";
import { feedInput } from "@/lib/feed";
import { formatDateTime, formatDay, formatRelative, formatToday } from "@/lib/format";
import { type RouterOutputs, trpc } from "@/lib/trpc";

/** The home figures cover the same scope as the feed. */
export function summaryInput(trainerId: number | null) {
  return trainerId === null ? {} : { trainer_id: trainerId };
}

/** A trainer's feed is their own clients'; admins and the super admin see their whole scope. */
export function feedTrainerId(session: Session | null): number | null {
  return session?.role === "trainer" ? (session.trainer?.id ?? null) : null;
}

type Feed = RouterOutputs["workouts"]["list"];
type FeedWorkout = Feed["workouts"][number];

type FeedEntry = {
  workout: FeedWorkout;
  clientName: string;
  clientImage: string | null;
  slug: string | null;
  done: number;
  total: number;
  results: Array<{ name: string; result: string }>;
};

function buildFeed(feed: Feed): FeedEntry[] {
  const clients = new Map(feed.clients.map((c) => [c.id, c]));
  const users = new Map(feed.users.map((u) => [u.id, u]));
  const itemsByWorkout = new Map<number, Feed["workout_items"]>();
  for (const item of feed.workout_items) {
    const list = itemsByWorkout.get(item.workout_id) ?? [];
    list.push(item);
    itemsByWorkout.set(item.workout_id, list);
  }
  return feed.workouts.map((workout) => {
    const client = workout.client_id != null ? clients.get(workout.client_id) : undefined;
    const user = client ? users.get(client.user_id) : undefined;
    const items = itemsByWorkout.get(workout.id) ?? [];
    return {
      workout,
      clientName: user?.name ?? "",
      clientImage: user?.image_url ?? null,
      slug: client?.slug ?? null,
      done: items.filter((i) => i.state === "completed").length,
      total: items.length,
      results: items
        .filter((i) => i.result?.trim())
        .slice(0, 2)
        .map((i) => ({ name: i.name, result: (i.result ?? "").trim() })),
    };
  });
}

/** Coach home: greeting, a few figures and the recent completed-workouts feed (SPEC section 9). */
export function HomePage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const trainerId = feedTrainerId(session);
  const { data } = useSuspenseQuery(trpc.workouts.list.queryOptions(feedInput(trainerId)));
  // Real totals from the server: the feed holds only the newest 20 completions.
  const { data: summary } = useSuspenseQuery(trpc.workouts.summary.queryOptions(summaryInput(trainerId)));
  const entries = buildFeed(data);
  const thisWeek = summary.completed_this_week;
  const activeClients =
    session?.role === "trainer"
      ? (session.trainer?.active_clients_count ?? 0)
      : (session?.organization?.active_clients_count ?? session?.trainer?.active_clients_count ?? 0);
  const distinctClients = summary.active_clients_7_days;
  const name = session?.user?.name ?? "";
  const hour = new Date().getHours();
  const greeting =
    hour < 5
      ? t`夜深了，${name}`
      : hour < 12
        ? t`早上好，${name}`
        : hour < 18
          ? t`下午好，${name}`
          : t`晚上好，${name}`;

  return (
    <div className="space-y-6">
      <Card className="relative overflow-hidden border-0 bg-gradient-to-br from-primary via-primary to-violet-500 py-0 text-primary-foreground shadow-lg shadow-primary/20">
        <div
          aria-hidden="true"
          className="absolute -top-20 -right-16 size-72 rounded-full bg-white/10 blur-2xl"
        />
        <div
          aria-hidden="true"
          className="absolute right-24 -bottom-24 size-56 rounded-full bg-white/10 blur-2xl"
        />
        <CardContent className="relative flex flex-col gap-6 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
          <div className="min-w-0">
            <p className="text-sm text-primary-foreground/75">{formatToday(i18n.locale)}</p>
            <h2
              className="mt-1 truncate text-2xl font-semibold tracking-tight sm:text-3xl"
              data-testid="greeting"
            >
              {greeting}
            </h2>
            <p className="mt-2 max-w-xl text-sm text-primary-foreground/80">
              {session?.organization ? (
                <Trans>
                  {session.organization.name} · 本周已有 {thisWeek} 次训练完成，继续保持！
                </Trans>
              ) : (
                <Trans>本周已有 {thisWeek} 次训练完成，继续保持！</Trans>
              )}
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <Link
              to="/clients"
              className="inline-flex h-9 items-center gap-2 rounded-md bg-white px-4 text-sm font-medium text-primary shadow-sm transition-colors hover:bg-white/90"
            >
              <Users className="size-4" />
              <Trans>查看学员</Trans>
            </Link>
            <Link
              to="/programs"
              className="inline-flex h-9 items-center gap-2 rounded-md bg-white/15 px-4 text-sm font-medium text-white ring-1 ring-white/25 transition-colors hover:bg-white/25"
            >
              <CalendarRange className="size-4" />
              <Trans>训练计划</Trans>
            </Link>
          </div>
        </CardContent>
      </Card>

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
          value={distinctClients}
        />
      </div>

      <div className="grid gap-6 xl:grid-cols-3">
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

        <div className="min-w-0 space-y-6">
          <CollapsibleCard icon={<ArrowRight className="size-4" />} title={<Trans>快捷入口</Trans>}>
            <div className="grid grid-cols-2 gap-3">
              <QuickLink to="/clients" icon={<Users className="size-5" />} label={t`学员`} />
              <QuickLink to="/programs" icon={<CalendarRange className="size-5" />} label={t`训练计划`} />
              <QuickLink to="/library" icon={<Dumbbell className="size-5" />} label={t`动作库`} />
              <QuickLink to="/team" icon={<UsersRound className="size-5" />} label={t`团队`} />
            </div>
          </CollapsibleCard>
          <CollapsibleCard icon={<UserRound className="size-4" />} title={<Trans>我的账户</Trans>}>
            <dl className="space-y-3 text-sm">
              <Row label={t`姓名`} value={session?.user?.name} />
              <Row label={t`邮箱`} value={session?.user?.email} />
              <Row label={t`所属组织`} value={session?.organization?.name} />
            </dl>
            <Link
              to="/profile"
              className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
            >
              <Trans>编辑个人资料</Trans>
              <ArrowRight className="size-3.5" />
            </Link>
          </CollapsibleCard>
        </div>
      </div>
    </div>
  );
}

function FeedRow({ entry }: { entry: FeedEntry }) {
  const { t, i18n } = useLingui();
  const { workout } = entry;
  const title = workout.title || t`未命名训练`;
  const clientName = entry.clientName || t`未知学员`;
  const body = (
    <div className="flex gap-4 px-6 py-4 transition-colors group-hover:bg-accent/40">
      <UserAvatar name={entry.clientName} imageUrl={entry.clientImage} className="mt-0.5 size-10" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="min-w-0 text-sm">
            <span className="font-semibold" data-testid="feed-client">
              {clientName}
            </span>{" "}
            <span className="text-muted-foreground">
              <Trans>完成了</Trans>
            </span>{" "}
            <span className="font-medium text-primary group-hover:underline" data-testid="feed-title">
              {title}
            </span>
          </p>
          <Hint label={formatDateTime(workout.updated_at, i18n.locale)}>
            <time dateTime={workout.updated_at} className="shrink-0 text-xs text-muted-foreground">
              {formatRelative(workout.updated_at, i18n.locale)}
            </time>
          </Hint>
        </div>
        <div className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {workout.due && (
            <span className="inline-flex items-center gap-1">
              <CalendarCheck2 className="size-3.5" />
              {formatDay(workout.due, i18n.locale)}
            </span>
          )}
          {entry.total > 0 && (
            <Badge variant={entry.done === entry.total ? "success" : "secondary"} data-testid="feed-summary">
              <CheckCircle2 />
              {t`${entry.done}/${entry.total} 个动作已完成`}
            </Badge>
          )}
          {workout.program_name && <Badge variant="soft">{workout.program_name}</Badge>}
        </div>
        {entry.results.length > 0 && (
          <ul className="mt-2.5 space-y-1 rounded-lg border border-dashed bg-muted/40 px-3 py-2 text-xs">
            {entry.results.map((r) => (
              <li key={r.name + r.result} className="truncate">
                <span className="font-medium text-foreground">{r.name}</span>
                <span className="text-muted-foreground"> — {r.result}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
  return (
    <li data-testid="feed-item">
      {entry.slug ? (
        <Link
          to="/clients/$slug/workouts/{-$id}"
          params={{ slug: entry.slug, id: String(workout.id) }}
          className="group block outline-none focus-visible:bg-accent/40"
        >
          {body}
        </Link>
      ) : (
        <div className="group">{body}</div>
      )}
    </li>
  );
}

const TONES = {
  primary: "bg-primary/10 text-primary",
  success: "bg-success/12 text-success",
  warning: "bg-warning/15 text-amber-600 dark:text-warning",
  info: "bg-sky-500/12 text-sky-600 dark:text-sky-400",
} as const;

function StatCard({
  icon,
  label,
  value,
  tone,
}: {
  icon: ReactNode;
  label: string;
  value: number;
  tone: keyof typeof TONES;
}) {
  return (
    <Card className="py-4 sm:py-5">
      <CardContent className="flex flex-col items-start gap-3 px-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
        <span className={`grid size-11 shrink-0 place-items-center rounded-xl ${TONES[tone]}`}>{icon}</span>
        <div className="min-w-0">
          <div className="text-2xl font-semibold tabular-nums leading-none">{value}</div>
          <div className="mt-1.5 truncate text-sm text-muted-foreground">{label}</div>
        </div>
      </CardContent>
    </Card>
  );
}

function QuickLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <Link
      to={to}
      className="flex flex-col items-center gap-2 rounded-xl border bg-background p-4 text-sm font-medium transition-all hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md"
    >
      <span className="grid size-10 place-items-center rounded-lg bg-primary/10 text-primary">{icon}</span>
      {label}
    </Link>
  );
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 truncate font-medium">{value || "—"}</dd>
    </div>
  );
}

export function HomeSkeleton() {
  return (
    <div className="space-y-6">
      <Skeleton className="h-40 w-full rounded-xl" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}
