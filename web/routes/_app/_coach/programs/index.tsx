import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { CalendarRange } from "lucide-react";
import { ScreenIntro } from "@/components/page-placeholder";

export const Route = createFileRoute("/_app/_coach/programs/")({
  staticData: { title: msg`训练计划` },
  component: ProgramsPage,
});

function ProgramsPage() {
  return (
    <ScreenIntro icon={<CalendarRange className="size-5" />}>
      <Trans>这里将列出多周训练计划，可分配给学员。</Trans>
    </ScreenIntro>
  );
}
