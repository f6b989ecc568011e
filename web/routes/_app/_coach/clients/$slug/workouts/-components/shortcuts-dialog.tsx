import { Trans, useLingui } from "@lingui/react/macro";
import { type Shortcut, ShortcutsDialog as ShortcutsHelp } from "@/components/workouts/shortcuts-dialog";

/** The calendar's keys (components/workouts/use-calendar-keys.ts, with what client-calendar.tsx does on them). */
export function ShortcutsDialog({
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
    ["x", t`加入 / 移出多选（Ctrl/⌘ 点击同样，Shift 点击选一段）`],
    ["c", t`复制所选训练`],
    ["v", t`粘贴到所选日期`],
    ["Delete", t`删除所选训练（可撤销）`],
    ["Esc", t`取消多选`],
    ["t", t`回到今天`],
    ["[ ]", t`上一周 / 下一周`],
    ["?", t`显示快捷键`],
  ];
  return (
    <ShortcutsHelp
      open={open}
      onOpenChange={onOpenChange}
      keys={keys}
      description={<Trans>在日历上（不在输入框中）可用</Trans>}
    />
  );
}
