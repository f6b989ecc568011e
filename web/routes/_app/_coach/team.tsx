import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { UsersRound } from "lucide-react";
import { ScreenIntro } from "@/components/page-placeholder";

export const Route = createFileRoute("/_app/_coach/team")({
  staticData: { title: msg`团队` },
  component: TeamPage,
});

function TeamPage() {
  return (
    <ScreenIntro icon={<UsersRound className="size-5" />}>
      <Trans>这里将显示组织内的教练团队及其负责的学员。</Trans>
    </ScreenIntro>
  );
}
