import { Dumbbell } from "lucide-react";
import { cn } from "@/lib/utils";

export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "grid size-9 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-primary to-violet-500 text-primary-foreground shadow-md shadow-primary/30",
        className,
      )}
    >
      <Dumbbell className="size-5" strokeWidth={2.25} />
    </span>
  );
}

export function BrandName({ className }: { className?: string }) {
  return <span className={cn("text-lg font-bold tracking-tight", className)}>Coach</span>;
}
