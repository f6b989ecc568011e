import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { Users } from "lucide-react";
import { ScreenIntro } from "@/components/page-placeholder";

export const Route = createFileRoute("/_app/_coach/clients/")({
  staticData: { title: msg`学员` },
  component: ClientsPage,
});

function ClientsPage() {
  return (
    <ScreenIntro icon={<Users className="size-5" />}>
      <Trans>这里将列出您所在组织的学员，以及他们近 7、30、90 天的训练完成率。</Trans>
    </ScreenIntro>
  );
}
