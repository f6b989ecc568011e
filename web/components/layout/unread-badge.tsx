import { cn } from "@/lib/utils";

/** A small red count (99+ beyond); nothing for zero. */
export function UnreadBadge({
  count,
  className,
  testId,
}: {
  count: number;
  className?: string;
  testId?: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        "grid h-4.5 min-w-4.5 place-items-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white tabular-nums",
        className,
      )}
      data-testid={testId}
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}
