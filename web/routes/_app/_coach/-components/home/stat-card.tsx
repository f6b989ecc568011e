import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";

const TONES = {
  primary: "bg-primary/10 text-primary",
  success: "bg-success/12 text-success",
  warning: "bg-warning/15 text-amber-600 dark:text-warning",
  info: "bg-sky-500/12 text-sky-600 dark:text-sky-400",
} as const;

/** One home figure: an icon in its tone, the number, what it counts. */
export function StatCard({
  icon,
  label,
  value,
  tone,
}: {
  icon: ReactNode;
  label: string;
  value: number;
  tone: keyof typeof TONES;
}) {
  return (
    <Card className="py-4 sm:py-5">
      <CardContent className="flex flex-col items-start gap-3 px-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
        <span className={`grid size-11 shrink-0 place-items-center rounded-xl ${TONES[tone]}`}>{icon}</span>
        <div className="min-w-0">
          <div className="text-2xl font-semibold tabular-nums leading-none">{value}</div>
          <div className="mt-1.5 truncate text-sm text-muted-foreground">{label}</div>
        </div>
      </CardContent>
    </Card>
  );
}
