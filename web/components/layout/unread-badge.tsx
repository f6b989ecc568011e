import { cn } from "@/lib/utils";

/**
 * A small red count (99+ beyond); nothing for zero. A fixed dark red rather than the destructive
 * token: the dark themes lighten that token for text on dark cards, and white 10 px digits on it
 * fall to 3.6:1; red-700 keeps them above 4.5:1 in every theme.
 */
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
        "grid h-4.5 min-w-4.5 place-items-center rounded-full bg-red-700 px-1 text-[10px] leading-none font-semibold text-white tabular-nums",
        className,
      )}
      data-testid={testId}
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}
