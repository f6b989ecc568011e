import { Trans, useLingui } from "@lingui/react/macro";
import { TriangleAlert, WifiOff, X } from "lucide-react";
import { droppedStore, onlineStore } from "@/lib/client-app/sync";
import { useStore } from "@/lib/store";

/**
 * Under the header: the offline notice, and the changes the server could not keep because the
 * coach deleted what they belonged to (each stays until dismissed).
 */
export function OfflineBanner() {
  const { t } = useLingui();
  const online = useStore(onlineStore);
  const dropped = useStore(droppedStore);
  return (
    <>
      {!online && (
        <div
          className="flex items-center justify-center gap-2 bg-amber-500/15 px-4 py-2 text-xs font-medium text-amber-800 dark:text-amber-300"
          data-testid="offline-banner"
          role="status"
        >
          <WifiOff className="size-4 shrink-0" />
          <Trans>离线模式：记录会保存在本机，联网后自动同步</Trans>
        </div>
      )}
      {dropped.map((notice) => (
        <div
          key={notice.key}
          className="flex items-start gap-2 bg-destructive/10 px-4 py-2 text-sm text-destructive"
          data-testid="dropped-notice"
          role="alert"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" />
          <span className="flex-1">{notice.text}</span>
          <button
            type="button"
            className="-m-1 grid size-8 place-items-center rounded-md hover:bg-destructive/10"
            aria-label={t`知道了`}
            onClick={() => droppedStore.set((list) => list.filter((n) => n.key !== notice.key))}
          >
            <X className="size-4" />
          </button>
        </div>
      ))}
    </>
  );
}
