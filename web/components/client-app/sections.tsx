import { Trans } from "@lingui/react/macro";
import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** A titled block of the client app's pages. */
export function Section({
  title,
  testId,
  children,
}: {
  title: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-3" data-testid={testId}>
      <h2 className="text-sm font-semibold text-foreground/80">{title}</h2>
      <div className="space-y-3">{children}</div>
    </section>
  );
}

export function ListSkeleton({ rows }: { rows: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <div key={i} className="h-24 animate-pulse rounded-xl bg-muted" aria-hidden="true" />
      ))}
    </>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border bg-card p-4 text-sm">
      <span className="text-muted-foreground">
        <Trans>训练加载失败</Trans>
      </span>
      <Button variant="outline" className="h-10" onClick={onRetry}>
        <RefreshCw />
        <Trans>重试</Trans>
      </Button>
    </div>
  );
}

/** Nothing saved for this yet and no connection: it loads when the connection is back. */
export function OfflineEmpty() {
  return (
    <p
      className="rounded-xl border border-dashed p-4 text-center text-sm text-muted-foreground"
      data-testid="offline-empty"
    >
      <Trans>离线中，联网后即可加载</Trans>
    </p>
  );
}
