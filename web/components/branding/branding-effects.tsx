import { useEffect } from "react";
import { PLATFORM_MANIFEST } from "#shared/app-manifest";
import { applyBrandColors } from "@/lib/branding/brand-style";
import { useBranding } from "@/lib/branding/use-branding";

/**
 * The host's brand on the whole page (issue 30): the organization's colours as the stylesheet's
 * tokens, and its primary colour as the browser's theme colour. Renders nothing.
 */
export function BrandingEffects() {
  const branding = useBranding();
  const colors = branding.brand_colors;
  useEffect(() => {
    applyBrandColors(document.documentElement, colors);
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute("content", colors?.primary ?? PLATFORM_MANIFEST.theme_color);
  }, [colors]);
  return null;
}
