import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * Closing a form with unsaved changes (Escape, a click outside, 取消) asks first instead of
 * dropping the typing: the dialog stays and a bar offers to discard or keep editing.
 */
export function useDiscardGuard(isDirty: boolean, close: () => void) {
  const [asking, setAsking] = useState(false);
  return {
    asking,
    keepEditing: () => setAsking(false),
    discard: close,
    /** The dialog's onOpenChange. */
    onOpenChange: (open: boolean) => {
      if (open) return;
      if (isDirty) setAsking(true);
      else close();
    },
  };
}

export function DiscardBar({ onDiscard, onKeep }: { onDiscard: () => void; onKeep: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm"
      data-testid="discard-bar"
    >
      <span>
        <Trans>有未保存的修改，确定放弃吗？</Trans>
      </span>
      <div className="flex gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onKeep}>
          <Trans>继续编辑</Trans>
        </Button>
        <Button
          type="button"
          size="sm"
          variant="destructive"
          onClick={onDiscard}
          data-testid="discard-confirm"
        >
          <Trans>放弃修改</Trans>
        </Button>
      </div>
    </div>
  );
}
