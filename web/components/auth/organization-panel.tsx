import { Trans } from "@lingui/react/macro";
import { Building2 } from "lucide-react";
import { PLATFORM_NAME } from "#shared/app-manifest";
import { type Branding, showsPlatformName } from "@/lib/branding/use-branding";

/**
 * The sign-in pages' wide-screen panel at an organization's host (issue 30): its logo and name
 * on its dark brand colour (`--brand-dark`, set from brand_colors), for the clients it invites.
 * The platform's name shows only as "with Coach", and not at all when the organization is
 * whitelabel.
 */
export function OrganizationPanel({ branding }: { branding: Branding }) {
  const year = new Date().getFullYear();
  return (
    <aside
      className="relative hidden overflow-hidden bg-[var(--brand-dark,oklch(0.23_0.06_275))] text-white lg:flex lg:flex-col"
      data-testid="organization-panel"
    >
      <div
        aria-hidden="true"
        className="absolute -top-32 -left-24 size-[30rem] rounded-full bg-primary opacity-40 blur-3xl"
      />
      <div className="relative my-auto flex flex-col items-center gap-6 p-10 text-center xl:p-14">
        {branding.logo_url ? (
          <img
            src={branding.logo_url}
            alt=""
            className="size-28 rounded-3xl bg-white object-contain p-2 shadow-xl"
          />
        ) : (
          <span className="grid size-28 place-items-center rounded-3xl bg-white/10 ring-1 ring-white/20">
            <Building2 className="size-12" />
          </span>
        )}
        <h2 className="text-4xl font-semibold tracking-tight">{branding.name}</h2>
        <p className="max-w-sm text-base text-white/75">
          <Trans>查看教练安排的训练，记录训练结果，随时与教练沟通。</Trans>
        </p>
      </div>
      <p className="relative p-10 text-xs text-white/60 xl:px-14">
        © {year} {branding.name}
        {showsPlatformName(branding) && (
          <>
            {" · "}
            <Trans>由 {PLATFORM_NAME} 提供支持</Trans>
          </>
        )}
      </p>
    </aside>
  );
}
