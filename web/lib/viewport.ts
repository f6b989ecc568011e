import { createStore, useStore } from "./store";

/**
 * The window width, tracked for the layout (SPEC "Layout features": theme with window width
 * tracked). Below LG the sidebar becomes an overlay.
 */
export const BREAKPOINT_LG = 1024;

export const windowWidthStore = createStore<number>(typeof window === "undefined" ? 1280 : window.innerWidth);

if (typeof window !== "undefined") {
  let frame = 0;
  window.addEventListener("resize", () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => windowWidthStore.set(window.innerWidth));
  });
}

export function useWindowWidth(): number {
  return useStore(windowWidthStore);
}

export function useIsNarrow(): boolean {
  return useStore(windowWidthStore, (w) => w < BREAKPOINT_LG);
}
