import { PLATFORM_NAME } from "#shared/app-manifest";
import { BrandMark, BrandName } from "@/components/layout/brand";
import { showsPlatformName, useBranding } from "@/lib/branding/use-branding";
import { cn } from "@/lib/utils";

/**
 * The brand of the host in a header (issue 30): the platform's mark and name, or the
 * organization's logo and name, followed by the platform's name unless it is whitelabel.
 * Render it inside a flex row; `inverted` is for dark panels.
 */
export function HostBrand({
  markClassName,
  nameClassName,
  inverted = false,
}: {
  markClassName?: string;
  nameClassName?: string;
  inverted?: boolean;
}) {
  const branding = useBranding();
  if (branding.kind === "platform")
    return (
      <>
        <BrandMark className={markClassName} />
        <BrandName className={nameClassName} />
      </>
    );
  return (
    <>
      {branding.logo_url ? (
        <img
          src={branding.logo_url}
          alt=""
          className={cn(
            "size-9 shrink-0 rounded-xl bg-white object-contain p-0.5 ring-1 ring-border",
            markClassName,
          )}
          data-testid="host-brand-logo"
        />
      ) : (
        <BrandMark className={markClassName} />
      )}
      <span
        className={cn("min-w-0 truncate text-lg font-bold tracking-tight", nameClassName)}
        data-testid="host-brand-name"
      >
        {branding.name}
      </span>
      {showsPlatformName(branding) && (
        <span
          className={cn(
            "shrink-0 rounded-full px-2 py-0.5 text-[11px] font-medium ring-1",
            inverted ? "text-white/70 ring-white/25" : "text-muted-foreground ring-border",
          )}
        >
          {PLATFORM_NAME}
        </span>
      )}
    </>
  );
}
