import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useMatches } from "@tanstack/react-router";
import { CalendarCheck2, ChartNoAxesColumnIncreasing, Dumbbell, UsersRound } from "lucide-react";
import type { ReactNode } from "react";
import { HostBrand } from "@/components/branding/host-brand";
import { useDocumentTitle } from "@/lib/branding/document-title";
import { useBranding } from "@/lib/branding/use-branding";
import { OrganizationPanel } from "./organization-panel";
import { AuthPreferences } from "./preferences";

/**
 * Split layout of the public pages (sign-in, register, reset): a brand panel on wide screens and
 * the form on the right. Language and theme switches are reachable before signing in. At an
 * organization's host (issue 30) the panel and the header carry the organization's brand instead.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
  variant = "coach",
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  variant?: "coach" | "admin";
}) {
  const { i18n } = useLingui();
  const pageTitle = useMatches({ select: (m) => m[m.length - 1]?.staticData.title });
  useDocumentTitle(pageTitle ? i18n._(pageTitle) : "");
  const branding = useBranding();
  return (
    <div className="grid min-h-svh bg-background lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]">
      {branding.kind === "organization" ? (
        <OrganizationPanel branding={branding} />
      ) : (
        <PlatformPanel variant={variant} />
      )}

      <main className="flex min-h-svh flex-col">
        <div className="flex items-center justify-between gap-2 p-4 sm:p-6">
          <Link to="/" className="flex min-w-0 items-center gap-2.5 lg:invisible" data-testid="auth-brand">
            <HostBrand markClassName="size-8" />
          </Link>
          <AuthPreferences />
        </div>
        <div className="flex flex-1 items-center justify-center px-5 pb-10 sm:px-8">
          <div className="page-enter w-full max-w-[420px]">
            <div className="mb-8">
              <h1 className="text-2xl font-semibold tracking-tight" data-testid="page-title">
                {title}
              </h1>
              {subtitle && <p className="mt-2 text-sm text-muted-foreground">{subtitle}</p>}
            </div>
            {children}
            {footer && <div className="mt-8 text-center text-sm text-muted-foreground">{footer}</div>}
          </div>
        </div>
      </main>
    </div>
  );
}

/** The platform's own panel: what the product does, for coaches. */
function PlatformPanel({ variant }: { variant: "coach" | "admin" }) {
  return (
    <aside className="relative hidden overflow-hidden bg-[oklch(0.23_0.06_275)] text-white lg:flex lg:flex-col">
      <div
        aria-hidden="true"
        className="absolute -top-32 -left-24 size-[30rem] rounded-full bg-[oklch(0.55_0.24_275)] opacity-50 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -right-24 -bottom-40 size-[28rem] rounded-full bg-[oklch(0.6_0.2_320)] opacity-30 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(to_right,rgba(255,255,255,0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgba(255,255,255,0.05)_1px,transparent_1px)] bg-[size:44px_44px] [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)]"
      />
      <div className="relative flex flex-1 flex-col p-10 xl:p-14">
        <Link to="/" className="flex items-center gap-3">
          <HostBrand
            markClassName="bg-white/15 from-white/20 to-white/5 shadow-none ring-1 ring-white/25"
            nameClassName="text-white"
            inverted
          />
        </Link>
        <div className="my-auto max-w-lg py-12">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-medium ring-1 ring-white/15">
            <span className="size-1.5 rounded-full bg-emerald-400" />
            {variant === "admin" ? <Trans>平台管理控制台</Trans> : <Trans>为健身教练打造的工作台</Trans>}
          </p>
          <h2 className="text-4xl font-semibold leading-tight tracking-tight xl:text-[2.75rem]">
            <Trans>让每一次训练都有迹可循</Trans>
          </h2>
          <p className="mt-4 text-base text-white/70">
            <Trans>管理学员、编排训练计划、追踪完成情况——在一个地方完成教练工作的每一步。</Trans>
          </p>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2">
            <Feature icon={<UsersRound className="size-4" />} title={<Trans>学员管理</Trans>}>
              <Trans>档案、目标与完成率一目了然</Trans>
            </Feature>
            <Feature icon={<CalendarCheck2 className="size-4" />} title={<Trans>训练计划</Trans>}>
              <Trans>多周计划一键分配给学员</Trans>
            </Feature>
            <Feature icon={<Dumbbell className="size-4" />} title={<Trans>动作库</Trans>}>
              <Trans>动作、热身与放松，附视频</Trans>
            </Feature>
            <Feature
              icon={<ChartNoAxesColumnIncreasing className="size-4" />}
              title={<Trans>训练反馈</Trans>}
            >
              <Trans>实时查看学员的训练结果</Trans>
            </Feature>
          </ul>
        </div>
        <p className="text-xs text-white/50">© {new Date().getFullYear()} Coach</p>
      </div>
    </aside>
  );
}

function Feature({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <li className="rounded-xl bg-white/[0.06] p-4 ring-1 ring-white/10 backdrop-blur-sm">
      <div className="mb-2 flex items-center gap-2 text-sm font-medium">
        <span className="grid size-7 place-items-center rounded-md bg-white/10">{icon}</span>
        {title}
      </div>
      <p className="text-xs leading-relaxed text-white/65">{children}</p>
    </li>
  );
}
