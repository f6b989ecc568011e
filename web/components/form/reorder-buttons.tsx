import { useLingui } from "@lingui/react/macro";
import { ArrowDown, ArrowUp, X } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * Up, down and remove for one row of an ordered list in a form (a workout's items, a template's
 * exercises): keyboard- and touch-friendly where dragging is not.
 */
export function ReorderButtons({
  index,
  count,
  onMove,
  onRemove,
  removeLabel,
  removeTestId,
}: {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  removeLabel: string;
  removeTestId?: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={t`上移`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={t`下移`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={removeLabel}
        onClick={onRemove}
        data-testid={removeTestId}
      >
        <X />
      </Button>
    </>
  );
}
