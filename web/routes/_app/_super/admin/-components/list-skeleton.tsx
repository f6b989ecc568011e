import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * Kept apart from the other list states: the route files use it as their pendingComponent, so it
 * is part of the route tree every first visit loads. The list's shape while its first page loads.
 */
export function ListSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" data-testid="admin-list-loading">
      <Skeleton className="h-14 w-full rounded-xl" />
      <Card className="gap-0 p-0">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="flex items-center gap-3 border-b p-4 last:border-0">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="ml-auto h-4 w-24" />
          </div>
        ))}
      </Card>
    </div>
  );
}
