import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Copy, ListChecks, MessagesSquare } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { ImportDialogLauncher } from "@/components/clients/import-dialog-launcher";
import { InviteClientButton } from "@/components/clients/invite-client-button";
import { Button } from "@/components/ui/button";
import { CalendarNav, type CalendarWeeks } from "@/components/workouts/calendar-nav";
import type { useCalendarWindow } from "@/components/workouts/calendar-window";
import type { Ymd } from "@/components/workouts/dates";
import { CalendarMoreMenu } from "./more-menu";
import { TrendChart } from "./trend-chart";

const SaveAsProgramDialog = lazy(() => import("./save-as-program-dialog"));

type CalendarWindow = ReturnType<typeof useCalendarWindow>;

/**
 * The coach calendar's header: moving around, the trend, the clipboard, invite and 复制本周 in view,
 * and the ⋯ menu's rarer actions (save as a program, import) with their dialogs.
 */
export function CalendarHeader({
  window: { clientData, clientId, start, end, weeks },
  clipLabel,
  onCopyWeek,
  onShift,
  onToday,
  onWeeks,
  onWeek,
  onShortcuts,
  chatOpen,
  onToggleChat,
}: {
  window: CalendarWindow;
  clipLabel: string | null;
  onCopyWeek: () => void;
  onShift: (n: -1 | 1) => void;
  onToday: () => void;
  onWeeks: (weeks: CalendarWeeks) => void;
  /** Shows the week of `day` (an import's first workout). */
  onWeek: (day: Ymd) => void;
  onShortcuts: () => void;
  /** The conversation panel beside the calendar. */
  chatOpen: boolean;
  onToggleChat: () => void;
}) {
  const [importing, setImporting] = useState(false);
  const [savingProgram, setSavingProgram] = useState(false);
  const clientName = clientData.user.name;
  return (
    <>
      <CalendarNav
        start={start}
        end={end}
        weeks={weeks}
        subtitle={`${clientName} · ${clientData.user.timezone}`}
        onShift={onShift}
        onToday={onToday}
        onWeeks={onWeeks}
        actions={
          <>
            {clipLabel !== null && (
              <span
                className="hidden max-w-56 truncate text-muted-foreground text-xs sm:inline"
                data-testid="clipboard"
              >
                <Trans>剪贴板：{clipLabel}</Trans>
              </span>
            )}
            <InviteClientButton
              pending={clientData.user.has_pending_invite}
              target={{
                clientId,
                name: clientName,
                email: clientData.user.email,
                phone: clientData.user.phone_number,
                acceptedAt: clientData.user.invite_accepted_at,
              }}
            />
            <Button
              variant={chatOpen ? "secondary" : "outline"}
              size="sm"
              onClick={onToggleChat}
              aria-pressed={chatOpen}
              data-testid="toggle-conversation"
            >
              <MessagesSquare />
              <span className="hidden sm:inline">
                <Trans>消息</Trans>
              </span>
            </Button>
            {/* Until the client page has its tab navigation (日历 / 进展 / 习惯), the habits are a link here. */}
            <Button variant="outline" size="sm" asChild>
              <Link
                to="/clients/$slug/habits"
                params={{ slug: clientData.client.slug }}
                data-testid="client-habits-link"
              >
                <ListChecks />
                <span className="sr-only sm:not-sr-only">
                  <Trans>习惯</Trans>
                </span>
              </Link>
            </Button>
            <Button variant="outline" size="sm" onClick={onCopyWeek} data-testid="copy-week">
              <Copy />
              <Trans>复制本周</Trans>
            </Button>
          </>
        }
        trailing={
          <CalendarMoreMenu
            onSaveAsProgram={() => setSavingProgram(true)}
            onImport={() => setImporting(true)}
            onShortcuts={onShortcuts}
          />
        }
      >
        <TrendChart clientId={clientId} />
      </CalendarNav>
      {savingProgram && (
        <Suspense fallback={null}>
          <SaveAsProgramDialog
            clientId={clientId}
            clientName={clientName}
            start={start}
            end={end}
            open
            onOpenChange={setSavingProgram}
          />
        </Suspense>
      )}
      <ImportDialogLauncher
        open={importing}
        onOpenChange={setImporting}
        clientId={clientId}
        clientName={clientName}
        onImported={(first) => {
          if (first) onWeek(first);
        }}
      />
    </>
  );
}
