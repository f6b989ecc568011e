import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ArrowRight, CalendarRange, Dumbbell, UserRound, Users, UsersRound } from "lucide-react";
import type { ReactNode } from "react";
import { CollapsibleCard } from "@/components/collapsible-card";
import { useSession } from "@/lib/auth";
import { ClientNotesCard } from "./client-notes-card";

/** Beside the feed: what clients wrote lately, quick links to the coach's screens and the signed-in account. */
export function HomeAside() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <div className="min-w-0 space-y-6">
      <ClientNotesCard />
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
