import { Trans } from "@lingui/react/macro";
import { LoaderCircle } from "lucide-react";
import { type ReactNode, useLayoutEffect, useRef } from "react";

/** Within this distance of the bottom a new message scrolls into view; further up, reading older ones is left alone. */
const STICK_PX = 120;
/** Closer than this to the top, the next older page is fetched. */
const LOAD_OLDER_PX = 80;

/**
 * The scrolling column of a thread, newest at the bottom. Starts at the bottom, follows new
 * messages while the reader is at the bottom (or wrote one), loads older pages when scrolled to
 * the top and keeps the reader's place while they are prepended.
 */
export function MessageList({
  firstId,
  lastId,
  lastIsOwn,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  children,
}: {
  firstId: number | null;
  lastId: number | null;
  lastIsOwn: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef({ firstId, lastId, height: 0, atBottom: true });

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = seen.current;
    if (firstId !== before.firstId && lastId === before.lastId && before.height > 0) {
      // Older messages were put on top: keep what the reader was looking at where it was.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (lastId !== before.lastId && (before.atBottom || lastIsOwn || before.lastId === null)) {
      el.scrollTop = el.scrollHeight;
    }
    seen.current = { firstId, lastId, height: el.scrollHeight, atBottom: seen.current.atBottom };
  }, [firstId, lastId, lastIsOwn]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    seen.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
    seen.current.height = el.scrollHeight;
    if (el.scrollTop < LOAD_OLDER_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  return (
    <div
      ref={box}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-3"
      data-testid="message-list"
    >
      {hasOlder && (
        <div className="flex justify-center py-2 text-xs text-muted-foreground">
          {loadingOlder ? (
            <LoaderCircle className="size-4 animate-spin" />
          ) : (
            <button type="button" className="underline-offset-2 hover:underline" onClick={onLoadOlder}>
              <Trans>加载更早的消息</Trans>
            </button>
          )}
        </div>
      )}
      <ol className="space-y-3">{children}</ol>
    </div>
  );
}
