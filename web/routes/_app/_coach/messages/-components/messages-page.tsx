import { getRouteApi } from "@tanstack/react-router";
import { cn } from "@/lib/utils";
import { useIsNarrow } from "@/lib/viewport";
import { InboxList } from "./inbox-list";
import { ThreadPane } from "./thread-pane";

const route = getRouteApi("/_app/_coach/messages/");

/**
 * Two panes on desktop (inbox left, thread right); on a phone one at a time, the thread with a
 * way back. The open client and the search text live in the URL, so reload and back work.
 */
export function MessagesPage() {
  const search = route.useSearch();
  const narrow = useIsNarrow();
  const clientId = search.client ?? null;
  return (
    <div
      className="grid h-[calc(100svh-14rem)] min-h-[26rem] overflow-hidden rounded-xl border bg-card shadow-sm lg:grid-cols-[20rem_minmax(0,1fr)]"
      data-testid="messages-page"
    >
      <div className={cn("min-h-0 border-r", narrow && clientId !== null && "hidden")}>
        <InboxList q={search.q ?? ""} activeClientId={clientId} />
      </div>
      <div className={cn("min-h-0", narrow && clientId === null && "hidden")}>
        <ThreadPane clientId={clientId} narrow={narrow} />
      </div>
    </div>
  );
}
