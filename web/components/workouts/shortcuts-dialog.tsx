import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** A key (or keys) and what it does, as the help lists them. */
export type Shortcut = [keys: string, label: string];

/** The "?" help of a schedule (the client calendar, the program grid): its keys in a table. */
export function ShortcutsDialog({
  open,
  onOpenChange,
  keys,
  description,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  keys: Shortcut[];
  description: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="shortcuts-dialog" closeLabel={t`关闭`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>键盘快捷键</Trans>
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
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
