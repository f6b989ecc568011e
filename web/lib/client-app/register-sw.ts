/**
 * Registers the service worker (built by vite-plugin-pwa into /sw.js) — in production builds only,
 * and only from the client app, so a coach's visit never installs it and `npm run dev` never sees
 * one. Resolves when a worker is active (tests wait for it before going offline).
 */
export async function registerClientServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  try {
    await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  } catch {
    // No service worker (e.g. a private window): the app still works online.
  }
}
