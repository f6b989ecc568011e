import { Skeleton } from "@/components/ui/skeleton";

/** A client calendar while its first window loads (the header row and one week). */
export function CalendarSkeleton() {
  return (
    <div className="space-y-4">
      <Skeleton className="h-10 w-full rounded-lg" />
      <div className="grid gap-2 md:grid-cols-7">
        {[0, 1, 2, 3, 4, 5, 6].map((i) => (
          <Skeleton key={i} className="h-40 rounded-lg" />
        ))}
      </div>
    </div>
  );
}
