import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { Dumbbell } from "lucide-react";
import { ScreenIntro } from "@/components/page-placeholder";

export const Route = createFileRoute("/_app/_coach/library")({
  staticData: { title: msg`动作库` },
  component: LibraryPage,
});

function LibraryPage() {
  return (
    <ScreenIntro icon={<Dumbbell className="size-5" />}>
      <Trans>这里将显示组织的练习动作、热身和放松运动库。</Trans>
    </ScreenIntro>
  );
}
