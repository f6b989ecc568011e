import { Trans, useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { ConversationThread } from "@/components/conversations/conversation-thread";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { useIsNarrow } from "@/lib/viewport";

/**
 * The client's conversation beside their calendar (issue 26): a column next to the days on a wide
 * screen, a sheet on a phone. A workout card in the thread opens that workout on this calendar.
 */
export default function ConversationPanel({
  clientId,
  slug,
  clientName,
  onClose,
}: {
  clientId: number;
  slug: string;
  clientName: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const narrow = useIsNarrow();
  const thread = (
    <ConversationThread
      clientId={clientId}
      className="min-h-0 flex-1"
      workoutHref={(id) => `/clients/${slug}/workouts/${id}`}
    />
  );
  if (narrow) {
    return (
      <Sheet open onOpenChange={(open) => !open && onClose()}>
        <SheetContent side="bottom" className="h-[85svh] gap-0 p-0" data-testid="conversation-panel">
          <SheetHeader className="border-b">
            <SheetTitle>{clientName}</SheetTitle>
            <SheetDescription className="sr-only">
              <Trans>与学员的对话</Trans>
            </SheetDescription>
          </SheetHeader>
          {thread}
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <aside
      className="sticky top-4 flex h-[min(44rem,calc(100svh-6rem))] w-80 shrink-0 flex-col overflow-hidden rounded-xl border bg-card shadow-sm xl:w-96"
      aria-label={t`与学员的对话`}
      data-testid="conversation-panel"
    >
      <header className="flex h-12 shrink-0 items-center gap-2 border-b px-3">
        <h2 className="truncate text-sm font-semibold">{clientName}</h2>
        <Button variant="ghost" size="icon-sm" className="ml-auto" onClick={onClose} aria-label={t`关闭对话`}>
          <X />
        </Button>
      </header>
      {thread}
    </aside>
  );
}
