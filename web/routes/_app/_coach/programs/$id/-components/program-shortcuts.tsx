import { Trans, useLingui } from "@lingui/react/macro";
import { type Shortcut, ShortcutsDialog } from "@/components/workouts/shortcuts-dialog";

/** The program grid's keys (components/workouts/use-calendar-keys.ts): the calendar's, for days of a program. */
export function ProgramShortcuts({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const keys: Shortcut[] = [
    ["← →", t`前一天 / 后一天`],
    ["↑ ↓", t`上一周 / 下一周的同一天`],
    ["Enter", t`打开所选训练`],
    ["n", t`在所选日期新建训练`],
    ["x", t`选中 / 取消选中这一天（Ctrl/⌘ 点击同样，Shift 点击选一段，点周名选整周）`],
    ["c", t`复制所选日期（或当前这一天）`],
    ["v", t`粘贴到当前日期（保持相对天数）`],
    ["Delete", t`删除所选日期的训练（可撤销）`],
    ["Esc", t`取消选择`],
    ["t", t`回到第 1 天`],
    ["[ ]", t`上一周 / 下一周`],
    ["?", t`显示快捷键`],
  ];
  return (
    <ShortcutsDialog
      open={open}
      onOpenChange={onOpenChange}
      keys={keys}
      description={<Trans>在计划表格上（不在输入框中）可用</Trans>}
    />
  );
}
