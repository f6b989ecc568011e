import { PLATFORM_NAME } from "#shared/app-manifest";
import { PLATFORM_BRAND_COLORS, textColorOn } from "#shared/brand-colors";
import type { ServiceDeps } from "../../services/deps";
import { brandingForOrganization } from "../branding/branding";
import { pageLogoUrl } from "../branding/page-logo";
import { platformAppUrl } from "./links";

/**
 * Whose brand an email carries (issue 30) and where its links point. A client's emails carry its
 * organization's: its name and logo in the header, its primary colour on the button, links to its
 * own host, and the platform's name beside it unless the organization may whitelabel. A coach's
 * emails, and a client's without an organization, carry the platform's: coaches chose the platform
 * and work in its app.
 */
export type EmailBrand = {
  name: string;
  /** Absolute and public (no token): mail clients load it on their own. Null: the name alone. */
  logoUrl: string | null;
  /** The action button's colour and the text colour that reads on it. */
  button: { background: string; text: string };
  /** The platform's name, shown beside the organization's; null when none is shown. */
  via: string | null;
  /** Where every link of the email starts (no trailing slash). */
  baseUrl: string;
};

/** An organization's sender name: its own, and the platform's beside it unless it may whitelabel. */
export const senderNameOf = (organization: { name: string; whitelabel: boolean }) =>
  organization.whitelabel ? organization.name : `${organization.name} via ${PLATFORM_NAME}`;

const buttonOn = (background: string) => ({ background, text: textColorOn(background) });

export function platformEmailBrand(deps: ServiceDeps): EmailBrand {
  return {
    name: PLATFORM_NAME,
    logoUrl: null,
    button: buttonOn(PLATFORM_BRAND_COLORS.primary),
    via: null,
    baseUrl: platformAppUrl(deps),
  };
}

/** An absolute link of the email's brand. */
export const brandLink = (brand: EmailBrand, path: string) => `${brand.baseUrl}${path}`;

async function organizationEmailBrand(deps: ServiceDeps, organizationId: number): Promise<EmailBrand> {
  const branding = await brandingForOrganization(deps, organizationId);
  const baseUrl = branding.app_url ?? platformAppUrl(deps);
  // The organization's own uploaded logo is served at any host (page-logo.ts answers its path):
  // from the organization's, so a whitelabel email names no other host. A typed address stays whole.
  const logo = await pageLogoUrl(deps, organizationId, branding.logo_url);
  return {
    name: branding.name,
    logoUrl: logo?.startsWith("/") ? `${baseUrl}${logo}` : logo,
    button: buttonOn(branding.brand_colors?.primary ?? PLATFORM_BRAND_COLORS.primary),
    via: branding.can_whitelabel ? null : PLATFORM_NAME,
    baseUrl,
  };
}

/**
 * The brands of one chunk of decisions, each organization's read once (three queries) however
 * many of its clients the chunk holds: a daily run of 5,000 clients of one studio reads it once
 * per chunk of 500, not 5,000 times.
 */
export function emailBrands(deps: ServiceDeps) {
  const byOrganization = new Map<number, Promise<EmailBrand>>();
  const platform = platformEmailBrand(deps);
  return (organizationId: number | null): Promise<EmailBrand> => {
    if (organizationId === null) return Promise.resolve(platform);
    let brand = byOrganization.get(organizationId);
    if (!brand) {
      brand = organizationEmailBrand(deps, organizationId);
      byOrganization.set(organizationId, brand);
    }
    return brand;
  };
}
