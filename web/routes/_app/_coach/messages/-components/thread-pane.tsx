import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, CalendarDays, MessagesSquare } from "lucide-react";
import { ConversationThread } from "@/components/conversations/conversation-thread";
import { Button } from "@/components/ui/button";
import { trpc } from "@/lib/trpc";

/** The open client's thread with its header (name, the way to the calendar; back to the inbox on a phone). */
export function ThreadPane({ clientId, narrow }: { clientId: number | null; narrow: boolean }) {
  const { t } = useLingui();
  const client = useQuery({
    ...trpc.clients.get.queryOptions({ id: clientId ?? 0 }),
    enabled: clientId !== null,
  });
  if (clientId === null) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-sm text-muted-foreground">
        <MessagesSquare className="size-10 opacity-40" />
        <Trans>选择一个对话</Trans>
      </div>
    );
  }
  const slug = client.data?.client.slug;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex h-14 shrink-0 items-center gap-2 border-b px-3">
        {narrow && (
          <Button variant="ghost" size="icon" asChild>
            <Link to="/messages" search={(s) => ({ ...s, client: undefined })} aria-label={t`返回对话列表`}>
              <ArrowLeft />
            </Link>
          </Button>
        )}
        <h2 className="truncate font-semibold" data-testid="thread-title">
          {client.data?.user.name ?? "…"}
        </h2>
        {slug && (
          <Button variant="outline" size="sm" className="ml-auto" asChild>
            <Link to="/clients/$slug/workouts/{-$id}" params={{ slug, id: undefined }}>
              <CalendarDays />
              <span className="hidden sm:inline">
                <Trans>训练日历</Trans>
              </span>
            </Link>
          </Button>
        )}
      </header>
      <ConversationThread
        key={clientId}
        clientId={clientId}
        className="flex-1"
        workoutHref={(id) => (slug ? `/clients/${slug}/workouts/${id}` : null)}
      />
    </div>
  );
}
