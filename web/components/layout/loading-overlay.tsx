import { useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";

/**
 * Loading overlay while a route loads (its code or its data), hidden when the navigation
 * resolves (SPEC section 2). It appears only after a short delay so fast navigations don't flash.
 */
export function LoadingOverlay() {
  const { t } = useLingui();
  const loading = useRouterState({ select: (s) => s.isLoading || s.status === "pending" });
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 120);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <>
      <div
        aria-hidden="true"
        className={`pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden transition-opacity duration-200 ${loading ? "opacity-100" : "opacity-0"}`}
      >
        <div className="h-full w-1/3 animate-[loading-bar_1.1s_ease-in-out_infinite] bg-primary" />
      </div>
      {visible && (
        <div
          data-testid="loading-overlay"
          role="status"
          aria-live="polite"
          className="fade-in-0 fixed inset-0 z-[55] grid animate-in place-items-center bg-background/55 backdrop-blur-[2px] duration-200"
        >
          <div className="flex flex-col items-center gap-3">
            <span className="size-9 animate-spin rounded-full border-[3px] border-primary/20 border-t-primary" />
            <span className="text-sm text-muted-foreground">{t`加载中…`}</span>
          </div>
        </div>
      )}
    </>
  );
}
