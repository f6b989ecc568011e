import { eq } from "drizzle-orm";
import { PLATFORM_NAME } from "#shared/app-manifest";
import type { BrandColors } from "#shared/brand-colors";
import { organizations } from "../../../db/schema/organizations";
import type { ServiceDeps } from "../../services/deps";
import { logoUrlOf } from "../organizations/logo";
import { organizationAppUrl, subdomainOfHost } from "./host";
import { pageLogoUrl } from "./page-logo";

/**
 * Whose brand a page, a manifest or an email carries (issue 30): an organization's (its name, logo,
 * colours, whether the platform's name is hidden) or the platform's own.
 */
export type Branding = {
  /** `organization` at an organization's host; `platform` everywhere else. */
  kind: "organization" | "platform";
  name: string;
  logo_url: string | null;
  /** Null: the platform's colours (the stylesheet's, per light/dark theme). */
  brand_colors: BrandColors | null;
  /** The organization may hide the platform's name from its clients (set by the super admin). */
  can_whitelabel: boolean;
};

export const PLATFORM_BRANDING: Branding = {
  kind: "platform",
  name: PLATFORM_NAME,
  logo_url: null,
  brand_colors: null,
  can_whitelabel: false,
};

type OrganizationRow = typeof organizations.$inferSelect;

async function brandingOf(deps: ServiceDeps, row: OrganizationRow): Promise<Branding> {
  return {
    kind: "organization",
    name: row.name,
    logo_url: await logoUrlOf(deps, row.image_id),
    brand_colors: row.brand_colors ?? null,
    can_whitelabel: row.can_whitelabel,
  };
}

/**
 * The brand of an organization, for the emails its clients receive (issue 29 calls this): its
 * name, logo, colours, whether to hide the platform's name, and `app_url`, the address its links
 * point at (its own host; see organizationAppUrl for when that is the platform's or null).
 * An organization that does not exist (deleted meanwhile) gets the platform's brand.
 */
export async function brandingForOrganization(deps: ServiceDeps, organizationId: number) {
  const [row] = await deps.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  const { kind: _kind, ...branding } = row ? await brandingOf(deps, row) : PLATFORM_BRANDING;
  return { ...branding, app_url: organizationAppUrl(deps.config, row?.subdomain ?? null) };
}

/** The brand of a host: the organization at `<subdomain>.<APP_DOMAIN>`, else the platform's. */
export async function brandingForHost(deps: ServiceDeps, hostname: string): Promise<Branding> {
  const subdomain = subdomainOfHost(hostname, deps.config.appDomain);
  if (subdomain === null) return PLATFORM_BRANDING;
  const [row] = await deps.db
    .select()
    .from(organizations)
    .where(eq(organizations.subdomain, subdomain))
    .limit(1);
  if (!row) return PLATFORM_BRANDING;
  const branding = await brandingOf(deps, row);
  return { ...branding, logo_url: await pageLogoUrl(deps, row.id, branding.logo_url) };
}

/** The hostname a request was sent to, from its origin (the Host header on Node, the URL on Workers). */
export function hostnameOf(origin: string | null | undefined): string {
  if (!origin) return "";
  try {
    return new URL(origin).hostname;
  } catch {
    return "";
  }
}
