import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CalendarRange, Users } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { useSession } from "@/lib/auth";
import { formatToday } from "@/lib/format";

/** The home's banner: today, a greeting by the hour, this week's completions, links onward. */
export function GreetingCard({ thisWeek }: { thisWeek: number }) {
  const { t, i18n } = useLingui();
  const session = useSession();
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
    <Card className="relative overflow-hidden border-0 bg-gradient-to-br from-brand via-brand to-violet-600 py-0 text-brand-foreground shadow-lg shadow-brand/20">
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
          <p className="text-sm text-brand-foreground/90">{formatToday(i18n.locale)}</p>
          <h2
            className="mt-1 truncate text-2xl font-semibold tracking-tight sm:text-3xl"
            data-testid="greeting"
          >
            {greeting}
          </h2>
          <p className="mt-2 max-w-xl text-sm text-brand-foreground/90">
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
            className="inline-flex h-9 items-center gap-2 rounded-md bg-white px-4 text-sm font-medium text-brand shadow-sm transition-colors hover:bg-white/90"
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
  );
}
