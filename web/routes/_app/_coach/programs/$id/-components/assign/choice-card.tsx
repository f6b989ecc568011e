import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * One choice of a radio group drawn as a card (title and hint): the assign dialog's mode and the
 * preview's answer to days that would hold two workouts.
 */
export function ChoiceCard({
  name,
  checked,
  onSelect,
  title,
  hint,
  testId,
  compact = false,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  title: ReactNode;
  hint: ReactNode;
  testId: string;
  /** Inside the preview's notice: tighter, on the page's background. */
  compact?: boolean;
}) {
  return (
    <label
      className={cn(
        "flex cursor-pointer items-start gap-3 border transition-colors",
        compact ? "rounded-md bg-background p-2.5" : "rounded-lg p-3 text-sm",
        checked ? (compact ? "border-primary" : "border-primary bg-primary/5") : "hover:bg-accent/50",
      )}
    >
      <input
        type="radio"
        name={name}
        className="mt-0.5 size-4 accent-primary"
        checked={checked}
        onChange={onSelect}
        data-testid={testId}
      />
      <span>
        <span className="block font-medium">{title}</span>
        <span className="block text-muted-foreground">{hint}</span>
      </span>
    </label>
  );
}
