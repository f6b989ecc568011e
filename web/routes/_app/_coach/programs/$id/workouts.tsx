import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { ListChecks } from "lucide-react";
import { ScreenIntro } from "@/components/page-placeholder";

/** /programs/{id}/workouts: the workouts within one program. */
export const Route = createFileRoute("/_app/_coach/programs/$id/workouts")({
  staticData: { title: msg`计划训练`, crumbs: [{ title: msg`训练计划`, to: "/programs" }] },
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d{0,15}$/.test(params.id)) throw redirect({ to: "/pages/error-404", replace: true });
  },
  component: ProgramWorkoutsPage,
});

function ProgramWorkoutsPage() {
  const { id } = Route.useParams();
  return (
    <ScreenIntro icon={<ListChecks className="size-5" />}>
      <Trans>训练计划 #{id} 中的训练将在此按周排列。</Trans>
    </ScreenIntro>
  );
}
