import { Trans, useLingui } from "@lingui/react/macro";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const keys: Array<[string, string]> = [
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="shortcuts-dialog" closeLabel={t`关闭`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>键盘快捷键</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>在日历上（不在输入框中）可用</Trans>
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {keys.map(([key, label]) => (
            <div key={key} className="contents">
              <dt>
                <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">{key}</kbd>
              </dt>
              <dd className="text-muted-foreground">{label}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
