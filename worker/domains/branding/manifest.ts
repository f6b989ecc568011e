import { type ManifestIcon, PLATFORM_ICONS, PLATFORM_MANIFEST, PLATFORM_NAME } from "#shared/app-manifest";
import type { Branding } from "./branding";

/** How many characters a home screen shows under an icon before cutting the name. */
const SHORT_NAME_LENGTH = 12;

/**
 * The installable app's manifest at a host (issue 30): the platform's own, or the organization's
 * name, logo and primary colour. Without whitelabel the platform's name stays beside the
 * organization's (`Studio · Coach`); with it, only the organization's shows.
 *
 * The logo comes first among the icons. Its size is unknown (any upload or typed address), hence
 * `sizes: "any"`; the platform's sized PNGs stay after it so the app remains installable where a
 * browser insists on a known size.
 */
export function manifestFor(branding: Branding) {
  if (branding.kind === "platform") return PLATFORM_MANIFEST;
  const name = branding.can_whitelabel ? branding.name : `${branding.name} · ${PLATFORM_NAME}`;
  const logo: ManifestIcon[] = branding.logo_url
    ? [{ src: branding.logo_url, sizes: "any", purpose: "any" }]
    : [];
  return {
    ...PLATFORM_MANIFEST,
    name,
    short_name: [...branding.name].slice(0, SHORT_NAME_LENGTH).join(""),
    theme_color: branding.brand_colors?.primary ?? PLATFORM_MANIFEST.theme_color,
    icons: [...logo, ...PLATFORM_ICONS],
  };
}
