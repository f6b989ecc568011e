import { Skeleton } from "@/components/ui/skeleton";

/** The list while its first page loads (the route's pendingComponent: kept out of the page's chunk). */
export function ProgramsSkeleton() {
  return (
    <div className="space-y-4">
      <div className="flex justify-between">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-9 w-32" />
      </div>
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}
