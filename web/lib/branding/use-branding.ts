import { useQuery } from "@tanstack/react-query";
import { PLATFORM_NAME } from "#shared/app-manifest";
import type { RouterOutputs } from "@/lib/trpc";
import { trpc } from "@/lib/trpc";

/** The brand of the host the app was opened at (GET /api/branding, issue 30). */
export type Branding = RouterOutputs["branding"]["get"];

/** What shows before the answer, and if it never comes (offline): the platform's own brand. */
export const PLATFORM_BRANDING: Branding = {
  kind: "platform",
  name: PLATFORM_NAME,
  logo_url: null,
  brand_colors: null,
  can_whitelabel: false,
};

/** The host does not change while the page lives: asked once, kept for the page's life. */
export const brandingQueryOptions = () => ({
  ...trpc.branding.get.queryOptions(),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  meta: { silent: true },
});

export function useBranding(): Branding {
  return useQuery(brandingQueryOptions()).data ?? PLATFORM_BRANDING;
}

/** The organization's brand hides the platform's name (whitelabel) or shows beside it. */
export function showsPlatformName(branding: Branding): boolean {
  return branding.kind === "platform" || !branding.can_whitelabel;
}

/**
 * The tab's title for a page: `Page · Coach` on the platform, `Page · Studio · Coach` at an
 * organization's host, `Page · Studio` when it is whitelabel.
 */
export function documentTitleOf(page: string, branding: Branding): string {
  const names = [
    ...(branding.kind === "organization" ? [branding.name] : []),
    ...(showsPlatformName(branding) ? [PLATFORM_NAME] : []),
  ];
  return [page, ...names].filter(Boolean).join(" · ");
}
