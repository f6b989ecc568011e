import { msg } from "@lingui/core/macro";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { ProgramWorkoutsPage } from "./-components/program-workouts-page";

/** /programs/{id}/workouts: the program builder (issue 11). */
export const Route = createFileRoute("/_app/_coach/programs/$id/workouts")({
  staticData: { title: msg`计划训练`, crumbs: [{ title: msg`训练计划`, to: "/programs" }] },
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d{0,15}$/.test(params.id)) throw redirect({ to: "/pages/error-404", replace: true });
  },
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(context.trpc.programs.get.queryOptions({ id: Number(params.id) }))
      .then(() => undefined),
  pendingComponent: GridSkeleton,
  component: ProgramWorkoutsPage,
});

const SKELETON_CELLS = Array.from({ length: 16 }, (_, i) => `cell-${i}`);

function GridSkeleton() {
  return (
    <div className="space-y-3">
      <Skeleton className="h-20 w-full rounded-xl" />
      <div className="grid gap-1.5 md:grid-cols-8">
        {SKELETON_CELLS.map((key) => (
          <Skeleton key={key} className="h-32 rounded-lg" />
        ))}
      </div>
    </div>
  );
}
