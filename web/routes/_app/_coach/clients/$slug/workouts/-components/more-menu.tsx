import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarRange, Keyboard, MoreHorizontal, Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/**
 * The calendar toolbar's less frequent actions (saving the weeks as a program, a TrueCoach
 * import, the key list), so the row keeps to invite, copy week and the view even on a phone.
 */
export function CalendarMoreMenu({
  onSaveAsProgram,
  onImport,
  onShortcuts,
}: {
  onSaveAsProgram: () => void;
  onImport: () => void;
  onShortcuts: () => void;
}) {
  const { t } = useLingui();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={t`更多操作`} data-testid="calendar-more">
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onSaveAsProgram} data-testid="save-as-program">
          <CalendarRange />
          <Trans>另存为训练计划</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onImport} data-testid="import-truecoach">
          <Upload />
          <Trans>从 TrueCoach 导入</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onShortcuts} data-testid="open-shortcuts">
          <Keyboard />
          <Trans>键盘快捷键</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
