import { Trans, useLingui } from "@lingui/react/macro";
import { Copy, Trash2, X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * The bar over a schedule's multi-selection (the calendar's workouts, the program grid's days):
 * what is picked (`children`), 复制, 删除 (with undo) and clear.
 */
export function SelectionBar({
  label,
  children,
  onCopy,
  onDelete,
  canDelete = true,
  onClear,
}: {
  /** The toolbar's accessible name. */
  label: string;
  children: ReactNode;
  onCopy: () => void;
  onDelete: () => void;
  canDelete?: boolean;
  onClear: () => void;
}) {
  const { t } = useLingui();
  return (
    <div
      role="toolbar"
      aria-label={label}
      data-testid="selection-bar"
      className="sticky bottom-4 z-40 mx-auto flex w-fit max-w-full flex-wrap items-center gap-2 rounded-lg border bg-popover px-3 py-2 text-popover-foreground text-sm shadow-lg"
    >
      <span data-testid="selection-count">{children}</span>
      <Button size="sm" variant="outline" onClick={onCopy} data-testid="copy-selection">
        <Copy />
        <Trans>复制</Trans>
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={!canDelete}
        onClick={onDelete}
        data-testid="delete-selection"
      >
        <Trash2 />
        <Trans>删除</Trans>
      </Button>
      <Button size="icon-sm" variant="ghost" aria-label={t`取消选择`} onClick={onClear}>
        <X />
      </Button>
    </div>
  );
}
