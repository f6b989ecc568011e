import { Trans } from "@lingui/react/macro";
import { Copy, MessagesSquare, NotebookPen } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { ImportDialogLauncher } from "@/components/clients/import-dialog-launcher";
import { InviteClientButton } from "@/components/clients/invite-client-button";
import { Button } from "@/components/ui/button";
import { CalendarNav, type CalendarWeeks } from "@/components/workouts/calendar-nav";
import type { useCalendarWindow } from "@/components/workouts/calendar-window";
import type { Ymd } from "@/components/workouts/dates";
import { LatestBodyweight } from "./latest-bodyweight";
import { LatestRecords } from "./latest-records";
import { CalendarMoreMenu } from "./more-menu";
import type { SidePanelView } from "./side-panel";
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
  panel,
  onTogglePanel,
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
  /** The panel beside the calendar: the conversation or the notes. */
  panel: SidePanelView | null;
  onTogglePanel: (view: SidePanelView) => void;
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
              variant={panel === "messages" ? "secondary" : "outline"}
              size="sm"
              onClick={() => onTogglePanel("messages")}
              aria-pressed={panel === "messages"}
              data-testid="toggle-conversation"
            >
              <MessagesSquare />
              <span className="hidden sm:inline">
                <Trans>消息</Trans>
              </span>
            </Button>
            <Button
              variant={panel === "notes" ? "secondary" : "outline"}
              size="sm"
              onClick={() => onTogglePanel("notes")}
              aria-pressed={panel === "notes"}
              data-testid="toggle-notes"
            >
              <NotebookPen />
              <span className="max-sm:sr-only">
                <Trans>备注</Trans>
              </span>
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
        <LatestRecords clientId={clientId} slug={clientData.client.slug} />
        <LatestBodyweight clientId={clientId} slug={clientData.client.slug} />
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
