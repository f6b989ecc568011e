import { msg } from "@lingui/core/macro";
import { readString, STORAGE_KEYS, writeString } from "./storage";
import { createStore, useStore } from "./store";

/**
 * SPEC "Layout features": themes dark, semi-dark, otherwise light; semi-dark is the default.
 * Dark puts `.dark` on <html>; semi-dark keeps the content light and gives only the sidebar the
 * dark tokens (the sidebar reads `useSidebarIsDark`). The choice is kept in localStorage.
 */
export const THEMES = ["light", "semi-dark", "dark"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "semi-dark";

export const THEME_LABELS = {
  light: msg`浅色`,
  "semi-dark": msg`半深色`,
  dark: msg`深色`,
} as const;

function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

function apply(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.dataset.theme = theme;
  root.style.colorScheme = theme === "dark" ? "dark" : "light";
}

const stored = readString(STORAGE_KEYS.theme);
export const themeStore = createStore<Theme>(isTheme(stored) ? stored : DEFAULT_THEME, (theme) => {
  writeString(STORAGE_KEYS.theme, theme);
  apply(theme);
});
apply(themeStore.get());

export function setTheme(theme: Theme) {
  themeStore.set(theme);
}

export function useTheme(): Theme {
  return useStore(themeStore);
}

/** The sidebar is dark in the dark and semi-dark themes. */
export function useSidebarIsDark(): boolean {
  return useStore(themeStore, (t) => t !== "light");
}
