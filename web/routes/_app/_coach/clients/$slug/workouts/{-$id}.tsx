import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { CalendarDays } from "lucide-react";
import { ScreenIntro } from "@/components/page-placeholder";

/** /clients/{slug}/workouts/{id?}: a client's workouts, optionally opened on one workout. */
export const Route = createFileRoute("/_app/_coach/clients/$slug/workouts/{-$id}")({
  staticData: { title: msg`学员训练`, crumbs: [{ title: msg`学员`, to: "/clients" }] },
  beforeLoad: ({ params }) => {
    if (params.id !== undefined && !/^[1-9]\d{0,15}$/.test(params.id)) {
      throw redirect({ to: "/pages/error-404", replace: true });
    }
  },
  component: ClientWorkoutsPage,
});

function ClientWorkoutsPage() {
  const { slug, id } = Route.useParams();
  return (
    <ScreenIntro icon={<CalendarDays className="size-5" />}>
      {id ? (
        <Trans>
          学员「{slug}」的训练日程将在此显示，并打开训练 #{id}。
        </Trans>
      ) : (
        <Trans>学员「{slug}」的训练日程将在此按周显示。</Trans>
      )}
    </ScreenIntro>
  );
}
