import { Trans, useLingui } from "@lingui/react/macro";
import { MessagesSquare, NotebookPen, X } from "lucide-react";
import type { ReactNode } from "react";
import { ConversationThread } from "@/components/conversations/conversation-thread";
import { NotesList } from "@/components/notes/notes-list";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { cn } from "@/lib/utils";
import { useIsNarrow } from "@/lib/viewport";

/** What the panel beside the calendar shows: the conversation (issue 26) or the coaches' notes (issue 32). */
export type SidePanelView = "messages" | "notes";

/**
 * The panel beside the client's calendar: a column next to the days on a wide screen, a sheet on
 * a phone, switching between the conversation with the client and the coaches' notes on them. A
 * workout card in the thread opens that workout on this calendar.
 */
export default function SidePanel({
  view,
  onView,
  clientId,
  slug,
  clientName,
  onClose,
}: {
  view: SidePanelView;
  onView: (view: SidePanelView) => void;
  clientId: number;
  slug: string;
  clientName: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const narrow = useIsNarrow();
  const body =
    view === "messages" ? (
      <ConversationThread
        clientId={clientId}
        className="min-h-0 flex-1"
        workoutHref={(id) => `/clients/${slug}/workouts/${id}`}
      />
    ) : (
      <NotesList clientId={clientId} />
    );
  const switcher = <ViewSwitch view={view} onView={onView} />;
  if (narrow) {
    return (
      <Sheet open onOpenChange={(open) => !open && onClose()}>
        <SheetContent
          side="bottom"
          className="h-[85svh] gap-0 p-0"
          closeLabel={t`关闭面板`}
          data-testid={view === "messages" ? "conversation-panel" : "notes-panel"}
        >
          <SheetHeader className="flex-row items-center gap-3 border-b pr-12">
            <SheetTitle className="truncate">{clientName}</SheetTitle>
            <SheetDescription className="sr-only">
              {view === "messages" ? <Trans>与学员的对话</Trans> : <Trans>教练备注</Trans>}
            </SheetDescription>
            {switcher}
          </SheetHeader>
          {body}
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <aside
      className="sticky top-4 flex h-[min(44rem,calc(100svh-6rem))] w-80 shrink-0 flex-col overflow-hidden rounded-xl border bg-card shadow-sm xl:w-96"
      aria-label={view === "messages" ? t`与学员的对话` : t`教练备注`}
      data-testid={view === "messages" ? "conversation-panel" : "notes-panel"}
    >
      <header className="flex h-12 shrink-0 items-center gap-2 border-b px-3">
        <h2 className="min-w-0 truncate text-sm font-semibold">{clientName}</h2>
        {switcher}
        <Button variant="ghost" size="icon-sm" className="ml-auto" onClick={onClose} aria-label={t`关闭面板`}>
          <X />
        </Button>
      </header>
      {body}
    </aside>
  );
}

/** 消息 | 备注: two toggle buttons (the pressed one is shown). */
function ViewSwitch({ view, onView }: { view: SidePanelView; onView: (view: SidePanelView) => void }) {
  const option = (value: SidePanelView, icon: ReactNode, label: ReactNode) => (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-pressed={view === value}
      onClick={() => onView(value)}
      className={cn("h-7 px-2", view === value && "bg-background shadow-sm")}
      data-testid={`panel-${value}`}
    >
      {icon}
      {label}
    </Button>
  );
  return (
    <div className="flex shrink-0 gap-0.5 rounded-md bg-muted p-0.5">
      {option("messages", <MessagesSquare />, <Trans>消息</Trans>)}
      {option("notes", <NotebookPen />, <Trans>备注</Trans>)}
    </div>
  );
}
