import { useLingui } from "@lingui/react/macro";
import { Outlet, useMatches } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { HostBrand } from "@/components/branding/host-brand";
import { MAIN_ID, SkipLink } from "@/components/layout/skip-link";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { useSession } from "@/lib/auth";
import { useDocumentTitle } from "@/lib/branding/document-title";
import { loadOutbox } from "@/lib/client-app/outbox";
import { persistClientCache, restoreClientCache } from "@/lib/client-app/persist";
import { registerClientServiceWorker } from "@/lib/client-app/register-sw";
import { flushOutbox, startSync } from "@/lib/client-app/sync";
import { useRealtime } from "@/lib/realtime/use-realtime";
import { ClientTabs } from "./client-tabs";
import { OfflineBanner } from "./offline-banner";
import { SyncBadge } from "./sync-badge";

/**
 * The client app's own light layout (not the coach sidebar): a slim header with the sync badge,
 * the page in a phone-width column, and a bottom tab bar on phones (tabs in the header on wider
 * screens). Before the first page renders, the saved answers and the write queue are read back
 * from IndexedDB, so the app opens offline with the last known workouts and pending changes.
 */
export function ClientShell() {
  const session = useSession();
  const userId = session?.user?.id ?? 0;
  const [ready, setReady] = useState(false);
  usePageTitle();
  useRealtime();

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void (async () => {
      await restoreClientCache(userId);
      await loadOutbox(userId).catch(() => []);
      if (cancelled) return;
      stop = persistClientCache(userId);
      setReady(true);
      startSync();
      void flushOutbox();
      void registerClientServiceWorker();
    })();
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId]);

  return (
    <div className="min-h-svh bg-muted/40 pb-[calc(4.5rem+env(safe-area-inset-bottom))] md:pb-10">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
        <div className="mx-auto flex h-14 max-w-3xl items-center gap-3 px-4">
          <span className="flex min-w-0 items-center gap-2" data-testid="client-brand">
            <HostBrand markClassName="size-8 rounded-lg" nameClassName="text-base" />
          </span>
          <ClientTabs variant="top" />
          <span className="ml-auto" />
          <SyncBadge />
          <NotificationBell asClient />
        </div>
        <OfflineBanner />
      </header>
      <main className="mx-auto w-full max-w-3xl px-4 pt-4 outline-none md:pt-6" id={MAIN_ID} tabIndex={-1}>
        {ready ? <Outlet /> : <ShellSkeleton />}
      </main>
      <ClientTabs variant="bottom" />
    </div>
  );
}

function ShellSkeleton() {
  return (
    <div className="space-y-3" aria-hidden="true">
      <div className="h-7 w-40 animate-pulse rounded-md bg-muted" />
      <div className="h-32 animate-pulse rounded-xl bg-muted" />
      <div className="h-24 animate-pulse rounded-xl bg-muted" />
    </div>
  );
}

function usePageTitle() {
  const { i18n } = useLingui();
  const title = useMatches({ select: (m) => m[m.length - 1]?.staticData.title });
  useDocumentTitle(title ? i18n._(title) : "");
}
