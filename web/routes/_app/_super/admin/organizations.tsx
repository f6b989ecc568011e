import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { Building2 } from "lucide-react";
import { ScreenIntro } from "@/components/page-placeholder";

export const Route = createFileRoute("/_app/_super/admin/organizations")({
  staticData: { title: msg`组织管理`, crumbs: [{ title: msg`超级管理`, to: "/admin" }] },
  component: OrganizationsPage,
});

function OrganizationsPage() {
  return (
    <ScreenIntro icon={<Building2 className="size-5" />}>
      <Trans>这里将列出平台上的全部组织，可创建、修改和删除。</Trans>
    </ScreenIntro>
  );
}
