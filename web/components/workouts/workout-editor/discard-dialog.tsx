import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/** 放弃未保存的修改？ — asked before closing the editor (or leaving the page) with unsaved changes. */
export function DiscardDialog({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  /** Back to the form (also on Escape or the close button). */
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={(open) => {
        if (!open) onKeep();
      }}
    >
      <DialogContent data-testid="discard-dialog" closeLabel={t`关闭`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>放弃未保存的修改？</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>这个训练有尚未保存的修改，关闭后将丢失。</Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onKeep}>
            <Trans>继续编辑</Trans>
          </Button>
          <Button variant="destructive" data-testid="discard-confirm" onClick={onDiscard}>
            <Trans>放弃修改</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
