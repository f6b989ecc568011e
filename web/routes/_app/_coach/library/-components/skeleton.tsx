import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** The card grid's shape while the first page loads. */
export function ExerciseGridSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy="true">
      {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
        <Card key={i} className="gap-0 overflow-hidden p-0">
          <Skeleton className="aspect-video rounded-none" />
          <div className="space-y-2 p-3">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-5 w-3/4" />
          </div>
        </Card>
      ))}
    </div>
  );
}

/** The template list's shape while it loads. */
export function TemplateListSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} className="gap-2 p-4">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </Card>
      ))}
    </div>
  );
}

/** The whole screen while the route loads (the route's pendingComponent). */
export function LibrarySkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <Skeleton className="h-9 w-72 rounded-lg" />
      <Skeleton className="h-28 w-full rounded-xl" />
      <ExerciseGridSkeleton />
    </div>
  );
}
