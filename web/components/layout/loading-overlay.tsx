import { useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { CLIENT_MESSAGES } from "@/lib/errors";

/** Delay before the overlay shows, so fast navigations don't flash. */
const OVERLAY_DELAY_MS = 120;
/**
 * SPEC section 2: loading a lazily delivered screen fails after 120 seconds. A browser waits far
 * longer for a stalled script, so the wait is cut here and the page offers a reload.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Loading overlay while a route loads (its code or its data), hidden when the navigation
 * resolves (SPEC section 2); after CHUNK_LOAD_TIMEOUT_MS it turns into a load failure.
 */
export function LoadingOverlay() {
  const { t, i18n } = useLingui();
  const loading = useRouterState({ select: (s) => s.isLoading || s.status === "pending" });
  const [visible, setVisible] = useState(false);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    setTimedOut(false);
    if (!loading) {
      setVisible(false);
      return;
    }
    const show = setTimeout(() => setVisible(true), OVERLAY_DELAY_MS);
    const fail = setTimeout(() => setTimedOut(true), CHUNK_LOAD_TIMEOUT_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(fail);
    };
  }, [loading]);

  return (
    <>
      <div
        aria-hidden="true"
        className={`pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden transition-opacity duration-200 ${loading && !timedOut ? "opacity-100" : "opacity-0"}`}
      >
        <div className="h-full w-1/3 animate-[loading-bar_1.1s_ease-in-out_infinite] bg-primary" />
      </div>
      {visible && (
        <div
          data-testid={timedOut ? "load-timeout" : "loading-overlay"}
          role={timedOut ? "alert" : "status"}
          aria-live={timedOut ? "assertive" : "polite"}
          className="fade-in-0 fixed inset-0 z-[55] grid animate-in place-items-center bg-background/55 backdrop-blur-[2px] duration-200"
        >
          {timedOut ? (
            <div className="max-w-md rounded-xl border bg-card p-6 text-center shadow-lg">
              <h2 className="text-lg font-semibold">{t`加载超时`}</h2>
              <p className="mt-2 text-sm text-muted-foreground">{i18n._(CLIENT_MESSAGES.chunkLoad)}</p>
              <Button className="mt-5" variant="outline" onClick={() => window.location.reload()}>
                <RotateCcw />
                {t`重试`}
              </Button>
            </div>
          ) : (
            <div className="flex flex-col items-center gap-3">
              <span className="size-9 animate-spin rounded-full border-[3px] border-primary/20 border-t-primary" />
              <span className="text-sm text-muted-foreground">{t`加载中…`}</span>
            </div>
          )}
        </div>
      )}
    </>
  );
}
