import { readJson, STORAGE_KEYS, writeJson } from "./storage";
import { createStore, useStore } from "./store";

/**
 * Sidebar state (SPEC "Layout features": width, collapsed, overlay). Collapsed by default; it
 * expands while hovered or when pinned open with the toggle; on narrow screens it is an overlay
 * opened from the navbar. Only `collapsed` is kept across visits.
 */
export type SidebarState = {
  collapsed: boolean;
  hovered: boolean;
  overlayOpen: boolean;
};

export const SIDEBAR_WIDTH = { expanded: 260, collapsed: 76 } as const;

function isStored(value: unknown): value is { collapsed: boolean } {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { collapsed?: unknown }).collapsed === "boolean"
  );
}

const initial = readJson(STORAGE_KEYS.sidebar, isStored);

export const sidebarStore = createStore<SidebarState>({
  collapsed: initial?.collapsed ?? true,
  hovered: false,
  overlayOpen: false,
});

let lastCollapsed = sidebarStore.get().collapsed;
sidebarStore.subscribe(() => {
  const { collapsed } = sidebarStore.get();
  if (collapsed !== lastCollapsed) {
    lastCollapsed = collapsed;
    writeJson(STORAGE_KEYS.sidebar, { collapsed });
  }
});

export const sidebar = {
  toggleCollapsed: () => sidebarStore.set((s) => ({ ...s, collapsed: !s.collapsed, hovered: false })),
  setHovered: (hovered: boolean) => sidebarStore.set((s) => (s.hovered === hovered ? s : { ...s, hovered })),
  setOverlayOpen: (overlayOpen: boolean) =>
    sidebarStore.set((s) => (s.overlayOpen === overlayOpen ? s : { ...s, overlayOpen })),
};

export function useSidebar(): SidebarState {
  return useStore(sidebarStore);
}
