/**
 * An organization's brand colours (issue 30) and the one contrast rule the server's input schema
 * and the settings form both run. Zod-free, so the web imports it as is.
 *
 * Where each colour is used decides what it must be legible against (WCAG 2.1 AA, 4.5:1 for
 * normal text):
 * - `primary` and `dark` are also text colours on the white page (links, headings), so they must
 *   reach 4.5:1 against white; white text on them then reaches it too (the ratio is symmetric).
 * - `success`, `danger` and `warning` are backgrounds (badges, buttons) carrying their own text
 *   colour: white or dark ink, whichever reads better (`textColorOn`); that pair must reach 4.5:1.
 */

export const BRAND_COLOR_KEYS = ["primary", "success", "danger", "warning", "dark"] as const;
export type BrandColorKey = (typeof BRAND_COLOR_KEYS)[number];
export type BrandColors = Record<BrandColorKey, string>;

/** `#rrggbb`: the one form stored, so CSS, emails and the manifest take it unchanged. */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

export const WHITE = "#ffffff";
/** The dark text placed on light brand colours (the platform's own ink). */
export const DARK_INK = "#111827";

/** Colours that are also text on the white page; the others are backgrounds with their own text. */
const TEXT_ON_WHITE: ReadonlySet<BrandColorKey> = new Set(["primary", "dark"]);

/** The platform's own colours (web/styles.css's light theme, in hex). */
export const PLATFORM_BRAND_COLORS: BrandColors = {
  primary: "#5b5bd6",
  success: "#137a48",
  danger: "#c22a2a",
  warning: "#e5a23a",
  dark: "#1f2233",
};

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The text colour placed on a brand colour: white, unless dark ink reads better. */
export function textColorOn(hex: string): string {
  return contrastRatio(hex, WHITE) >= contrastRatio(hex, DARK_INK) ? WHITE : DARK_INK;
}

export type ContrastCheck = {
  /** What the colour is measured against: white (a text colour) or its own text colour. */
  against: string;
  /** Rounded down to one decimal, so a shown 4.4 never passes. */
  ratio: number;
  ok: boolean;
};

/** The rule for one colour of the set (see the file's comment); null for text that is no colour. */
export function checkBrandColor(key: BrandColorKey, hex: string): ContrastCheck | null {
  if (!HEX_COLOR_PATTERN.test(hex)) return null;
  const against = TEXT_ON_WHITE.has(key) ? WHITE : textColorOn(hex);
  const exact = contrastRatio(hex, against);
  return { against, ratio: Math.floor(exact * 10) / 10, ok: exact >= MIN_TEXT_CONTRAST };
}

/** `#ABCDEF` → `#abcdef`: one spelling stored. */
export function normalizeHex(hex: string): string {
  return hex.toLowerCase();
}
