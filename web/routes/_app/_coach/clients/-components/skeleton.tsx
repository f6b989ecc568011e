import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** The list's shape while the first page loads. */
export function ClientsSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <Skeleton className="h-16 w-full rounded-xl" />
      <Card className="gap-0 p-0">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="flex items-center gap-3 border-b p-4 last:border-0">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 w-40" />
            <Skeleton className="ml-auto h-4 w-24" />
          </div>
        ))}
      </Card>
    </div>
  );
}
