import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { activateLocale, i18n, storedLocale } from "./i18n";
import { queryClient } from "./lib/trpc";
import { router } from "./router";
import "./lib/theme";
import "./styles.css";

/** Removes the boot splash of index.html once the first page has rendered. */
function hideBootSplash() {
  const splash = document.getElementById("boot-splash");
  if (!splash) return;
  splash.style.transition = "opacity 160ms";
  splash.style.opacity = "0";
  setTimeout(() => splash.remove(), 180);
}

async function start() {
  await activateLocale(storedLocale());
  const unsubscribe = router.subscribe("onResolved", () => {
    unsubscribe();
    requestAnimationFrame(hideBootSplash);
  });
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from index.html");
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
