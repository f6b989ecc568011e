import { Trans } from "@lingui/react/macro";
import { Undo2 } from "lucide-react";
import { createPortal } from "react-dom";
import { Button } from "@/components/ui/button";

/** How long a deleted workout (or a paste) can be taken back before it is final. */
export const UNDO_MS = 6000;

/**
 * "Deleted … [撤销]" while a delete waits (UNDO_MS) before it reaches the server, or "Pasted …
 * [撤销]" after a paste (`kind: "paste"`, `label` the whole text): see use-pending-delete.ts.
 */
export function UndoBar({
  label,
  kind = "delete",
  onUndo,
}: {
  label: string;
  kind?: "delete" | "paste";
  onUndo: () => void;
}) {
  // On <body>: the page wrapper's enter transition (a transform) would pin `fixed` to the page.
  return createPortal(
    <div
      role="status"
      data-testid="undo-bar"
      data-kind={kind}
      className="fade-in-0 slide-in-from-bottom-2 fixed bottom-4 left-1/2 z-50 flex max-w-[calc(100vw-2rem)] -translate-x-1/2 animate-in items-center gap-3 rounded-lg border bg-popover px-4 py-2 text-popover-foreground text-sm shadow-lg"
    >
      <span className="min-w-0 truncate">{kind === "paste" ? label : <Trans>已删除「{label}」</Trans>}</span>
      <Button
        size="sm"
        variant="outline"
        onClick={onUndo}
        data-testid={kind === "paste" ? "undo-paste" : "undo-delete"}
      >
        <Undo2 />
        <Trans>撤销</Trans>
      </Button>
    </div>,
    document.body,
  );
}
