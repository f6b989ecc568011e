import { type BrandColors, textColorOn } from "#shared/brand-colors";

/**
 * The stylesheet's colour tokens (web/styles.css) an organization's colours replace, each with
 * the text colour that reads on it (the same choice the server's contrast check made). `dark` is
 * the brand panel of the sign-in pages (`--brand-dark`).
 */
export function brandCssVariables(colors: BrandColors): Record<string, string> {
  const pair = (token: string, hex: string) => ({
    [`--${token}`]: hex,
    [`--${token}-foreground`]: textColorOn(hex),
  });
  return {
    ...pair("primary", colors.primary),
    ...pair("sidebar-primary", colors.primary),
    "--ring": colors.primary,
    ...pair("success", colors.success),
    ...pair("destructive", colors.danger),
    ...pair("warning", colors.warning),
    "--brand-dark": colors.dark,
  };
}

/** Sets (or, with null, removes) the organization's colours on the page's root element. */
export function applyBrandColors(root: HTMLElement, colors: BrandColors | null) {
  const previous = root.dataset.brandTokens?.split(" ").filter(Boolean) ?? [];
  for (const name of previous) root.style.removeProperty(name);
  if (!colors) {
    delete root.dataset.brandTokens;
    return;
  }
  const variables = brandCssVariables(colors);
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  root.dataset.brandTokens = Object.keys(variables).join(" ");
}
